"""PILUS setup, deals, turn order, passing and the end of the game, with the real tile set."""
import random
from dataclasses import replace

import pytest

from game.content.pilus import load_tileset
from game.rules.rule_errors import DealError, IllegalMove
from game.rules.pilus_actions import Lay, Pass, PassReport
from game.rules.pilus_deal import PilusDeal, check_deal, deal_from_seed
from game.rules.pilus_game import PilusGame
from game.rules.pilus_table import Table

TILES = load_tileset()


def lay(placement, pawn=None) -> Lay:
    return Lay(placement.tile, placement.rotation, placement.x, placement.y, pawn)


@pytest.mark.parametrize("players, removed, turns", [(2, 1, 14), (3, 2, 9), (4, 1, 7)])
def test_setup_gives_everyone_the_same_number_of_turns(players, removed, turns):
    deal = deal_from_seed(TILES, players, seed=players)
    assert [len(hand) for hand in deal.hands] == [3] * players and len(deal.removed) == removed
    game = PilusGame(TILES, players, deal)
    assert game.table.laid()[0].tile == deal.start
    assert (game.table.top_tile((0, 0)), game.table.laid()[0].rotation) == (deal.start, 0)
    rng = random.Random(players)
    played = [0] * players
    while not game.is_terminal():
        (player,) = game.pending()
        game.apply_action(player, lay(rng.choice(game.legal_placements(player))))
        played[player] += 1
        # A player draws after each turn while tiles remain: hands stay full.
        if game.draw_size:
            assert len(game.hand(player)) == 3
    assert played == [turns] * players
    assert game.draw_size == 0 and all(game.hand(p) == () for p in range(players))
    assert game.pending() == () and game.legal_actions(0) == []
    with pytest.raises(IllegalMove, match="the game is over"):
        game.apply_action(0, Pass())


def test_players_take_turns_in_seat_order_from_player_0():
    game = PilusGame(TILES, 3, deal_from_seed(TILES, 3, seed=1))
    seen = []
    for _ in range(6):
        (player,) = game.pending()
        seen.append(player)
        game.apply_action(player, lay(game.legal_placements(player)[0]))
    assert seen == [0, 1, 2, 0, 1, 2]


def test_the_same_seed_gives_the_same_deal():
    assert deal_from_seed(TILES, 3, 7) == deal_from_seed(TILES, 3, 7)
    assert len({deal_from_seed(TILES, 3, seed) for seed in range(5)}) == 5
    check_deal(TILES, 3, deal_from_seed(TILES, 3, 7))


DEAL = PilusDeal("T07", (("T01", "T12", "T20"), ("T02", "T03", "T30")), ("T29",),
                 tuple(f"T{n:02}" for n in range(1, 31) if n not in (7, 1, 12, 20, 2, 3, 30, 29)))


@pytest.mark.parametrize("deal, field, problem", [
    (replace(DEAL, hands=(DEAL.hands[0], ("T02", "T03", "T99"))), "deal.hands[1][2]", "unknown tile 'T99'"),
    (replace(DEAL, hands=(DEAL.hands[0], ("T02", "T03", "T07"))), "deal.hands[1][2]", "tile T07 is used twice"),
    (replace(DEAL, hands=(DEAL.hands[0], ("T02", "T03"))), "deal.hands[1]", "a hand holds 3 tiles, not 2"),
    (replace(DEAL, hands=DEAL.hands[:1]), "deal.hands", "2 players need 2 hands, not 1"),
    (replace(DEAL, removed=("T29", "T28"), draw=DEAL.draw[:-1]), "deal.removed", "2 players remove 1 tile, not 2"),
    (replace(DEAL, draw=DEAL.draw[2:]), "deal.draw", "tiles missing: T04, T05"),
    (replace(DEAL, start="X"), "deal.start", "unknown tile 'X'"),
])
def test_a_wrong_deal_names_the_field(deal, field, problem):
    check_deal(TILES, 2, DEAL)
    with pytest.raises(DealError) as caught:
        PilusGame(TILES, 2, deal)
    assert (caught.value.field, caught.value.problem) == (field, problem)


def test_pilus_needs_two_to_four_players():
    with pytest.raises(DealError, match="players: PILUS needs 2 to 4 players, not 5"):
        deal_from_seed(TILES, 5, 1)


def take(game, player, points):
    """Lay the first placement that scores `points` for `player`."""
    placement = next(p for p in game.legal_placements(player)
                     if game.preview(player, p.tile, p.rotation, p.x, p.y).points == points)
    game.apply_action(player, lay(placement))


@pytest.mark.parametrize("second_points, winners", [(0, [0, 1]), (2, [1])])
def test_equal_scores_share_the_win(second_points, winners):
    table = Table(TILES)
    table.lay("T01", 0, 0, 0)
    game = PilusGame.from_position(table, [["T11"], ["T21"]])
    take(game, 0, 0)
    assert game.winners() == []
    take(game, 1, second_points)
    assert game.is_terminal() and game.winners() == winners


def test_pass_only_when_no_tile_fits_and_the_tile_is_kept():
    game = PilusGame(TILES, 2, deal_from_seed(TILES, 2, 3))
    assert Pass() not in game.legal_actions(0)
    with pytest.raises(IllegalMove, match="you may pass only when none of your tiles fits anywhere"):
        game.apply_action(0, Pass())
    # On a bare table nothing is next to a tile, so nothing fits.
    stuck = PilusGame.from_position(Table(TILES), [["T01"], ["T02"]], draw=["T03"])
    assert stuck.legal_actions(0) == [Pass()]
    assert stuck.apply_action(0, Pass()) == PassReport(0)
    assert stuck.hand(0) == ("T01",) and stuck.draw_size == 1 and stuck.pending() == (1,)


def test_clone_is_independent():
    game = PilusGame(TILES, 2, deal_from_seed(TILES, 2, 4))
    twin = game.clone()
    twin.apply_action(0, lay(twin.legal_placements(0)[0]))
    assert len(game.table.laid()) == 1 and game.pending() == (0,) and game.draw_size == twin.draw_size + 1


def test_tiles_that_look_the_same_are_listed_once():
    table = Table(TILES)
    table.lay("T30", 0, 0, 0)
    # T01 and T02 share a layout: the same places as T01 alone.
    both = PilusGame.from_position(table, [["T01", "T02"], ["T29"]]).legal_placements(0)
    alone = PilusGame.from_position(table, [["T01"], ["T29"]]).legal_placements(0)
    assert both == alone and len(alone) == len(set((p.rotation, p.x, p.y) for p in alone))
