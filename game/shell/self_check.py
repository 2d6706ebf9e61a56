"""`main.py --self-check`: what the game needs on this machine, one line per check,
for a bug report when the game misbehaves. No window opens and nothing is saved.

Each line is `ok NAME: what was found` or `FAILED NAME: what is wrong`; the exit
status is 0 only when every check holds. The computer player's check asks a real
worker process for a move: a computer that silently thinks in the window's thread
instead (game.ai.worker's fall-back) fails it.
"""
from __future__ import annotations

import gettext
import os
import sys
import time

from game import games, i18n
from game.content.paths import FONT_FILES, FONTS_DIR, LEVELS_DIR, SOUNDS_DIR
from game.replay.referee import say

SEED = 1
DECISION_TIMEOUT = 60.0  # seconds for the worker process to start, load the rules and decide


class Failed(Exception):
    """A check that does not hold; the message says what is wrong."""


def game_data() -> str:
    for game in games.all_games():
        game.new_game(game.min_players, SEED)  # reads its levels/ files (ContentError names the file)
    return f"{', '.join(games.ids())} from {LEVELS_DIR}"


def opened_by_the_mixer(paths: list) -> None:
    """SDL_mixer, as the game plays them, decodes each effect and opens each piece of music: the
    libraries it links are there and work (the Linux app folder replaces some of pygame-ce's,
    tools/swap_libraries.py). On SDL's dummy audio driver: no device needed, no sound made."""
    import pygame

    opened_here = not pygame.mixer.get_init()
    if opened_here:
        driver = os.environ.get("SDL_AUDIODRIVER")
        os.environ["SDL_AUDIODRIVER"] = "dummy"
        try:
            pygame.mixer.init()
        except pygame.error as exc:
            raise Failed(f"the mixer does not open: {exc}") from None
        finally:  # the player's own choice, for whatever runs after
            if driver is None:
                del os.environ["SDL_AUDIODRIVER"]
            else:
                os.environ["SDL_AUDIODRIVER"] = driver
    try:
        for path in paths:
            try:
                if path.suffix == ".wav":
                    pygame.mixer.Sound(path)
                else:
                    pygame.mixer.music.load(path)
            except pygame.error as exc:
                raise Failed(f"{path}: the mixer cannot play it ({exc})") from None
        pygame.mixer.music.unload()
    finally:
        if opened_here:
            pygame.mixer.quit()


def sounds() -> str:
    """Every sound effect and piece of music shipped, each read as what it claims to be and opened
    by the mixer (no sound device needed), and the piece each game and the title play among them."""
    import wave

    from game.shell.audio import MUSIC_FOLDER

    effects = sorted(SOUNDS_DIR.glob("*.wav"))
    if not effects:
        raise Failed(f"no sound effects (*.wav) in {SOUNDS_DIR}")
    for path in effects:
        try:
            with wave.open(str(path)) as sound:
                if sound.getnframes() == 0:
                    raise Failed(f"{path} holds no sound")
        except (OSError, EOFError, wave.Error) as exc:
            raise Failed(f"{path} cannot be read: {exc}") from None
    music = sorted((SOUNDS_DIR / MUSIC_FOLDER).glob("*.ogg"))
    wanted = {rules.music for rules in {g.rules for g in games.all_games()}} | {"menu"}  # menu: the title's
    missing = sorted(str(SOUNDS_DIR / MUSIC_FOLDER / f"{name}.ogg") for name in wanted - {path.stem for path in music})
    if missing:
        raise Failed(f"missing music {', '.join(missing)}")
    for path in music:
        start = path.read_bytes()[:64]
        if not (start.startswith(b"OggS") and b"\x01vorbis" in start):
            raise Failed(f"{path} is not Ogg Vorbis music")
    opened_by_the_mixer(effects + music)
    return f"{len(effects)} effects and {len(music)} pieces of music in {SOUNDS_DIR}, each opened by the mixer"


def fonts() -> str:
    import pygame

    pygame.font.init()
    for path in FONT_FILES.values():
        if not path.is_file():
            raise Failed(f"{path} is missing")
        pygame.font.Font(path, 20)
    return f"{', '.join(path.name for path in FONT_FILES.values())} in {FONTS_DIR}"


