"""Review of a replay: the same marks on every run, whatever order the hidden
cards or tiles are in, and the master's moves are moves the referee accepts."""
from __future__ import annotations

import dataclasses
import json
import random

import pytest

from game import games
from game.coach.review import ReviewStopped, position_before, review, review_json
from game.replay import replay_json
from game.replay.referee import run_headless
from game.rules.pilus_deal import PilusDeal
from tests.coach.short_games import random_replay
from tests.coach.weighed_once import weighed_once
from tests.replay.test_headless import _Capture
from tools.screen_states.states_shared import reviewed


# The reviews the tests compare with are weighed once per run (shared_results), in whichever worker
# asks first: a test on the other worker reviews again and compares across processes. Each of
# their decisions' weighing is kept too, for the tests of stopping a review, which check what
# review() does with the answers, not the answers.
@pytest.fixture(scope="module")
def fits_two():
    """FITS compact for two: both start pieces and the first build card's answer."""
    replay = random_replay("fits-mini", 2, 5, 3)
    with weighed_once():
        return replay, reviewed(replay, "random_replay fits-mini 2 5 3")


@pytest.fixture(scope="module")
def pilus_two():
    replay = random_replay("pilus", 2, 2026, 3)
    with weighed_once():
        return replay, reviewed(replay, "random_replay pilus 2 2026 3")


@pytest.mark.parametrize("reviewed", ["fits_two", "pilus_two"])
def test_marks_are_worse_choices_of_the_player_who_made_them_worst_first(reviewed, request):
    replay, decisions = request.getfixturevalue(reviewed)
    assert decisions, "a random player's first moves are not all the master's"
    assert {d.player for d in decisions} == {0, 1}  # every seat of the replay is reviewed
    for d in decisions:
        assert (d.player, d.played) == replay.moves[d.move]
        assert d.better != d.played and d.loss >= 0.01 and d.loss == round(d.loss, 2)
        assert d.better in list(position_before(replay, d.move).legal_actions(d.player))
    assert [(-d.loss, d.move) for d in decisions] == sorted((-d.loss, d.move) for d in decisions)


@pytest.mark.parametrize("reviewed", ["fits_two", "pilus_two"])
def test_a_second_review_of_the_same_replay_marks_the_same(reviewed, request):
    replay, decisions = request.getfixturevalue(reviewed)
    assert review(replay) == decisions


def test_two_processes_mark_the_same_as_one(fits_two):
    replay, decisions = fits_two
    assert review(replay, jobs=2) == decisions


def test_the_order_of_the_build_cards_still_hidden_changes_no_mark(fits_two):
    replay, decisions = fits_two
    end = replay.play()
    deal = games.get(replay.game_id).redeal_unseen(end, replay.deal, 0, random.Random(1))
    assert deal != replay.deal
    assert review(dataclasses.replace(replay, deal=deal)) == decisions


def test_the_order_of_the_tiles_nobody_has_seen_changes_no_mark(pilus_two):
    replay, decisions = pilus_two
    deal = replay.deal
    drawn = len(replay.moves)  # every move so far drew one tile from the pile
    hidden = list(deal.draw[drawn:] + deal.removed)
    random.Random(1).shuffle(hidden)
    permuted = PilusDeal(deal.start, deal.hands, tuple(hidden[-len(deal.removed):]),
                         deal.draw[:drawn] + tuple(hidden[:-len(deal.removed)]))
    assert permuted != deal
    assert review(dataclasses.replace(replay, deal=permuted)) == decisions


@pytest.mark.parametrize("reviewed", ["fits_two", "pilus_two"])
def test_the_masters_moves_in_the_json_are_replay_moves_the_referee_accepts(reviewed, request, tmp_path):
    replay, decisions = request.getfixturevalue(reviewed)
    out = review_json(replay, decisions)
    assert [d["move"] for d in out["decisions"]] == [d.move for d in decisions]
    for entry in out["decisions"]:
        data = replay_json(replay.game_id, replay.players, replay.seed, replay.deal, replay.moves[:entry["move"]])
        assert data["moves"] + [entry["played"]] == replay_json(
            replay.game_id, replay.players, replay.seed, replay.deal, replay.moves[:entry["move"] + 1])["moves"]
        data["moves"].append(entry["better"])
        path = tmp_path / "better.json"
        path.write_text(json.dumps(data), encoding="utf-8")
        err = _Capture()
        assert run_headless(path, out=_Capture(), err=err) == 0, err.text
    json.dumps(out)  # plain JSON values only


def test_progress_counts_the_decisions_and_stop_ends_the_review(fits_two):
    replay, _ = fits_two
    seen = []
    with weighed_once(), pytest.raises(ReviewStopped):
        review(replay, progress=lambda done, total: seen.append((done, total)), stop=lambda: len(seen) == 1)
    assert seen == [(1, 3)]



def test_a_review_stopped_goes_on_from_the_answers_it_had(fits_two):
    """Asked again with the answers of a stopped review, it weighs only the decisions after them."""
    import game.coach.review
    replay, whole = fits_two
    weighed, seen = [], []
    with weighed_once(), pytest.MonkeyPatch.context() as patch:
        with pytest.raises(ReviewStopped):
            review(replay, progress=lambda done, total: seen.append(done), stop=lambda: len(seen) == 1,
                   weighed=weighed)
        assert len(weighed) == 1
        asked = []
        weigh = game.coach.review.weigh
        patch.setattr(game.coach.review, "weigh", lambda *args: asked.append(args) or weigh(*args))
        assert review(replay, weighed=weighed) == whole
        assert len(asked) == 2 and len(weighed) == 3
