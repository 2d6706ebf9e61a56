"""How the cards of a ramp game fall: dealt from a seed, or given (by a replay)
and checked before play."""
from __future__ import annotations

import random
from collections import Counter
from dataclasses import dataclass

from game.rules.rule_errors import DealError
from game.rules.polyomino import parse_rows, shape_key
from game.rules.ramp_data import Edition, TaskCard

MAX_PLAYERS = 4  # the box holds four player sets
REDRAW_ROUND = 2  # round 3's task card may not show round 2's shape (rulebook)


@dataclass(frozen=True)
class RoundDeal:
    start: tuple[str, ...]  # start card of each player
    build: tuple[str, ...]  # the build deck, in the order it is revealed
    task: str | None        # BITS: the task card revealed this round


def deal_from_seed(edition: Edition, num_players: int, seed) -> tuple[RoundDeal, ...]:
    """Shuffle every round's decks with random.Random(seed): same seed, same deal."""
    _check_players(edition, num_players)
    rng = random.Random(seed)
    rounds: list[RoundDeal] = []
    for r in range(edition.rounds):
        start = tuple(rng.sample(edition.start, num_players))
        build = list(edition.build)
        rng.shuffle(build)
        task = None
        if edition.tasks:
            previous = _task(edition, rounds[r - 1].task) if r == REDRAW_ROUND else None
            # Putting a same-shape card back and drawing again until the shape
            # differs picks uniformly among the cards of another shape.
            deck = [t for t in edition.tasks if t.deck == r + 1 and not _same_shape(t, previous)]
            task = rng.choice(deck).id
        rounds.append(RoundDeal(start, tuple(build), task))
    return tuple(rounds)


def check_deal(edition: Edition, num_players: int, rounds) -> None:
    """Raise DealError naming the first wrong part of a given deal."""
    _check_players(edition, num_players)
    rounds = list(rounds)
    if len(rounds) != edition.rounds:
        raise DealError("deal.rounds", f"{edition.game_id} has {edition.rounds} rounds, the deal gives {len(rounds)}")
    for r, deal in enumerate(rounds):
        where = f"deal.rounds[{r}]"
        _check_start(edition, num_players, list(deal.start), where + ".start")
        _check_build(edition, list(deal.build), where + ".build")
        _check_task(edition, r, deal.task, rounds[r - 1].task if r == REDRAW_ROUND else None, where + ".task")


def _check_players(edition: Edition, num_players: int) -> None:
    most = min(MAX_PLAYERS, len(edition.start))
    if not 1 <= num_players <= most:
        raise DealError("players", f"{edition.game_id} is for 1 to {most} players, not {num_players}")


def _check_start(edition: Edition, num_players: int, start: list, where: str) -> None:
    if len(start) != num_players:
        raise DealError(where, f"needs one start card for each of the {num_players} players, got {len(start)}")
    for i, piece in enumerate(start):
        if not _known_piece(edition, piece):
            raise DealError(f"{where}[{i}]", f"unknown piece {piece!r}")
        if piece not in edition.start:
            raise DealError(f"{where}[{i}]", f"{piece} is not a start card")
        if piece in start[:i]:
            raise DealError(f"{where}[{i}]", f"start card {piece} is dealt twice")


def _check_build(edition: Edition, build: list, where: str) -> None:
    if len(build) == len(edition.build) and set(map(type, build)) == {str} and set(build) == set(edition.build):
        return  # the whole deck, each card once (the edition's deck has one card per piece)
    seen = set()
    for i, piece in enumerate(build):
        if not _known_piece(edition, piece):
            raise DealError(f"{where}[{i}]", f"unknown piece {piece!r}")
        if piece not in edition.build:
            raise DealError(f"{where}[{i}]", f"{piece} is not a build card")
        if piece in seen:
            raise DealError(f"{where}[{i}]", f"build card {piece} appears twice")
        seen.add(piece)
    # Every card is a build card and none comes twice: the deck is whole when as long.
    if len(build) < len(edition.build):
        missing = Counter(edition.build) - Counter(build)
        raise DealError(where, "missing build cards: " + ", ".join(sorted(missing)))


def _check_task(edition: Edition, r: int, task, previous, where: str) -> None:
    if not edition.tasks:
        if task is not None:
            raise DealError(where, f"{edition.game_id} has no task cards")
        return
    if task is None:
        raise DealError(where, f"{edition.game_id} reveals a task card every round")
    card = _task(edition, task)
    if card is None:
        raise DealError(where, f"unknown task card {task!r}")
    if card.deck != r + 1:
        raise DealError(where, f"round {r + 1} reveals a card of deck {r + 1}, {task} is from deck {card.deck}")
    if previous is not None and _same_shape(card, _task(edition, previous)):
        raise DealError(where, f"{task} shows the same shape as round {r}'s {previous}, so it is drawn again")


def _known_piece(edition: Edition, piece) -> bool:
    return isinstance(piece, str) and piece in edition.pieces


def _task(edition: Edition, task_id) -> TaskCard | None:
    return next((t for t in edition.tasks if t.id == task_id), None)


def _same_shape(card: TaskCard, other: TaskCard | None) -> bool:
    return other is not None and shape_key(parse_rows(card.shape)) == shape_key(parse_rows(other.shape))
