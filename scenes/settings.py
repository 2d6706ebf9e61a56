"""Settings: volume (with a sample sound), full screen, language. Saved on leaving."""
from __future__ import annotations

from game import i18n
from game.scene_stack import Scene
from sprites import palette, ui

VOLUME_STEP = 0.1
SAMPLE_SOUND = "land"


class SettingsScene(Scene):
    at_rest = True  # a menu: it changes only on input

    def __init__(self, app):
        super().__init__(app)
        tr = app.tr
        self.volume = ui.MenuItem("", on_change=self.change_volume)
        self.fullscreen = ui.MenuItem("", on_activate=self.toggle_fullscreen,
                                      on_change=lambda step: self.toggle_fullscreen())
        items = [self.volume, self.fullscreen]
        self.languages = i18n.languages()
        self.language = None
        if len(self.languages) > 1:  # no choice to offer until a second language ships
            self.language = ui.MenuItem("", on_change=self.change_language)
            items.append(self.language)
        items.append(ui.MenuItem(tr("settings.back"), app.stack.pop))
        self.menu = ui.MenuList(items, play=app.audio.play)
        self._refresh_labels()

    def _refresh_labels(self):
        tr, settings = self.app.tr, self.app.settings
        self.volume.label = tr("settings.volume", percent=round(settings.volume * 100))
        self.fullscreen.label = tr("settings.fullscreen_on" if settings.fullscreen else "settings.fullscreen_off")
        if self.language:
            self.language.label = tr("settings.language", language=tr(f"language.{settings.language}"))

    def change_volume(self, step: int):
        self.app.set_volume(round(self.app.settings.volume + step * VOLUME_STEP, 2))
        self.app.audio.play(SAMPLE_SOUND)
        self._refresh_labels()

    def toggle_fullscreen(self):
        self.app.set_fullscreen(not self.app.settings.fullscreen)

    def change_language(self, step: int):
        languages = self.languages
        current = languages.index(self.app.settings.language) if self.app.settings.language in languages else 0
        self.app.settings.language = languages[(current + step) % len(languages)]
        i18n.set_language(self.app.settings.language)
        self._refresh_labels()

    def on_exit(self):
        self.app.save_settings()

    def handle_event(self, event) -> bool:
        return self.menu.handle_event(event)

    def update(self, dt):
        self._refresh_labels()  # F11 may change full screen while this screen is open
        if self.app.input.menu_pressed("back"):
            self.app.stack.pop()
        else:
            self.menu.update(self.app.input)

    def draw(self, surface):
        ui.fill_background(surface)
        top = ui.screen_title(surface, self.app.tr("settings.heading"))
        bottom = surface.get_height() - ui.px(surface, 60)
        if not self.app.audio.available:
            rect = ui.draw_text(surface, self.app.tr("settings.no_audio"), ui.SMALL, palette.WARNING,
                                (surface.get_width() // 2, bottom - ui.px(surface, 10)), "midbottom")
            bottom = rect.top
        ui.draw_centred_menu(surface, self.menu, top, bottom, design_width=520)
        ui.draw_hint(surface, self.app.tr("hint.menu"))
