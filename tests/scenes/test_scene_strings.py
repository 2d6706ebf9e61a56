"""Every string key a screen names literally is in the English catalogue: none shows as itself."""
import re
from pathlib import Path

from game import i18n
from game.ai import LEVELS

ROOT = Path(__file__).resolve().parents[2]


def test_every_literal_key_of_every_screen_is_in_the_catalogue():
    keys = {key for path in (ROOT / "scenes").glob("*.py")
            for key in re.findall(r'tr\("([\w.-]+)"', path.read_text("utf-8"))}
    assert len(keys) > 100
    assert sorted(key for key in keys if not i18n.has(key)) == []


def test_every_computer_level_and_high_score_place_has_words():
    keys = [f"level.{level}" for level in LEVELS] + [f"setup.level_about.{level}" for level in LEVELS]
    keys += [f"record.ordinal.{place}" for place in range(1, 11)]
    assert [key for key in keys if not i18n.has(key)] == []
