"""Every game the program knows, one definition per game id (after OpenSpiel's
`register_game` and boardgame.io's `Game` object).

A definition says all the rest of the program needs to know about a game:
players, simultaneous or turn by turn, rounds (read from its levels/ data),
its content, how to deal from a seed and make a new state, its replay codec,
its computer players and what they observe, and (by one name, imported by the
screens that ask) its engine's screens. Nothing
else switches on game ids: ask `get(game_id)` or walk `all_games()`.

Importing this module is cheap: rules engines, content and computer players
are imported when a definition first needs them, so the title screen pays for
none of them.
"""
from __future__ import annotations

from dataclasses import dataclass
from functools import cached_property
from importlib import import_module


def _attr(target: str):
    """'package.module:name' -> that object, importing the module now."""
    module, _, name = target.partition(":")
    return getattr(import_module(module), name)


@dataclass(frozen=True)
class Rules:
    """What the games sharing one rules engine have in common. Targets are
    'module:name' strings, imported on first use."""

    simultaneous: bool     # everyone decides at once (each on their own board) or turn by turn
    codec: str             # module: rules_data, content_version, make_deal, new_state and the replay JSON
    observe: str           # function(state, player): what that seat sees
    redeal: str            # function(state, deal, player, rng): a deal agreeing with all that seat has seen
    bot: str               # class made with game_id, level, seed, cap and the level's settings as keywords
    music: str             # the piece its games play to (sounds/music/<music>.ogg)
    # Its screens and their parts (game screen, replay viewer, lesson, rules page, controls in
    # words, the coach's review), one object in its screens' folder: 'module:name' of a scenes.shared.engine_screens.EngineScreens,
    # imported by the screen that asks (GameDef.part); "" for none, and asking fails naming the part.
    screens: str = ""
    # One card sequence for every player, decided card by card: a solo game on a known
    # deal can race another game of that deal beside it (game.ghost).
    races: bool = False
    # What differs between engines that the screens ask, each a named fact:
    rated: bool = False       # its editions' data gives solo rating bands (Edition.ratings)
    own_boards: bool = False  # players may make boards of their own for it (game/boards), where its data lets them
    # How a game in progress says how far it is: 'rounds' (round 2 of 4) or 'moves' (12 tiles
    # laid); scenes/menus/continue_game.py has words for each.
    progress: str = "rounds"


class MissingPart(LookupError):
    """A registered game lacks a part a screen asks for (a new game's definition is incomplete)."""


RAMP = Rules(simultaneous=True, codec="game.replay.ramp_codec",
             observe="game.ai.observation:observe_ramp", redeal="game.rules.redeal:ramp_redeal",
             bot="game.ai.ramp_bot:RampBot",
             music="ramp",
             screens="scenes.ramp.ramp_screens:RAMP_SCREENS", races=True, rated=True, own_boards=True)
PILUS = Rules(simultaneous=False, codec="game.replay.pilus_codec",
              observe="game.ai.observation:observe_pilus", redeal="game.rules.redeal:pilus_redeal",
              bot="game.ai.pilus_bot:PilusBot",
              music="pilus",
              screens="scenes.pilus.pilus_screens:PILUS_SCREENS", progress="moves")


