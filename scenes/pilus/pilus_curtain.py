"""The cover between two people's turns at one screen: it hides the table and
every hand until the next player takes the controls, so nobody sees a hand
that is not theirs.
"""
from __future__ import annotations

import pygame

from sprites import palette, ui


def draw_curtain(surface: pygame.Surface, seat: int, heading: str, prompt: str, note: str):
    ui.fill_background(surface)
    w, h = surface.get_size()
    symbol = ui.px(surface, 120)
    top = h // 2 - ui.px(surface, 150)
    palette.draw_player_cell(surface, pygame.Rect(w // 2 - symbol // 2, top, symbol, symbol), seat)
    width = w - ui.px(surface, 80)
    rect = ui.draw_text(surface, heading, ui.TITLE - 24, palette.player_colour(seat),
                        (w // 2, top + symbol + ui.px(surface, 24)), "midtop", width=width)
    rect = ui.draw_text(surface, prompt, ui.BODY, palette.TEXT, (w // 2, rect.bottom + ui.px(surface, 24)), "midtop",
                        width=width)
    ui.draw_text(surface, note, ui.SMALL, palette.TEXT_DIM, (w // 2, rect.bottom + ui.px(surface, 14)), "midtop",
                 width=width)
