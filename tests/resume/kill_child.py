"""Games played through the real loop (dummy window), each in a process of its
own, for the kill tests.

    python -m tests.resume.kill_child

reads one job per line on standard input, [DATA_DIR, SPEC], and forks a process
for each (everything imported and loaded once: only the game's own start is
paid per kill). That process prints 'pid N', goes on with the game in progress
in DATA_DIR if there is one (as Continue does), else starts the game SPEC
describes. After every frame in which the game's move count changed it prints
that count once the writer has it on disk (game.saved.save_writer.wait_for_saves), so
the parent knows what is on disk, and 'finished' once the game is over. People's seats play by
key taps (the lowest drop, or a good PILUS spot); computer seats think for
themselves. When the process ends (killed, most often) this server prints
'ended STATUS' with its wait status.
"""
import json
import os
import random
import sys
from datetime import date

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402

import scenes  # noqa: E402,F401  (registers the scene names)
from game import games  # noqa: E402
from game.shell.app import App  # noqa: E402
from game.saved.in_progress import InProgressFiles  # noqa: E402
from game.saved.save_writer import wait_for_saves  # noqa: E402
from game.shell.input import Seat, is_computer  # noqa: E402
from game.rules.ramp_actions import Skip  # noqa: E402
from tests.inline_executor import InlineExecutor  # noqa: E402

FRAMES = 100_000


def say(*words):
    """One line in one write: a kill between print()'s text and its newline (an
    unbuffered stdout writes them apart) glued a count to the server's 'ended'."""
    sys.stdout.flush()
    os.write(sys.stdout.fileno(), (" ".join(map(str, words)) + "\n").encode())


def new_scene(app, spec):
    seats = [Seat(name, device) for name, device in spec["seats"]]
    scene = games.get(spec["game"]).part("game_screen")
    if "daily" in spec:
        return app.stack.make(scene, spec["game"], seats, spec["seed"], date.fromisoformat(spec["daily"]))
    return app.stack.make(scene, spec["game"], seats, spec["seed"])


def person_moves(app, scene, rng, drawn: bool):
    """Play the person in turn, if any, by keys; False when nobody at the keys may act."""
    if hasattr(scene, "hands"):  # a ramp game
        from tests.scenes.driving import lowest_drop, play
        people = [p for p in scene.state.pending() if not is_computer(scene.seats[p].device)]
        if scene.round_over or not people:
            return False
        play(app, scene, people[0], lowest_drop(scene.state, people[0]) or Skip(), draw=drawn)
        return True
    from tests.scenes.test_pilus_game import lay_by_keys, plan, take_controls
    player = scene.state.current_player
    if player is None or is_computer(scene.seats[player].device) or scene.busy or not scene.turn_open:
        return False
    if scene.curtain_for is not None:
        take_controls(app, scene)
    if scene.must_pass:
        from tests.app.conftest import tap
        from tests.scenes.test_pilus_game import RIGHT_KEYS
        app.step_frame(tap(RIGHT_KEYS["confirm"]))
    else:
        lay_by_keys(app, scene, plan(scene.state, player, rng))
    return True


def main(data_dir, spec):
    if "daily" in spec:  # the challenge's day stays today for every life, even one past midnight (UTC)
        import scenes.menus.continue_game
        scenes.menus.continue_game.utc_today = lambda: date.fromisoformat(spec["daily"])
    app = App(size=(960, 540), settings_dir=data_dir, open_pad=lambda index: None, bot_processes=False,
              bot_executor=InlineExecutor())
    saved, problems = InProgressFiles(app.storage).load_all()
    if problems:
        say("damaged", *problems)
        return 1
    if saved:
        scene = app.stack.make("resumed_game", saved[0])
    else:
        scene = new_scene(app, spec)
    app.stack.push(scene)
    # Nobody looks at the frames: a ramp game's are stepped undrawn (it works nothing out while
    # drawing) but where a computer sits (its answer is taken in a drawn frame); PILUS's table
    # lays itself out as it draws.
    drawn = not hasattr(scene, "hands") or any(is_computer(seat.device) for seat in scene.seats)
    app.step_frame(draw=drawn)  # on the stack: the game is on disk from its start
    rng = random.Random(spec["seed"])
    shown = None
    from tests.app.conftest import tap
    for _ in range(FRAMES):
        if len(scene.moves) != shown:
            wait_for_saves()
            shown = len(scene.moves)
            say(shown)
        # Kept as a replay and out of in-progress/ at the final move itself: done,
        # whatever the results screens then show.
        if scene.state.is_terminal():
            say("finished")
            return 0
        top = app.stack.top
        if top is not scene:  # a round's results: on to the next round
            app.step_frame(tap(pygame.K_SPACE))  # the left zone's confirm, for round results
            continue
        if not person_moves(app, scene, rng, drawn):
            app.step_frame(dt=0.1, draw=drawn)
    return 2


def preload():
    """Import and load in the server what every game needs, so a forked game starts at once."""
    from game.content.pilus import load_tileset
    from game.content.ramp import load_edition, ramp_game_ids
    import game.ai.pilus_bot  # noqa: F401
    import game.ai.ramp_bot  # noqa: F401
    import scenes.menus.continue_game  # noqa: F401
    import scenes.ramp.final_results  # noqa: F401
    import scenes.pilus.pilus_screen  # noqa: F401
    import scenes.pilus.pilus_results  # noqa: F401
    import scenes.ramp.ramp_screen  # noqa: F401
    import scenes.ramp.round_results  # noqa: F401
    import tests.scenes.driving  # noqa: F401
    import tests.scenes.test_pilus_game  # noqa: F401
    from game.rules.ramp_deal import deal_from_seed
    from game.rules.ramp_game import RampGame
    for game_id in ramp_game_ids():
        edition = load_edition(game_id)
        # A first game works out every drop of the edition once (25 ms a life otherwise).
        RampGame(edition, 1, deal_from_seed(edition, 1, 0))
    load_tileset()


def serve():
    preload()
    for line in sys.stdin:
        data_dir, spec = json.loads(line)
        sys.stdout.flush()
        pid = os.fork()
        if pid == 0:
            say("pid", os.getpid())
            code = 3
            try:
                code = main(data_dir, spec)
            finally:
                sys.stdout.flush()
                os._exit(code)
        _, status = os.waitpid(pid, 0)
        say("ended", status)


if __name__ == "__main__":
    serve()
