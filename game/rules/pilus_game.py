"""A game of PILUS: turns, hands, draw pile, pawns and scores behind the GameState door.

One player decides at a time. A turn is: lay a tile (compulsory), move the
pawn (optional, part of the same move), score, draw. Player 0 starts.
"""
from __future__ import annotations

from typing import Sequence

from game.rules.rule_errors import IllegalMove, Problem
from game.rules.pilus_actions import Lay, LayReport, LegalLays, Pass, PassReport, Preview
from game.rules.pilus_deal import PilusDeal, check_deal
from game.rules.pilus_pawns import PawnRules, PawnSteps
from game.rules.pilus_placement import Placement, PlacementRules, Sites
from game.rules.pilus_regions import protected_cells, with_tile
from game.rules.pilus_scoring import score_regions
from game.rules.pilus_table import Table
from game.rules.pilus_tileset import Cell, TileSet


class PilusGame:
    def __init__(self, tileset: TileSet, num_players: int, deal: PilusDeal):
        check_deal(tileset, num_players, deal)
        table = Table(tileset)
        table.lay(deal.start, 0, 0, 0)
        self._setup(table, deal.hands, [None] * num_players, deal.draw, 0)

    @classmethod
    def from_position(cls, table: Table, hands: Sequence[Sequence[str]],
                      pawns: Sequence[Cell | None] | None = None, draw: Sequence[str] = (),
                      current: int = 0) -> "PilusGame":
        """A game going on from a position set up by hand (tests, puzzles): it plays
        on `table` itself (not a copy), scores at 0, `current` to play."""
        game = cls.__new__(cls)
        game._setup(table, hands, pawns or [None] * len(hands), draw, current)
        return game

    def _setup(self, table, hands, pawns, draw, current) -> None:
        self.tileset = table.tileset
        self.num_players = len(hands)
        self._table = table
        self._hands = [list(hand) for hand in hands]
        self._pawns: list[Cell | None] = list(pawns)
        self._draw = list(draw)
        self._scores = [0] * self.num_players
        self._current: int | None = current
        self._rules: PlacementRules | None = None  # for the position as it is now
        self._sites = Sites(table)  # kept from turn to turn: only spots near the last tile change

    # --- read access for the window and the AI -------------------------------

    @property
    def table(self) -> Table:
        """The table (read only: change it through apply_action)."""
        return self._table

    @property
    def pawns(self) -> tuple[Cell | None, ...]:
        """Each player's pawn cell, None while it is not on the table."""
        return tuple(self._pawns)

    @property
    def game_id(self) -> str | None:
        """The game played: the one whose tile set is on the table."""
        return self._table.tileset.game_id

    @property
    def current_player(self) -> int | None:
        return self._current

    @property
    def draw_size(self) -> int:
        return len(self._draw)

    def hand(self, player: int) -> tuple[str, ...]:
        return tuple(self._hands[player])

    def protected_regions(self) -> dict[Cell, int]:
        """Every cell of a region with a pawn in it -> that pawn's player."""
        return protected_cells(self._pawns, self._table.top_colour)

    # --- the GameState door ---------------------------------------------------

    def pending(self) -> tuple[int, ...]:
        return () if self._current is None else (self._current,)

    def is_terminal(self) -> bool:
        return self._current is None

    def scores(self) -> list[int]:
        return list(self._scores)

    def winners(self) -> list[int]:
        if not self.is_terminal():
            return []
        best = max(self._scores)
        return [p for p, score in enumerate(self._scores) if score == best]

    def legal_actions(self, player: int) -> Sequence[Lay | Pass]:
        """Every legal move of `player`: each placement with no pawn move and with each
        pawn target; Pass only when nothing fits."""
        if player not in self.pending():
            return []
        rules = self._rules_now()
        steps = PawnSteps(rules, player)
        groups = []
        for x, y, ground, faces in rules.fitting(player, self._hands[player]):
            targets = steps.on(ground.cells)
            if targets is not None:
                groups.append((x, y, [where for where, _ in faces], targets))
                continue
            for where, colours in faces:  # next to another player's region: per tile
                groups.append((x, y, [where], steps.after(Placement(*where, x, y, ground.level, colours))))
        return LegalLays(groups) if groups else [Pass()]

    def apply_action(self, player: int, action: Lay | Pass) -> LayReport | PassReport:
        problem = self._turn_problem(player)
        if problem is not None:
            raise problem.refusal()
        if isinstance(action, Pass):
            if self.legal_placements(player):
                raise IllegalMove("pilus.refusal.pass", "you may pass only when none of your tiles fits anywhere")
            # Ruling: the player keeps the tile and, having played nothing, draws nothing.
            self._next_turn()
            return PassReport(player)
        if not isinstance(action, Lay):
            raise IllegalMove("pilus.refusal.not_a_move", f"not a PILUS move: {action!r}", move=repr(action))
        placement = self._placement(player, action.tile, action.rotation, action.x, action.y)
        pawn = self._pawns[player]
        if action.pawn is not None:
            target = tuple(action.pawn)
            problem = PawnRules(self._rules_now(), player, placement).problem(target)
            if problem is not None:
                raise problem.refusal()
            pawn = target

        covered = tuple(cell for cell, _ in placement.cells if self._table.height(cell))
        self._table.lay(placement.tile, placement.rotation, placement.x, placement.y)
        self._hands[player].remove(placement.tile)
        self._pawns[player] = pawn
        regions = score_regions(self._table.top_colour, self._pawns, player, placement)
        points = sum(r.points for r in regions)
        self._scores[player] += points
        drew = bool(self._draw)
        if drew:
            self._hands[player].append(self._draw.pop(0))
        self._next_turn()
        return LayReport(player, placement.tile, placement.level, placement.cells, covered,
                         regions, points, pawn, drew)

    def clone(self) -> "PilusGame":
        twin = PilusGame.__new__(PilusGame)
        twin._setup(self._table.copy(), self._hands, self._pawns, self._draw, self._current)
        twin._sites = self._sites.copy(twin._table)
        twin._scores = list(self._scores)
        return twin

    # --- questions the window asks while a player chooses ----------------------

    def placement_problem(self, player: int, tile: str, rotation: int, x: int, y: int) -> Problem | None:
        """Why `player` may not lay `tile` there now, or None when they may."""
        return (self._turn_problem(player) or self._tile_problem(player, tile, rotation)
                or self._rules_now().problem(player, tile, rotation, x, y))

    def preview(self, player: int, tile: str, rotation: int, x: int, y: int) -> Preview:
        """The level and points of a legal placement (IllegalMove otherwise)."""
        problem = self._turn_problem(player)
        if problem is not None:
            raise problem.refusal()
        return self.preview_of(player, self._placement(player, tile, rotation, x, y))

    def preview_of(self, player: int, placement: Placement) -> Preview:
        """preview() of a placement legal for `player` now (one of legal_placements), not
        checked again: the computers weigh every legal placement of a turn."""
        regions = score_regions(with_tile(self._table, placement.cells), self._pawns, player, placement)
        return Preview(placement.level, sum(r.points for r in regions), regions)

    def legal_placements(self, player: int) -> list[Placement]:
        """Every legal placement of `player`'s hand now (tiles that look the same
        listed once); empty when it is not their turn."""
        if player not in self.pending():
            return []
        return self._rules_now().legal(player, self._hands[player])

    def spots(self, player: int, tiles: Sequence[str] | None = None) -> list[tuple]:
        """legal_placements by position, without making a Placement each, for computer
        players that weigh thousands: (x, y, level, cells, faces) where cells are the
        four table cells the tile covers (OFFSETS order) and faces the ((tile,
        rotation), colours) that may go there. tiles: default the player's hand; a
        computer may ask about tiles it only supposes they hold (no hand is
        checked). Empty when it is not their turn."""
        if player not in self.pending():
            return []
        fitting = self._rules_now().fitting(player, self._hands[player] if tiles is None else tiles)
        return [(x, y, ground.level, ground.cells, faces) for x, y, ground, faces in fitting]

    def pawn_targets(self, player: int, placement: Placement) -> tuple[Cell, ...]:
        """Cells `player`'s pawn may move to after `placement` (one of
        legal_placements); staying put is always allowed and not listed."""
        return PawnRules(self._rules_now(), player, placement).targets()

    # --- inside ----------------------------------------------------------------

    def _rules_now(self) -> PlacementRules:
        if self._rules is None:
            self._rules = PlacementRules(self._table, self._pawns, self._sites)
        return self._rules

    def _turn_problem(self, player: int) -> Problem | None:
        if self._current is None:
            return Problem("pilus.refusal.game_over", "the game is over")
        if player != self._current:
            return Problem("pilus.refusal.not_your_turn", "it is not your turn")
        return None

    def _tile_problem(self, player: int, tile: str, rotation: int) -> Problem | None:
        if tile not in self._hands[player]:
            return Problem("pilus.refusal.not_in_hand", f"tile {tile} is not in your hand", tile=tile)
        if rotation not in range(4):
            return Problem("pilus.refusal.rotation", "rotation must be 0, 1, 2 or 3 quarter turns")
        return None

    def _placement(self, player: int, tile: str, rotation: int, x: int, y: int) -> Placement:
        problem = self._tile_problem(player, tile, rotation)
        if problem is not None:
            raise problem.refusal()
        return self._rules_now().placement(player, tile, rotation, x, y)

    def _next_turn(self) -> None:
        self._rules = None
        for step in range(1, self.num_players + 1):
            player = (self._current + step) % self.num_players
            if self._hands[player]:
                self._current = player
                return
        self._current = None  # every hand played out; the pile ran out before
