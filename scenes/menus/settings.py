"""Settings: the music's volume, the effects' volume (with a sample sound), full
screen, language, the way to each device's controls (scenes/menus/controls.py),
whether solo games offer ghosts to race (game.ghost), and what makes the game playable by
more people (docs/accessibility.md): reduced motion and the animation speed
(game.shell.motion), sound captions (game.shell.captions), the key settle time
(game.shell.input.input_map), speech (game.shell.speech; a line says when it cannot be heard), high
contrast (sprites.palette) and the text size (sprites.ui).
Each applies at once and is saved a moment later (game.shell.app.save_settings_soon)."""
from __future__ import annotations

from game import i18n
from game.i18n import _, number
from game.saved.storage import ANIMATION_SPEEDS, KEY_SETTLE_TIMES
from game.shell.scene_stack import MenuScene
from scenes.menus import access_items
from scenes.shared.device_text import menu_hint
from sprites import menu_widgets, palette, ui

VOLUME_STEP = 0.1
SAMPLE_SOUND = "land"


class SettingsScene(MenuScene):
    at_rest = True  # a menu: it changes only on input

    def __init__(self, app):
        super().__init__(app)
        self.music_volume = menu_widgets.MenuItem("", on_change=self.change_music_volume)
        self.volume = menu_widgets.MenuItem("", on_change=self.change_volume)
        self.fullscreen = menu_widgets.MenuItem("", on_activate=self.toggle_fullscreen,
                                      on_change=lambda step: self.toggle_fullscreen())
        self.languages = i18n.languages()
        self.language = menu_widgets.MenuItem("", on_activate=lambda: self.change_language(1), on_change=self.change_language)
        self.controls = menu_widgets.MenuItem("", lambda: app.stack.push("controls"))
        # After Controls, so that the items before keep their places.
        self.ghosts = menu_widgets.MenuItem("", on_activate=self.toggle_ghosts, on_change=lambda step: self.toggle_ghosts())
        # After Ghosts, so that the items before keep their places.
        self.reduced_motion = self._toggle("reduced_motion")
        self.animation_speed = self._choice("animation_speed", ANIMATION_SPEEDS)
        self.sound_captions = self._toggle("sound_captions")
        self.key_settle = self._choice("key_settle", KEY_SETTLE_TIMES)
        self.speech = self._toggle("speech")  # after the others: the items before keep their places
        self.high_contrast = access_items.high_contrast(app)
        self.text_size = access_items.text_size(app)
        self.back = menu_widgets.MenuItem("", app.stack.pop)
        self.menu = menu_widgets.MenuList([self.music_volume, self.volume, self.fullscreen, self.language, self.controls,
                                           self.ghosts, self.reduced_motion, self.animation_speed, self.sound_captions,
                                           self.key_settle, self.speech, self.high_contrast, self.text_size,
                                           self.back], play=app.audio.play)
        self._refresh_labels()

    def _refresh_labels(self):
        settings = self.app.settings
        self.music_volume.label = _("Music volume: {percent}%", percent=round(settings.music_volume * 100))
        self.volume.label = _("Effects volume: {percent}%", percent=round(settings.volume * 100))
        self.fullscreen.label = _("Full screen: on (F11)") if settings.fullscreen else _("Full screen: off (F11)")
        # Each language in its own name, so anyone finds theirs whatever is shown now.
        self.language.label = _("Language: {language}", language=i18n.name_of(i18n.language()))
        self.controls.label = _("Controls")
        self.ghosts.label = (_("Ghosts in solo games: offered") if settings.ghosts else
                             _("Ghosts in solo games: off"))
        self.reduced_motion.label = _("Reduced motion: on") if settings.reduced_motion else _("Reduced motion: off")
        self.animation_speed.label = _("Animation speed: {percent}%", percent=round(settings.animation_speed * 100))
        self.sound_captions.label = _("Sound captions: on") if settings.sound_captions else _("Sound captions: off")
        self.key_settle.label = (_("Key settle time: {seconds} s", seconds=number(settings.key_settle))
                                 if settings.key_settle else _("Key settle time: off"))
        self.speech.label = _("Speech: on") if settings.speech else _("Speech: off")
        self.back.label = _("Back")

    def _toggle(self, name: str) -> menu_widgets.MenuItem:
        return access_items.toggle(self.app, name, then=self._refresh_labels)

    def _choice(self, name: str, choices: tuple) -> menu_widgets.MenuItem:
        return access_items.choice(self.app, name, choices, then=self._refresh_labels)

    def change_music_volume(self, step: int):
        self.app.set_music_volume(round(self.app.settings.music_volume + step * VOLUME_STEP, 2))
        self._refresh_labels()

    def change_volume(self, step: int):
        self.app.set_volume(round(self.app.settings.volume + step * VOLUME_STEP, 2))
        self.app.audio.play(SAMPLE_SOUND)
        self._refresh_labels()

    def toggle_ghosts(self):
        self.app.settings.ghosts = not self.app.settings.ghosts
        self.app.save_settings_soon()
        self._refresh_labels()

    def toggle_fullscreen(self):
        self.app.set_fullscreen(not self.app.settings.fullscreen)

    def change_language(self, step: int):
        current = self.languages.index(i18n.language()) if i18n.language() in self.languages else 0
        self.app.set_language(self.languages[(current + step) % len(self.languages)])
        self._refresh_labels()

    def on_exit(self):
        self.app.save_settings()  # what was changed a moment ago is kept as the player leaves

    def update(self, dt):
        self._refresh_labels()  # F11 may change full screen while this screen is open
        super().update(dt)

    def draw(self, surface):
        ui.fill_background(surface)
        w = surface.get_width()
        top = ui.screen_title(surface, _("Settings"))
        bottom = surface.get_height() - ui.px(surface, 60)
        # Why nothing is heard, where it matters: by the Speech line, or while speech is on.
        problems = [self.app.speech.problem() if self.app.settings.speech or self.menu.focused is self.speech else None]
        if not self.app.audio.available:
            problems.append(_("No sound device was found: the game plays silently."))
        width = w - ui.px(surface, 80)
        for problem in filter(None, problems):
            if ui.shrink_to_width(problem, ui.text_size(surface, ui.SMALL), width) >= ui.min_text_px(surface):
                bottom = ui.draw_text(surface, problem, ui.SMALL, palette.WARNING,
                                      (w // 2, bottom - ui.px(surface, 10)), "midbottom", width=width).top
            else:  # too long for one line at the floor (a larger text size): in two or more
                bottom -= ui.px(surface, 10) + ui.notes_height(surface, [(problem, palette.WARNING)], width, ui.SMALL)
                ui.draw_notes(surface, [(problem, palette.WARNING)], (w // 2, bottom), width, ui.SMALL)
        bottom = self._draw_language_names(surface, bottom - ui.px(surface, 10))
        menu_widgets.draw_centred_menu(surface, self.menu, top, bottom, design_width=560)
        ui.draw_hint(surface, menu_hint(self.app))

    def _draw_language_names(self, surface, bottom: int) -> int:
        """Every language the game speaks, in its own name, the current one lit; returns their top."""
        gap = ui.px(surface, 28)
        names = [(code, i18n.name_of(code)) for code in self.languages]
        size = ui.text_size(surface, ui.BODY)
        widths = [ui.font(size).size(name)[0] for _code, name in names]
        x = (surface.get_width() - sum(widths) - gap * (len(names) - 1)) // 2
        top = bottom - ui.font(size).get_linesize()
        for (code, name), width in zip(names, widths):
            colour = palette.ACCENT if code == i18n.language() else palette.TEXT_DIM
            ui.draw_text(surface, name, ui.BODY, colour, (x, top))
            x += width + gap
        return top - ui.px(surface, 10)
