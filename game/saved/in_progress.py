"""Games in progress, on disk after every move: closing the window, a crash, a
kill or a power cut loses at most the move being made.

One file per game under <data dir>/in-progress/, in the replay format (so `main.py --replay FILE --headless`
referees it), with keys of its own added (the format allows added keys): `seats`, each player's name and
device (a keyboard zone, the mouse, a pad, or a computer 'ai:<level>'; one this version does not know is
read as game.shell.input.seats.MISSING); `daily`, the UTC day of the daily challenge the game is an attempt
at; `practice`, a solo game that may undo and never enters the high scores; `challenge`, the challenge
(game.saved.challenges) the game answers, as its file holds it, checked again when read, so that a game
continued later still shows both games; `progress`, how far the game is (Progress: the title says it without
playing the moves; a file without it, or whose progress does not match its moves, is played through
instead). Every save rewrites the whole file atomically (game.saved.atomic_files.write_atomic), on a thread
of its own (game.saved.save_writer): the frame loop never waits for the disk. A file that cannot be read back, or
whose moves the rules refuse, is kept aside as *.damaged-<timestamp> and reported; one a newer version of
the game wrote (a newer replay format) is left as it is and not offered (the title screen tells of it once:
game.saved.said_once); a finished game leaves the folder once it is kept as a replay and its scores.

A game's file is made under a name no other file has (game.saved.atomic_files.write_new: two windows started
in the same second each keep their own game), and the window playing it holds its lock (Storage.lock) until
it leaves the game: another window does not offer it to continue meanwhile. A link leading out of the folder
is not read.
"""
from __future__ import annotations

from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import TYPE_CHECKING, NamedTuple

from game.content.content_error import ContentError
from game.i18n import N_, Said, _, ngettext
from game.shell.input.seats import MISSING, Seat, known_device, named_now

from game.saved.atomic_files import write_new
from game.saved.in_progress_reads import forget_others, newest_first, read_kept
from game.saved.save_writer import WRITER
from game.saved.storage import Holds, Storage, save_problem, shown
from game.unreadable import unreadable_reason
from game.untrusted import parse_json, read_limited

if TYPE_CHECKING:
    from datetime import date
    import filelock

    from game.ghost.sources import Ghost
    from game.rules.deals import Deal
    from game.saved.challenges import Challenge

# game.replay (and the rules engines it loads) is imported where a game is read or
# written: the title screen asks for the games in progress, and with none it
# should not pay for loading the rules.

FOLDER = "in-progress"
SUFFIX = ".json"
HOLDS = Holds(N_("Game in progress"), N_("This game cannot be continued."))
# Said over the game when a save of it failed: the full problem waits on the title screen.
NOT_SAVED = N_("This game could not be saved: the title screen says why.")


def in_progress_folder(storage: Storage) -> Path:
    return storage.folder / FOLDER


# The locks of the games this process plays, by path (a second lock of the same file
# in one process would wait for the first).
_HELD: dict[Path, filelock.FileLock] = {}


def _lock_name(path: Path) -> str:
    return f"{FOLDER}-{path.stem}"


def _round_of(state) -> tuple[int, int]:
    """A game of rounds: the round being played, from 1 (the last once over), and how many."""
    rounds = state.edition.rounds  # fewer than the game's own with a choice of boards
    return min(state.round_index + 1, rounds), rounds


# What a Progress keeps of a state beside its moves, by the words the game's definition tells
# its progress in (Rules.progress): the round of rounds, or nothing more.
ROUND_OF = {"rounds": _round_of, "moves": None}


class Progress(NamedTuple):  # not a frozen dataclass: defined at every start (issue 47)
    """How far a game in progress is, as the title says it: kept in its file beside the moves
    (the key `progress`), so the title reads it without playing them through the rules."""

    moves: int  # the number of moves it was taken after: a file whose moves differ is played through
    over: bool  # the game is finished (kept in progress only when its results could not be saved)
    round: int | None = None  # the round being played, from 1 (the last once over); None: a game of turns
    rounds: int | None = None

    @classmethod
    def of(cls, game_id: str, state, moves: int) -> "Progress":
        """The progress of `state`, a game of `game_id` after `moves` moves."""
        from game import games
        round_of = ROUND_OF[games.get(game_id).progress]
        return cls(moves, state.is_terminal(), *(() if round_of is None else round_of(state)))

    def to_json(self) -> dict:
        data = {"moves": self.moves, "over": self.over}
        if self.round is not None:
            data |= {"round": self.round, "rounds": self.rounds}
        return data