@dataclass(frozen=True, eq=False)
class GameDef:
    id: str                # an outside contract (replays, high scores, saved scores): never renamed
    rules: Rules
    min_players: int
    max_players: int
    legend: str            # the colour legend its summary shows: 'player', 'bits' or 'pilus' (game_choice.LEGENDS)
    # A game for two at least: the computer levels seated against the one person in its
    # daily challenge, the same for everyone (none: no daily challenge unless solo).
    daily_computers: tuple[str, ...] = ()
    # It has a guided first game ("Learn to play"): its engine's screens' lesson, made with the game id.
    tutorial: bool = False
    # The daily challenge the desktop menu entry offers on a right-click (one game has it).
    desktop_daily: bool = False

    @property
    def simultaneous(self) -> bool:
        return self.rules.simultaneous

    @property
    def own_boards(self) -> bool:
        """Players may make boards of their own for it (each edition's data says whether it lets them)."""
        return self.rules.own_boards

    @property
    def progress(self) -> str:
        """How a game of it in progress says how far it is (Rules.progress)."""
        return self.rules.progress

    def ratings(self):
        """The solo rating bands its data gives (game.rules.ramp_data.Rating), lowest first
        as written; () for a game without."""
        return self.content().ratings if self.rules.rated else ()

    @property
    def solo(self) -> bool:
        """One person can play it alone for a score: its solo scores enter the high-score
        table, and it has a daily challenge."""
        return self.min_players == 1

    @property
    def races(self) -> bool:
        """A solo game of it can race a ghost: another game of the same deal, card by card."""
        return self.solo and self.rules.races

    @property
    def has_daily(self) -> bool:
        """It has a daily challenge: played alone, or against its fixed computer seats."""
        return self.solo or bool(self.daily_computers)

    @property
    def music(self) -> str:
        return self.rules.music

    @cached_property
    def rounds(self) -> int | None:
        """Rounds per game as its levels/ data says; None for a game played turn by turn without rounds."""
        if not self.simultaneous:
            return None
        from game.content.ramp_deck import count_rounds
        return count_rounds(self.id)

    @cached_property
    def words(self) -> str:
        """The message context its round words carry, as its levels/ data says ('' for plain words)."""
        if not self.simultaneous:
            return ""
        from game.content.ramp_deck import deck_words
        return deck_words(self.id)

    # The rules -------------------------------------------------------------
    @property
    def codec(self):
        """The replay codec module (game.replay.*_codec), which also deals and makes states."""
        return import_module(self.rules.codec)

    def content(self):
        """The game's rules data from levels/ (cached by the loaders; ContentError when broken)."""
        return self.codec.rules_data(self.id)

    def content_version(self) -> str:
        """The version of its rules data (game.content.versions), as replay files record it."""
        return self.codec.content_version(self.content())

    def deal(self, players: int, seed: int):
        """The full deal of `seed` for `players` (DealError for a number the game cannot seat)."""
        return self.codec.make_deal(self.content(), players, seed, None)

    def new_state(self, players: int, deal):
        """The game at its start, before any move."""
        return self.codec.new_state(self.content(), players, deal)

    def new_game(self, players: int, seed: int):
        return self.new_state(players, self.deal(players, seed))

    def part(self, name: str):
        """One of its engine's screens or their parts (Rules.screens: game_screen, replay_viewer,
        lesson, rules_page, control_lines, review), imported now; MissingPart naming the part and the game when
        its engine has none."""
        part = getattr(_attr(self.rules.screens), name) if self.rules.screens else None
        if part is None:
            raise MissingPart(f"game {self.id!r} has no {name}: give its engine's screens (Rules.screens) a {name}")
        return part

    # Computer players ------------------------------------------------------
    def observe(self, state, player: int):
        """What `player`, who has a decision pending, can see: a computer player's only input."""
        return _attr(self.rules.observe)(state, player)

    def redeal_unseen(self, state, deal, player: int, rng):
        """A deal that agrees with everything `player` has seen in `state` (played from
        `deal`), with the rest dealt anew from `rng`: the same moves on it must look
        the same from that seat."""
        return _attr(self.rules.redeal)(state, deal, player, rng)

    def make_bot(self, level: str, seed: int, cap: float, **settings):
        return _attr(self.rules.bot)(game_id=self.id, level=level, seed=seed, cap=cap, **settings)


# The games in menu order. A new edition of a ramp game needs its levels/ folder,
# its catalogue entries (levels/i18n) and one line here (see levels/README.md).
_GAMES = (
    GameDef("fits", RAMP, 1, 4, legend="player", tutorial=True, desktop_daily=True),
    GameDef("fits-mini", RAMP, 1, 4, legend="player"),
    GameDef("bits", RAMP, 1, 4, legend="bits", tutorial=True),
    GameDef("bits-pro", RAMP, 1, 4, legend="bits"),
    # One hard computer: a fair duel that thinks at most about half a second a move.
    GameDef("pilus", PILUS, 2, 4, legend="pilus", daily_computers=("hard",), tutorial=True),
)
_BY_ID = {game.id: game for game in _GAMES}


def all_games() -> tuple[GameDef, ...]:
    """Every game, in menu order."""
    return _GAMES


def ids() -> tuple[str, ...]:
    return tuple(_BY_ID)


def get(game_id: str) -> GameDef:
    """The definition of `game_id`; KeyError naming the known games for any other."""
    try:
        return _BY_ID[game_id]
    except (KeyError, TypeError):
        raise KeyError(f"unknown game {game_id!r}; known games: {', '.join(_BY_ID)}") from None


def tutorial_games() -> tuple[GameDef, ...]:
    """The games with a guided first game, in menu order."""
    return tuple(game for game in _GAMES if game.tutorial)


def daily_games() -> tuple[str, ...]:
    """The ids of the games with a daily challenge, in menu order."""
    return tuple(game.id for game in _GAMES if game.has_daily)


def desktop_daily() -> GameDef:
    """The game whose daily challenge the desktop entry offers."""
    return next(game for game in _GAMES if game.desktop_daily)


def of_rules(rules: Rules) -> tuple[str, ...]:
    """The ids of the games played by one rules engine."""
    return tuple(game.id for game in _GAMES if game.rules is rules)
