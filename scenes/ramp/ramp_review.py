"""The coach's review of a ramp game (scenes.coach.review_screen): the player's board before
the move, the piece played and the master's, beside the card column."""
from __future__ import annotations

import pygame

from game.i18n import number
from game.message_keys import keyed
from game.replay import Replay
from scenes.ramp.card_column import CardColumn, draw_revealed, game_column
from scenes.ramp.ramp_hud import MARGIN, draw_header, screen_layout
from scenes.ramp.ramp_screen_moves import play_move, start_round
from scenes.shared.review_board import ReviewBoard, ReviewPage
from sprites import palette, ui
from sprites.coach_marks import MASTER, PLAYED, draw_tag, master_mark, played_mark
from sprites.ramp_board_view import RampBoardView, RampGeometry


def draw_ramp_decision(surface, page: ReviewPage, decision, views, state) -> dict:
    """A ramp game: the player's board before the move, the piece played and the master's."""
    view = views[decision.player]
    ramps, side = screen_layout(surface, state.edition, 1, statuses=(page.step(),))
    column = game_column(surface, side, state, state.round_index)
    column.line(page.heading(), ui.SMALL, palette.TEXT)
    draw_revealed(column, state, list(page.players))
    foot = column
    if column.y + page.foot_height(surface, column, decision) > side.bottom:
        # The column cannot hold the loss, the legend and the buttons too (a large text size):
        # the board moves to the left of its room and they go in a panel of their own beside it.
        g, margin = ramps[0], ui.px(surface, MARGIN)
        shift = g.panel.x - margin
        ramps[0] = RampGeometry(g.panel.move(-shift, 0), g.header.move(-shift, 0), g.grid.move(-shift, 0), g.cell,
                                g.hover_rows)
        foot = CardColumn(surface, pygame.Rect(ramps[0].panel.right + margin, side.y,
                                               side.x - ramps[0].panel.right - 2 * margin, side.h))
    view.place(ramps[0])
    g = view.geometry
    view.draw_art(surface)
    view.draw_pieces(surface)
    draw_header(surface, g, decision.player, page.players[decision.player],
                number(state.scores()[decision.player]), page.step(), palette.ACCENT)
    marks = {}
    master = _mark(surface, marks, state, g, decision.player, decision.better, "master")
    played = _mark(surface, marks, state, g, decision.player, decision.played, "played")
    # The words over both pieces (the two may share cells): the player's under theirs, the
    # master's over its own, or over both where the pieces touch (its tag would sit on the other);
    # never over the header (a tag over the hover lane, 'Master: set it aside', went over its
    # 'Decision 2 of 3': it is kept in the lane).
    below_header = pygame.Rect(g.panel.x, g.hover.y, g.panel.w, g.panel.bottom - g.hover.y)
    draw_tag(surface, *played, below_header, above=False)
    near = master[2].inflate(0, 2 * g.cell).colliderect(played[2]) and played[2] != g.hover
    draw_tag(surface, *master[:2], master[2].union(played[2]) if near else master[2], below_header, above=True)
    page.foot(surface, foot, foot.rect, decision)
    return marks


def _mark(surface, marks: dict, state, g, player: int, action, kind: str) -> tuple[str, tuple, pygame.Rect]:
    """One placement on the board, the played one or the master's, kept in `marks`; returns its
    tag's words, colour and where it lies (setting aside: the hover lane, where the hand was)."""
    master = kind == "master"
    colour = MASTER if master else PLAYED
    shape = getattr(action, "shape", None)
    row = None if shape is None else state.board(player).landing(shape, action.column)
    if row is None:
        words = keyed("coach.review.master_aside") if master else keyed("coach.review.you_aside")
        marks[kind] = (action, g.hover)
        return words, colour, g.hover
    shape = tuple(shape)
    image = master_mark(shape, g.cell, player) if master else played_mark(shape, g.cell, player)
    where = surface.blit(image, (g.grid.x + action.column * g.cell, g.grid.y + row * g.cell))
    marks[kind] = (action, where)
    return (keyed("coach.review.master") if master else keyed("coach.review.you")), colour, where


def ramp_views(replay: Replay, decision, state) -> list[RampBoardView]:
    """Every player's board as it stood, pieces landed (the moves played again, round by round)."""
    shown = replay.new_state()
    views = [RampBoardView(shown.edition, p) for p in range(len(replay.players))]
    for player, action in replay.moves[:decision.move]:
        if play_move(shown, views, player, action) and not shown.is_terminal():
            start_round(shown, views)
    for view in views:
        view.finish()
    return views


RAMP_REVIEW = ReviewBoard(ramp_views, draw_ramp_decision)