def _progress(value, game_id: str, moves: int) -> Progress | None:
    """The progress a file keeps when it is whole and matches its `moves`; None (the moves are
    then played through) when absent (an older file), damaged or another game's."""
    from game import games

    def count(key):
        number = value.get(key)
        return number if type(number) is int and 0 <= number else None  # not isinstance: true is no count

    if not isinstance(value, dict) or count("moves") != moves or not isinstance(value.get("over"), bool):
        return None
    if ROUND_OF[games.get(game_id).progress] is None:
        return Progress(moves, value["over"])
    round_, rounds = count("round"), count("rounds")
    if round_ is None or rounds is None or not 1 <= round_ <= rounds:
        return None
    return Progress(moves, value["over"], round_, rounds)


@dataclass
class GameInProgress:
    """A game being played, as its file keeps it. `moves` are (player, action)
    in the order the rules took them; `path` is None until the first save. Its rules'
    state is played from the moves once, when first asked (see `state`), and a game
    being played keeps its live state there."""

    game_id: str
    seats: tuple[Seat, ...]
    seed: int | None
    deal: Deal
    moves: tuple = ()
    daily: date | None = None
    practice: bool = False
    board_order: tuple | None = None  # FITS variant: the boards chosen, in order (numbers, own boards as codes)
    challenge: Challenge | None = None  # the challenge this game answers
    path: Path | None = None
    _state: object = field(default=None, repr=False, compare=False)  # the rules' state after `moves`, once played
    ghost: Ghost | None = None  # the ghost this game races
    progress: Progress | None = field(default=None, compare=False)  # how far it is, as last saved or read

    @property
    def state(self):
        """The rules' state after `moves`: played from the deal the first time it is asked
        (ReplayError when the rules refuse a move: InProgressFiles.state_of sets the file aside)."""
        if self._state is None:
            self._state = self.replay.play()
        return self._state

    @state.setter
    def state(self, state) -> None:
        """The game's live state (a game screen's), which the saves take the progress from."""
        self._state = state

    @property
    def over(self) -> bool:
        """The game is finished: from its progress, without playing it, when that is known."""
        return self.progress.over if self.progress is not None else self.state.is_terminal()

    @property
    def stem(self) -> str | None:
        """The file's name without .json (its replay's name once finished), None before the first save."""
        return None if self.path is None else self.path.stem

    @property
    def replay(self):
        """The game so far as a game.replay.Replay."""
        from game.replay import Replay
        return Replay(self.game_id, tuple(seat.name for seat in self.seats), self.seed, self.deal, tuple(self.moves),
                      self.board_order, ghost=None if self.ghost is None else self.ghost.fingerprint())

    def resumed_on(self, today: date) -> "GameInProgress":
        """This game as it goes on `today`: a daily challenge still counts on its own
        day (if no attempt finished before it); resumed after its day, it is practice."""
        if self.daily is None or self.daily == today:
            return self
        return replace(self, daily=None, practice=True)

    def to_json(self) -> dict:
        from game.replay import replay_json
        data = replay_json(self.game_id, [seat.name for seat in self.seats], self.seed, self.deal, self.moves,
                           self.board_order, ghost=None if self.ghost is None else self.ghost.fingerprint())
        data["seats"] = [{"name": seat.name, "device": seat.device} for seat in self.seats]
        if self.daily is not None:
            data["daily"] = self.daily.isoformat()
        if self.practice:
            data["practice"] = True
        if self.challenge is not None:
            from game.saved.challenges import challenge_json
            data["challenge"] = challenge_json(self.challenge.replay, self.challenge.score)
        if self.ghost is not None:
            from game.ghost.sources import ghost_json
            data["raced"] = ghost_json(self.ghost)
        if self.progress is not None:
            data["progress"] = self.progress.to_json()
        return data


def begun_at() -> str:
    """The UTC second a game begins, as its file's name says it ('20261128-120000')."""
    from datetime import datetime, timezone  # here, as in reading: a start with no game in progress needs neither
    return f"{datetime.now(timezone.utc):%Y%m%d-%H%M%S}"


