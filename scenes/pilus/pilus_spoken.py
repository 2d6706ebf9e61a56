"""What speech (game.shell.speech) says of the PILUS table on the 'say' action: whose turn,
the tile in hand as it is turned now (its colours, top row first), the place it is held
over (the table's column and row, and what lies there), and what laying it there would
give or why it cannot go there. While the curtain hides the hand from the other
players, only whose turn it is."""
from __future__ import annotations

from game.i18n import _, join, ngettext, number
from game.message_keys import has, keyed
from game.rules.pilus_tileset import OFFSETS
from scenes.pilus.pilus_words import turn_banner


def pilus_state_words(scene) -> str:
    game, choice = scene.state, scene.choice
    player = game.current_player
    if player is None:
        return ""
    said = [turn_banner(scene.seats[player].name) + "."]
    if choice is None or scene.curtain_for is not None:  # behind the curtain the hand stays unsaid
        return said[0]
    if scene.must_pass:
        return " ".join(said + [_("None of your tiles fits anywhere"), _("Confirm to pass; you keep your tiles.")])
    tileset = scene.tileset
    top, bottom = tileset.layout(choice.tile, choice.rotation)
    said.append(_("In hand, tile {index} of {count}: top {top}, bottom {bottom}.", index=number(choice.index + 1),
                  count=number(len(choice.hand)), top=join(_colour(tileset, c) for c in top),
                  bottom=join(_colour(tileset, c) for c in bottom)))
    said.append(_("Held over column {x}, row {y} of the table.", x=number(choice.x), y=number(choice.y)))
    table = game.table
    under = []
    for dx, dy in OFFSETS:
        cell = (choice.x + dx, choice.y + dy)
        colour = table.top_colour(cell)
        under.append(_("nothing") if colour is None else
                     _("{colour} at level {level}", colour=_colour(tileset, colour), level=number(table.height(cell))))
    said.append(_("Under it, top row first: {cells}.", cells=join(under)))
    if choice.choosing_pawn:
        said.append(_("Choose where your pawn goes."))
        return " ".join(said)
    level, points, problem = scene.table_input.preview(choice, len(scene.moves))
    said.append(_("Not here: {reason}", reason=problem) + "." if problem else
                ngettext("Laid here: level {level}, {points} point.", "Laid here: level {level}, {points} points.",
                         points, level=number(level), points=number(points)))
    return " ".join(said)


def _colour(tileset, letter: str) -> str:
    key = f"legend.{tileset.game_id}.{letter}"
    return keyed(key) if has(key) else tileset.colours.get(letter, letter)
