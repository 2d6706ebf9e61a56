"""The screen states of PILUS: games mid-game, the pawn step, the curtain, the tutorial, a hint, the
pause, the results and a replay."""
from __future__ import annotations

from dataclasses import dataclass

from game.saved.daily import utc_today
from game.shell.input import KEYS_LEFT, KEYS_RIGHT, MOUSE, Seat, pad_device
from tools.ramp_play import MAX_FRAMES
from tools.screen_states.states_shared import PILUS_MID_GAME, PILUS_SEED, ROOT, take_tutorial_step


def pilus_pause(states, players: int = 2):
    """PILUS paused because a gamepad was unplugged: the message and every person's controls
    (two: the mouse and the right keys; three and four add the left keys and a gamepad)."""
    from scenes.menus.pause import PauseScene
    scene = pilus_mid_game(states) if players == 2 else states.clear_to(_pilus_scene(states, players))
    pause = PauseScene(states.app, on_restart=lambda: None, game_id="pilus", on_abandon=lambda: None,
                       message=scene.waiting_message(players - 1),
                       controls=scene.pause_controls())
    states.app.stack.push(pause)
    return pause


def pilus_unknown_controls(states):
    """PILUS resumed with the first seat's saved controls unknown to this version: the pause
    says so, how the seat is taken, and offers it to the free mouse."""
    from game.shell.input.seats import MISSING
    from scenes.menus.pause import PauseScene
    from scenes.pilus.pilus_screen import PilusGameScene
    seats = [Seat(states.player_names[0], MISSING), Seat(states.player_names[1], KEYS_RIGHT)]
    scene = states.clear_to(PilusGameScene(states.app, "pilus", seats, PILUS_SEED,
                                         position=_pilus_position(states)[2].clone()))
    pause = PauseScene(states.app, on_restart=lambda: None, game_id="pilus", on_abandon=lambda: None,
                       message=scene.waiting_message(0), controls=scene.pause_controls(), waiting_seat=0)
    states.app.stack.push(pause)
    return pause


def _pilus_position(states, players: int = 2):
    """A PILUS game for `players` played greedily past its opening, to the first player's turn:
    (tileset, deal, game, moves)."""
    if players not in states.pilus_games:
        from game.content.pilus import load_tileset
        from game.rules.pilus_deal import deal_from_seed
        from game.rules.pilus_game import PilusGame
        from tools.pilus_screenshots import greedy
        tileset = load_tileset()
        deal = deal_from_seed(tileset, players, PILUS_SEED)
        game = PilusGame(tileset, players, deal)
        moves = []
        while len(game.table.laid()) <= PILUS_MID_GAME or game.current_player != 0:
            action = greedy(game, game.current_player)
            moves.append((game.current_player, action))
            game.apply_action(game.current_player, action)
        states.pilus_games[players] = (tileset, deal, game, moves)
    return states.pilus_games[players]


def _pilus_scene(states, players: int = 2):
    from scenes.pilus.pilus_screen import PilusGameScene
    game = _pilus_position(states, players)[2]
    devices = {2: (MOUSE, KEYS_RIGHT), 3: (MOUSE, KEYS_RIGHT, pad_device(0)),
               4: (MOUSE, KEYS_RIGHT, KEYS_LEFT, pad_device(0))}[players]
    seats = [Seat(name, device) for name, device in zip(states.player_names, devices)]
    return PilusGameScene(states.app, "pilus", seats, PILUS_SEED, position=game.clone())


def pilus_tutorial(states, stage: str, device: str = KEYS_RIGHT, wrong: bool = False):
    """The PILUS tutorial at `stage` (tutorial_stages), the first player at `device`; wrong: the tile
    in hand laid where it is held, off the outline, and turned down."""
    number, __, phase = stage.partition(" ")
    scene = _tutorial_at(states, device, int(number) - 1)
    if phase == "pawn":
        take_tutorial_step(scene, pawn=False)
    if wrong:
        scene.table_input.take_spot(0, scene.turn())
    states.frame()
    return scene


def _tutorial_at(states, device: str, at: int):
    """The tutorial stepped by drawn frames of 0.1 s to where the person may do step `at` (0-based).
    Where it got is kept (a copy, `states.tutorials`) for what it was stepped under, and a later show
    under the same goes on from it: a step's camera follows the window, the text size and the words'
    band (their language and keys), so the checks, which show each state in every language and text
    size in turn, find the steps they showed before under their own."""
    from scenes.pilus.pilus_lesson import tutorial_scene
    context = _stepped_under(states, device)
    kept = states.tutorials.pop(context, None)
    if kept is not None and kept.at <= at:
        scene, frames = states.clear_to(kept.scene), kept.frames
        states.app.input.set_seats(kept.seats)  # as the steps left them: the device pressed last takes the seat
    else:
        scene, frames = states.clear_to(tutorial_scene(states.app, seat=Seat(states.player_names[0], device))), 0
    for frames in range(frames, frames + MAX_FRAMES):
        may_act = scene.turn_open and not scene.busy and scene.state.current_player == 0 and scene.camera.settled
        if may_act and scene.mode.at == at:
            break
        if may_act and scene.mode.at < at:
            take_tutorial_step(scene)
        states.frame(0.1)
    if context is not None and frames > TUTORIAL_FRAMES_NOT_KEPT:
        states.tutorials[context] = KeptTutorial(at, _copy(scene, states.app), list(states.app.input.seats), frames)
        while len(states.tutorials) > TUTORIALS_KEPT:
            del states.tutorials[next(iter(states.tutorials))]  # the one stepped under longest ago
    return scene


