"""Create → Boards → a board: the editor of a board of the player's own.

The grid's cells and the choices beside it are one menu walked by rows and
columns (keys, D-pad or stick, the mouse): on a cell, confirm puts the next
field of the chosen scoring there (empty, then each field the printed boards of
that scoring carry, then empty again), Delete or Backspace or a right click
takes it away. Beside the grid: the edition and the scoring (left and right
change them, from game.boards.scoring), the name (typed, or on the on-screen
keyboard with a pad), the checks the printed boards pass with the reason of
each that fails, Save, the share code and the file to pass on with its code beside it (Share: the code shown, copied, and
written to a file), Back.
"""
from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

import pygame

from game.boards.board_text import CODE_PREFIX, editions, share_code
from game.boards.scoring import MAX_TITLE, field_name, kind_of, problems, scoring_kinds
from game.i18n import N_, Said, _, join
from game.message_keys import keyed
from game.rules.ramp_data import BoardDef
from game.saved.boards import BoardChanged, BoardShelf, SavedBoard, export
from game.saved.storage import save_problem
from game.shell.scene_stack import Scene
from scenes.shared.device_text import menu_hint, reader_pad, said
from scenes.shared.page_blocks import Picture
from scenes.shared.text_entry import start_typing, typing_hint
from sprites import menu_widgets, palette, ui
from sprites.code_text import code_height, draw_code, mono_font
from sprites.ramp_board_view import draw_field

EXPORT_FOLDER = "shared-boards"  # under the data folder: the files a player passes on


