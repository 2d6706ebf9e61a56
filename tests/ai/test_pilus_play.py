"""How the stronger PILUS computers play, as a player would notice it."""
import pytest

from game.ai import make_bot, observe
from game.ai.pilus_best import Best, kind_of
from game.ai.pilus_bot import PilusBot
from game.rules.pilus_game import PilusGame
from tests.ai.games import deal, new_game, play
from tools.screen_states.shared_results import kept


def greedy(seat: int) -> PilusBot:
    """A computer that lays the tile worth the most points, without normal's slips:
    it plays the games whose positions these tests look at."""
    return PilusBot("pilus", "greedy", seat)


def points(state, player, move) -> int:
    return state.preview(player, move.tile, move.rotation, move.x, move.y).points


def last_tiles(seed: int):
    """The game of `seed` played by greedy computers up to each player's last tile. Its moves
    are played once per test run (shared_results: both levels' tests look at them), then replayed."""
    moves = kept(f"pilus greedy game of 2 players, seed {seed}",
                 lambda: play(new_game("pilus", 2, deal("pilus", 2, seed)), [greedy(p) for p in range(2)]))
    state = new_game("pilus", 2, deal("pilus", 2, seed))
    for player, move in moves:
        if len(state.hand(player)) == 1 and state.draw_size == 0:
            yield state.clone(), player
        state.apply_action(player, move)


@pytest.mark.parametrize("level", ["hard", "master"])
def test_the_last_tile_goes_where_it_scores_most(level):
    """Nothing comes after a player's last tile: no answer to fear, no region worth
    protecting, so the computer takes the most points there are."""
    for seed in (11, 12, 13):
        for state, player in last_tiles(seed):
            best = max(points(state, player, p) for p in state.legal_placements(player))
            move = make_bot("pilus", level, seed).choose(observe(state, player))
            assert points(state, player, move) == best


def test_what_each_kind_of_tile_can_score_is_what_the_rules_count():
    """The look-ahead asks what the best tile of each kind would score (every hand
    the opponent may hold is made of kinds): exactly the rules' best, all game long."""
    for seed in (3, 4):
        state = new_game("pilus", 2, deal("pilus", 2, seed))
        greedy_seats = [greedy(p) for p in range(2)]
        while not state.is_terminal():
            player = state.pending()[0]
            rules_best = {}
            for p in state.legal_placements(player):
                kind = kind_of(state.tileset, p.tile)
                rules_best[kind] = max(rules_best.get(kind, 0), points(state, player, p))
            found = Best(state, player).by_kind(state.hand(player))
            assert {kind: best[0] for kind, best in found.items()} == rules_best
            for score, placement in found.values():
                assert points(state, player, placement) == score
            play(state, greedy_seats, decisions=1)


def best_answer(state, player, move, unseen) -> int:
    """The most the next player can score, by the rules, after `move`, whichever of
    the unseen tiles they hold."""
    after = state.clone()
    after.apply_action(player, move)
    answering = after.current_player
    most = 0
    for tile in unseen:
        hands = [(tile,) if p == answering else () for p in range(after.num_players)]
        them = PilusGame.from_position(after.table.copy(), hands, after.pawns, (), answering)
        for p in them.legal_placements(answering):
            most = max(most, points(them, answering, p))
    return most


def test_master_guards_with_its_pawn_what_the_next_player_would_score_on():
    """Hard moves its pawn where it protects the most cells; master weighs every pawn
    move against the answers the next player may have. Here (seed 5, 13 moves by
    greedy computers) both lay the same tile for 12 points, but master's pawn takes
    the region the best answer would grow: whatever tile the next player holds,
    they score 5 at most instead of 20."""
    state = new_game("pilus", 2, deal("pilus", 2, 5))
    play(state, [greedy(p) for p in range(2)], decisions=13)
    player = state.pending()[0]
    seen = observe(state, player)
    hard = make_bot("pilus", "hard", 5).choose(seen)
    master = make_bot("pilus", "master", 5).choose(seen)
    assert (master.tile, master.rotation, master.x, master.y) == (hard.tile, hard.rotation, hard.x, hard.y)
    assert master.pawn != hard.pawn
    assert best_answer(state, player, hard, seen.unseen) == 20
    assert best_answer(state, player, master, seen.unseen) == 5


@pytest.mark.parametrize("seed, seats", [(21, ("master", "normal")), (22, ("normal", "master"))])
def test_master_outplays_normal(seed, seats):
    """Seats swapped between the two games: master wins both (a test each, so that the
    two whole games of master's thinking can run on both workers)."""
    state = new_game("pilus", 2, deal("pilus", 2, seed))
    play(state, [make_bot("pilus", level, seed + n) for n, level in enumerate(seats)])
    assert state.winners() == [seats.index("master")]
