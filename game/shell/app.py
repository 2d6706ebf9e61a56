"""The window and the frame loop.

One frame: hand the events to the top scene (and what it does not use to the
input map), run the fixed update steps the real time asks for, apply the
scene stack's queued changes, draw. `App.step_frame(events, dt)` is that frame;
`FrameLoop` (what `run()` runs) feeds it real events and real time, tests feed it
injected ones. While the screen is at rest (nothing on it moves by itself: a menu,
results that have played out, a paused replay, a person's turn nobody touches) the
loop sleeps until an event instead of drawing the same picture 60 times a second,
and does the garbage collector's full sweep then (what survives it is frozen out of the
collector's sight, so no collection walks it in the middle of play); a change of screen that
lets a scene go sweeps what came since, in the frames after it (game.shell.heap.Tidying),
so a game left is freed even when no rest comes and no frame pays for a whole sweep. A computer's decision
under way leaves the screen at rest too: the answer wakes the loop (an ANSWER_IN event
from the worker's thread). While the screen is calm (only a slow pulse moves, or a
computer's answer waits out its moment of 'thinking') it draws CALM_RATE frames a
second, or fewer when the scene knows its picture stays as it is longer. Either way
an event wakes it at once and what it does is drawn in that frame.

The first scene is named by the caller (main.py): this package never imports
the screens, which register their names themselves (scenes/__init__.py).
"""
from __future__ import annotations

import enum
import gc
import math
import os
import time

import pygame

from game import i18n
from game.logs import logger
from game.shell import contrast, heap, motion, shown_scale, text_size
from game.shell.audio import MIXER_BUFFER, SAMPLE_RATE, Audio, sound_possible
from game.shell.captions import Captions
from game.shell.clock import FixedClock
from game.shell.frame_time import POLL_MS, RealTime
from game.shell.game_window import open_window
from game.shell.speech import Speech, system_voice
from game.saved.save_writer import wait_for_saves
from game.shell.input import Bindings, InputMap, keyboard_layout
from game.shell.input.input_map import SETTLE, open_real_pad
from game.shell.scene_stack import SceneStack
from game.saved.storage import Settings, Storage
from game.i18n import _, ngettext

MIN_SIZE = (960, 540)
DEFAULT_SIZE = (1280, 720)
FRAME_RATE = 60
NOMINAL_DT = 1 / FRAME_RATE
# At rest (see at_rest), the loop sleeps until an event comes, waking this often (milliseconds) to run the fixed steps.
IDLE_WAKE_MS = 250
# Once nothing has come for a while (QUIET_FRAMES frames of the loop, a second at rest), it looks a third
# as often: a person coming back to an idle screen waits at most three frames, and the idle title
# costs 1.0% of a core instead of 1.2% (docs/ai-lab.md, issue 47).
QUIET_POLL_MS, QUIET_FRAMES = 50, 6
# Calm (see Scene.calm), frames a second: a slow pulse looks as smooth at this rate.
CALM_RATE = 20
# The longest wait between calm frames (milliseconds): well within what the fixed clock
# catches up on (game.shell.clock.MAX_CATCH_UP), so the scene's time keeps up with the real one.
CALM_LONGEST_MS = 200
# A setting changed step by step (a volume) is saved once it has stayed this long (seconds):
# kept if the game is killed a moment later, without a write for every step.
SAVE_SETTINGS_AFTER = 0.5
# Posted from a worker's thread as a computer's decision is in: it wakes the sleeping loop.
ANSWER_IN = pygame.event.custom_type()
# The exit status after Ctrl-C in the terminal (128 + SIGINT, the shell's own for it, as
# `--review FILE --headless` gives): a script that started the game can tell it was stopped.
INTERRUPTED = 130


class Pace(enum.Enum):
    """How often the loop draws: every frame, CALM_RATE times a second, or only on events."""
    FULL = "full"
    CALM = "calm"
    REST = "rest"

# Releases and device changes always reach the input map, even when a scene
# used the event, or a key let go over a text field would stay held forever.
_ALWAYS_TO_INPUT = {
    pygame.KEYUP, pygame.MOUSEBUTTONUP, pygame.MOUSEMOTION, pygame.JOYBUTTONUP, pygame.CONTROLLERBUTTONUP,
    pygame.JOYDEVICEADDED, pygame.JOYDEVICEREMOVED,
}
_POINTER_EVENTS = {pygame.MOUSEMOTION, pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP}


