"""Server-Sent Events streams of games' changes, served by the stream process."""
