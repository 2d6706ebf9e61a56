"""A time for the real frame loop (game.shell.app.FrameLoop, game.shell.frame_time) that passes
only as the loop waits: a frame held to its rate, or a sleep until an event, moves it on at once
by what the loop asked, without sleeping. The frames, their paces and pictures are those of a
player's seconds; the test takes only the CPU time they cost. Events still come through SDL's
queue: those posted before a wait end it at once, one posted for later (post_after) ends the
wait it falls in, as seen at the loop's next look, and one from another thread (at_next_wait)
is waited for in real time."""
import heapq
import itertools
import math

import pygame

# A bound on waiting for another thread's event: only a failure waits this long.
THREAD_TIMEOUT = 60


class VirtualTime:
    def __init__(self):
        self.now = 0  # milliseconds
        self._last_tick = 0
        self._later = []  # (when, order, event): posted at its time
        self._order = itertools.count()
        self._at_next_wait = None

    def ticks(self) -> int:
        return self.now

    def tick(self, framerate: int = 0) -> int:
        """As pygame.time.Clock.tick: the milliseconds since the last tick, made at least a
        frame at `framerate` by moving the time on."""
        if framerate:
            self._move_to(max(self.now, self._last_tick + math.ceil(1000 / framerate)))
        passed, self._last_tick = self.now - self._last_tick, self.now
        return passed

    def wait_for_events(self, ms: int, poll_ms: int) -> list:
        """As game.shell.frame_time.wait_for_events, looking every `poll_ms` of this time."""
        if self._at_next_wait is not None:
            started, self._at_next_wait = self._at_next_wait(), None
            started.join(THREAD_TIMEOUT)
            assert not started.is_alive(), "the thread the wait was for never ended"
        events = pygame.event.get()
        if events:
            return events
        until = self.now + ms
        if self._later:  # seen at the loop's first look after it came, or at the wait's end
            until = min(until, self.now + math.ceil((self._later[0][0] - self.now) / poll_ms) * poll_ms)
        self._move_to(until)
        return pygame.event.get()

    def post_after(self, ms: int, event: pygame.event.Event):
        """Post `event` once `ms` milliseconds of this time have passed (as pygame.time.set_timer, once)."""
        heapq.heappush(self._later, (self.now + ms, next(self._order), event))

    def at_next_wait(self, start):
        """At the loop's next wait (its frame has chosen its pace), start() a thread that posts an
        event (a worker's answer): the wait waits for the thread to end, in real time, and takes
        what it posted."""
        self._at_next_wait = start

    def _move_to(self, when: int):
        self.now = when
        while self._later and self._later[0][0] <= when:
            pygame.event.post(heapq.heappop(self._later)[2])

