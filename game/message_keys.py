"""The English text of every message key chosen at run time.

The rules speak in keys (a refused move, a score line, a rating title), and
some screens pick their words by a game id, a device or a colour. Their
English text is here, marked for Babel; `keyed(key, **params)` shows it in the
player's language. An entry with plural forms counts with its {count} gap.
A key nobody wrote shows itself: visible, never a crash.
"""
from __future__ import annotations

from game.i18n import N_, Nn_, _, ngettext

TEXTS: dict[str, str | tuple[str, str]] = {
    "action.drop": N_("Drop"),
    "action.flip": N_("Flip"),
    "action.move": N_("Move"),
    "action.pause": N_("Pause"),
    "action.rotate": N_("Turn"),
    "action.skip": N_("Set aside / neutral"),
    "action.undo": N_("Undo (practice)"),
    "choice.heading_play": N_("Choose a game"),
    "choice.heading_rules": N_("Read the rules"),
    "device.keys-left": N_("Keyboard left (WASD)"),
    "device.keys-right": N_("Keyboard right (arrows)"),
    "device.mouse": N_("Mouse"),
    "games.bits-pro.name": N_("BITS pro"),
    "games.bits-pro.summary": N_("BITS for experts: the same dominoes and task cards, with a fourth round and a fourth task card that rewards big, well-shaped areas.\n\nEveryone places the same domino on a 6 x 6 board, and must place it if it fits. Build the shapes the cards ask for, in the right colours, and keep the shapes that cost points off your board."),
    "games.bits.name": N_("BITS"),
    "games.bits.summary": N_("Coloured dominoes instead of shapes. Everyone places the same domino on a small 6 x 6 board, and you must place it if it fits anywhere.\n\nTask cards ask for single-colour areas of certain shapes: build them to score, and avoid the shapes that cost points. Each round adds a task card, and every open card scores at the end of every round.\n\nOnce per round you may drop your grey neutral piece instead. Three rounds."),
    "games.fits-mini.name": N_("FITS compact"),
    "games.fits-mini.summary": N_("The quick FITS: a smaller board, 13 pieces and two rounds.\n\nSlide the same piece as everyone else down your ramp. Every full row scores a point. On the second board, coloured symbols count as filled while you leave them free, and keeping all three symbols of one colour free earns a bonus.\n\nHoles cost nothing here, so play for full rows."),
    "games.fits.name": N_("FITS"),
    "games.fits.summary": N_("Everyone gets the same piece at the same time. Turn it, flip it, and slide it down your ramp: it drops straight down until it lands on the bottom or on another piece.\n\nFill your board as neatly as you can. Holes cost points, and each of the four boards scores something extra: full rows, bonus fields to keep free, fields to cover up, or symbol pairs.\n\nYou may set a piece aside instead of placing it. Four rounds; the best total wins."),
    "games.pilus.name": N_("PILUS"),
    "games.pilus.summary": N_("Take turns laying square tiles of four colours on an open table, beside other tiles or on top of them.\n\nEvery single-colour area you touch scores its size times the height of your tile, so building up pays. Your pawn guards the area it stands on: nobody else may cover it.\n\nTwo to four players; computer opponents fill empty seats."),
    "legend.bits.B": N_("Blue"),
    "legend.bits.K": N_("Black"),
    "legend.bits.N": N_("Neutral"),
    "legend.bits.P": N_("Purple"),
    "legend.bits.R": N_("Red"),
    "legend.bits.Y": N_("Yellow"),
    "legend.heading": N_("Colours and their patterns"),
    "legend.pilus.A": N_("Grey"),
    "legend.pilus.B": N_("Blue"),
    "legend.pilus.G": N_("Green"),
    "legend.pilus.Y": N_("Yellow"),
    "legend.player.0": N_("Red"),
    "legend.player.1": N_("Blue"),
    "legend.player.2": N_("Green"),
    "legend.player.3": N_("Yellow"),
    "legend.players": N_("Players and their symbols"),
    "level.easy": N_("easy"),
    "level.hard": N_("hard"),
    "level.master": N_("master"),
    "level.normal": N_("normal"),
    "pause.pad_unplugged": N_("The gamepad of {name} was unplugged. Plug a gamepad in, then choose Resume."),
    "pilus.curtain.press.keys-left": N_("Press Space to take the controls"),
    "pilus.curtain.press.keys-right": N_("Press Enter to take the controls"),
    "pilus.curtain.press.mouse": N_("Click to take the controls"),
    "pilus.curtain.press.pad": N_("Press A to take the controls"),
    "pilus.hint.keys-left": N_("WASD: move · Q: turn · E: next tile · Space: lay · +/-: zoom · Home: whole table · Tab or Esc: pause"),
    "pilus.hint.keys-right": N_("Arrows: move · .: turn · /: next tile · Enter: lay · +/-: zoom · Home: whole table · Esc: pause"),
    "pilus.hint.mouse": N_("Mouse: hold the tile over a spot · Click: lay · Right click or F: turn · G or click a tile: next tile · Drag: pan · Wheel: zoom · Home: whole table · Esc: pause"),
    "pilus.hint.pad": N_("Stick or D-pad: move · X: turn · Y: next tile · A: lay · B: back · LB/RB: zoom · Back: whole table · Start: pause"),
    "pilus.prompt.pawn_how.keys": N_("Left and right go through the lit cells and the button; confirm your choice. Next tile: back to the spot."),
    "pilus.prompt.pawn_how.mouse": N_("Click a lit cell to put it there, or the button to leave it. Right click: back to the spot."),
    "pilus.refusal.alone": N_("not next to any tile"),
    "pilus.refusal.cover_pawn": N_("it would cover another player's pawn"),
    "pilus.refusal.game_over": N_("the game is over"),
    "pilus.refusal.gap": N_("{cells} cells over a gap: only one cell may hang over a gap"),
    "pilus.refusal.join_pawns": N_("it would join regions protected by two players' pawns"),
    "pilus.refusal.matches": N_("level {level} needs {needed} colour matches, this spot gives {matches}"),
    "pilus.refusal.not_a_move": N_("not a PILUS move"),
    "pilus.refusal.not_in_hand": N_("tile {tile} is not in your hand"),
    "pilus.refusal.not_your_turn": N_("it is not your turn"),
    "pilus.refusal.one_tile": N_("it would lie squarely on one tile"),
    "pilus.refusal.pass": N_("you may pass only when none of your tiles fits anywhere"),
    "pilus.refusal.pawn_first": N_("the first time, your pawn goes on the tile you just played"),
    "pilus.refusal.pawn_off_table": N_("your pawn must stand on a tile"),
    "pilus.refusal.pawn_step": N_("your pawn goes onto the tile you just played or to a cell next to where it stands"),
    "pilus.refusal.protected": N_("that region is protected by another player's pawn"),
    "pilus.refusal.rotation": N_("rotation must be 0, 1, 2 or 3 quarter turns"),
    "pilus.refusal.too_high": N_("no tile can go above level {level}: it would need more colour matches than it has cells"),
    "ramp.board_rule.colour-sets": N_("All symbols of one colour free: {points:+d}"),
    "ramp.board_rule.dots": N_("Uncovered dot: {points:+d}"),
    "ramp.board_rule.fields": N_("Free bonus or minus field: its value"),
    "ramp.board_rule.rows": N_("Complete row: {points:+d}"),
    "ramp.board_rule.rows-with-symbols": N_("Complete row: {points:+d} (free symbols count as filled)"),
    "ramp.board_rule.symbol-pairs": N_("Symbol pair: both free {both:+d}, only one free {one:+d}"),
    "ramp.colour.B": N_("blue"),
    "ramp.colour.K": N_("black"),
    "ramp.colour.P": N_("purple"),
    "ramp.colour.R": N_("red"),
    "ramp.colour.Y": N_("yellow"),
    "ramp.refused.column": N_("Choose a column"),
    "ramp.refused.decided": N_("You have already decided"),
    "ramp.refused.game_over": N_("The game is over"),
    "ramp.refused.must_place": N_("The piece fits, so it must be placed"),
    "ramp.refused.neutral_no_fit": N_("Does not fit in this column"),
    "ramp.refused.neutral_orientation": N_("That is not a way to turn the neutral piece"),
    "ramp.refused.neutral_start": N_("Not with the start piece"),
    "ramp.refused.no_fit": N_("Does not fit in this column"),
    "ramp.refused.no_neutral": N_("Neutral piece already used"),
    "ramp.refused.no_neutral_domino": N_("This game has no neutral piece"),
    "ramp.refused.no_player": N_("There is no such player"),
    "ramp.refused.not_a_move": N_("Not a move of this game"),
    "ramp.refused.orientation": N_("That is not a way to turn {piece}"),
    "ramp.refused.out": N_("You are out for this round"),
    "ramp.refused.own_start": N_("The card shows your own start piece"),
    "ramp.refused.start_piece": N_("The start piece must be placed"),
    "ramp.refused.wrong_piece": N_("The card shows {piece}, not {played}"),
    "ramp.refused.wrong_start_piece": N_("Your start piece is {piece}, not {played}"),
    "ramp.results.table_heading": N_("Scores after round {number}"),
    "ramp.rule.bonus": N_("Bonus field left free"),
    "ramp.rule.colour_set": N_("All {symbol} symbols free"),
    "ramp.rule.dots": Nn_("{count} uncovered dot", "{count} uncovered dots"),
    "ramp.rule.negative": N_("Negative field left free"),
    "ramp.rule.pair_both": N_("Both {symbol} symbols free"),
    "ramp.rule.pair_one": N_("Only one {symbol} symbol free"),
    "ramp.rule.rows": N_("Complete row"),
    "ramp.rule.rows-with-symbols": N_("Complete row"),
    "ramp.rule.task": N_("Deck {deck} card: {colour} area of {count} matches"),
    "ramp.rule.task-other4": N_("Deck {deck} card: another area of 4"),
    "ramp.status.out": N_("Out for this round"),
    "ramp.status.own_start": N_("Your start piece: skipped"),
    "ramp.status.waiting": N_("Waiting for the others"),
    "ramp.symbol.blue": N_("blue"),
    "ramp.symbol.diamond": N_("diamond"),
    "ramp.symbol.green": N_("green"),
    "ramp.symbol.heart": N_("heart"),
    "ramp.symbol.moon": N_("moon"),
    "ramp.symbol.red": N_("red"),
    "ramp.symbol.star": N_("star"),
    "ramp.symbol.sun": N_("sun"),
    "rating.bits.gap-filler": N_("Gap filler"),
    "rating.bits.high-stacker": N_("High stacker"),
    "rating.bits.joint-sweeper": N_("Joint sweeper"),
    "rating.bits.master-builder": N_("Master builder"),
    "rating.bits.puzzle-artist": N_("Puzzle artist"),
    "rating.bits.stone-breaker": N_("Stone breaker"),
    "rating.bits.wall-builder": N_("Wall builder"),
    "rating.fits-mini.clever-builder": N_("Clever builder"),
    "rating.fits-mini.edge-puzzler": N_("Edge puzzler"),
    "rating.fits-mini.fits-master": N_("Fits master"),
    "rating.fits-mini.little-fitter": N_("Little fitter"),
    "rating.fits-mini.lucky": N_("Lucky"),
    "rating.fits-mini.stacking-star": N_("Stacking star"),
    "rating.fits.chin-up": N_("Chin up"),
    "rating.fits.could-be-better": N_("Could be better"),
    "rating.fits.getting-there": N_("Getting there"),
    "rating.fits.good": N_("Good"),
    "rating.fits.master": N_("Master"),
    "rating.fits.oh-well": N_("Oh well"),
    "rating.fits.very-good": N_("Very good"),
    "record.ordinal.1": N_("1st"),
    "record.ordinal.10": N_("10th"),
    "record.ordinal.2": N_("2nd"),
    "record.ordinal.3": N_("3rd"),
    "record.ordinal.4": N_("4th"),
    "record.ordinal.5": N_("5th"),
    "record.ordinal.6": N_("6th"),
    "record.ordinal.7": N_("7th"),
    "record.ordinal.8": N_("8th"),
    "record.ordinal.9": N_("9th"),
    "scores.date": N_("Date"),
    "scores.empty": N_("No high scores for {game} yet. A game played alone, without computer players, enters the table when it is among the ten best."),
    "scores.empty_pilus": N_("No high scores for PILUS: it is played against others, and only games played alone enter the table."),
    "scores.name": N_("Name"),
    "scores.place": N_("Place"),
    "scores.rating": N_("Rating"),
    "scores.score": N_("Score"),
    "scores.seed": N_("Deal number"),
    "setup.level_about.easy": N_("Plays the move that looks best, but often misjudges it. Quick."),
    "setup.level_about.hard": N_("Looks ahead: tries its best moves against the cards or tiles still to come. Thinks up to half a second a move."),
    "setup.level_about.master": N_("Looks further ahead, with many more tries per move than hard. Thinks up to two seconds a move."),
    "setup.level_about.normal": N_("Plays the move that looks best on its board. Quick."),
}


def keyed(key: str, **params) -> str:
    text = TEXTS.get(key)
    if text is None:
        return key
    if isinstance(text, tuple):
        return ngettext(*text, params.get("count", 0), **params)
    return _(text, **params)


def has(key: str) -> bool:
    return key in TEXTS


def english(key: str, **params) -> str:
    """The English text whatever the player's language (the replay referee speaks English)."""
    text = TEXTS.get(key, key)
    text = text[1] if isinstance(text, tuple) and params.get("count") != 1 else text
    text = text[0] if isinstance(text, tuple) else text
    return text.format_map(_Gaps(params)) if params else text


class _Gaps(dict):
    def __missing__(self, name):
        return "{" + name + "}"
