"""Random legal PILUS games: every tile is used once, no stack passes level 5, the
engine's scores equal a recount written here from the rules text, and move
generation finds every placement a full scan of the table finds."""
import random
from collections import Counter
from functools import lru_cache

from hypothesis import given, settings, strategies as st

from game.content.pilus import load_tileset
from game.rules.pilus_actions import Lay, Pass
from game.rules.pilus_deal import deal_from_seed
from game.rules.pilus_game import PilusGame
from game.rules.pilus_placement import PlacementRules

TILES = load_tileset()


def tile_cells(tile, rotation, x, y):
    """{(x, y): colour} of a laid tile, turning the rows clockwise by hand."""
    rows = turned_rows(tile, rotation)
    return {(x + dx, y + dy): rows[dy][dx] for dy in range(2) for dx in range(2)}


@lru_cache(maxsize=None)
def turned_rows(tile, rotation):
    rows = [list(row) for row in TILES.tiles[tile]]
    for _ in range(rotation):
        rows = [list(row) for row in zip(*rows[::-1])]
    return rows


def neighbours(cell):
    x, y = cell
    return (x + 1, y), (x - 1, y), (x, y + 1), (x, y - 1)


def region(game, start, table=None):
    table = table or game.table
    colour = table.top_colour(start)
    found, todo = {start}, [start]
    while todo:
        for n in neighbours(todo.pop()):
            if n not in found and table.top_colour(n) == colour:
                found.add(n)
                todo.append(n)
    return found


def recount(game, player, cells, level):
    """Points for `player` from the regions through the new cells, after the move."""
    points, counted = 0, set()
    for cell in cells:
        if cell in counted:
            continue
        cells_of_region = region(game, cell)
        counted |= cells_of_region
        guarded = any(pawn in cells_of_region for p, pawn in enumerate(game.pawns) if p != player)
        if len(cells_of_region) >= 2 and not guarded:
            points += len(cells_of_region) * level
    return points


def pawns_share_a_region(game):
    placed = [pawn for pawn in game.pawns if pawn is not None]
    return any(b in region(game, a) for i, a in enumerate(placed) for b in placed[i + 1:])


@settings(max_examples=10, deadline=None)
@given(players=st.integers(2, 4), seed=st.integers(0, 2**32 - 1))
def test_random_legal_games(players, seed):
    deal = deal_from_seed(TILES, players, seed)
    game = PilusGame(TILES, players, deal)
    rng = random.Random(seed)
    expected = [0] * players
    while not game.is_terminal():
        (player,) = game.pending()
        actions = game.legal_actions(player)
        if rng.random() < 0.5:  # climb often, so high levels get played too
            level = {(p.tile, p.rotation, p.x, p.y): p.level for p in game.legal_placements(player)}
            top = max(level.values())
            actions = [a for a in actions if level[a.tile, a.rotation, a.x, a.y] == top]
        action = rng.choice(actions)
        assert isinstance(action, Lay)
        cells = tile_cells(action.tile, action.rotation, action.x, action.y)
        level = 1 + max(game.table.height(cell) for cell in cells)
        report = game.apply_action(player, action)
        expected[player] += recount(game, player, cells, level)
        assert report.level == level <= 5
        assert game.scores() == expected
        assert not pawns_share_a_region(game)
    used = Counter(laid.tile for laid in game.table.laid()) + Counter(deal.removed)
    assert used == Counter(TILES.tiles.keys())
    assert max(game.table.height(cell) for cell in game.table.cells()) <= 5


def play(game, rng, turns):
    for _ in range(turns):
        if game.is_terminal():
            return
        (player,) = game.pending()
        game.apply_action(player, rng.choice(game.legal_actions(player)))


