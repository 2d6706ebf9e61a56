"""Every key a screen picks at run time (from a game id, a device, a level, a
board rule or a colour of the real data) has its English text: none shows as itself."""
import pytest

from game.ai import LEVELS
from game.content.ramp import load_edition, ramp_game_ids
from game.shell.input.bindings import SHOWN
from game.message_keys import has, keyed
from game.rules.field_kinds import field_kind
from game import games


def test_every_game_device_action_level_and_place_has_words():
    keys = [f"games.{game.id}.{part}" for game in games.all_games() for part in ("name", "summary")]
    keys += [f"device.{device}" for device in ("keys-left", "keys-right", "mouse")]
    keys += [f"action.{action}" for action in SHOWN]
    keys += [f"level.{level}" for level in LEVELS] + [f"setup.level_about.{level}" for level in LEVELS]
    keys += [f"record.ordinal.{place}" for place in range(1, 11)]
    assert [key for key in keys if not has(key)] == []


def test_a_key_nobody_wrote_shows_itself_and_gaps_fill():
    assert keyed("no.such.key", n=3) == "no.such.key"
    assert keyed("device.mouse") == "Mouse"


@pytest.mark.parametrize("game_id", ramp_game_ids())
def test_every_rule_field_symbol_and_colour_has_words(game_id):
    edition = load_edition(game_id)
    keys = set()
    for board in edition.boards:
        keys |= {f"ramp.board_rule.{rule}" for rule in board.rules}
        keys |= {field_kind(field.kind).line_key for field in board.fields.values()
                 if not field_kind(field.kind).grouped}
        keys |= {f"ramp.symbol.{field.symbol or field.colour}" for field in board.fields.values()
                 if field_kind(field.kind).grouped}
        keys |= {f"ramp.rule.{rule}" for rule in board.rules
                 if rule not in ("fields", "symbol-pairs", "colour-sets", "dots")}  # dots: counted, written in place
    keys |= {f"ramp.colour.{card.colour}" for card in edition.tasks if card.colour}
    keys |= {f"ramp.colour.{letter}" for piece in edition.pieces.values() for row in piece.rows
             for letter in row if letter not in ".#"}
    assert [key for key in sorted(keys) if not has(key)] == []
