"""The boards of a game on the setup screen, for an edition whose boards may be chosen
(FITS's variant): the printed boards by number, the player's own (game.saved.boards)
by letter, typed in the order to play them, e.g. "2 A 4". A game on a board of the
player's own carries it in its replay (game.boards.board_text.with_chosen)."""
from __future__ import annotations

from string import ascii_uppercase

from game.boards.board_text import share_code
from game.i18n import _
from game.saved.boards import BoardShelf
from sprites import menu_widgets

BOARDS_LENGTH = 20


class BoardChoice:
    def __init__(self, storage, edition):
        self.printed = edition.printed_order()
        own, self.problems = BoardShelf(storage).load()
        self.own = [saved for saved in own if saved.game_id == edition.game_id][:len(ascii_uppercase)]
        self.field = menu_widgets.TextField(" ".join(map(str, self.printed)), max_length=BOARDS_LENGTH)

    def order(self) -> tuple | None:
        """The boards typed, in order, as a replay's board_order holds them; None for all
        of them as printed. ValueError (its words for the screen) when it is no choice."""
        chosen = []
        for word in self.field.text.replace(",", " ").upper().split():
            if word.isdigit() and 1 <= int(word) <= len(self.printed):
                chosen.append(int(word))
            elif len(word) == 1 and word in ascii_uppercase[:len(self.own)]:
                saved = self.own[ascii_uppercase.index(word)]
                chosen.append(share_code(saved.game_id, saved.board))
            else:
                raise ValueError(self._how())
        if not chosen or len(set(chosen)) < len(chosen):
            raise ValueError(self._how())
        return None if tuple(chosen) == self.printed else tuple(chosen)

    def _how(self) -> str:
        if self.own:
            return _("Boards: type the letters of your boards and board numbers from 1 to {count}, each once, "
                     "in the order to play them.", count=len(self.printed))
        return _("Boards: type board numbers from 1 to {count}, each once, in the order to play them.",
                 count=len(self.printed))

    def problem(self) -> str | None:
        try:
            self.order()
        except ValueError as exc:
            return str(exc)
        return None

    def label(self) -> str:
        text = self.field.text
        if self.field.editing:
            return _("Boards: {boards}_", boards=text)
        if self.problem() is None and self.order() is None:
            return _("Boards: {boards} (all, as printed)", boards=text)
        return _("Boards: {boards} (a choice: its own high scores)", boards=text)

    def lines(self) -> list[str]:
        """What the setup screen's panel says while the boards are focused."""
        lines = ["# " + _("Boards"), _("1 to {count}: the printed boards", count=len(self.printed))]
        lines += [f"{letter}: {saved.board.name}" for letter, saved in zip(ascii_uppercase, self.own)]
        if not self.own:
            lines.append(_("Boards of your own are made under Create → Boards."))
        return lines