class InProgressFiles:
    """The in-progress folder of one data folder."""

    def __init__(self, storage: Storage):
        self.storage = storage
        self.folder = in_progress_folder(storage)
        self.newer: list[Path] = []  # the files a newer version wrote, as load_all() found them

    def save(self, game: GameInProgress, moves) -> str | None:
        """Hand `game` with `moves` to the writer and go on at once (the first save
        makes its file here, under a new name); None, or the problem in words when
        the disk refused a save (the game goes on, the last good file stays)."""
        game.moves = tuple(moves)
        # From the live state a game screen keeps there; without one, no progress (read as an older file's).
        game.progress = None if game._state is None else Progress.of(game.game_id, game._state, len(game.moves))
        if game.path is not None:
            self.hold(game)
            return WRITER.put(self, replace(game, _state=None))
        from game.replay import dumps_replay
        try:
            self.folder.mkdir(parents=True, exist_ok=True)
            game.path = write_new(self.folder, f"{game.game_id}-{begun_at()}", SUFFIX,
                                  dumps_replay(game.to_json()), claim=self._claim)
        except OSError as exc:
            return self.storage_problem(game, exc)
        return None

    def hold(self, game: GameInProgress) -> bool:
        """This window plays `game`: another does not offer it. False when another window holds it."""
        return game.path is None or self._claim(game.path, True)

    def let_go(self, game: GameInProgress) -> None:
        """This window leaves `game` (it stays on disk to continue, here or in another window)."""
        if game.path is not None:
            self._claim(game.path, False)

    def _claim(self, path: Path, take: bool) -> bool:
        if not take:
            lock = _HELD.pop(path, None)
            if lock is not None:
                lock.release()
            return True
        if path in _HELD:
            return True
        try:
            lock = self.storage.lock(_lock_name(path), timeout=0)
            lock.acquire()
        except TimeoutError:  # filelock.Timeout: another window holds it
            return False
        except OSError:  # no lock to be had where nothing can be written: the save itself says why
            return True
        _HELD[path] = lock
        return True

    def open_elsewhere(self, path: Path) -> bool:
        """Another window holds the game in `path`."""
        return path not in _HELD and self.storage.held_elsewhere(_lock_name(path))

    def discard(self, game: GameInProgress) -> str | None:
        """The game is over (kept as a replay) or abandoned: its file goes."""
        if game.path is None:
            return None
        WRITER.drop(game.path)
        try:
            game.path.unlink(missing_ok=True)
        except OSError as exc:
            return self.storage_problem(game, exc)
        finally:
            self.let_go(game)
        self.storage.drop_lock(_lock_name(game.path))  # the game is gone: so is its lock file
        return None

    def state_of(self, game: GameInProgress) -> tuple[object, str | None]:
        """`game`'s state, its moves played through once (the title read only its progress), and
        None; or None and the problem in words when the rules refuse a move: the file is kept
        aside, as load_all keeps a damaged one."""
        from game.replay import ReplayError
        try:
            return game.state, None
        except (ReplayError, ValueError, ContentError) as exc:
            return None, self.storage.keep_aside(game.path, exc, HOLDS)

    def storage_problem(self, game: GameInProgress, exc: OSError) -> str:
        return save_problem(game.path or self.folder, exc)

    def load_all(self) -> tuple[list[GameInProgress], list[str]]:
        """Every game in progress, the last played first, and the problems with
        files that could not be read (each kept aside, never deleted). The files a
        newer version wrote are left as they are, in self.newer (see newer_notice)."""
        games, problems = [], []
        self.newer = []
        problem = WRITER.wait_idle()  # this program's own saves first
        if problem:
            problems.append(problem)
        if self.storage.unreadable:  # said once at the start (Storage.folder_problem)
            return [], problems
        try:
            paths = [p for p in self.folder.iterdir() if p.suffix == SUFFIX and not p.name.startswith(".")
                     and self.storage.inside(p) and not self.open_elsewhere(p)]
        except (FileNotFoundError, NotADirectoryError):
            return [], problems  # no game yet (a data folder that is no folder: Storage.folder_problem says it)
        except OSError as exc:
            return [], [Said(lambda exc=exc: _("The games in progress in {folder} cannot be read: {reason}.",
                                               folder=shown(self.folder), reason=unreadable_reason(exc)))]
        forget_others(self.folder, paths)
        from game.replay.replay_error import NewerReplay  # here: with no game in progress, no rules are loaded
        for path in newest_first(paths):
            try:
                games.append(read_kept(path, read_game, keep=lambda game: game._state is None))
            except FileNotFoundError:
                continue  # another window of the game finished it meanwhile
            except NewerReplay:
                self.newer.append(path)  # not damaged: it stays as it is, for the version that wrote it
            except (OSError, ValueError, ContentError) as exc:
                problems.append(self.storage.keep_aside(path, exc, HOLDS))
        return games, problems

    def newer_notice(self) -> str | None:
        """What the player is told of the games a newer version saved (self.newer), or None."""
        newer = len(self.newer)
        if not newer:
            return None
        return Said(lambda: ngettext(
            "{count} game in progress was saved by a newer version of Slide & Stack: "
            "it waits for that version in {folder}, untouched.",
            "{count} games in progress were saved by a newer version of Slide & Stack: "
            "they wait for that version in {folder}, untouched.", newer, count=newer, folder=shown(self.folder)))

