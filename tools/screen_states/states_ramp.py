"""The screen states of the ramp games: games mid-round, a race, a tutorial's steps, a hint, the
round's results, the final results and the replay viewer."""
from __future__ import annotations

from game.content.ramp import load_edition
from game.shell.input import KEYS_LEFT, Seat
from game.rules.ramp_actions import Skip
from tools import ramp_play
from tools.ramp_play import MAX_FRAMES
from tools.screen_states.states_shared import ROOT, solo_game


def tutorial_step(states, game_id: str, number: int, device: str = KEYS_LEFT, refused: bool = False):
    """A tutorial at step `number` (from 1): the steps before it played as they ask, the
    pieces landed; refused: a move it does not want was just made."""
    from scenes.ramp.ramp_lesson import tutorial_scene
    scene = tutorial_scene(states.app, game_id, device)
    tutorial = scene.mode.tutorial
    while tutorial.number(scene.state.round_index, scene.state.step) < number:
        scene.play_action(0, tutorial.move(scene.state))
        if scene.round_over:  # the round's scores seen: on to the next round
            scene._results_open = True
            scene.on_resume()
    for view in scene.views:
        view.finish()
    if refused:
        scene.play_action(0, Skip())
    return states.clear_to(scene)


def fits_start(states):
    """FITS for four at its start: each ramp's header shows its start piece's shape."""
    return states.clear_to_anew("fits start", states.ramp_scene("fits", 4, seed=12))


def ramp_mid_round(states, game_id: str, last: bool = False):
    """Four players in the second round (or the last: the most task cards, the longest
    board rules), some pieces on every board."""
    round_index = load_edition(game_id).rounds - 1 if last else 1
    key = ("mid", game_id, round_index)
    if key not in states.games:
        scene = states.clear_to(states.ramp_scene(game_id, 4, seed=12))
        states.play_until(scene, lambda: scene.round_shown == round_index
                         and scene.state.step not in ("start", 0, 1, 2, 3))
        states.games[key] = scene, [list(tray) for tray in scene.set_aside], list(scene.messages)
    scene, trays, messages = states.games[key]
    # As it was kept: the states built on it ("fits set aside", "fits refused") fill its trays and messages.
    scene.set_aside, scene.messages = [list(tray) for tray in trays], list(messages)
    return states.clear_to(scene)


def racing(states, game_id: str):
    """A solo game in its second round racing a replay of the same deal (the ghost
    beside the ramp, its gap after round 1), the longest names on both."""
    key = ("race", game_id)
    if key not in states.games:
        from game.ghost.sources import refereed_ghost
        from scenes.ramp.ramp_screen import RampGameScene
        replay, __ = ramp_play.solo_bot_game(game_id, states.player_names[1], 12, "easy")
        ghost = refereed_ghost(replay, game_id, replay.deal, None, "file")
        scene = states.clear_to(RampGameScene(states.app, game_id, [Seat(states.player_names[0], KEYS_LEFT)], 12,
                                            ghost=ghost))
        states.play_until(scene, lambda: scene.round_shown == 1 and scene.state.step not in ("start", 0, 1, 2))
        states.games[key] = scene
    return states.clear_to(states.games[key])


def race_chart(states):
    """After a race: the lead card by card over a whole solo FITS compact game."""
    from game.ghost.race import CardByCard, lead_by_card
    from scenes.ramp.race_chart import RaceChartScene
    if "race chart" not in states.games:
        mine, __ = ramp_play.solo_bot_game("fits-mini", states.player_names[0], 5, "easy")
        theirs, __ = ramp_play.solo_bot_game("fits-mini", states.player_names[1], 5, "hard")
        games = []
        for replay in (mine, theirs):
            state = replay.new_state()
            game = CardByCard(state.edition, state.deal)
            for __, action in replay.moves:
                game.play(action)
            games.append(game)
        states.games["race chart"] = (lead_by_card(*games), [g.state.scores()[0] for g in games])
    points, totals = states.games["race chart"]
    return states.clear_to(RaceChartScene(states.app, points, states.player_names[:2], totals, ""))


