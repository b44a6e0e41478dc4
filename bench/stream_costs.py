"""What the bench's processes spend, read from ``/proc`` (CPU seconds, whatever the machine's
load: a figure of work done, where latencies under load are mostly waiting for a CPU)."""

from __future__ import annotations

import os
import time
from dataclasses import dataclass

_TICKS = os.sysconf("SC_CLK_TCK")


def cpu_seconds(pid: int) -> float:
    """User and system CPU time of process ``pid`` so far."""
    return sum(cpu_split(pid))


def cpu_split(pid: int) -> tuple[float, float]:
    """(user, system) CPU time of process ``pid`` so far."""
    with open(f"/proc/{pid}/stat") as stat:
        fields = stat.read().rsplit(")", 1)[1].split()
    return int(fields[11]) / _TICKS, int(fields[12]) / _TICKS  # utime, stime (fields 14, 15)


@dataclass
class CpuWindow:
    """The CPU two processes (the stream process and the subscribers') spent over a span."""

    streams_pid: int
    subscribers_pid: int
    started: float = 0.0
    streams: float = 0.0
    subscribers: float = 0.0
    streams_system: float = 0.0

    def __post_init__(self) -> None:
        self.started = time.monotonic()
        self.streams = cpu_seconds(self.streams_pid)
        self.streams_system = cpu_split(self.streams_pid)[1]
        self.subscribers = cpu_seconds(self.subscribers_pid)

    def streams_system_share(self) -> float:
        """The part of the stream process's CPU since the start spent in the kernel (its
        socket writes: over loopback, the receiving side's TCP work is charged to it too)."""
        user, system = cpu_split(self.streams_pid)
        spent = user + system - self.streams
        return (system - self.streams_system) / spent if spent > 0 else 0.0

    def spent(self) -> tuple[float, float, float]:
        """(seconds elapsed, stream process CPU seconds, subscribers' CPU seconds)."""
        return (
            time.monotonic() - self.started,
            cpu_seconds(self.streams_pid) - self.streams,
            cpu_seconds(self.subscribers_pid) - self.subscribers,
        )


def idle_line(window: CpuWindow, count: int) -> str:
    elapsed, streams, subscribers = window.spent()
    return (
        f"idle, {count} subscribers: stream process CPU {1000 * streams / elapsed:.1f} ms a "
        f"second (heartbeats), subscribers' process {1000 * subscribers / elapsed:.1f} ms a "
        f"second, over {elapsed:.0f} s"
    )


def play_line(window: CpuWindow, moves: int, deliveries: int) -> str:
    system = window.streams_system_share()
    elapsed, streams, subscribers = window.spent()
    return (
        f"CPU during play ({moves} moves, {deliveries} deliveries, {elapsed:.0f} s): stream "
        f"process {1000 * streams / max(1, moves):.2f} ms a move "
        f"({1e6 * streams / max(1, deliveries):.0f} us a delivery, heartbeats included; "
        f"{100 * system:.0f} % of it in the kernel); "
        f"subscribers' process {1e6 * subscribers / max(1, deliveries):.0f} us a delivery"
    )
