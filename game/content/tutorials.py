"""A ramp game's guided first game from levels/<game id>/tutorial.toml: its boards,
its small build deck, the fixed deal and, for every decision of it, what the player
is shown (a message key) and the move that step waits for.

The tutorial is played by the real engine: its edition is the game's own with these
boards and this deck, and its deal is checked like any other. A broken file raises
one ContentError naming the file and the problem.
"""
from __future__ import annotations

from dataclasses import dataclass, replace
from functools import lru_cache
from pathlib import Path

from game.content.content_error import ContentError
from game.content.paths import LEVELS_DIR
from game.content.ramp import load_edition
from game.content.toml_files import checked, item, read_toml, text_list
from game.rules.rule_errors import DealError, IllegalMove
from game.rules.ramp_actions import Neutral, Place, Skip
from game.rules.ramp_data import Edition
from game.rules.ramp_deal import RoundDeal, check_deal
from game.rules.ramp_game import RampGame

FILE = "tutorial.toml"
STEP_KEYS = ("say", "shape", "column", "neutral", "set_aside")
# What a step waits for.
PLACE, NEUTRAL, SET_ASIDE, ANY = "place", "neutral", "set aside", "any"


@dataclass(frozen=True)
class Step:
    say: str                            # the message key explaining this decision
    wants: str                          # PLACE, NEUTRAL, SET_ASIDE or ANY (the player's choice)
    shape: tuple[str, ...] = ()         # PLACE / NEUTRAL: the orientation to drop
    column: int = 0

    def allows(self, action) -> bool:
        """Whether `action` is the move this step waits for."""
        if self.wants == ANY:
            return True
        if self.wants == SET_ASIDE:
            return isinstance(action, Skip)
        kind = Neutral if self.wants == NEUTRAL else Place
        return isinstance(action, kind) and tuple(action.shape) == self.shape and action.column == self.column


@dataclass(frozen=True)
class Tutorial:
    game_id: str
    edition: Edition
    deal: tuple[RoundDeal, ...]
    steps: tuple[tuple[Step, ...], ...]  # per round: the start piece's step, then one per build card

    def step(self, round_index: int, card) -> Step:
        """The step of a round's decision: card is 'start' or the revealed card's index."""
        return self.steps[round_index][0 if card == "start" else card + 1]

    @property
    def count(self) -> int:
        return sum(map(len, self.steps))

    def move(self, game: RampGame):
        """The move the open step of `game` (played from this tutorial) asks for; for a step of
        free choice, the first legal drop."""
        step = self.step(game.round_index, game.step)
        if step.wants == SET_ASIDE:
            return Skip()
        if step.wants == NEUTRAL:
            return Neutral(step.shape, step.column)
        if step.wants == PLACE:
            return Place(game.start_piece(0) if game.step == "start" else game.revealed, step.shape, step.column)
        return next(action for action in game.legal_actions(0) if not isinstance(action, Skip))

    def number(self, round_index: int, card) -> int:
        """The step's number, from 1."""
        return sum(map(len, self.steps[:round_index])) + (1 if card == "start" else card + 2)


def load_tutorial(game_id: str, root=None) -> Tutorial:
    return _load(game_id, LEVELS_DIR if root is None else Path(root))


@lru_cache(maxsize=None)
def _load(game_id: str, root: Path) -> Tutorial:
    path = root / game_id / FILE
    data = read_toml(path, root)
    game = load_edition(game_id, root)
    numbers = tuple(checked(n, int, "every entry of boards", path) for n in item(data, "boards", list, "boards", path))
    if not numbers or any(not 1 <= n <= len(game.boards) for n in numbers):
        raise ContentError(path, f"boards must name boards 1 to {len(game.boards)}")
    build = text_list(item(data, "build", list, "build", path), "build", path)
    edition = replace(game, boards=tuple(game.boards[n - 1] for n in numbers), rounds=len(numbers),
                      build=build, ratings=(), chosen_boards=tuple(n - 1 for n in numbers))
    rounds = item(data, "rounds", list, "rounds", path)
    deal, steps = [], []
    for r, table in enumerate(rounds):
        where = f"rounds[{r}]"
        table = checked(table, dict, where, path)
        order = text_list(item(table, "order", list, f"{where}.order", path), f"{where}.order", path)
        deal.append(RoundDeal((item(table, "start", str, f"{where}.start", path),), order,
                              item(table, "task", str, f"{where}.task", path, None)))
        steps.append(tuple(_step(checked(s, dict, f"{where}.steps[{i}]", path), f"{where}.steps[{i}]", path)
                           for i, s in enumerate(item(table, "steps", list, f"{where}.steps", path))))
        if len(steps[-1]) != 1 + len(order):
            raise ContentError(path, f"{where} needs a step for its start piece and one per card: {1 + len(order)}")
    try:
        check_deal(edition, 1, deal)
    except DealError as exc:
        raise ContentError(path, str(exc)) from None
    tutorial = Tutorial(game_id, edition, tuple(deal), tuple(steps))
    _check_playable(tutorial, path)
    return tutorial


def _step(table: dict, where: str, path: Path) -> Step:
    stray = next((key for key in table if key not in STEP_KEYS), None)
    if stray:
        raise ContentError(path, f"{where}: unknown key {stray!r}")
    say = item(table, "say", str, f"{where}.say", path)
    if item(table, "set_aside", bool, f"{where}.set_aside", path, False):
        return Step(say, SET_ASIDE)
    if "shape" not in table:
        return Step(say, ANY)
    shape = text_list(table["shape"], f"{where}.shape", path)  # the engine says whether it is the piece's
    wants = NEUTRAL if item(table, "neutral", bool, f"{where}.neutral", path, False) else PLACE
    return Step(say, wants, shape, item(table, "column", int, f"{where}.column", path))


def _check_playable(tutorial: Tutorial, path: Path):
    """Play the steps' moves through the engine: every move the file asks for must be one
    the rules allow, in turn."""
    game = RampGame(tutorial.edition, 1, tutorial.deal)
    while not game.is_terminal():
        try:
            game.apply_action(0, tutorial.move(game))
        except IllegalMove as exc:
            raise ContentError(path, f"rounds[{game.round_index}] step {game.step}: {exc}") from None
