"""Said aloud (docs/accessibility.md): while Settings has speech on, the menus' titles and
focused lines, and on the 'say' action the game's state, are spoken in the game's language
through the system's speech service: speech-dispatcher (spd-say), else espeak-ng.

A voice runs its program for each utterance on a thread of its own and never waits for
it, so the frame goes on at once; a new utterance cuts the one still being said (spd-say's
default priority, 'text', cancels the text before it; espeak-ng's process is ended). A
program that is missing, cannot be started or fails says so in one line in Settings
(`Speech.problem`), and nothing else changes. The tests listen through RecordingVoice."""
from __future__ import annotations

import shutil
import weakref

from game import i18n
from game.i18n import _
from game.logs import logger


class CommandVoice:
    """A speech program: `command(program, text, language)` is the line that says `text`;
    stop_before: the process still speaking is ended first (a program that cannot cut itself
    short). The programs are started and ended on a thread of the voice's own, so a frame
    that speaks only hands the text over."""

    def __init__(self, name: str, program: str, command, stop_before: bool):
        import threading  # here: made only where a speech service is installed (issue 47)

        self.name, self.program, self._command, self._stop_before = name, program, command, stop_before
        self._next: tuple[str, str] | None = None  # the newest utterance not started yet (an older one is dropped)
        self._wake = threading.Condition()
        self._thread: threading.Thread | None = None
        self._failed = False

    def speak(self, text: str, language: str):
        with self._wake:
            self._next = (text, language)
            self._wake.notify()
        if self._thread is None:
            import threading
            self._thread = threading.Thread(target=self._run, name=f"speech ({self.name})", daemon=True)
            self._thread.start()

    def failed(self) -> bool:
        """Whether the program could not be started, or an utterance failed (not one cut short)."""
        return self._failed

    def wait_started(self):
        """Until what was handed over is started (the tests; the window never waits)."""
        with self._wake:
            self._wake.wait_for(lambda: self._next is None)

    def _run(self):
        import subprocess  # here, on the voice's thread: the start says nothing aloud (issue 47)

        running: list[subprocess.Popen] = []
        while True:
            with self._wake:
                self._wake.wait_for(lambda: self._next is not None)
                text, language = self._next
            for process in running:
                if self._stop_before and process.poll() is None:
                    process.terminate()
                elif process.poll() is not None and process.returncode > 0:
                    self._failed = True
            running = [process for process in running if process.returncode is None]
            try:
                running.append(subprocess.Popen(self._command(self.program, text, language), stdin=subprocess.DEVNULL,
                                                stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL))
            except OSError as exc:  # gone since the start, or never runnable: said in Settings
                logger(__name__).warning("speech (%s): %s", self.name, exc)
                self._failed = True
            with self._wake:
                if self._next == (text, language):
                    self._next = None
                self._wake.notify_all()


def speech_dispatcher(program: str = "spd-say") -> CommandVoice:
    return CommandVoice("speech-dispatcher", program, lambda exe, text, language: [exe, "-l", language, "--", text],
                        stop_before=False)


def espeak_ng(program: str = "espeak-ng") -> CommandVoice:
    return CommandVoice("espeak-ng", program, lambda exe, text, language: [exe, "-v", language, "--", text],
                        stop_before=True)


class RecordingVoice:
    """What would be said, kept in order as (text, language): the tests' ears."""
    name = "recording"

    def __init__(self):
        self.said: list[tuple[str, str]] = []

    def speak(self, text: str, language: str):
        self.said.append((text, language))

    def failed(self) -> bool:
        return False

    @property
    def last(self) -> str | None:
        return self.said[-1][0] if self.said else None


def system_voice():
    """The first speech service installed here, or None."""
    for make, program in ((speech_dispatcher, "spd-say"), (espeak_ng, "espeak-ng")):
        found = shutil.which(program)
        if found:
            return make(found)
    return None


class Speech:
    def __init__(self, voice, on: bool = False):
        """voice: a CommandVoice or RecordingVoice (None: no service installed)."""
        self.voice = voice
        self.on = on
        self._screen = None  # a weak reference to the screen last followed
        self._title: str | None = None
        self._focused: str | None = None

    def say(self, text: str):
        """Say `text` now, cutting short what is being said (while speech is on and works)."""
        if self.on and text and self.problem() is None:
            self.voice.speak(text, i18n.language())

    def problem(self) -> str | None:
        """Why nothing is said aloud, in the language of the moment (Settings shows it); None: it can be."""
        if self.voice is None:
            return _("No speech service was found: install speech-dispatcher or espeak-ng to hear the game.")
        if self.voice.failed():
            return _("The speech service ({name}) stopped working: nothing is said aloud.", name=self.voice.name)
        return None

    def follow(self, screen, title: str | None, focused: str | None):
        """The screen shown now, its title and focused line: a new screen says its title and
        focused line, a new focus (or its value changed) says the line."""
        new_screen = self._screen is None or self._screen() is not screen
        changed = focused != self._focused
        self._screen, self._title, self._focused = weakref.ref(screen), title, focused
        if new_screen:
            self.again()
        elif changed and focused:
            self.say(focused)

    def again(self):
        """The screen's title and focused line once more (the 'say' action in a menu)."""
        self.say(". ".join(text for text in (self._title, self._focused) if text))
