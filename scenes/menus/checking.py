"""A check that may take a while, run off the window's thread: refereeing a challenge or a
replay handed to the game (a file, a pasted code, the command line). While it runs, its
screen says what is being checked and the window stays responsive; Back leaves it (what
the check finds is then dropped). Once it is done, the scene made of its outcome takes
its place. A check over within a blink (most are; the tests' executor runs each at once,
in this thread) shows no checking screen: the scene of its outcome is the one made."""
from __future__ import annotations

from concurrent.futures import wait

from game.i18n import _
from game.shell.scene_stack import MenuScene
from scenes.shared.device_text import menu_hint
from sprites import menu_widgets, palette, ui

# A check done this soon shows no checking screen (most are: a whole game is refereed in
# a few hundredths of a second); the window waits no longer than this for it.
GRACE_SECONDS = 0.1


def checked(app, title: str, work, then):
    """The scene then(future) makes of work() run on the app's checks executor: at once when
    it is done within a blink (GRACE_SECONDS), else after a CheckingScene headed `title`."""
    future = app.checks.submit(work)
    wait([future], timeout=GRACE_SECONDS)
    if future.done():
        return then(future)
    return CheckingScene(app, title, future, then)


class CheckingScene(MenuScene):
    calm = True  # nothing moves but the dots: drawn at the calm rate until the check is done

    def __init__(self, app, title: str, future, then):
        super().__init__(app)
        self.title = title
        self.future = future
        self.then = then
        self.seconds = 0.0
        self.menu = menu_widgets.MenuList([menu_widgets.MenuItem(_("Back"), self.go_back)], play=app.audio.play)

    def go_back(self):
        self.future.cancel()  # not begun yet: never; begun: it ends in its thread, its outcome unread
        self.future = None
        if len(self.app.stack) > 1:
            self.app.stack.pop()
        else:  # opened from the command line: on to the title screen
            self.app.stack.clear_to("title")

    def update(self, dt: float):
        self.seconds += dt
        if self.future is not None and self.future.done():
            self.app.stack.replace(self.then(self.future))
            self.future = None
            return
        super().update(dt)

    def draw(self, surface):
        ui.fill_background(surface)
        top = ui.screen_title(surface, self.title)
        w, h = surface.get_size()
        dots = "." * (1 + int(self.seconds * 2) % 3)
        y = ui.draw_notes(surface, [(_("Checking every move{dots}", dots=dots), palette.TEXT)], (w // 2, top),
                          w - ui.px(surface, 160), ui.BODY)
        menu_widgets.draw_centred_menu(surface, self.menu, y + ui.px(surface, 20), ui.above_hint(surface),
                                       row_height=54, gap=10)
        ui.draw_hint(surface, menu_hint(self.app))