def read_game(path: Path) -> GameInProgress:
    """The game a file keeps (ReplayError, ValueError or ContentError when it is not a game this
    program can go on with). Its moves are played through the rules only when the file keeps no
    progress that matches them (an older file): else its state waits until asked for."""
    from game.replay import ReplayError, parse_replay
    from game.replay.fields import need
    from game.replay.files import MAX_REPLAY_BYTES
    data = parse_json(read_limited(path, MAX_REPLAY_BYTES))
    replay = parse_replay(data)
    # A computer's default name follows the language the game goes on in (its next save keeps it so).
    seats = tuple(named_now(seat, len(replay.players)) for seat in _seats(data.get("seats"), replay.players))
    daily = data.get("daily")
    if daily is not None:
        from datetime import date
        try:
            daily = date.fromisoformat(need(daily, str, "daily", "must be a date (YYYY-MM-DD)"))
        except ValueError:
            raise ReplayError("daily: must be a date (YYYY-MM-DD)") from None
    practice = need(data.get("practice", False), bool, "practice", "must be true or false")
    challenge = None if data.get("challenge") is None else _challenge(data["challenge"], replay)
    progress = _progress(data.get("progress"), replay.game_id, len(replay.moves))
    state = replay.play() if progress is None else None
    return GameInProgress(replay.game_id, seats, replay.seed, replay.deal, replay.moves, daily, practice,
                          replay.board_order, challenge, Path(path), state, _ghost(data.get("raced"), replay),
                          progress or Progress.of(replay.game_id, state, len(replay.moves)))


def _ghost(value, replay):
    """The ghost a game in progress races, refereed again; a ghost that is no longer one is
    left out (the game goes on without it: its own moves are what matters)."""
    if value is None:
        return None
    from game.ghost.sources import GhostRefused, read_ghost_json
    try:
        return read_ghost_json(value, replay)
    except GhostRefused:
        return None


def _challenge(value, replay):
    """The challenge a game in progress answers, refereed as an opened one is, on the game's own deal."""
    from game.replay import ReplayError
    from game.saved.challenges import parse_challenge
    try:
        challenge = parse_challenge(value)
    except ReplayError as err:
        raise ReplayError(f"challenge: {err}") from None
    if (challenge.game_id, challenge.seed, challenge.board_order) != (replay.game_id, replay.seed, replay.board_order) \
            or len(replay.players) != 1:
        raise ReplayError("challenge: not the deal this game is played on")
    return challenge


def _seats(value, names) -> tuple[Seat, ...]:
    from game.replay import ReplayError
    from game.replay.fields import need
    need(value, list, "seats", "must be a list of seats")
    if len(value) != len(names):
        raise ReplayError(f"seats: {len(value)} seats for {len(names)} players")
    seats = []
    for i, (seat, name) in enumerate(zip(value, names)):
        need(seat, dict, f"seats[{i}]", "must be an object")
        device = need(seat.get("device"), str, f"seats[{i}].device", "must be a device (text)")
        if seat.get("name") != name:
            raise ReplayError(f"seats[{i}].name: must be the player's name, {name!r}")
        seats.append(Seat(name, device if known_device(device) else MISSING))
    return tuple(seats)