def ramp_hint(states, game_id: str):
    """A solo practice game in its second round, the master's hint on the ramp and its reason below."""
    from scenes.ramp.ramp_screen import RampGameScene
    key = ("hint", game_id)
    if key not in states.games:
        scene = states.clear_to(RampGameScene(states.app, game_id, [Seat(states.player_names[0], KEYS_LEFT)], 12,
                                            practice=True))
        states.play_until(scene, lambda: scene.round_shown == 1 and scene.state.step not in ("start", 0, 1, 2))
        for __ in range(MAX_FRAMES):  # the last card landed: a hint is asked of a board at rest
            if not any(view.busy for view in scene.views):
                break
            states.frame()
        states.games[key] = scene
    scene = states.clear_to(states.games[key])
    states.hint_on(scene)
    return scene


def fits_set_aside(states):
    """FITS for four mid-round, with pieces in every tray (one, two, three and five)."""
    scene = ramp_mid_round(states, "fits")
    pieces = list(scene.edition.build)
    for player, count in enumerate((1, 2, 3, 5)):
        scene.set_aside[player] = pieces[player * 5:player * 5 + count]
    return scene


def fits_refused(states):
    """FITS for four mid-round, two moves refused: a piece that does not fit its column,
    and one that fits nowhere (the way on: set it aside)."""
    from game.message_keys import keyed
    scene = ramp_mid_round(states, "fits")
    scene.messages[0] = (keyed("ramp.refused.no_fit"), 60.0)
    scene.messages[1] = (scene.fits_nowhere(1), 60.0)
    return scene


def round_details(states):
    """A cell of the score table opened: the second player's board of round 2 and its lines."""
    from scenes.ramp.round_details import RoundDetailsScene
    results = round_scoring(states)
    states.clear_to(results)
    details = RoundDetailsScene(states.app, results.state, [seat.name for seat in results.seats], 1, 1)
    details.breakdown.focus = (0, 0)
    states.app.stack.push(details)
    return details


def round_scoring(states, table: bool = False, focus: tuple[int, int] | None = None):
    """BITS with three players at the end of round 2, scoring step by step (or the table)."""
    from scenes.ramp.round_results import RoundResultsScene
    if "scoring" not in states.games:
        scene = states.clear_to(states.ramp_scene("bits", 3, seed=11))
        states.play_until(scene, lambda: scene.round_shown == 1 and isinstance(states.app.stack.top,
                                                                              RoundResultsScene))
        states.games["scoring"] = (scene, states.app.stack.top)
    scene, results = states.games["scoring"]
    states.clear_to(scene)
    fresh = RoundResultsScene(states.app, scene.state, scene.views, scene.seats, results.round_index)
    sequence = fresh.sequence
    step = next((i for i in range(max(map(len, sequence.lines))) for lines in sequence.lines
                 if i < len(lines) and lines[i].rule == "task"), 0)  # a task card scoring on a board
    sequence.time = (step + 0.3) * sequence.step_time
    if table:
        fresh.confirm()  # every line shown at once, then the table
    if focus is not None:  # every line counted, one of them focused
        sequence.skip()
        fresh.breakdown.focus = focus
    states.app.stack.push(fresh)
    return fresh


def round_scoring_four(states):
    """BITS pro's third round scored for four over the last round's boards: the narrowest
    headers, each saying the task card line its board scores."""
    from scenes.ramp.round_results import RoundResultsScene
    scene = ramp_mid_round(states, "bits-pro", last=True)
    results = RoundResultsScene(states.app, scene.state, scene.views, scene.seats, scene.round_shown - 1)
    sequence = results.sequence
    sequence.time = (max(map(len, sequence.lines)) - 0.7) * sequence.step_time  # the last lines: task cards
    states.app.stack.push(results)
    return results


