"""A hint is the move the master plays from the player's position, with one true
line of why in the player's language."""
from __future__ import annotations

import dataclasses
import math
import random

import pytest

from game import games, i18n
from game.ai import make_bot, observe
from game.ai.observation import RampObservation
from game.coach.hint import hint
from game.coach.master import COACH_SEED
from game.coach.reasons import reason
from game.content.ramp import load_edition
from game.rules.pilus_actions import Lay, Pass
from game.rules.ramp_actions import Place, Skip
from tests.chosen_once import each_choice_once
from tests.coach.short_games import random_replay


@pytest.mark.parametrize("game, players, moves", [("fits-mini", 1, 3), ("bits", 1, 2), ("pilus", 2, 3)])
def test_the_hint_is_the_masters_move_from_that_position(game, players, moves):
    state = random_replay(game, players, 7, moves).play()
    player = state.pending()[0]
    # The master thinks each observation over once (tests/chosen_once.py): a hint asked of
    # another bot, or from another observation, would be thought over anew and compared.
    with each_choice_once():
        given = hint(state, player)
        master = make_bot(game, "master", COACH_SEED, cap=math.inf)
        assert given.move == master.choose(observe(state, player))
    assert given.move in list(state.legal_actions(player))
    assert given.reason and "\n" not in given.reason


def test_the_hint_does_not_change_with_the_order_of_the_cards_still_hidden():
    replay = random_replay("fits-mini", 1, 7, 3)
    state = replay.play()
    deal = games.get("fits-mini").redeal_unseen(state, replay.deal, 0, random.Random(3))
    assert deal != replay.deal
    # The master thinks each observation over once (tests/chosen_once.py): a hint that saw the
    # hidden order would come from another observation, thought over anew.
    with each_choice_once():
        assert hint(dataclasses.replace(replay, deal=deal).play(), 0) == hint(state, 0)


def test_the_reason_is_said_in_the_players_language():
    state = random_replay("pilus", 2, 7, 3).play()
    with each_choice_once():  # the position of the PILUS hint above: its move is not what this test looks at
        given = hint(state, state.pending()[0])
    i18n.set_language("de")
    assert given.reason.again() != given.reason


def ramp_position(game_id: str, round_index: int, rows, piece: str, legal) -> RampObservation:
    edition = load_edition(game_id)
    return RampObservation(game_id, 0, round_index, round_index, 0, piece, edition.start[0], (tuple(rows),),
                           tuple(sorted(p for p in edition.build if p != piece)), (), edition.neutral_uses,
                           tuple(legal))


def test_a_move_that_completes_a_row_says_which():
    rows = ["......"] * 9 + ["###..."]
    three = Place("I3", ("###",), 3)
    said = reason(ramp_position("fits-mini", 0, rows, "I3", [three, Skip()]), three)
    assert said == "completes row 1 from the bottom"


def test_a_move_that_covers_a_minus_field_says_its_value():
    # FITS board 3: a -5 field at row 6, column 1 (counted from 1), just above the pile.
    rows = ["......"] * 6 + ["######"] * 6
    three = Place("I3", ("###",), 0)
    assert reason(ramp_position("fits", 2, rows, "I3", [three, Skip()]), three) == "covers the \u22125 field"


def test_setting_aside_says_so_when_every_place_would_leave_a_gap():
    rows = ["......"] * 9 + ["#.#.#."]
    places = [Place("O4", ("##", "##"), column) for column in range(5)]
    assert (reason(ramp_position("fits-mini", 0, rows, "O4", places + [Skip()]), Skip())
            == "sets the piece aside: every place for it would leave a gap")


def test_a_pilus_move_that_scores_says_how_much():
    state = random_replay("pilus", 2, 7, 3).play()
    player = state.pending()[0]
    observation = observe(state, player)
    said = {}
    for lay in list(state.legal_actions(player))[:200]:
        points = state.preview(player, lay.tile, lay.rotation, lay.x, lay.y).points
        text = reason(observation, Lay(lay.tile, lay.rotation, lay.x, lay.y))
        assert (f"scores {points} points now" in text) == (points > 0), (lay, text)
        said[points > 0] = text
    assert set(said) == {False, True}


def test_a_pass_says_that_nothing_fits():
    state = random_replay("pilus", 2, 7, 1).play()
    assert reason(observe(state, 1), Pass()) == "none of your tiles fits anywhere, so you pass"


def test_a_move_that_keeps_room_for_a_card_still_to_come_names_it():
    # FITS compact: an I3 laid flat in the corner leaves a step the F5 still to come fits
    # without a gap; stood up in the middle column it would leave the F5 no such place.
    rows = ["......"] * 10
    flat = Place("I3", ("###",), 0)
    middle = Place("I3", ("#", "#", "#"), 2)
    observation = ramp_position("fits-mini", 0, rows, "I3", [flat, middle, Skip()])
    assert reason(observation, flat) == "keeps a place without a gap for the F5 still to come"
    # With the I3 stood up the only choice, nothing is kept that another place would lose.
    alone = ramp_position("fits-mini", 0, rows, "I3", [middle, Skip()])
    assert not reason(alone, middle).startswith("keeps a place")
