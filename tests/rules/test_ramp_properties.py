"""Random legal games of every ramp game, checked against a separate, deliberately
plain model of the rules: a row-by-row slide and a from-scratch recount."""
import random

from hypothesis import given, settings, strategies as st

from game.rules.polyomino import orientations
from game.rules.ramp_actions import DropReport, Neutral, Place, Skip
from game.rules.ramp_deal import deal_from_seed
from game.rules.ramp_game import START, RampGame
from tests.rules.ramp_helpers import GAME_IDS, edition

# ---- the model: a board is a dict {(row, column): label}, rows above the grid negative ----


def cells_of(shape):
    return [(r, c, ch) for r, line in enumerate(shape) for c, ch in enumerate(line) if ch != "."]


def slide(occupied, shape, column, height):
    """Start above the grid and everything sticking out of it, and move down one
    row while nothing is in the way."""
    cells = cells_of(shape)
    top = min([0, *(y for y, _ in occupied)]) - len(shape)
    while all(top + r + 1 < height and (top + r + 1, column + c) not in occupied for r, c, _ in cells):
        top += 1
    return {(top + r, column + c): ch for r, c, ch in cells}


def may_drop(e, occupied, shape, column):
    if column < 0 or column + len(shape[0]) > e.width:
        return False
    rows = [r for r, _ in slide(occupied, shape, column, e.height)]
    return min(rows) >= 0 or (e.allow_above and max(rows) >= 0)


def all_drops(e, occupied, rows):
    return {(shape, column) for shape in orientations(rows) for column in range(e.width)
            if may_drop(e, occupied, shape, column)}


def canon(cells):
    """The same name for a set of cells under every turn and mirror image."""
    images = []
    for flip in (1, -1):
        pts = [(r, c * flip) for r, c in cells]
        for _ in range(4):
            pts = [(c, -r) for r, c in pts]
            r0, c0 = min(r for r, _ in pts), min(c for _, c in pts)
            images.append(tuple(sorted((r - r0, c - c0) for r, c in pts)))
    return min(images)


def areas(grid):
    seen, found = set(), []
    for start, colour in grid.items():
        if start in seen or colour == "N":
            continue
        seen.add(start)
        todo, area = [start], []
        while todo:
            r, c = todo.pop()
            area.append((r, c))
            for n in ((r + 1, c), (r - 1, c), (r, c + 1), (r, c - 1)):
                if n not in seen and grid.get(n) == colour:
                    seen.add(n)
                    todo.append(n)
        found.append((colour, area))
    return found


def board_points(board_def, width, height, grid):
    values, fields, total = board_def.values, board_def.fields, 0
    open_cells = {(y, x) for y in range(height) for x in range(width)} - set(grid)
    symbols = {cell for cell, f in fields.items() if f.kind == "symbol"}
    for rule in board_def.rules:
        if rule == "dots":
            total += values["dot"] * len(open_cells - set(fields))
        elif rule in ("rows", "rows-with-symbols"):
            filled = set(grid) | (symbols if rule == "rows-with-symbols" else set())
            total += values["row"] * sum(all((y, x) in filled for x in range(width)) for y in range(height))
        elif rule == "fields":
            total += sum(f.value for cell, f in fields.items()
                         if f.kind in ("bonus", "negative") and cell in open_cells)
        else:  # symbol-pairs or colour-sets
            pairs = rule == "symbol-pairs"
            groups = {}
            for cell in symbols:
                groups.setdefault(fields[cell].symbol if pairs else fields[cell].colour, []).append(cell in open_cells)
            for opened in groups.values():
                if all(opened):
                    total += values["pair_both" if pairs else "colour_set"]
                elif pairs and sum(opened) == 1:
                    total += values["pair_one"]
    return total


def task_points(cards, grid):
    total = 0
    for card in cards:
        wanted = canon([(y, x) for y, x, _ in cells_of(card.shape)])
        for colour, area in areas(grid):
            if canon(area) == wanted and card.colour in (None, colour):
                total += card.points
            elif len(area) == 4:
                total += card.other4
    return total


def expected_winners(e, totals, rounds):
    best = max(totals)
    tied = [p for p, t in enumerate(totals) if t == best]
    if e.kind == "bits":
        top = max(max(rounds[p]) for p in tied)
        tied = [p for p in tied if max(rounds[p]) == top]
    return tied


# ---- the game, move by move ----

def check_decision(e, game, player, occupied, neutral_used):
    """legal_actions offers exactly the drops the model allows, and the right extras."""
    actions = game.legal_actions(player)
    piece = game.start_piece(player) if game.step == START else game.revealed
    places = {(a.shape, a.column) for a in actions if isinstance(a, Place)}
    assert all(a.piece == piece for a in actions if isinstance(a, Place))
    assert places == all_drops(e, occupied, e.pieces[piece].rows)
    neutrals = {(a.shape, a.column) for a in actions if isinstance(a, Neutral)}
    building = game.step != START
    if e.kind == "bits":
        assert places, "a BITS player still in the round always has a drop"
        assert Skip() not in actions
        can_neutral = building and not neutral_used
        assert neutrals == (all_drops(e, occupied, e.neutral.rows) if can_neutral else set())
    else:
        assert (Skip() in actions) == building and not neutrals
    return actions


def check_who_decides(e, game, occupied):
    """Only the rules' exceptions sit a step out."""
    for p in range(game.num_players):
        if e.kind == "bits":
            takes_domino = bool(all_drops(e, occupied[p], ("##",)))
            assert (p in game.pending()) == (takes_domino or game.step == START)
        else:
            assert (p in game.pending()) == (game.step == START or game.revealed != game.start_piece(p))


@settings(max_examples=40, deadline=None)
@given(game_id=st.sampled_from(GAME_IDS), players=st.integers(1, 4), seed=st.integers(0, 2**32 - 1))
def test_random_legal_games_agree_with_the_plain_model(game_id, players, seed):
    e = edition(game_id)
    rng = random.Random(seed)
    game = RampGame(e, players, deal_from_seed(e, players, seed))
    occupied = [{} for _ in range(players)]
    neutral_used = [False] * players
    round_totals = [[] for _ in range(players)]
    while not game.is_terminal():
        check_who_decides(e, game, occupied)
        for p in game.pending():
            action = rng.choice(check_decision(e, game, p, occupied[p], neutral_used[p]))
            r = game.round_index
            report = game.apply_action(p, action)
            if isinstance(report, DropReport):
                landed = slide(occupied[p], action.shape, action.column, e.height)
                assert all(0 <= x < e.width for _, x in landed)
                assert not set(report.cells) & set(occupied[p]), "a cell was covered twice"
                assert set(report.cells) == {cell for cell in landed if cell[0] >= 0}
                occupied[p].update(landed)
                neutral_used[p] |= isinstance(action, Neutral)
            if len(game.results) > r:  # that move ended the round
                cards = [t for d in game.deal[: r + 1] for t in e.tasks if t.id == d.task]
                for q in range(players):
                    grid = {cell: label for cell, label in occupied[q].items() if cell[0] >= 0}
                    result = game.results[r][q]
                    rows = tuple("".join(grid.get((y, x), ".") for x in range(e.width)) for y in range(e.height))
                    assert result.rows == rows
                    assert result.total == board_points(e.boards[r], e.width, e.height, grid) + task_points(cards, grid)
                    round_totals[q].append(result.total)
                occupied = [{} for _ in range(players)]
                neutral_used = [False] * players
    assert game.scores() == [sum(t) for t in round_totals]
    assert game.winners() == expected_winners(e, game.scores(), round_totals)
