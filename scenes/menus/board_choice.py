"""The boards of a game on the setup screen, for an edition whose boards may be chosen
(FITS's variant): the printed boards by number, the player's own (game.saved.boards)
by letter, typed in the order to play them, e.g. "2 A 4", and named once typed
("2, Castle, 4"). The letters go to the first 26 of the edition's own boards by name;
the panel says which boards have none (each is played from its place in Create → Boards).
A game on a board of the player's own carries it in its replay (game.boards.board_text.with_chosen)."""
from __future__ import annotations

from string import ascii_uppercase

from game.boards.board_text import share_code
from game.i18n import _, ngettext
from game.saved.boards import BoardShelf
from sprites import menu_widgets

BOARDS_LENGTH = 20


class BoardChoice:
    def __init__(self, storage, edition):
        self.printed = edition.printed_order()
        self.shelf = BoardShelf(storage)
        own, self.problems = self.shelf.load()
        own = [saved for saved in own if saved.game_id == edition.game_id]
        self.own, self.unlettered = own[:len(ascii_uppercase)], own[len(ascii_uppercase):]
        self.opened = {}  # letter -> the board read from its file once chosen (BoardShelf.open)
        self.field = menu_widgets.TextField(" ".join(map(str, self.printed)), max_length=BOARDS_LENGTH)

    def _words(self) -> list[str]:
        return self.field.text.replace(",", " ").upper().split()

    def order(self) -> tuple | None:
        """The boards typed, in order, as a replay's board_order holds them; None for all
        of them as printed. ValueError (its words for the screen) when it is no choice."""
        chosen = []
        for word in self._words():
            if word.isdigit() and 1 <= int(word) <= len(self.printed):
                chosen.append(int(word))
            elif len(word) == 1 and word in ascii_uppercase[:len(self.own)]:
                saved = self._open(word)
                chosen.append(share_code(saved.game_id, saved.board))
            else:
                raise ValueError(self._how())
        if not chosen or len(set(chosen)) < len(chosen):
            raise ValueError(self._how())
        return None if tuple(chosen) == self.printed else tuple(chosen)

    def _open(self, letter: str):
        """The own board of `letter` as its file holds it now; ValueError saying why when it cannot be read."""
        if letter not in self.opened:
            opened, problem = self.shelf.open(self.own[ascii_uppercase.index(letter)])
            if opened is None:
                raise ValueError(problem)
            self.opened[letter] = opened
        return self.opened[letter]

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

    def named(self) -> str:
        """The boards typed, in order, each named: a printed board by its number, one's own by its name."""
        return ", ".join(word if word.isdigit() else self.own[ascii_uppercase.index(word)].name for word in self._words())

    def label(self) -> str:
        if self.field.editing:
            return _("Boards: {boards}_", boards=self.field.text)
        if self.problem() is not None:
            return _("Boards: {boards}", boards=self.field.text)
        if self.order() is None:
            return _("Boards: {boards} (all, as printed)", boards=self.field.text)
        return _("Boards: {boards} (a choice: its own high scores)", boards=self.named())

    def lines(self) -> list[str]:
        """What the setup screen's panel says while the boards are focused."""
        lines = ["# " + _("Boards"), _("1 to {count}: the printed boards", count=len(self.printed))]
        if self.own:  # one paragraph: 26 names on lines of their own would shrink the panel's text
            lines.append("\u00a0· ".join(f"{letter}:\u00a0{saved.name}" for letter, saved in zip(ascii_uppercase, self.own)))
        else:
            lines.append(_("Boards of your own are made under Create → Boards."))
        if self.unlettered:
            first = self.unlettered[0].name
            lines.append(ngettext("A to Z are your first boards by name; the {count} board from {name} on has no "
                                  "letter: play it from Create → Boards.",
                                  "A to Z are your first boards by name; the {count} boards from {name} on have no "
                                  "letter: play them from Create → Boards.", len(self.unlettered),
                                  count=len(self.unlettered), name=first))
        return lines
