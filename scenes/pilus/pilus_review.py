"""The coach's review of a PILUS game (scenes.coach.review_screen): the table before the move,
the tile laid and the master's with their pawns, beside the card column."""
from __future__ import annotations

import pygame

from game.message_keys import keyed
from game.replay import Replay
from game.rules.pilus_actions import Lay
from scenes.shared.review_board import ReviewBoard, ReviewPage
from sprites import palette, ui
from sprites.camera import Camera
from sprites.coach_marks import MASTER, PLAYED, draw_master_frame, draw_spot, draw_tag
from sprites.pilus_table_view import TableView
from sprites.pilus_tile import HELD_ALPHA, draw_tile


def draw_pilus_decision(surface, page: ReviewPage, decision, view: TableView, state) -> dict:
    """PILUS: the table before the move, the tile laid and the master's with their pawns,
    the view fitted round the table and both; beside it whose turn, the move's number, the loss."""
    table = page.table
    camera = Camera()
    camera.viewport = pygame.FRect(table)
    world = pygame.FRect(view.bounds)
    for action in (decision.played, decision.better):
        if isinstance(action, Lay):
            world = world.union(pygame.FRect(action.x, action.y, 2, 2))
    camera.fit(world.inflate(2, 2))
    camera.jump()
    view.draw(surface, camera)
    marks = {}
    tags = [_mark(surface, marks, camera, view, state, decision.player, action, kind, table)
            for action, kind in ((decision.better, "master"), (decision.played, "played"))]
    surface.set_clip(None)
    (master_words, master_colour, master_at), played = tags
    draw_tag(surface, *played, table, above=False)
    near = master_at.inflate(0, master_at.h).colliderect(played[2])
    draw_tag(surface, master_words, master_colour, master_at.union(played[2]) if near else master_at, table)
    column = page.column(surface)
    column.line(keyed(f"games.{state.game_id}.name"), ui.BODY)
    column.line(page.players[decision.player], ui.SMALL, palette.player_colour(decision.player))
    column.line(page.heading(), ui.SMALL, palette.TEXT)
    column.line(page.step(), ui.SMALL, palette.ACCENT)
    page.foot(surface, column, column.rect, decision)
    return marks


def _mark(surface, marks: dict, camera, view, state, player: int, action, kind: str, table) -> tuple:
    """A PILUS move on the table, the played one or the master's, kept in `marks` (passing: its
    tag alone, at the top)."""
    master = kind == "master"
    colour = MASTER if master else PLAYED
    if not isinstance(action, Lay):
        top = pygame.Rect(table.centerx, table.y + ui.px(surface, 40), 0, 0)
        marks[kind] = (action, top)
        return keyed("coach.review.master_pass") if master else keyed("coach.review.you_pass"), colour, top
    surface.set_clip(table)
    level = state.preview(player, action.tile, action.rotation, action.x, action.y).level
    place = draw_tile(surface, view.images, state.tileset.layout(action.tile, action.rotation), level,
                      camera.rect(action.x, action.y, 2, 2), alpha=HELD_ALPHA)
    if master:
        draw_master_frame(surface, place)
    else:
        pygame.draw.rect(surface, PLAYED, place, max(2, place.w // 40))
    if action.pawn is not None:
        draw_spot(surface, camera.rect(*action.pawn), colour)
    surface.set_clip(None)
    marks[kind] = (action, place)
    return (keyed("coach.review.master") if master else keyed("coach.review.you")), colour, place


def pilus_views(replay: Replay, decision, state) -> TableView:
    view = TableView(state.tileset, state.pawns)
    view.sync(state)
    view.sync_pawns(state)
    return view


PILUS_REVIEW = ReviewBoard(pilus_views, draw_pilus_decision)
