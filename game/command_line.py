"""The command line's options (main.py): read and checked before anything starts. A start
with none (a double-click) does not come here: argparse costs it about 2 ms of CPU (issue 47)."""
from __future__ import annotations

import argparse

from game import games
from game.untrusted import MAX_DIGITS, MAX_INT, MIN_INT, excerpt_text


def deal_number(text: str) -> int:
    """--seed: a whole number that a replay file, and so the game in progress, can keep."""
    digits = text.strip().removeprefix("-").removeprefix("+")
    if not (digits.isascii() and digits.isdigit()):
        raise argparse.ArgumentTypeError(f"{excerpt_text(text)} is not a whole number")
    if len(digits) > MAX_DIGITS or not MIN_INT <= int(text) <= MAX_INT:
        raise argparse.ArgumentTypeError(f"{excerpt_text(text)} is not from {MIN_INT} to {MAX_INT}")
    return int(text)


def game_id(text: str) -> str:
    """--new, --daily: a game id as the registry spells it, however it was typed ('FITS')."""
    return text.strip().lower()


class PrintVersion(argparse.Action):
    """--version: the version, and the commit where this is not the tagged release (asked of git
    only when --version is given, so other starts stay quick)."""

    def __init__(self, option_strings, dest, **kwargs):
        super().__init__(option_strings, dest, nargs=0, help="show the version and exit")

    def __call__(self, parser, namespace, values, option_string=None):
        from game.version import full_version
        print(f"{parser.prog} {full_version()}")
        parser.exit()


def parse_args(argv):
    parser = argparse.ArgumentParser(prog="slide-and-stack", description="FITS, BITS and PILUS")
    parser.add_argument("--version", action=PrintVersion)
    parser.add_argument("--replay", metavar="FILE", help="a replay file to watch (or referee with --headless)")
    parser.add_argument("--review", metavar="FILE", help="a replay file whose decisions the master level weighs "
                        "(with --headless: print the marked ones as JSON, worst first)")
    parser.add_argument("--headless", action="store_true", help="no window: print the replay's result "
                        "(or review) as JSON")
    parser.add_argument("--new", metavar="GAME", type=game_id, help=f"start a game of GAME at once, one person "
                        f"on the left keys (WASD): {', '.join(games.ids())}")
    parser.add_argument("--seed", metavar="N", type=deal_number, help="with --new: the deal number")
    parser.add_argument("--daily", metavar="GAME", type=game_id, help=f"start today's daily challenge of GAME at once: "
                        f"{', '.join(games.daily_games())}")
    parser.add_argument("--ghost", metavar="SOURCE", help="with --new or --daily (a game played alone): race a "
                        "ghost beside you, card by card: a replay FILE of the same deal, 'best' (your best game on "
                        "it) or 'master' (the master level)")
    parser.add_argument("--challenge", metavar="FILE", help="open a challenge file a friend sent: its score is "
                        "checked against its moves, then you play the same deal")
    parser.add_argument("--self-check", action="store_true",
                        help="if the game misbehaves: check its files and its computer players' worker "
                             "process, one line each, no window (exit status 0: all fine)")
    desktop = parser.add_mutually_exclusive_group()
    desktop.add_argument("--install-desktop", action="store_true",
                         help="add Slide & Stack to the desktop's applications menu (Linux), started from here")
    desktop.add_argument("--uninstall-desktop", action="store_true", help="take it out of the menu again")
    args = parser.parse_args(argv)
    for option in ("replay", "review", "challenge"):
        if getattr(args, option) == "":
            parser.error(f"--{option} needs a file name")
    if args.headless and args.replay is None and args.review is None:
        parser.error("--headless needs --replay FILE or --review FILE")
    if sum(option is not None for option in (args.replay, args.review, args.new, args.daily, args.challenge)) \
            + args.self_check > 1:
        parser.error("give one of --replay, --review, --new, --daily, --challenge and --self-check")
    if args.ghost is not None and args.new is None and args.daily is None:
        parser.error("--ghost goes with --new GAME or --daily GAME")
    if args.ghost == "":
        parser.error("--ghost needs a replay file, best or master")
    if args.seed is not None and args.new is None:
        parser.error("--seed goes with --new GAME")
    if args.new is not None and args.new not in games.ids():
        parser.error(f"--new: unknown game {args.new!r}; games: {', '.join(games.ids())}")
    if args.daily is not None and args.daily not in games.daily_games():
        parser.error(f"--daily: no daily challenge for {args.daily!r}; "
                     f"games with one: {', '.join(games.daily_games())}")
    return args


