"""The memory soak's bookkeeping: a worker replaced after its ``max_requests`` takes over its
predecessor's series."""

from bench.management.commands import memory_soak


def test_a_new_worker_takes_the_slot_of_the_one_that_went(monkeypatch):
    monkeypatch.setattr(memory_soak, "children", lambda master: {master, 11, 30})
    slots, replaced = [11, 12], [0, 0]
    memory_soak.workers_follow(10, slots, replaced)
    assert slots == [11, 30]
    assert replaced == [0, 1]


def test_slots_stay_while_a_replacement_is_not_yet_forked(monkeypatch):
    monkeypatch.setattr(memory_soak, "children", lambda master: {master, 11})
    slots, replaced = [11, 12], [0, 0]
    memory_soak.workers_follow(10, slots, replaced)
    assert slots == [11, 12]
    assert replaced == [0, 0]


def test_the_summary_reads_the_last_half_of_each_slot():
    samples = [(0.0, [100 * 1024, 90 * 1024]), (60.0, [110 * 1024, 95 * 1024]),
               (120.0, [111 * 1024, 99 * 1024])]  # fmt: skip
    lines = memory_soak.growth_summary(samples)
    assert lines[0].endswith("last half +1.0 MiB")
    assert lines[1].endswith("last half +4.0 MiB")
