"""What speech (game.shell.speech) says of a seat's ramp on the 'say' action: the round and
the card, the piece in hand as it is turned now (its squares row by row, with their colours
in BITS), the columns it is over, where it would land, and the board's rows there (and the
one under it) with the special fields left free in them. Rows count from the bottom and
columns from the left, as a player points at a board."""
from __future__ import annotations

from game import games
from game.i18n import _, join, ngettext, number
from game.message_keys import has, keyed
from game.rules.field_kinds import field_kind
from game.rules.ramp_game import DECIDING, START


def ramp_state_words(game, hand, player: int, name: str) -> str:
    board = game.board(player)
    rounds = len(game.edition.boards)
    card = _("the start piece") if game.step == START else _("card {number}", number=number(game.step + 1))
    said = [_("{name}: round {round} of {rounds}, {card}.", name=name, round=number(game.round_index + 1),
              rounds=number(rounds), card=card)]
    if game.is_terminal() or game.status(player) != DECIDING or not hand.shape:
        return " ".join(said + [_("Your move is made: waiting for the others.")])
    said += _piece_words(game, hand)
    width = board.width
    first, last = hand.column + 1, hand.column + hand.width
    said.append(_("Over column {first} of {columns}.", first=number(first), columns=number(width)) if first == last
                else _("Over columns {first} to {last} of {columns}.", first=number(first), last=number(last),
                       columns=number(width)))
    top = board.landing(hand.shape, hand.column)
    height = len(hand.shape)
    if top is None:
        said.append(_("It does not fit here."))
        top = min(board.tops[column] for column in range(hand.column, hand.column + hand.width)) - height
    else:
        low, high = board.height - (top + height - 1), board.height - top
        said.append(_("It would land in row {low} from the bottom.", low=number(low)) if low == high else
                    _("It would land in rows {low} to {high} from the bottom.", low=number(low), high=number(high)))
        if top < 0:
            said.append(_("It would stick out above the board."))
    fields = game.edition.boards[game.round_index].fields
    for row in range(max(top, 0), min(top + height + 1, board.height)):  # its rows and the one under it
        said.append(_row_words(board, fields, row))
    return " ".join(said)


def _piece_words(game, hand) -> list[str]:
    count = sum(ch != "." for line in hand.shape for ch in line)
    said = [_("You hold the neutral domino.")] if hand.neutral else []
    said.append(ngettext("A piece of {count} square, {width} wide and {height} high.",
                         "A piece of {count} squares, {width} wide and {height} high.", count,
                         count=number(count), width=number(hand.width), height=number(len(hand.shape))))
    legend = games.get(game.edition.game_id).legend
    for index, line in enumerate(hand.shape):
        squares = [(column, ch) for column, ch in enumerate(line, 1) if ch != "."]
        named = [_("{column} {colour}", column=number(column), colour=keyed(f"legend.{legend}.{ch}"))
                 if has(f"legend.{legend}.{ch}") else number(column) for column, ch in squares]
        said.append(ngettext("Piece row {row}: square {squares}.", "Piece row {row}: squares {squares}.",
                             len(squares), row=number(index + 1), squares=join(named)))
    return said


def _row_words(board, fields, row: int) -> str:
    shown = number(board.height - row)
    free = [column for column in range(board.width) if board.label(row, column) is None]
    if not free:
        words = _("Row {row}: full.", row=shown)
    elif len(free) == board.width:
        words = _("Row {row}: empty.", row=shown)
    else:
        words = ngettext("Row {row}: free at column {columns}.", "Row {row}: free at columns {columns}.", len(free),
                         row=shown, columns=join(number(column + 1) for column in free))
    return " ".join([words] + [_("Special field at column {column}: {field}.", column=number(column + 1),
                                 field=field_kind(fields[row, column].kind).words(fields[row, column]))
                               for column in free if (row, column) in fields])
