"""Dealing ramp games from a seed, and checking deals given by a replay."""
from dataclasses import replace

import pytest

from game.rules.rule_errors import DealError
from game.rules.polyomino import parse_rows, shape_key
from game.rules.ramp_deal import RoundDeal, check_deal, deal_from_seed
from game.rules.ramp_game import RampGame
from tests.rules.ramp_helpers import GAME_IDS, edition


def shape_of(e, task_id):
    return shape_key(parse_rows(next(t for t in e.tasks if t.id == task_id).shape))


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_same_seed_same_deal_and_the_seed_matters(game_id):
    e = edition(game_id)
    assert deal_from_seed(e, 3, 2024) == deal_from_seed(e, 3, 2024)
    assert deal_from_seed(e, 3, 2024) != deal_from_seed(e, 3, 2025)


@pytest.mark.parametrize("game_id", GAME_IDS)
@pytest.mark.parametrize("players", [1, 4])
def test_seeded_deal_follows_the_rules(game_id, players):
    e = edition(game_id)
    for seed in range(20):
        deal = deal_from_seed(e, players, seed)
        check_deal(e, players, deal)
        assert len(deal) == e.rounds
        for r, rd in enumerate(deal):
            assert len(set(rd.start)) == players and set(rd.start) <= set(e.start)
            assert sorted(rd.build) == sorted(e.build)
            if e.tasks:
                assert next(t for t in e.tasks if t.id == rd.task).deck == r + 1
            else:
                assert rd.task is None


def test_round_3_task_never_repeats_round_2_shape():
    e = edition("bits")
    seen_third = set()
    for seed in range(300):
        deal = deal_from_seed(e, 2, seed)
        assert shape_of(e, deal[2].task) != shape_of(e, deal[1].task)
        seen_third.add(deal[2].task)
    # The redraw only removes clashing cards: every deck-3 card still turns up.
    assert seen_third == {t.id for t in e.tasks if t.deck == 3}


def test_a_player_count_beyond_the_box_is_refused():
    for players in (0, 5):
        with pytest.raises(DealError) as err:
            deal_from_seed(edition("bits"), players, 1)
        assert err.value.field == "players"


def _fits_deal():
    return list(deal_from_seed(edition("fits"), 2, 7))


def _bits_deal():
    return list(deal_from_seed(edition("bits"), 2, 7))


def _edit(deal, r, **changes):
    deal[r] = replace(deal[r], **changes)
    return deal


def _round3_clash():
    deal = _bits_deal()
    e = edition("bits")
    second = shape_of(e, deal[1].task)
    clash = next(t.id for t in e.tasks if t.deck == 3 and shape_key(parse_rows(t.shape)) == second)
    return _edit(deal, 2, task=clash)


BAD_DEALS = {
    "too few rounds": ("fits", lambda: _fits_deal()[:3], "deal.rounds"),
    "unknown start": ("fits", lambda: _edit(_fits_deal(), 0, start=("L5", "Q9")), "deal.rounds[0].start[1]"),
    "not a start card": ("fits", lambda: _edit(_fits_deal(), 0, start=("L5", "I3")), "deal.rounds[0].start[1]"),
    "same start twice": ("fits", lambda: _edit(_fits_deal(), 1, start=("T5", "T5")), "deal.rounds[1].start[1]"),
    "start per player": ("fits", lambda: _edit(_fits_deal(), 0, start=("L5",)), "deal.rounds[0].start"),
    "build missing": ("fits", lambda: _edit(_fits_deal(), 1, build=_fits_deal()[1].build[:-1]), "deal.rounds[1].build"),
    "build duplicate": ("fits", lambda: _edit(_fits_deal(), 1, build=_fits_deal()[1].build[:-1] + _fits_deal()[1].build[:1]),
                        "deal.rounds[1].build[15]"),
    "build extra": ("bits", lambda: _edit(_bits_deal(), 1, build=_bits_deal()[1].build + ("S-RY",)),
                    "deal.rounds[1].build[20]"),
    "build unknown": ("fits", lambda: _edit(_fits_deal(), 3, build=("ZZ",) + _fits_deal()[3].build[1:]),
                      "deal.rounds[3].build[0]"),
    "task missing": ("bits", lambda: _edit(_bits_deal(), 0, task=None), "deal.rounds[0].task"),
    "task unknown": ("bits", lambda: _edit(_bits_deal(), 0, task="9-XX"), "deal.rounds[0].task"),
    "task wrong deck": ("bits", lambda: _edit(_bits_deal(), 1, task="1-O4"), "deal.rounds[1].task"),
    "round 3 same shape": ("bits", _round3_clash, "deal.rounds[2].task"),
    "fits has no tasks": ("fits", lambda: _edit(_fits_deal(), 0, task="1-O4"), "deal.rounds[0].task"),
}


@pytest.mark.parametrize("case", BAD_DEALS, ids=list(BAD_DEALS))
def test_bad_deal_names_the_wrong_field(case):
    game_id, make, field = BAD_DEALS[case]
    with pytest.raises(DealError) as err:
        check_deal(edition(game_id), 2, make())
    assert err.value.field == field
    with pytest.raises(DealError):
        RampGame(edition(game_id), 2, make())


def test_a_hand_written_deal_is_played_as_given():
    e = edition("fits")
    build = tuple(reversed(e.build))
    start = next(s for s in e.start if s != build[0])
    game = RampGame(e, 1, [RoundDeal((start,), build, None)] * e.rounds)
    assert game.start_piece(0) == start
    game.apply_action(0, game.legal_actions(0)[0])
    assert game.revealed == build[0]
