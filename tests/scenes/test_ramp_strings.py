"""Every string the ramp screens show comes from the catalogue: no key shows as itself."""
import re
from pathlib import Path

import pytest

from game import i18n
from game.content.ramp import load_edition, ramp_game_ids

ROOT = Path(__file__).resolve().parents[2]
SOURCES = [*ROOT.glob("scenes/ramp_game*.py"), *(ROOT / "scenes" / name for name in
                                                  ("round_results.py", "final_results.py", "replay_viewer.py"))]


def test_every_literal_key_is_in_the_catalogue():
    keys = {key for path in SOURCES for key in re.findall(r'tr\("(ramp\.[\w.-]+)"', path.read_text("utf-8"))}
    assert keys
    assert [key for key in keys if not i18n.has(key)] == []


@pytest.mark.parametrize("game_id", ramp_game_ids())
def test_every_rule_field_symbol_and_colour_has_words(game_id):
    edition = load_edition(game_id)
    keys = set()
    for board in edition.boards:
        keys |= {f"ramp.board_rule.{rule}" for rule in board.rules}
        keys |= {f"ramp.rule.{field.kind}" for field in board.fields.values() if field.kind != "symbol"}
        keys |= {f"ramp.symbol.{field.symbol or field.colour}" for field in board.fields.values()
                 if field.kind == "symbol"}
        keys |= {f"ramp.rule.{rule}" for rule in board.rules
                 if rule not in ("fields", "symbol-pairs", "colour-sets")}
    keys |= {f"ramp.colour.{card.colour}" for card in edition.tasks if card.colour}
    keys |= {f"ramp.colour.{letter}" for piece in edition.pieces.values() for row in piece.rows
             for letter in row if letter not in ".#"}
    assert [key for key in sorted(keys) if not i18n.has(key)] == []
