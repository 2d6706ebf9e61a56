"""What the end of a round, the end of a ramp game and its replay share: the
table of rounds and totals, and the line saying who won."""
from __future__ import annotations

import pygame

from game import i18n
from game.i18n import _, join
from game.message_keys import keyed
from scenes.shared.round_words import round_words
from sprites import palette, ui

TABLE_ROW = 44  # design pixels


def outcome_line(game, names) -> str:
    """Who won ('Ann wins!', or a shared win naming everyone in it); alone, the
    solo rating title in the player's language, or that the game is unrated where its data
    says why (the results say it under this line)."""
    if len(names) == 1:
        rating = game.rating(0)
        if rating is None:
            return _("Unrated") if game.edition.unrated else ""
        return _("Rating: {title}", title=keyed(rating.title))
    winners = [names[p] for p in game.winners()]
    if len(winners) == 1:
        return _("{name} wins!", name=winners[0])
    return _("Shared win: {names}", names=join(winners))


def _metrics(surface, game, design_size: float) -> tuple[int, int, int, int]:
    """(pad, row height, first column's width, a player's column's width): the design's,
    the rows taller and the first column wider where a large text size needs it (200 %)."""
    size = ui.text_size(surface, design_size)
    labels = [round_words(game.edition.words).round_named(r + 1) for r in range(game.edition.rounds)] + [_("Total")]
    first_w = max(ui.px(surface, 200), max(ui.text_width(label, size) for label in labels) + ui.px(surface, 12))
    row_h = max(ui.px(surface, TABLE_ROW), ui.font(size).get_linesize() + ui.px(surface, 2))
    return ui.px(surface, 20), row_h, first_w, ui.px(surface, 170)


def score_table_size(surface, names, game, design_size: float = ui.BODY) -> tuple[int, int]:
    """The size of draw_score_table's panel."""
    pad, row_h, first_w, col_w = _metrics(surface, game, design_size)
    return first_w + col_w * len(names) + 2 * pad, row_h * (game.edition.rounds + 2) + 2 * pad


def round_cell_at(surface, names, game, panel: pygame.Rect, pos, design_size: float = ui.BODY) -> tuple[int, int] | None:
    """The (round, player) of the played round's score under `pos` in a table drawn at `panel`
    (its text at `design_size`)."""
    pad, row_h, first_w, col_w = _metrics(surface, game, design_size)
    x, y = pos[0] - panel.x - pad - first_w, pos[1] - panel.y - pad - row_h
    if x < 0 or y < 0 or x >= col_w * len(names):
        return None
    round_index = y // row_h
    return (round_index, x // col_w) if round_index < len(game.results) else None


def draw_score_table(surface, names, game, pos, anchor: str = "center", design_size: float = ui.BODY) -> pygame.Rect:
    """Rounds down, players across, totals at the bottom, placed with its `anchor`
    (a pygame.Rect attribute) at `pos`, its text at `design_size`; returns the panel's rect."""
    rounds = game.edition.rounds
    pad, row_h, first_w, col_w = _metrics(surface, game, design_size)
    panel = pygame.Rect((0, 0), score_table_size(surface, names, game, design_size))
    setattr(panel, anchor, pos)
    ui.draw_panel(surface, panel, highlight=True)
    x0, y = panel.x + pad, panel.y + pad

    def row(label, values, colour=None):
        colour = colour or palette.TEXT  # the palette in use, not the one at import
        ui.draw_text(surface, label, design_size, palette.TEXT_DIM, (x0, y + row_h // 2), "midleft",
                     width=first_w - ui.px(surface, 8), box=panel)
        for i, value in enumerate(values):
            ui.draw_text(surface, value, design_size, colour, (x0 + first_w + col_w * i + col_w // 2, y + row_h // 2),
                         "center", width=col_w - ui.px(surface, 8), box=panel)

    for i, name in enumerate(names):
        ui.draw_text(surface, name, design_size, palette.player_colour(i), (x0 + first_w + col_w * i + col_w // 2,
                                                                        y + row_h // 2), "center",
                     width=col_w - ui.px(surface, 8), box=panel, elide=True)
    for r in range(rounds):
        y += row_h
        played = r < len(game.results)
        row(round_words(game.edition.words).round_named(r + 1),
            [i18n.number(game.results[r][p].total) if played else _("–") for p in range(len(names))])
    y += row_h
    pygame.draw.line(surface, palette.PANEL_EDGE, (x0, y), (panel.right - pad, y), ui.px(surface, 2))
    row(_("Total"), [i18n.number(total) for total in game.scores()], palette.ACCENT)
    return panel