class BoardEditorScene(Scene):
    at_rest = True  # changes only on input

    def __init__(self, app, saved: SavedBoard | None = None):
        """saved: a board of the player's to change (saved over its own file); None: a new one."""
        super().__init__(app)
        self.editions = editions()
        self.saved = saved
        edition = next((e for e in self.editions if saved and e.game_id == saved.game_id), self.editions[0])
        self.edition_index = self.editions.index(edition)
        self.fields = dict(saved.board.fields) if saved else {}
        kinds = scoring_kinds(edition)
        found = kind_of(edition, saved.board) if saved else None
        self.kind_index = kinds.index(found) if found else 0
        self.name = menu_widgets.TextField(saved.board.name if saved else "", max_length=MAX_TITLE)
        self.said: str | None = None  # the outcome of the last Save or Share
        self.shared: Shared | None = None  # what the last Share made, shown until the board changes
        self._notes_room = pygame.Rect()  # where the notes were last drawn: a code too long for it has a page
        self.cells: dict[tuple[int, int], menu_widgets.MenuItem] = {}
        self.edition_item = menu_widgets.MenuItem("", on_change=self.change_edition)
        self.kind_item = menu_widgets.MenuItem("", on_change=self.change_kind)
        self.name_item = menu_widgets.MenuItem("", on_activate=self.edit_name, elide=True)  # typed whole: the field
        self.save_item = menu_widgets.MenuItem(_("Save"), on_activate=self.save)
        self.share_item = menu_widgets.MenuItem(_("Share"), on_activate=self.share)
        self.back_item = menu_widgets.MenuItem(_("Back"), on_activate=self.leave)
        self.menu = menu_widgets.MenuList([], play=app.audio.play, grid=True)
        self._build()

    # What is being made ------------------------------------------------------
    @property
    def edition(self):
        return self.editions[self.edition_index]

    @property
    def kind(self):
        return scoring_kinds(self.edition)[self.kind_index]

    def board(self) -> BoardDef:
        edition, kind = self.edition, self.kind
        return BoardDef(id="own", name=self.name.text.strip(), width=edition.width, height=edition.height,
                        fields=dict(self.fields), rules=kind.rules, values=dict(kind.values))

    def problems(self) -> list[str]:
        return problems(self.edition, self.board())

    def _build(self):
        edition = self.edition
        self.cells = {(r, c): menu_widgets.MenuItem("", on_activate=lambda cell=(r, c): self.cycle(cell))
                      for r in range(edition.height) for c in range(edition.width)}
        self.menu.items = [*self.cells.values(), self.edition_item, self.kind_item, self.name_item,
                           self.save_item, self.share_item, self.back_item]
        self.menu.focus = min(self.menu.focus, len(self.menu.items) - 1)
        self._labels()

    def _labels(self):
        self.edition_item.label = _("Edition: {name}", name=keyed(f"games.{self.edition.game_id}.name"))
        self.kind_item.label = _("Scoring: {kind}", kind=kind_words(self.kind))
        self.name_item.label = _("Name: {name}", name=self.name.text + ("_" if self.name.editing else ""))
        self.save_item.enabled = self.share_item.enabled = not self.problems()

    def change_edition(self, step: int):
        self.edition_index = (self.edition_index + step) % len(self.editions)
        self.kind_index, self.fields = 0, {}  # another size and other fields: the board starts empty
        self._build()

    def change_kind(self, step: int):
        self.kind_index = (self.kind_index + step) % len(scoring_kinds(self.edition))
        palette_now = self.kind.fields
        self.fields = {cell: field for cell, field in self.fields.items() if field in palette_now}
        self._labels()

    def cycle(self, cell):
        """Empty, then each field of the scoring in turn, then empty again."""
        choices = (None, *self.kind.fields)
        now = choices.index(self.fields.get(cell)) if self.fields.get(cell) in choices else 0
        self.put(cell, choices[(now + 1) % len(choices)])

    def put(self, cell, field):
        if field is None:
            self.fields.pop(cell, None)
        else:
            self.fields[cell] = field
        self.said = self.shared = None
        self._labels()

    def edit_name(self):
        start_typing(self.app, self.name, self._name_typed)
        self._labels()

    def _name_typed(self, confirmed: bool = True):
        if self.name.editing:
            self.name.stop()
        self._labels()

    # Keeping and passing on ----------------------------------------------------
    def changed(self) -> bool:
        """Changes a Save would keep: a new board with a field or a name; a saved one made otherwise."""
        if self.saved is None:
            return bool(self.fields or self.name.text.strip())
        board, kept = self.board(), self.saved.board
        return self.edition.game_id != self.saved.game_id or \
            (board.name, board.fields, board.rules, board.values) != (kept.name, dict(kept.fields), kept.rules,
                                                                      dict(kept.values))

    def leave(self):
        """Back to the boards; with changes not saved, asked first (scenes/menus/board_unsaved.py)."""
        if self.changed():
            self.app.stack.push("board_unsaved", self)
        else:
            self.app.stack.pop()

    def save(self, anyway: bool = False, as_new: bool = False) -> SavedBoard | None:
        """Save over the board opened (anyway: whatever its file holds now), or as a new
        board; when another window changed or removed that file meanwhile, ask first."""
        if self.problems():
            return None
        over = None if as_new else self.saved
        try:
            saved, problem = BoardShelf(self.app.storage).save(self.edition.game_id, self.board(), over=over,
                                                               anyway=anyway)
        except BoardChanged as changed:
            self.app.stack.push("board_changed", self, changed.vanished)
            return None
        if problem is not None:
            self.said = problem
            return None
        if as_new or self.saved is None or saved.path == self.saved.path:
            self.said = Said(lambda: _("Saved as {file}.", file=saved.path.name))
        else:
            self.said = Said(lambda: _("You have this board already: {name}.", name=saved.name))
        self.saved = saved
        return saved

    def share(self):
        """Save, write the board as one file to pass on, put its code on the clipboard."""
        saved = self.save()
        if saved is not None:
            self.shared, self.said = share_board(self.app, saved)
            if self.shared and self._notes_room.h and not self.shared.fits(self.app.surface, self._notes_room):
                self.app.stack.push("text_page", _("Board code"), self.shared.page(self.app))

    # Input -------------------------------------------------------------------------
    def handle_event(self, event) -> bool:
        if self.name.editing:
            if self.name.handle_event(event):
                self._labels()
                return True
        focused = self.menu.focused
        cell = next((cell for cell, item in self.cells.items() if item is focused), None)
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_DELETE, pygame.K_BACKSPACE) and cell:
            self.put(cell, None)
            return True
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == pygame.BUTTON_RIGHT:
            hit = next((cell for cell, item in self.cells.items() if item.rect.collidepoint(event.pos)), None)
            if hit:
                self.put(hit, None)
                return True
        return self.menu.handle_event(event)

    def update(self, dt: float):
        if self.name.editing:
            return
        if self.app.input.menu_pressed("back"):
            self.leave()
        else:
            self.menu.update(self.app.input)

    # Drawing -------------------------------------------------------------------------
    def draw(self, surface):
        ui.fill_background(surface)
        top = ui.screen_title(surface, _("Board editor"))
        w, h = surface.get_size()
        hint = typing_hint(self.app, _("Type the name, then press Enter.")) if self.name.editing else \
            self._cell_hint() + "  ·  " + menu_hint(self.app)
        # The hint's band: taller where its line would take three at the floor (a larger text size).
        floor = ui.min_text_px(surface)
        bottom = h - max(ui.px(surface, 60), len(ui.wrap(hint, floor, w - ui.px(surface, 40))) * ui.font(floor).get_linesize()
                         + ui.px(surface, 8))
        edition = self.edition
        cell = min((bottom - top) // edition.height, ui.px(surface, 56))
        grid = pygame.Rect(ui.px(surface, 60), top, cell * edition.width, cell * edition.height)
        for (r, c), item in self.cells.items():
            item.rect = pygame.Rect(grid.x + c * cell, grid.y + r * cell, cell, cell)
        left = grid.right + ui.px(surface, 40)
        width = w - left - ui.px(surface, 40)
        row_h, gap = ui.px(surface, 48), ui.px(surface, 8)
        for n, item in enumerate((self.edition_item, self.kind_item, self.name_item)):
            item.rect = pygame.Rect(left, top + n * (row_h + gap), width, row_h)
        y = top + 3 * (row_h + gap)
        third = (width - 2 * gap) // 3
        for n, item in enumerate((self.save_item, self.share_item, self.back_item)):
            item.rect = pygame.Rect(left + n * (third + gap), y, third, row_h)
        self.menu.draw_items(surface, ui.SMALL)
        self._draw_grid(surface, cell)
        notes = pygame.Rect(left, y + row_h + ui.px(surface, 16), width, bottom - y - row_h - ui.px(surface, 16))
        if self.menu.focused is self.name_item and self.name_item.cut:  # the button shows it cut short
            below = self._draw_whole_name(surface, notes) + ui.px(surface, 12)
            notes = pygame.Rect(left, below, width, max(0, notes.bottom - below))
        self._notes_room = notes
        if self.shared:
            self.shared.draw(surface, notes)
        else:
            ui.draw_paragraphs(surface, "\n".join(self._notes()), ui.SMALL, palette.TEXT, notes)
        ui.draw_hint(surface, hint, band=pygame.Rect(0, bottom, w, h - bottom))

    def _cell_hint(self) -> str:
        """How a cell is changed, with the reader's device: a pad has no Delete, its confirm
        steps on past the last field to none."""
        pad = reader_pad(self.app)
        if pad is not None:
            return _("On a cell: {confirm} puts the next field, after the last none",
                     confirm=said(self.app, pad, "confirm"))
        return _("On a cell: confirm puts the next field, Delete takes it away")

    def _draw_grid(self, surface, cell: int):
        """The cells as the board shows them, over the menu's buttons; the focused one framed."""
        board = self.board()
        inset = max(1, cell // 16)
        for (r, c), item in self.cells.items():
            surface.fill(palette.SLOT_EDGE, item.rect)
            surface.fill(palette.SLOT, item.rect.inflate(-2 * inset, -2 * inset))
            draw_field(surface, item.rect, board.fields.get((r, c)), "dots" in board.rules)
        focused = self.menu.focused
        if focused in self.cells.values():
            pygame.draw.rect(surface, palette.ACCENT, focused.rect, max(2, cell // 12))

    def _draw_whole_name(self, surface, rect: pygame.Rect) -> int:
        """The whole name over the top of `rect`, on a panel, wrapped at a readable size (a long
        word cut across lines); returns the panel's bottom."""
        size, pad = ui.text_size(surface, ui.SMALL), ui.px(surface, 10)
        lines = ui.wrap(_("Name: {name}", name=self.name.text), size, rect.w - 2 * pad, cut=True)
        line_h = ui.font(size).get_linesize()
        panel = pygame.Rect(rect.x, rect.y, rect.w, len(lines) * line_h + 2 * pad)
        ui.draw_panel(surface, panel, highlight=True)
        for n, line in enumerate(lines):
            ui.draw_text(surface, line, ui.SMALL, palette.TEXT, (panel.x + pad, panel.y + pad + n * line_h),
                         box=panel)
        return panel.bottom

    def _notes(self) -> list[str]:
        lines = ["# " + _("Fields of this scoring"),
                 join([field_name(f) for f in self.kind.fields]) if self.kind.fields else
                 _("None: this scoring counts rows only.")]
        found = self.problems()
        lines.append("# " + (_("Checks: not yet a board to play") if found else _("Checks: all passed")))
        lines += found or [_("Every check the printed boards pass, this board passes.")]
        if self.said:
            lines += ["", self.said]
        return lines


def share_board(app, saved: SavedBoard) -> tuple["Shared | None", str | None]:
    """Write an opened board (BoardShelf.open) as one file to pass on, its code in a file
    beside it, and put the code on the clipboard: (what was shared, None), or (None, the
    problem in words) when the files are refused."""
    code = share_code(saved.game_id, saved.board)
    folder = app.storage.folder / EXPORT_FOLDER
    try:
        path, code_path = export(saved, folder)
    except OSError as exc:
        return None, save_problem(folder, exc)
    try:
        pygame.scrap.put_text(code)
        copied = True
    except pygame.error:  # no clipboard here: the code is on screen (and in its file) to copy by hand
        copied = False
    return Shared(code, path, code_path, copied), None


CODE_SIZE = NOTE_SIZE = ui.SMALL - 4  # design size of a share code's letters and the words round it


@dataclass(frozen=True)
class Shared:
    """A board shared: its code, the board's file and the code's file beside it, and whether
    the code went onto the clipboard. Shown in place of the notes: the code in groups of
    four, in a monospace face, at a readable size, wrapped to the panel's width."""

    code: str
    path: Path
    code_path: Path
    copied: bool

    def draw(self, surface, rect: pygame.Rect):
        """The heading, whether it was copied, the code, and where its file is; where the panel
        is short (a window forced small), the file named from the data folder on, then no heading,
        then the code alone with whether it was copied (the longest code at 640 x 360). A code that
        would not fit even at the floor (a larger text size) is left out: Share showed it on a page."""
        said = self._said()
        whole = self._in_files()
        short = _("The code is also in {code_file}.", code_file=EXPORT_FOLDER + "/" + self.code_path.name)
        gap = ui.px(surface, 12)
        size = self._code_size(surface, rect)
        code_h = code_height(surface, self.code, CODE_PREFIX, size, rect.w) if size else 0
        headed = "# " + _("Board code") + "\n" + said
        for top, files in ((headed, whole), (headed, short), (said, short), (said, "")):
            if self._height(surface, top, rect) + code_h + gap + self._height(surface, files, rect) <= rect.h:
                break
        y = rect.y + self._paragraphs(surface, top, rect, rect.y)
        if size:
            y = draw_code(surface, self.code, CODE_PREFIX, size, palette.ACCENT, pygame.Rect(rect.x, y, rect.w,
                                                                                         rect.bottom - y))
        if files:
            self._paragraphs(surface, files, rect, y + gap)

    def least_height(self, surface, width: int, size: float = CODE_SIZE) -> int:
        """How tall draw() draws at the least: the code (at design `size`) and whether it was copied."""
        return (self._height(surface, self._said(), pygame.Rect(0, 0, width, 0))
                + code_height(surface, self.code, CODE_PREFIX, size, width))

    def fits(self, surface, rect: pygame.Rect) -> bool:
        """Whether the code fits `rect` with whether it was copied, at the floor at least."""
        return self._code_size(surface, rect) is not None

    def page(self, app) -> list:
        """A text page's blocks (it scrolls): whether the code was copied, the code, its files."""
        def height(width: int) -> int:
            return code_height(app.surface, self.code, CODE_PREFIX, CODE_SIZE, width)

        def draw(surface, rect: pygame.Rect):
            draw_code(surface, self.code, CODE_PREFIX, CODE_SIZE, palette.ACCENT, rect)

        return [self._said(), Picture(height, draw), self._in_files()]

    def _in_files(self) -> str:
        return _("The code is also in the file {code_file}, beside the board's file {board_file}.",
                 code_file=str(self.code_path), board_file=self.path.name)

    def _code_size(self, surface, rect: pygame.Rect) -> float | None:
        """The code's design size: its own where it fits `rect` with whether it was copied, else
        smaller as far as that takes (a larger text size), never below the readable floor (None:
        it does not fit even there)."""
        # The monospace face's lines are a little lower than the game's at the same size: not below the floor's.
        least = ui.font(ui.min_text_px(surface)).get_linesize() - 1
        sizes = [size for size in range(CODE_SIZE, ui.MIN_SIZE - 1, -1)
                 if mono_font(ui.text_size(surface, size)).get_linesize() >= least] or [CODE_SIZE]
        return next((size for size in sizes if self.least_height(surface, rect.w, size) <= rect.h), None)

    def _said(self) -> str:
        return _("Copied to the clipboard.") if self.copied else _(
            "There is no clipboard here: copy the code from the screen or from its file.")

    @staticmethod
    def _height(surface, text: str, rect: pygame.Rect) -> int:
        return ui.paragraphs_height(surface, text, NOTE_SIZE, rect.w)

    @staticmethod
    def _paragraphs(surface, text: str, rect: pygame.Rect, y: int) -> int:
        room = pygame.Rect(rect.x, y, rect.w, rect.bottom - y)
        return ui.draw_paragraphs(surface, text, NOTE_SIZE, palette.TEXT, room)




# What each scoring rule counts, as the editor names a scoring ('dots', in every FITS scoring, goes unsaid).
RULE_WORDS = {"rows": N_("rows"), "rows-with-symbols": N_("rows"), "fields": N_("bonus and minus fields"),
              "symbol-pairs": N_("symbol pairs"), "colour-sets": N_("colour sets")}


def kind_words(kind) -> str:
    """A scoring kind as a player knows it: what it scores, like which printed board."""
    words = list(dict.fromkeys(_(RULE_WORDS[rule]) for rule in kind.rules if rule in RULE_WORDS))
    return _("{scores}, as on board {number}", scores=join(words), number=kind.example)