class App:
    def __init__(self, size=DEFAULT_SIZE, settings_dir=None, open_pad=open_real_pad, bot_processes: bool = True,
                 bot_executor=None, settle: float = SETTLE, check_executor=None):
        """bot_processes: computer opponents think in worker processes (False: in a thread, which tests
        use to skip starting processes); check_executor: where what is handed to the game is refereed
        (scenes.menus.checking; default: a thread of its own, so the window stays responsive; tests: at
        once); settle: the seconds after a screen appears in which nothing confirms on it
        (game.shell.input.input_map.SETTLE; tests that walk the menus faster than a person can pass 0)."""
        self.settle = settle
        if not sound_possible():  # SDL's fall-back to ALSA would only print its errors, then fail
            os.environ["SDL_AUDIODRIVER"] = "dummy"
        pygame.mixer.pre_init(frequency=SAMPLE_RATE, buffer=MIXER_BUFFER)  # the mixer starts with the Audio below
        # The modules the game uses, not pygame.init(): it would load and start pygame.freetype
        # too, which nothing draws with (issue 47). A window that cannot open is said by the caller.
        pygame.display.init()
        pygame.font.init()
        self._pads_started = False  # after the first picture (step_frame), or at a pad announced before
        self.bot_processes = bot_processes
        self.bot_executor = bot_executor  # tests: decide at once (see BotWorker)
        self._checks = check_executor  # made at the first check (see checks)
        self._bot_worker = None
        # Long computations left before their end (a review, the master's score), by what they
        # work on: asked again in this session, they go on from where they were (issue 45).
        self.kept_work: dict = {}
        self.storage = Storage(settings_dir)
        self.storage.sweep()  # what a game killed while saving left behind
        # Until the player picks one in Settings, the system's language: also the
        # language of the notice when the settings cannot be read.
        i18n.keep_compiled_in(self.storage.folder / "catalogues")
        i18n.set_language(i18n.system_language())
        # Asked first: a folder that cannot be read at all is said once, not once per file in it.
        folder_problem = self.storage.folder_problem() or self.storage.space_problem()
        self.settings, problem = Settings.load(self.storage)
        # Shown on the title screen: first whether anything can be kept at all, or for long.
        self.notices: list[str] = [notice for notice in (folder_problem, problem) if notice]
        # Still true but told of at an earlier start (game.saved.said_once): only on the page of all notices.
        self.told_before: list[str] = []
        i18n.set_language(self.settings.language or i18n.system_language())
        self._say_notices_again()  # settings a newer version wrote may still choose the language
        self.window = open_window(_("Slide & Stack"), size)
        self.window.minimum_size = MIN_SIZE
        bindings, problems = Bindings.from_json(self.settings.bindings)
        if len(problems) > 1:  # one line on the title screen, not a wall of them
            count = len(problems)
            problems = [i18n.Said(lambda: ngettext(
                "settings.json: {count} saved control could not be used; its default is used "
                "(Settings → Controls shows each device's controls).",
                "settings.json: {count} saved controls could not be used; their defaults are used "
                "(Settings → Controls shows each device's controls).", count, count=count))]
        self.notices += problems  # the saved controls stay as saved until the player changes them (set_bindings)
        self._bindings_read = bindings.copy_tables()  # what set_bindings tells the player's changes from
        self.input = InputMap(open_pad, bindings)
        self.captions = Captions()
        self.audio = Audio(self.settings.volume, self.settings.music_volume, heard=self.captions.heard)
        self.speech = Speech(system_voice())
        self.use_access_settings()
        self.stack = SceneStack(self)
        self.clock = FixedClock()
        self._held_back = []  # events left for the next frame (see _dispatch_until_pressed_again)
        self.running = True
        self._save_in: float | None = None  # seconds until the settings changed are saved (save_settings_soon)
        # Whether the frame being stepped will be drawn (the loop steps the time it slept
        # undrawn): a computer's move starts only in a drawn one, so its first picture is seen.
        self.frame_drawn = True
        self._small_canvas: pygame.Surface | None = None
        self._view = (1.0, (0, 0))  # scale and offset of the canvas in the window
        self.surface = self._canvas_for(self.window.get_surface())  # what scenes draw on
        if self.settings.fullscreen:
            self.set_fullscreen(True, keep=False)  # nothing is saved at the start: the player changed nothing
        self.tidying = heap.Tidying()  # last: what the program loaded to start is frozen

    @property
    def checks(self):
        """Where what is handed to the game is refereed: a thread of its own, started at the
        first check (concurrent.futures is no part of the start's CPU, issue 47)."""
        if self._checks is None:
            from concurrent.futures import ThreadPoolExecutor

            self._checks = ThreadPoolExecutor(max_workers=1, thread_name_prefix="check")
        return self._checks

    # Frames -----------------------------------------------------------------
    def step_frame(self, events=(), dt: float = NOMINAL_DT, draw: bool = True):
        """One frame; draw=False: the picture stays as it is (nothing changed at rest)."""
        self.frame_drawn = draw
        start = time.process_time()
        if not self.stack.top and self.stack.has_pending:
            self._apply_pending()  # the first scene: the keys pressed while it loaded are for it
        waiting = self._dispatch_until_pressed_again([*self._held_back, *events])
        for __ in range(self.clock.advance(dt)):
            self.input.tick(self.clock.step)
            self._save_settings_when_due(self.clock.step)
            self.captions.update(self.clock.step)
            if self.input.menu_pressed("say") and getattr(self.stack.top, "menu", None) is not None:
                self.speech.again()  # a menu's heading and focused line once more; a game says its own state
            self.stack.update(self.clock.step)
            self.input.end_step()
            if waiting and not self.stack.has_pending:  # a scene changing first sees them in the next frame
                waiting = self._dispatch_until_pressed_again(waiting)
        self._held_back = waiting
        if self.stack.has_pending:
            self._apply_pending()
        if not self.stack.top:
            self.quit()
            return
        if draw:
            self._draw()
        # The next piece starts once the last has faded out, after the picture: the window's
        # first frame does not wait for the title's music to load (issue 47), nor for the pads.
        self.audio.update()
        self._start_pads()
        self.tidying.frame_end(start)

    def _start_pads(self):
        """SDL's joystick support, once (1 ms of CPU, issue 47): the pads plugged in are opened as one plugged in later."""
        if self._pads_started:
            return
        self._pads_started = True
        try:
            pygame.joystick.init()
        except pygame.error as exc:  # no pads here; the keyboard and mouse still play
            logger(__name__).info("no gamepad support (%s)", exc)

    def _dispatch_until_pressed_again(self, events: list) -> list:
        """Hand the events on up to a second press of an action no step has seen yet
        (it would count once): that press and what follows it wait for the next step,
        so quick presses in one frame are each a move. The events left waiting."""
        for i, event in enumerate(events):
            if self.input.presses_again(event):
                return events[i:]
            self._dispatch(event)
        return []

    def _apply_pending(self):
        before = self.stack.scenes
        self.stack.apply_pending()
        if before and self.stack.top is not before[-1]:
            self.input.new_screen(self.settle)  # a confirm must be a new press, made once the screen is seen
        self.audio.play_music(self.stack.music)
        self.tidying.screen_changed(any(scene not in self.stack.scenes for scene in before))

    def tidy_memory(self):
        """The screen rests: the collector's full pass, if a change of screen made one due."""
        self.tidying.at_rest()

    def pace(self) -> Pace:
        """How often the loop must draw: REST (nothing will change on screen until an event
        comes) or CALM as the top scene is at_rest or calm, while no input waits to be seen or
        repeated and no scene change is queued; else FULL."""
        top = self.stack.top
        if not top or self.stack.has_pending or not self.input.at_rest or self._held_back or self._save_in is not None:
            return Pace.FULL
        if top.at_rest:
            return Pace.CALM if self.captions.showing else Pace.REST  # a caption runs out in sight
        return Pace.CALM if top.calm else Pace.FULL

    def calm_wait_ms(self) -> int:
        """Milliseconds a calm screen waits for the next frame: one at CALM_RATE, or as long as
        its picture is sure to stay as it is (Scene.unchanged_for)."""
        frame, still = 1000 // CALM_RATE, None if self.captions.showing else self.stack.top.unchanged_for
        if still is None:
            return frame
        # A millisecond more: the frame clock counts whole ones, and the change is a whole step in.
        wait = math.ceil(still * 1000) + 1
        # A longer stillness in parts, the last no shorter than a frame: its end is drawn on time.
        return max(frame, wait if wait <= CALM_LONGEST_MS else min(CALM_LONGEST_MS, wait - frame))

    def _dispatch(self, event):
        if event.type == ANSWER_IN:
            return  # it woke the loop: the scene collects the answer in its update
        if event.type == pygame.QUIT:
            self.quit()
            return
        if event.type == pygame.WINDOWFOCUSLOST:
            self.input.release_all()  # key-ups pressed elsewhere will not reach us
        if event.type == pygame.KEYDOWN:
            keyboard_layout.learn(event.scancode, event.key)
        if event.type == pygame.KEYDOWN and event.key == pygame.K_F11:
            self.set_fullscreen(not self.settings.fullscreen)
            return
        if event.type == pygame.JOYDEVICEADDED:
            self._start_pads()  # announced before the first picture (SDL's virtual pads are at once)
        if event.type == pygame.DROPFILE:
            self.stack.push("dropped_file", event.file)
            return
        if event.type in _POINTER_EVENTS:
            event = self._to_canvas(event)
        if event.type == pygame.MOUSEBUTTONDOWN and self.input.settling > 0:
            return  # a click, like a confirm key, chooses nothing on a screen that has just appeared
        if event.type == pygame.MOUSEBUTTONDOWN:
            self.input.note_device(event)  # what a click opens knows it was the mouse (not the pad pressed before)
        used = self.stack.handle_event(event)
        if not used or event.type in _ALWAYS_TO_INPUT:
            self.input.process(event)
        else:
            self.input.note_device(event)  # a click on a menu's line still says who is at the controls

    def canvas_now(self) -> pygame.Surface:
        """What the next frame is drawn on, at the window's size now (the surface a check of that
        frame's texts watches, set before the frame)."""
        self.surface = self._canvas_for(self.window.get_surface())
        return self.surface

    def _draw(self):
        window_surface = self.window.get_surface()
        self.surface = self._canvas_for(window_surface)
        (w, h), (cw, ch) = window_surface.get_size(), self.surface.get_size()
        shown_scale.set_scale(min(w / cw, h / ch))
        self.stack.draw(self.surface)
        if self.surface is window_surface:
            self._view = (1.0, (0, 0))
        else:
            self._show_scaled(window_surface)
        self.window.flip()

    # A window smaller than the minimum (some window managers ignore it) gets
    # the minimum-size picture scaled down, so no layout ever sees a sliver.
    def _canvas_for(self, window_surface):
        w, h = window_surface.get_size()
        if w >= MIN_SIZE[0] and h >= MIN_SIZE[1]:
            return window_surface
        size = (max(w, MIN_SIZE[0]), max(h, MIN_SIZE[1]))
        if self._small_canvas is None or self._small_canvas.get_size() != size:
            self._small_canvas = pygame.Surface(size)
        return self._small_canvas

    def _show_scaled(self, window_surface):
        w, h = window_surface.get_size()
        cw, ch = self.surface.get_size()
        scale = min(w / cw, h / ch)
        size = (max(1, int(cw * scale)), max(1, int(ch * scale)))
        offset = ((w - size[0]) // 2, (h - size[1]) // 2)
        window_surface.fill((0, 0, 0))
        window_surface.blit(pygame.transform.smoothscale(self.surface, size), offset)
        self._view = (scale, offset)

    def _to_canvas(self, event):
        scale, (ox, oy) = self._view
        if (scale, ox, oy) == (1.0, 0, 0):
            return event
        x, y = event.pos
        return pygame.event.Event(event.type, {**event.dict, "pos": (int((x - ox) / scale), int((y - oy) / scale))})

    # Window and settings ----------------------------------------------------
    def set_fullscreen(self, on: bool, keep: bool = True):
        try:
            if on:
                self.window.set_fullscreen(desktop=True)
            else:
                self.window.set_windowed()
        except pygame.error as exc:
            logger(__name__).warning("fullscreen: %s", exc)
            return
        self.settings.fullscreen = on
        if keep:
            self.save_settings()

    def set_volume(self, volume: float):
        """The effects' volume."""
        self.audio.set_volume(volume)
        self.settings.volume = self.audio.volume
        self.save_settings_soon()

    def set_music_volume(self, volume: float):
        self.audio.set_music_volume(volume)
        self.settings.music_volume = self.audio.music_volume
        self.save_settings_soon()

    def use_access_settings(self):
        """Play with the settings' motion, sound captions, key settle time, speech, palette and text size from now on."""
        settings = self.settings
        contrast.set_high_contrast(settings.high_contrast)
        text_size.set_factor(settings.text_size)
        motion.set_motion(settings.reduced_motion, settings.animation_speed)
        self.captions.on = settings.sound_captions
        self.speech.on = settings.speech
        self.input.key_settle = settings.key_settle

    def set_language(self, language: str):
        """Every screen speaks it from the next frame on; remembered once chosen."""
        i18n.set_language(language)
        self.settings.language = i18n.language()
        self._say_notices_again()
        self.save_settings_soon()

    def _say_notices_again(self):
        """The notices on the title screen that can be said again, in the language of the moment."""
        self.notices, self.told_before = ([notice.again() if isinstance(notice, i18n.Said) else notice for notice in said]
                                          for said in (self.notices, self.told_before))

    def set_bindings(self, bindings):
        """Play with these controls from now on, and keep them."""
        self.input.use_bindings(bindings)
        # Only the actions the player changed are written over what was saved: the others stay as
        # saved, even one that clashes now and was played with its default (it is theirs to change,
        # never dropped by a save), and another window's change to another action stays too.
        tables = dict(self.settings.bindings) if isinstance(self.settings.bindings, dict) else {}
        for table, actions in bindings.changes_json(self._bindings_read).items():
            kept = dict(tables[table]) if isinstance(tables.get(table), dict) else {}
            for action, sources in actions.items():
                if sources is None:  # back at its default: no entry
                    kept.pop(action, None)
                else:
                    kept[action] = sources
            tables[table] = kept
            if not kept:
                del tables[table]
        self.settings.bindings = tables
        self._bindings_read = bindings.copy_tables()
        self.save_settings()

    def save_settings(self):
        self._save_in = None
        self.report(self.settings.save(self.storage))

    def save_settings_soon(self):
        """A player changed a setting that may change again at once (a volume step by step):
        save it once it has stayed SAVE_SETTINGS_AFTER seconds, or as the game closes."""
        self._save_in = SAVE_SETTINGS_AFTER

    def _save_settings_when_due(self, dt: float):
        if self._save_in is not None:
            self._save_in -= dt
            if self._save_in <= 0:
                self.save_settings()

    def report(self, problem: str | None, told_before: bool = False):
        """A problem with the player's data, for the title screen to show (once; an
        i18n.Said one in the language of the moment); told_before: one the player was
        told of at an earlier start, kept for the page of all notices only."""
        if problem and problem not in self.notices and problem not in self.told_before:
            (self.told_before if told_before else self.notices).append(problem)

    def bot_worker(self):
        """The computer opponents' worker, shared by every game of the session: its
        processes start with the first game that has a computer seat."""
        if self._bot_worker is None:
            from game.ai.worker import BotWorker
            self._bot_worker = BotWorker(processes=self.bot_processes, executor=self.bot_executor,
                                         on_answer=_post_answer_in)
        return self._bot_worker

    def quit(self):
        """Leave the loop after this frame."""
        self.running = False

    def close(self):
        if self._save_in is not None:
            self.save_settings()
        self.report(wait_for_saves())  # the last move of a game in progress reaches the disk
        if self._bot_worker is not None:
            self._bot_worker.close()
        if self._checks is not None:
            self._checks.shutdown(wait=False, cancel_futures=True)  # a check left running ends in its thread
        self.window.destroy()
        gc.unfreeze()  # what the scenes loaded may be collected again


def _post_answer_in():
    """From whichever thread has the answer (a worker's, or the asking one when it came at once):
    wake the loop (SDL's queue takes events from any thread)."""
    try:
        pygame.event.post(pygame.event.Event(ANSWER_IN))
    except pygame.error:  # a full queue, or the window already closed: the next wake-up polls
        pass


class FrameLoop:
    """The window's frames in real time: each frame's real events and real time to
    App.step_frame, at the pace the screen asks for (App.pace). frame_time: where it reads
    the time, ticks its frames and waits for events (game.shell.frame_time; default the real one)."""

    def __init__(self, app: App, frame_time=None):
        self.app = app
        self.frame_time = frame_time or RealTime()
        self.quiet = 0  # frames in a row without events
        self._last = self.frame_time.ticks()  # when the last frame began (ms)

    def frame(self) -> Pace:
        """One frame; returns its pace. Calm or at rest, it waits for an event or the
        next frame's time, whichever comes first; at rest it draws only a frame an event woke."""
        app = self.app
        # Two quiet frames first: what the last event started is under way.
        pace = app.pace() if self.quiet >= 2 else Pace.FULL
        if pace is Pace.FULL:
            dt = self.frame_time.tick(FRAME_RATE) / 1000
            events = pygame.event.get()
            self._last = self.frame_time.ticks()
            app.step_frame(events, dt)
        else:
            if pace is Pace.REST:
                app.tidy_memory()
                wait = IDLE_WAKE_MS
            else:
                wait = max(1, app.calm_wait_ms() - (self.frame_time.ticks() - self._last))
            events = self.frame_time.wait_for_events(wait, QUIET_POLL_MS if self.quiet >= QUIET_FRAMES else POLL_MS)
            self._last = self.frame_time.ticks()
            waited = self.frame_time.tick() / 1000
            if events:
                # First the steps of the time waited (nothing moved, or only slowly), then the
                # events' own: what they start (a drop, a lay) is drawn from its start, in this frame.
                app.step_frame((), waited, draw=False)
                app.step_frame(events, app.clock.step)
            else:
                app.step_frame((), waited, draw=pace is Pace.CALM)
        self.quiet = 0 if events else self.quiet + 1
        return pace