@settings(max_examples=8, deadline=None)
@given(seed=st.integers(0, 2**32 - 1), turns=st.integers(0, 27))
def test_move_generation_lists_every_legal_placement_found_by_a_full_scan(seed, turns):
    game = PilusGame(TILES, 2, deal_from_seed(TILES, 2, seed))
    play(game, random.Random(seed), turns)
    (player,) = game.pending()
    xs, ys = zip(*game.table.cells())
    # Scanned from scratch: rules for this position alone, none of the game's remembered spots.
    fresh = PlacementRules(game.table.copy(), game.pawns)
    scanned = {frozenset(tile_cells(tile, rotation, x, y).items())
               for tile in game.hand(player) for rotation in range(4)
               for x in range(min(xs) - 3, max(xs) + 3) for y in range(min(ys) - 3, max(ys) + 3)
               if fresh.problem(player, tile, rotation, x, y) is None}
    listed = [frozenset(tile_cells(p.tile, p.rotation, p.x, p.y).items()) for p in game.legal_placements(player)]
    assert len(listed) == len(set(listed)) and set(listed) == scanned


def plain_actions(game, player):
    """legal_actions written out the plain way, from a position worked out from scratch."""
    fresh = PlacementRules(game.table.copy(), game.pawns)
    pawn_targets = PlainPawnTargets(game, player)
    actions = []
    for placement in fresh.legal(player, game.hand(player)):
        tile, rotation, x, y = placement.tile, placement.rotation, placement.x, placement.y
        actions.append(Lay(tile, rotation, x, y))
        # A list made at once rather than a generator: over a million Lays a run.
        actions += [Lay(tile, rotation, x, y, target) for target in pawn_targets(placement)]
    return actions or [Pass()]


class PlainPawnTargets:
    """From the rules text: the pawn moves onto the tile just laid or to a tile cell
    next to where it stands, never into another player's region (read with the
    tile laid); in reading order, staying put not listed.

    Read once per position: where the pawn may step and each other player's region
    before the tile. A tile changes a region only if it covers one of its cells or
    a cell next to one (elsewhere the flood meets the same colours), so only such a
    tile has the region read again with it laid; the targets of the tiles that
    change none depend on the four cells covered alone, so are kept by place."""

    def __init__(self, game, player):
        self.game, self.pawn = game, game.pawns[player]
        self.steps = set() if self.pawn is None else {n for n in neighbours(self.pawn) if game.table.height(n)}
        self.others = []  # (pawn, its region, the region with the cells next to it)
        for p, pawn in enumerate(game.pawns):
            if p != player and pawn is not None:
                cells = region(game, pawn)
                self.others.append((pawn, cells, cells.union(*map(neighbours, cells))))
        self.by_place = {}  # (x, y): the targets of a tile there that changes no region

    def __call__(self, placement):
        x, y = placement.x, placement.y
        kept = self.by_place.get((x, y))
        if kept is not None:
            return kept
        new = {(x + dx, y + dy) for dy in range(2) for dx in range(2)}
        if all(new.isdisjoint(near) for _, _, near in self.others):
            self.by_place[x, y] = self.targets(new, set().union(*(cells for _, cells, _ in self.others)))
            return self.by_place[x, y]
        after = self.game.table.copy()
        after.lay(placement.tile, placement.rotation, x, y)
        return self.targets(new, set().union(*(region(self.game, pawn, after) for pawn, _, _ in self.others)))

    def targets(self, new, guarded):
        return sorted((new | self.steps) - guarded - {self.pawn}, key=lambda cell: (cell[1], cell[0]))


@settings(max_examples=6, deadline=None)
@given(seed=st.integers(0, 2**32 - 1))
def test_remembered_spots_and_lazy_moves_agree_with_a_position_worked_out_from_scratch(seed):
    """The engine keeps placements from turn to turn (only spots near the last tile
    change) and makes each Lay when read; along a random game, and on clones that go
    their own way, that lists exactly the moves of the position worked out anew."""
    rng = random.Random(seed)
    game = PilusGame(TILES, 2, deal_from_seed(TILES, 2, seed))
    side = None
    while not game.is_terminal():
        for state in (game, side) if side is not None and not side.is_terminal() else (game,):
            (player,) = state.pending()
            actions = state.legal_actions(player)
            expected = plain_actions(state, player)
            assert actions == expected and len(actions) == len(expected)
            picks = [rng.randrange(len(expected)) for _ in range(5)]
            assert [actions[i] for i in picks] == [expected[i] for i in picks]
            assert actions[-1] == expected[-1] and actions[1:3] == expected[1:3]
            assert expected[0] in actions
            state.apply_action(player, rng.choice(actions))
        if side is None and rng.random() < 0.2:
            side = game.clone()
