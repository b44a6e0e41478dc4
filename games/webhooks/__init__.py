"""What a webhook is, apart from sending it: its signature and the addresses it may go to
(the sending is the use case ``games.services.webhooks``)."""
