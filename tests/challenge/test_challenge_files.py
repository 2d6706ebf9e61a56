"""The challenge file and code against what a person or a program may send: any change
to a valid file is either refused with one ChallengeError line or is harmless (the same
game and score); nothing else escapes."""
import json
import random
from pathlib import Path

from hypothesis import given, settings
from hypothesis import strategies as st

from game.replay import load_replay
from game.saved.challenge_code import challenge_code, read_code
from game.saved.challenges import ChallengeError, challenge_json, load_challenge, parse_challenge, refereed

EXAMPLE = Path(__file__).resolve().parents[2] / "replays" / "examples" / "fits-mini-solo.json"


def valid():
    replay = load_replay(EXAMPLE)
    return replay, replay.play().scores()[0]


def test_a_valid_challenge_reads_back_whole():
    replay, score = valid()
    challenge = parse_challenge(json.loads(json.dumps(challenge_json(replay, score))))
    assert (challenge.game_id, challenge.seed, challenge.player, challenge.score) == ("fits-mini", 2026, "Ann", score)
    assert challenge.replay.moves == replay.moves


def test_a_deal_that_is_not_the_seeds_is_refused():
    replay, score = valid()
    data = challenge_json(replay, score)
    data["seed"] = data["replay"]["seed"] = replay.seed + 1  # the deal stays the old seed's
    try:
        parse_challenge(data)
    except ChallengeError as err:
        assert err.in_words() == "This challenge's deal was changed: it is not the deal it names."
    else:
        raise AssertionError("a deal not of its seed was taken")


def test_a_game_not_played_to_its_end_is_refused():
    replay, score = valid()
    data = challenge_json(replay, score)
    data["replay"]["moves"] = data["replay"]["moves"][:-3]
    try:
        parse_challenge(data)
    except ChallengeError as err:
        assert err.in_words() == "This challenge's game is not played to its end."
    else:
        raise AssertionError("an unfinished game was taken")


@settings(max_examples=60, deadline=None)
@given(st.randoms(use_true_random=False))
def test_flipped_bytes_are_refused_or_harmless(tmp_path_factory, rnd: random.Random):
    replay, score = valid()
    text = bytearray(json.dumps(challenge_json(replay, score)).encode())
    for _ in range(rnd.randint(1, 4)):
        text[rnd.randrange(len(text))] = rnd.randrange(256)
    path = tmp_path_factory.mktemp("flipped") / "c.sschallenge"
    path.write_bytes(bytes(text))
    try:
        challenge = load_challenge(path)
    except ChallengeError as err:
        assert err.in_words() and "\n" not in str(err)
        return
    assert challenge.score == challenge.replay.play().scores()[0]  # what was taken is true


@settings(max_examples=60, deadline=None)
@given(st.randoms(use_true_random=False))
def test_altered_codes_are_refused_or_harmless(rnd: random.Random):
    replay, score = valid()
    code = list(challenge_code(refereed(replay, score)))
    for _ in range(rnd.randint(1, 3)):
        code[rnd.randrange(5, len(code))] = rnd.choice("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_")
    try:
        challenge = read_code("".join(code))
    except ChallengeError as err:
        assert err.in_words()
        return
    assert challenge.score == challenge.replay.play().scores()[0]


@given(st.recursive(st.none() | st.booleans() | st.integers() | st.text(max_size=8),
                    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=8), inner, max_size=4),
                    max_leaves=20))
def test_any_json_is_refused_with_one_line(value):
    try:
        parse_challenge(value)
    except ChallengeError as err:
        assert err.in_words()
    else:
        raise AssertionError("not a challenge, yet taken")


def test_a_negative_score_names_the_file_with_a_word_not_a_double_hyphen(tmp_path):
    from game.saved.challenges import write_challenge
    from game.saved.storage import Storage
    replay = load_replay(Path(__file__).resolve().parents[2] / "replays" / "examples" / "bits-solo.json")
    score = replay.play().scores()[0]
    assert score == -1
    path, problem = write_challenge(Storage(tmp_path), replay, score)
    assert problem is None and path.name == "Ann-bits-minus1.sschallenge" and "--" not in path.name
    assert load_challenge(path).score == -1


def test_a_challenge_with_a_name_too_long_or_with_control_characters_is_refused_for_that():
    replay = load_replay(Path(__file__).resolve().parents[2] / "replays" / "examples" / "bits-solo.json")
    data = challenge_json(replay, replay.play().scores()[0])
    for name, words in (("A" * 10_000, "This challenge cannot be played: a player's name is longer than 100 "
                                       "characters."),
                        ("Ann\x07\n", "This challenge cannot be played: a player's name holds characters that are "
                                      "not allowed (line breaks or other control characters).")):
        changed = json.loads(json.dumps(data))
        changed["player"] = name
        changed["replay"]["players"] = [name]
        try:
            parse_challenge(changed)
        except ChallengeError as err:
            assert err.in_words() == words
            assert "moves were changed" not in err.in_words()
        else:
            raise AssertionError(f"a name of {len(name)} characters was taken")
