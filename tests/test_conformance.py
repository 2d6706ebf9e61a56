"""Every registered game keeps the same promises (after OpenSpiel's random_sim_test):
seeded random games from start to end, checking at the decisions that

- a copy of a game goes its own way (a move on one leaves the other as it was);
- a player with nothing pending has no legal moves, and a move of theirs is refused;
- every legal move applies, and a move the rules do not list is refused, with a
  reason key the screens can put into words;
- what a seat observes never shows what that seat cannot see (the same moves on a
  deal that differs only there look the same from that seat);
- a finished game, written to a replay file and read back, plays to the same
  positions and the same scores.

A game registered in game.games gets all of it without a line here.
"""
import json
import random

import pytest

from game import games
from game.replay import dumps_replay, parse_replay, replay_json, result_json
from game.rules.rule_errors import IllegalMove

GAMES_PER_ID = 5
EVERY_MOVE_CHECKS = 1     # decisions per game at which every legal move is applied (PILUS has thousands)
EARLY = 14                # ... chosen among the first decisions, which every game has
UNSEEN_EVERY = 5          # decisions between two checks of what a seat sees
NOT_A_MOVE = ("not", "a", "move")


def snapshot(game, state):
    """What the players could tell about a position: who decides, the scores, and
    what each of them sees."""
    pending = tuple(state.pending())
    return pending, tuple(state.scores()), tuple(game.observe(state, p) for p in pending)


def refused(state, player, action):
    """The rules refuse `action` of `player` with an IllegalMove carrying a message key;
    the position stays as it was."""
    with pytest.raises(IllegalMove) as caught:
        state.apply_action(player, action)
    key = caught.value.key
    assert isinstance(key, str) and key and "." in key, key
    return caught.value


class RandomGame:
    """One seeded random game of `definition` (a GameDef), checked at every decision."""

    def __init__(self, definition, seed: int):
        self.definition = definition
        self.rng = random.Random(seed)
        self.players = self.rng.randint(definition.min_players, definition.max_players)
        self.seed = seed
        self.deal = definition.deal(self.players, seed)
        self.state = definition.new_state(self.players, self.deal)
        self.moves: list[tuple[int, object]] = []
        self.seen: list = []          # the mover's observation before each move
        self.others_moves: list = []  # moves legal somewhere earlier in this game
        self.redeals_that_differ = 0
        self.every_move_at = set(self.rng.sample(range(EARLY), EVERY_MOVE_CHECKS))

    def play(self):
        decision = 0
        while not self.state.is_terminal():
            self.decide(decision)
            decision += 1
        assert self.state.pending() == () or list(self.state.pending()) == []
        return self

    def decide(self, decision: int):
        game, state, rng = self.definition, self.state, self.rng
        pending = list(state.pending())
        assert pending, "a game that is not over has someone to decide"
        player = rng.choice(pending)
        legal = state.legal_actions(player)
        assert legal, "a player with a decision pending has a move"
        action = rng.choice(legal)
        for other in range(self.players):
            if other not in pending:
                assert state.legal_actions(other) == []
                refused(state.clone(), other, action)
        refused(state.clone(), player, NOT_A_MOVE)
        # A list is looked up as a set; PILUS's LegalLays (thousands of moves) answers `in` from its groups.
        listed = set(legal) if isinstance(legal, list) else legal
        stray = next((move for move in reversed(self.others_moves) if move not in listed), None)
        if stray is not None:
            refused(state.clone(), player, stray)
        if decision in self.every_move_at:
            for move in legal:
                state.clone().apply_action(player, move)
        if decision % UNSEEN_EVERY == 0:
            self.check_unseen(player)
        self.check_copies(player, action, legal)
        self.seen.append(game.observe(state, player))
        self.others_moves = (self.others_moves + legal[:3])[-30:]
        state.apply_action(player, action)
        self.moves.append((player, action))

    def check_copies(self, player, action, legal):
        before = snapshot(self.definition, self.state)
        copy = self.state.clone()
        copy.apply_action(player, self.rng.choice(legal))
        assert snapshot(self.definition, self.state) == before
        after_copy = snapshot(self.definition, copy)
        other = self.state.clone()
        other.apply_action(player, action)
        assert snapshot(self.definition, copy) == after_copy

    def check_unseen(self, player):
        game = self.definition
        deal = game.redeal_unseen(self.state, self.deal, player, random.Random(len(self.moves)))
        self.redeals_that_differ += deal != self.deal
        twin = game.new_state(self.players, deal)
        for mover, move in self.moves:
            twin.apply_action(mover, move)
        assert game.observe(twin, player) == game.observe(self.state, player)

    def check_replay_file(self):
        names = [f"Player {p + 1}" for p in range(self.players)]
        text = dumps_replay(replay_json(self.definition.id, names, self.seed, self.deal, self.moves))
        replay = parse_replay(json.loads(text))
        assert replay.moves == tuple(self.moves)
        state = replay.new_state()
        for (player, move), seen in zip(replay.moves, self.seen):
            assert self.definition.observe(state, player) == seen
            state.apply_action(player, move)
        assert state.is_terminal()
        assert state.scores() == self.state.scores()
        assert result_json(replay, state) == result_json(replay, self.state)


@pytest.mark.parametrize("game_id", games.ids())
def test_random_games_keep_every_promise(game_id):
    game = games.get(game_id)
    redeals_that_differ = 0
    for n in range(GAMES_PER_ID):
        played = RandomGame(game, seed=1000 * n + 17).play()
        played.check_replay_file()
        redeals_that_differ += played.redeals_that_differ
    assert redeals_that_differ, "the hidden part was dealt anew at least once (else the check saw nothing)"


def test_every_game_is_registered_once_with_its_data():
    ids = games.ids()
    assert len(set(ids)) == len(ids) == len(games.all_games())
    for game in games.all_games():
        assert 1 <= game.min_players <= game.max_players
        assert (game.rounds is None) == (not game.simultaneous)
        assert game.rounds is None or game.rounds == game.content().rounds
    with pytest.raises(KeyError):
        games.get("chess")