def results(states):
    """A solo FITS compact game at its end: winner line and rating."""
    from scenes.ramp.final_results import FinalResultsScene
    if "final" not in states.games:
        scene = states.clear_to(states.ramp_scene("fits-mini", 1, seed=3))
        states.play_until(scene, lambda: isinstance(states.app.stack.top, FinalResultsScene))
        states.games["final"] = scene
    scene = states.games["final"]
    return states.clear_to(FinalResultsScene(states.app, scene.game_id, scene.state, scene.seats,
                                           replay=scene.replay()))


def results_played_like(states):
    """A solo FITS game played as the hard computer plays: the results name that level."""
    from scenes.ramp.final_results import FinalResultsScene
    if "fits hard" not in states.games:
        states.games["fits hard"] = solo_game("fits", states.player_names[0], 100, "hard")
    replay, state = states.games["fits hard"]
    return states.clear_to(FinalResultsScene(states.app, "fits", state, [Seat(states.player_names[0], KEYS_LEFT)],
                                           replay=replay))


def solo_results(states, game_id: str):
    """A solo game by the easy computer's moves at its end: BITS names each round's task cards
    and what they scored; BITS pro, which has no rating, says why."""
    from scenes.ramp.final_results import FinalResultsScene
    key = ("solo", game_id)
    if key not in states.games:
        states.games[key] = ramp_play.solo_bot_game(game_id, states.player_names[0], 100, "easy")
    replay, state = states.games[key]
    return states.clear_to(FinalResultsScene(states.app, game_id, state, [Seat(states.player_names[0], KEYS_LEFT)],
                                           replay=replay))


def ramp_unknown_controls(states, game_id: str):
    """A ramp game for two resumed with the second seat's saved controls unknown: it waits, saying how to go on."""
    from game.shell.input.seats import MISSING
    first, second = ramp_play.seats(states.player_names, 2)
    scene = states.ramp_scene_with(game_id, [first, Seat(second.name, MISSING)], seed=5)
    return states.clear_to_anew(f"{game_id} unknown controls", scene)


def replay_viewer(states):
    from scenes.ramp.replay_viewer import ReplayViewerScene
    if "viewer" not in states.games:
        viewer = states.clear_to(ReplayViewerScene(states.app, ROOT / "replays" / "examples" / "bits-solo.json"))
        for __ in range(MAX_FRAMES):
            if viewer.index >= 14 and not any(view.busy for view in viewer.views):
                break
            states.frame()
        states.games["viewer"] = viewer
    return states.clear_to(states.games["viewer"])


def replay_viewer_four(states, between_rounds: bool = False, at_end: bool = False):
    """A seeded random BITS pro game for four watched in the viewer: mid-round in the second
    round, at the first round's end (its boards held up, each header with the round's
    points), or at the replay's end (the score table for four)."""
    from scenes.ramp.replay_viewer import ReplayViewerScene
    from tools.make_example_replays import play_random
    key = ("viewer four", between_rounds, at_end)
    if key not in states.games:
        viewer = states.clear_to(ReplayViewerScene(states.app, play_random("bits-pro", list(states.player_names), 2026)))
        if between_rounds or at_end:  # watched at the fastest speed, as a player would, then back to 1x
            _watch_fast(states, viewer, lambda: viewer.finished if at_end else viewer.holding)
        else:
            _watch(states, viewer, lambda: viewer.holding)
            _watch(states, viewer, lambda: viewer.round_shown == 1)
            round_start = viewer.index
            _watch(states, viewer, lambda: viewer.index >= round_start + 6)
        states.games[key] = viewer
    return states.clear_to(states.games[key])


def _watch_fast(states, viewer, done):
    """_watch at the viewer's fastest speed (its key 4), then its speed key 1 again."""
    import pygame
    viewer.handle_event(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_4, mod=0, unicode="4"))
    _watch(states, viewer, done)
    viewer.handle_event(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_1, mod=0, unicode="1"))


def _watch(states, viewer, done):
    """The replay plays on until done() and every piece has landed."""
    for __ in range(MAX_FRAMES):
        if done() and not any(view.busy for view in viewer.views):
            return
        states.frame(0.05, draw=False)
    raise AssertionError("the replay never got there")
