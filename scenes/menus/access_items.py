"""The settings that make the game playable by more people (docs/accessibility.md), as menu
items: Settings lists them all, and the very first start's page offers text size and contrast
before anything else (issue 50). Each applies at once and is kept."""
from __future__ import annotations

from game.i18n import _
from game.saved.storage import TEXT_SIZES
from game.shell import text_size as text_size_setting
from sprites import ui
from sprites.menu_widgets import MenuItem


def toggle(app, name: str, label=None, then=None) -> MenuItem:
    """An item turning the setting `name` on and off (then: called after each change)."""
    flip = lambda: use(app, name, not getattr(app.settings, name), then)  # noqa: E731 - one action, two ways in
    return MenuItem(label or "", on_activate=flip, on_change=lambda step: flip())


def choice(app, name: str, choices: tuple, label=None, then=None) -> MenuItem:
    """An item stepping the setting `name` through `choices` (confirm: the next, round to the first)."""
    def step_by(step: int, wrap: bool):
        index = choices.index(getattr(app.settings, name)) + step
        use(app, name, choices[index % len(choices) if wrap else min(max(index, 0), len(choices) - 1)], then)
    return MenuItem(label or "", on_activate=lambda: step_by(1, True), on_change=lambda step: step_by(step, False))


def use(app, name: str, value, then=None):
    """Set one of them: in use at once, and kept."""
    setattr(app.settings, name, value)
    app.use_access_settings()
    app.save_settings_soon()
    if then is not None:
        then()


def high_contrast(app) -> MenuItem:
    return toggle(app, "high_contrast",
                  lambda: _("High contrast: on") if app.settings.high_contrast else _("High contrast: off"))


def text_size(app) -> MenuItem:
    def label():
        chosen = app.settings.text_size
        drawn = text_size_setting.factor_in(ui.unit(app.surface), chosen)  # as ui.text_factor draws it
        if drawn == chosen:
            return _("Text size: {percent}%", percent=round(chosen * 100))
        # A window too small for the size chosen draws a smaller one: said, not left to be guessed.
        return _("Text size: {percent}% ({shown}% here)", percent=round(chosen * 100),
                 shown=round(drawn * 100))
    return choice(app, "text_size", TEXT_SIZES, label)