TUTORIALS_KEPT = 4  # the checks show a screen in the four languages in turn, each under its own
TUTORIAL_FRAMES_NOT_KEPT = 4  # a copy of the scene costs about as much as four drawn frames


@dataclass
class KeptTutorial:
    at: int  # the step the person may do
    scene: object  # the scene as stepped to it, never shown
    seats: list  # the app's input seats then
    frames: int  # the frames it took from the start


def _stepped_under(states, device: str) -> tuple | None:
    """What a tutorial stepped from its start depends on besides the steps: the window, the canvas
    and the text size it is laid out in, the language and the keys its words name, the palette, the
    motion setting, the devices (the one pressed last takes the person's seat). None where the app
    says or shows its sounds (what the steps played would be missing from a copy)."""
    from game import i18n
    from game.shell import contrast, motion, shown_scale, text_size
    from scenes.pilus.pilus_controls import control_lines
    app = states.app
    if app.captions.on or app.speech.on:
        return None
    return (device, i18n.language(), tuple(app.window.size), app.surface.get_size(), shown_scale.scale(),
            text_size.factor(), contrast.high(), motion.reduced(), motion.speed(), app.input.last_device,
            tuple(app.input.devices()), *(tuple(control_lines(shown, app.input.bindings))
                                          for shown in sorted({device, app.input.last_device} - {None})))


def _copy(scene, app):
    """A deep copy of a PILUS scene to go on from later, sharing what it does not change (the app,
    the tileset, the tutorial, this turn's legal placements); the game copied as the rules copy it."""
    import copy
    shared = (app, scene.tileset, scene.mode.tutorial, scene._legal)
    memo = {id(thing): thing for thing in shared}
    memo[id(scene.state)] = scene.state.clone()
    return copy.deepcopy(scene, memo)


def pilus_tutorial_end(states):
    from scenes.pilus.pilus_lesson import PilusTutorialEndScene
    return states.clear_to(PilusTutorialEndScene(states.app, Seat(states.player_names[0], KEYS_RIGHT)))


def pilus_curtain(states):
    return states.clear_to(_pilus_scene(states))


def pilus_mid_game(states):
    """Annemarie (the mouse) holds a tile over the table, mid-game."""
    if "pilus table" not in states.games:
        scene = _pilus_turn(states)
        _hold_highest(states, scene)
        states.games["pilus table"] = scene
    return states.clear_to(states.games["pilus table"])


def pilus_grown_table(states):
    """A table grown to a stack of level 5, the computer's points just shown on it, the whole table in view."""
    from scenes.pilus.pilus_screen import PilusGameScene
    from game.rules.pilus_scoring import ScoredRegion
    from tools.pilus_screenshots import grown_game
    from game.shell.input import computer_seat
    if "pilus grown" not in states.games:
        states.games["pilus grown"] = grown_game()
    # Made anew each time: the computer's seat is named in the language of the moment.
    seats = [Seat(states.player_names[0], MOUSE), computer_seat(1, "easy")]  # one person: no curtain
    scene = states.clear_to(PilusGameScene(states.app, "pilus", seats, PILUS_SEED,
                                         position=states.games["pilus grown"].clone()))
    states.frame()
    scene.recentre()
    for __ in range(200):
        if scene.camera.settled and not scene.busy:
            break
        states.frame(0.1)
    laid = scene.view.tiles[-1]
    scene.view.show_scoring([ScoredRegion("R", frozenset(laid.visible), 4, None)])
    return scene


def pilus_pawn_step(states):
    """Annemarie has taken the spot where her tile lies highest: move her pawn, or leave it?"""
    if "pilus pawn" not in states.games:
        from tools.pilus_screenshots import highest
        scene = _pilus_turn(states)
        best, choice = highest(scene.state, 0), scene.choice
        choice.select(choice.hand.index(best.tile))
        choice.rotations[best.tile], (choice.x, choice.y) = best.rotation, (best.x, best.y)
        scene.table_input.take_spot(0, scene.turn())  # as a click on the held tile does
        assert choice.choosing_pawn, "no pawn step at the highest spot"
        states.games["pilus pawn"] = scene
    return states.clear_to(states.games["pilus pawn"])