def translations() -> str:
    wanted = [code for code in i18n.NAMES if code != i18n.SOURCE]
    for code in wanted:
        path = i18n.catalogue_path(code)
        if not path.is_file():
            raise Failed(f"{path} is missing")
        if not isinstance(i18n.catalogue(code), gettext.GNUTranslations):
            raise Failed(f"{path} cannot be read (the warning above says why)")
    return f"{', '.join(wanted)} from {i18n.I18N_DIR}"


def board_values() -> str:
    """The FITS computer players' learned board values: numpy and every round's file
    must load (a missing file only makes the computers weaker, so it is counted)."""
    from game.ai.learned_value import BoardFeatures
    from game.ai.ramp_bot import fits_value
    from game.content.content_error import ContentError
    from game.content.ramp import load_edition
    from game.content.value_nets import load_value_nets

    loaded = rounds = 0
    for game_id in games.of_rules(games.RAMP):
        edition = load_edition(game_id)
        if edition.coloured:  # the learned values are of bare shapes' boards
            continue
        for r in range(len(edition.boards)):
            rounds += 1
            try:
                loaded += load_value_nets(game_id, r, BoardFeatures(fits_value(game_id, r)).size) is not None
            except ContentError as exc:
                raise Failed(str(exc)) from None
    return f"{loaded} of {rounds} FITS rounds from {LEVELS_DIR}"


def system() -> str:
    """The system's C library against the app folder's baseline (README "Which systems")."""
    from game.version import GLIBC_BASELINE

    found = os.confstr("CS_GNU_LIBC_VERSION") if "CS_GNU_LIBC_VERSION" in os.confstr_names else None
    if not found or not found.startswith("glibc "):
        return f"{sys.platform}, no glibc (the Linux folder's baseline, glibc {GLIBC_BASELINE}, does not apply)"
    have = tuple(int(part) for part in found.split()[1].split(".")[:2])
    if getattr(sys, "frozen", False) and have < tuple(int(part) for part in GLIBC_BASELINE.split(".")):
        raise Failed(f"{found} is older than this folder needs (glibc {GLIBC_BASELINE} or newer)")
    return f"{found}; the app folder needs glibc {GLIBC_BASELINE} or newer"


def computer_player(timeout: float = DECISION_TIMEOUT) -> str:
    import threading

    from game.ai import LEVELS, make_bot
    from game.ai.worker import BotWorker

    game = games.get(games.of_rules(games.PILUS)[0])
    state = game.new_game(game.min_players, SEED)
    seat = state.pending()[0]
    answered = threading.Event()  # set as the decision is in, or its worker is gone (then done() asks a thread)
    with BotWorker(processes=True, workers=1, on_answer=answered.set) as worker:
        if not worker.uses_process:
            raise Failed("no worker process could start: computer players would think in the window's thread")
        started = time.perf_counter()
        request = worker.request(seat, make_bot(game.id, LEVELS[0], SEED), game.observe(state, seat))
        while not request.done():
            if not answered.wait(max(0.0, timeout - (time.perf_counter() - started))):
                raise Failed(f"no {game.id} move from the worker process within {timeout:.0f} s")
            answered.clear()
        move = request.result()
        if request.decided_in == os.getpid():
            raise Failed("the worker process failed: the move was made in the window's thread instead")
        if move not in state.legal_actions(seat):
            raise Failed(f"the worker process chose an illegal {game.id} move {move!r}")
        return (f"a {game.id} move made in worker process {request.decided_in} "
                f"in {time.perf_counter() - started:.1f} s")


CHECKS = (("system", system), ("game data", game_data), ("sounds", sounds), ("fonts", fonts),
          ("translations", translations), ("board values", board_values),
          ("computer player", computer_player))


def run(out=None) -> int:
    """Print one line per check to `out` (default: stdout); 0 when all hold, else 1."""
    out = sys.stdout if out is None else out
    failed = 0
    for name, check in CHECKS:
        try:
            line = f"ok {name}: {check()}"
        except Failed as problem:
            line, failed = f"FAILED {name}: {problem}", failed + 1
        except Exception as problem:  # a report, never a traceback: say what broke
            line, failed = f"FAILED {name}: {problem.__class__.__name__}: {problem}", failed + 1
        say(out, line)
    return 1 if failed else 0
