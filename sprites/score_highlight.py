"""The round's scoring shown on the boards: every player's score lines, one
after another, each lighting up the cells it counts with its points beside them.

All players' boards step through their own lines at the same time, in the
engine's order (its rules in board order, then the task cards).
"""
from __future__ import annotations

from functools import lru_cache

import pygame

from game.i18n import signed
from game.shell import motion
from sprites import palette, ui
from sprites.cell_outline import draw_border
from sprites.ramp_board_view import RampGeometry

STEP_TIME = 0.8  # seconds per score line
GAIN = (70, 220, 120)
LOSS = (255, 80, 80)


@lru_cache(maxsize=16)
def _tint(cell: int, gain: bool) -> pygame.Surface:
    # Light enough that a BITS cell's own colour and pattern still show through.
    image = pygame.Surface((cell, cell), pygame.SRCALPHA)
    image.fill((*(GAIN if gain else LOSS), 50))
    return image


class ScoreSequence:
    """lines[p]: the score lines of player p, in the order they are shown."""

    def __init__(self, lines: list[list], step_time: float = STEP_TIME):
        self.lines = lines
        self.step_time = step_time
        self.time = 0.0
        self._steps = max((len(player_lines) for player_lines in lines), default=0)

    @property
    def step(self) -> int:
        return int(self.time / self.step_time)

    @property
    def done(self) -> bool:
        return self.step >= self._steps

    def update(self, dt: float) -> bool:
        """Advance; True when a new line came up (for a sound)."""
        before = self.step
        self.time += motion.timed(dt)  # each line stays long enough to read, at the animation speed
        return self.step != before and not self.done

    def skip(self):
        self.time = self._steps * self.step_time

    def current(self, player: int):
        """The line player p shows now, or None (finished, or they had fewer lines)."""
        step = self.step
        lines = self.lines[player]
        return lines[step] if step < len(lines) else None

    def shown_total(self, player: int) -> int:
        """Points of the lines shown so far, the current one included."""
        return sum(line.points for line in self.lines[player][:self.step + 1])

    def draw(self, surface: pygame.Surface, player: int, geometry: RampGeometry):
        line = self.current(player)
        if line is None or not line.cells:
            return
        gain = line.points > 0
        draw_counted(surface, geometry, line.cells, gain)
        # The points, signed (the sign, not the colour, says gain or loss), rise a little over the first cell.
        rise = 0 if motion.reduced() else (self.time / self.step_time) % 1
        first = geometry.cell_rect(*min(line.cells))
        size = max(12, int(geometry.cell * 0.8))
        text = ui.render(signed(line.points), size, palette.TEXT_DARK)
        centre = (first.centerx, first.centery - int(rise * geometry.cell * 0.6))
        back = text.get_rect(center=centre).inflate(size // 3, 2)
        pygame.draw.rect(surface, GAIN if gain else LOSS, back, border_radius=size // 4)
        pygame.draw.rect(surface, palette.TEXT_DARK, back, 1, border_radius=size // 4)
        surface.blit(text, text.get_rect(center=back.center))


def draw_counted(surface: pygame.Surface, geometry: RampGeometry, cells, gain: bool):
    """Cells a score line counted, tinted, with one thick frame round them as a group
    (an area, a row, a pair)."""
    if not cells:
        return
    tint = _tint(geometry.cell, gain)
    for row, column in cells:
        surface.blit(tint, geometry.cell_rect(row, column))
    draw_border(surface, cells, geometry.cell_rect, max(3, geometry.cell // 8), GAIN if gain else LOSS)
