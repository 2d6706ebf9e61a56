"""Where the coach's review screen (scenes.coach.review_screen) and an engine's drawing of a
reviewed decision meet: the engine's ReviewBoard (in its EngineScreens, scenes.shared.engine_screens) and the
ReviewPage the screen hands it, so the review screen draws no engine's table itself."""
from __future__ import annotations

from dataclasses import dataclass
from typing import Callable

import pygame

from game.message_keys import keyed

WORST = 3  # the first decisions shown under 'worst three'


@dataclass(frozen=True)
class ReviewPage:
    """What the review screen gives an engine's drawing of one decision."""
    players: tuple[str, ...]  # the replay's players' names
    index: int                # the decision's place among those shown, from 0
    total: int                # the decisions shown
    table: pygame.Rect        # the picture's room beside the card column (a game that lays out its own ignores it)
    column: Callable          # column(surface): the card column beside it, drawn as it is made
    foot: Callable            # foot(surface, column, side, decision): the loss, the legend and the buttons at its foot
    foot_height: Callable     # foot_height(surface, column, decision): how tall foot() draws them in that column

    def heading(self) -> str:
        """Whether the decision is among the worst three or the others."""
        return keyed("coach.review.worst") if self.index < WORST else keyed("coach.review.others")

    def step(self) -> str:
        """'Decision 2 of 7'."""
        return keyed("coach.review.step", number=self.index + 1, total=self.total)


@dataclass(frozen=True)
class ReviewBoard:
    """How the review shows one engine's position: views(replay, decision, state) the drawing
    of the position before the decision's move; draw(surface, page, decision, views, state)
    the whole page of that decision, returning where it marked the two moves
    ({'master' | 'played': (action, rectangle)})."""

    views: Callable
    draw: Callable