def pilus_hint(states):
    """Annemarie (the mouse) against a computer, mid-game: the master's tile and pawn on the table."""
    from game.saved.in_progress import GameInProgress
    from game.shell.input import computer_device
    from scenes.pilus.pilus_screen import PilusGameScene
    __, deal, __, moves = _pilus_position(states, 2)
    seats = (Seat(states.player_names[0], MOUSE), Seat(states.player_names[1], computer_device("normal")))
    saved = GameInProgress("pilus", seats, PILUS_SEED, deal, tuple(moves))
    scene = states.clear_to_anew("pilus hint", PilusGameScene(states.app, "pilus", seats, saved=saved))
    for __ in range(200):
        if scene.turn_open and not scene.busy and scene.camera.settled:
            break
        states.frame(0.1)
    states.hint_on(scene)
    for __ in range(200):  # the view glides to the hint's spot
        if scene.camera.settled:
            break
        states.frame(0.1)
    return scene


def _pilus_turn(states):
    """The mid-game position with Annemarie in control (the curtain clicked away), settled."""
    import pygame
    scene = states.clear_to(_pilus_scene(states))
    states.frame()
    centre = scene.layout.table.center
    states.app.step_frame([pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=centre, button=1),
                         pygame.event.Event(pygame.MOUSEBUTTONUP, pos=centre, button=1)])
    for __ in range(200):
        if scene.turn_open and not scene.busy and scene.camera.settled:
            break
        states.frame(0.1)
    return scene


def _hold_highest(states, scene):
    """Annemarie holds the tile that would lie highest over its spot: a legal preview."""
    import pygame
    from tools.pilus_screenshots import highest

    def click(pos, button=1):
        states.app.step_frame([pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=button),
                             pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=button)])

    best, choice = highest(scene.state, 0), scene.choice
    if choice.hand[choice.index] != best.tile:
        click(scene.layout.slots[choice.hand.index(best.tile)].center)
    for __ in range(4):
        if choice.rotation == best.rotation:
            break
        click(scene.layout.table.center, pygame.BUTTON_RIGHT)
    pos = tuple(map(round, scene.camera.world_to_screen(best.x + 1, best.y + 1)))
    states.app.step_frame([pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))])


def _pilus_end(states, seats):
    """The PILUS game of _pilus_position played to its end (once): (game, replay, view), made anew."""
    from game.replay import Replay
    from sprites.pilus_table_view import TableView
    from tools.pilus_screenshots import greedy
    tileset, deal, game, moves = _pilus_position(states)
    if "pilus end" not in states.games:
        game, moves = game.clone(), list(moves)
        while not game.is_terminal():
            action = greedy(game, game.current_player)
            moves.append((game.current_player, action))
            game.apply_action(game.current_player, action)
        states.games["pilus end"] = game, tuple(moves)
    game, moves = states.games["pilus end"]
    game = game.clone()
    view = TableView(game.tileset, game.pawns)
    view.sync(game)
    view.sync_pawns(game)
    return game, Replay("pilus", tuple(seat.name for seat in seats), PILUS_SEED, deal, moves), view


def pilus_results(states):
    from scenes.pilus.pilus_results import PilusResultsScene
    seats = [Seat(states.player_names[0], MOUSE), Seat(states.player_names[1], KEYS_RIGHT)]
    game, replay, view = _pilus_end(states, seats)
    return states.clear_to(PilusResultsScene(states.app, game, seats, replay, view, play_again=lambda: None))


def pilus_daily_results(states):
    """Today's PILUS daily challenge finished against its computer: the first attempt,
    kept in a data folder of its own each time (so it counts, said in today's language)."""
    import tempfile
    from game.saved.daily import daily_seats
    from scenes.shared.finished_game import keep_finished_game
    from scenes.pilus.pilus_results import PilusResultsScene
    seats = daily_seats("pilus", Seat(states.player_names[0], KEYS_LEFT))
    if "pilus daily" not in states.games:
        states.games["pilus daily"] = _pilus_end(states, seats)
    game, replay, view = states.games["pilus daily"]
    with tempfile.TemporaryDirectory(prefix="screen-states-") as folder, states.data_folder(folder):
        kept = keep_finished_game(states.app, replay, game, seats, utc_today())
    return states.clear_to(PilusResultsScene(states.app, game, seats, replay, view, play_again=lambda: None,
                                           kept=kept))


def pilus_replay(states):
    from scenes.ramp.replay_viewer import open_replay
    if "pilus replay" not in states.games:
        scene = states.clear_to(open_replay(states.app, ROOT / "replays" / "examples" / "pilus-2p.json"))
        for __ in range(MAX_FRAMES):
            if len(scene.moves) >= 12 and not scene.busy and scene.camera.settled:
                break
            states.frame(0.05)
        states.games["pilus replay"] = scene
    return states.clear_to(states.games["pilus replay"])
