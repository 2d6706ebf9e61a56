"""Speed of PILUS move generation, for computer opponents. Prints figures; asserts nothing.

    python tools/bench_pilus.py [--seconds S] [--json]

1. Legal placements per second on a late-game table built by a random legal
   2-player game (taken when the draw pile runs out, so the hand is full),
   and on the last turn's table.
2. Full random games per second for 2, 3 and 4 players, every move chosen
   uniformly from legal_actions (placements with every pawn option).

Rates are per second of CPU time (time.process_time), as the machine may be
shared. --json prints one JSON object instead: {"pilus": {"random_games_per_s":
(2 players), "random_games_per_s_3p": ..., "random_games_per_s_4p": ...,
"generations_per_s_late": ...}}.
"""
from __future__ import annotations

if __name__ == "__main__" and not __package__:  # run as `python tools/NAME.py`
    from run_as_module import run_as_module  # tools/ leads sys.path here

    run_as_module(__file__)

import argparse
import json
import random
import time

from game.content.pilus import load_tileset
from game.rules.pilus_deal import deal_from_seed
from game.rules.pilus_game import PilusGame
from game.rules.pilus_placement import PlacementRules
from tools.arg_types import positive_number


def rate(work, seconds: float) -> tuple[int, float]:
    """Run `work` repeatedly for about `seconds` of CPU time; (runs, runs per CPU second)."""
    runs, start = 0, time.process_time()
    while (elapsed := time.process_time() - start) < seconds or runs == 0:
        work()
        runs += 1
    return runs, runs / elapsed


def random_game(tiles, players: int, seed: int) -> PilusGame:
    game = PilusGame(tiles, players, deal_from_seed(tiles, players, seed))
    rng = random.Random(seed)
    while not game.is_terminal():
        (player,) = game.pending()
        game.apply_action(player, rng.choice(game.legal_actions(player)))
    return game


def late_positions(tiles, seed: int):
    """(label, game) just as the pile runs out and on the last turn of a random game."""
    game = PilusGame(tiles, 2, deal_from_seed(tiles, 2, seed))
    rng = random.Random(seed)
    positions = []
    while not game.is_terminal():
        (player,) = game.pending()
        if game.draw_size == 0 and not positions:
            positions.append(("pile just ran out", game.clone()))
        if len(game.hand(player)) == 1 and len(game.table.laid()) == 28:
            positions.append(("last turn", game.clone()))
        game.apply_action(player, rng.choice(game.legal_actions(player)))
    return positions


def figures(tiles, seconds: float) -> dict:
    found = {}
    for players in (2, 3, 4):
        seeds = iter(range(10**9))
        _, per_second = rate(lambda: random_game(tiles, players, next(seeds)), seconds)
        found["random_games_per_s" if players == 2 else f"random_games_per_s_{players}p"] = round(per_second, 2)
    label, game = late_positions(tiles, seed=1)[0]
    (player,) = game.pending()
    _, per_second = rate(lambda: PlacementRules(game.table, game.pawns).legal(player, game.hand(player)), seconds)
    found["generations_per_s_late"] = round(per_second, 1)
    return found


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seconds", type=positive_number, default=2.0, help="time per measurement")
    parser.add_argument("--json", action="store_true", help="print the figures as one JSON object")
    args = parser.parse_args()
    tiles = load_tileset()
    if args.json:
        print(json.dumps({"pilus": figures(tiles, args.seconds)}))
        return

    print("Legal placements (PlacementRules(table, pawns).legal(player, hand), from scratch each call)")
    for label, game in late_positions(tiles, seed=1):
        (player,) = game.pending()
        hand = game.hand(player)

        def generate():
            return PlacementRules(game.table, game.pawns).legal(player, hand)

        found = len(generate())
        origins = len(PlacementRules(game.table, game.pawns).origins())
        turned = len({tiles.layout(tile, rotation) for tile in hand for rotation in range(4)})
        runs, per_second = rate(generate, args.seconds)
        print(f"  {label}: {len(game.table.laid())} tiles on the table, {len(hand)} in hand, "
              f"{origins} positions x {turned} turned tiles tried, {found} legal: "
              f"{per_second:.0f} generations/s = {per_second * found:.0f} legal placements/s")

    print("Full random games (legal_actions every turn)")
    for players in (2, 3, 4):
        seeds = iter(range(10**9))
        runs, per_second = rate(lambda: random_game(tiles, players, next(seeds)), args.seconds)
        print(f"  {players} players: {per_second:.2f} games/s ({runs} games)")


if __name__ == "__main__":
    main()
