"""The screen states of challenges and daily challenges: their pages and their results."""
from __future__ import annotations

from game import games
from game.saved.daily import DailyChallenges, utc_today
from game.saved.highscores import HighScores
from game.shell.input import KEYS_LEFT, Seat
from tools.screen_states.states_shared import MasterWorking, ROOT, solo_game
from tools.screen_states.states_menus import own_boards, title


def _challenge(states):
    """Benedikt's FITS game on deal 100 (the normal level's moves), as a challenge."""
    from game.saved.challenges import Challenge
    if "challenger" not in states.games:
        states.games["challenger"] = solo_game("fits", states.player_names[1], 100, "normal")
    replay, state = states.games["challenger"]
    return Challenge(replay, state.scores()[0])


def challenge_on_own_board(states):
    """A challenge on printed board 2, then a board of the challenger's own: named, not coded."""
    from game.boards.board_text import share_code
    from game.saved.challenges import Challenge
    from scenes.menus.challenge import ChallengeScene
    own = own_boards(states)[0]  # a FITS board, as both are
    if "own board" not in states.games:
        boards = (2, share_code("fits", own.board))
        states.games["own board"] = solo_game("fits", states.player_names[1], 100, "normal", boards)
    replay, state = states.games["own board"]
    title(states)
    return states.clear_to(ChallengeScene(states.app, Challenge(replay, state.scores()[0])))


def title_continuing_challenge(states):
    """The title screen offering to continue a game on a friend's challenge."""
    import tempfile
    from game.saved.in_progress import InProgressFiles
    from game.saved.save_writer import wait_for_saves
    with tempfile.TemporaryDirectory(prefix="screen-states-") as folder, states.data_folder(folder) as storage:
        scene = states.app.stack.make(games.get("fits").part("game_screen"), "fits", [Seat(states.player_names[0], KEYS_LEFT)], 100,
                                    challenge=_challenge(states))
        InProgressFiles(storage).save(scene.on_disk, [])
        wait_for_saves()
        return title(states)


def challenge(states):
    """A challenge opened: who, which game, the score to beat."""
    from scenes.menus.challenge import ChallengeScene
    title(states)
    return states.clear_to(ChallengeScene(states.app, _challenge(states)))


def challenge_refused(states):
    """A challenge whose score was edited: the one line that refuses it."""
    from game.i18n import _
    from game.saved.challenges import ChallengeError, refereed
    challenge = _challenge(states)
    try:
        refereed(challenge.replay, challenge.score + 8)
    except ChallengeError as err:
        return states.menu("scenes.menus.rules_screen", "TextPageScene", _("Challenge"), err.in_words())
    raise AssertionError("an edited score was taken")


def challenge_results(states, master: bool = False):
    """Annemarie's game on Benedikt's challenge: both players' rounds and totals, kept
    (in a data folder of its own) so that the results offer a challenge of their own."""
    import tempfile
    from scenes.ramp.final_results import FinalResultsScene
    from scenes.shared.finished_game import keep_finished_game
    if "answer" not in states.games:
        states.games["answer"] = solo_game("fits", states.player_names[0], 100, "easy")
    replay, state = states.games["answer"]
    seats = [Seat(states.player_names[0], KEYS_LEFT)]
    with tempfile.TemporaryDirectory(prefix="screen-states-") as folder, states.data_folder(folder):
        kept = keep_finished_game(states.app, replay, state, seats)
    results = states.clear_to(FinalResultsScene(states.app, "fits", state, seats, kept=kept, replay=replay,
                                              challenge=_challenge(states)))
    if master:  # asked, and still working it out
        results.target = MasterWorking()
    return results


def challenge_written(states):
    """The page after Challenge a friend: where the file went, and its code."""
    import tempfile
    from scenes.menus.challenge import write_and_show
    title(states)
    challenge = _challenge(states)
    with tempfile.TemporaryDirectory(prefix="screen-states-") as folder, states.data_folder(folder):
        write_and_show(states.app, challenge.replay, challenge.score)
        states.app.step_frame((), 0)
    return states.app.stack.top


def daily_results(states):
    """Today's FITS challenge at its end, kept for the first time (in a data folder of its
    own each time): four rounds, the rating, the high score, the attempt, the share line."""
    import tempfile
    from scenes.ramp.final_results import FinalResultsScene
    from scenes.shared.finished_game import keep_finished_game
    if "fits daily" not in states.games:
        states.games["fits daily"] = solo_game("fits", states.player_names[0], 100, "easy")
    replay, state = states.games["fits daily"]
    seats = [Seat(states.player_names[0], KEYS_LEFT)]
    with tempfile.TemporaryDirectory(prefix="screen-states-") as folder, states.data_folder(folder):
        kept = keep_finished_game(states.app, replay, state, seats, utc_today())
    return states.clear_to(FinalResultsScene(states.app, "fits", state, seats, kept=kept, daily=utc_today(),
                                           replay=replay))


def daily_worse_try(states):
    """Today's FITS compact challenge tried three times (in a data folder of its own each
    time): 2 counted, 6, then 1, the third on screen: practice, and no best."""
    import tempfile
    from game.replay import load_replay
    from game.saved.highscores import Entry
    from scenes.ramp.final_results import FinalResultsScene
    from scenes.shared.finished_game import keep_finished_game
    replay = load_replay(ROOT / "replays" / "examples" / "fits-mini-solo.json")  # scores 1
    state = replay.play()
    seats = [Seat(states.player_names[0], KEYS_LEFT)]
    with tempfile.TemporaryDirectory(prefix="screen-states-") as folder, states.data_folder(folder) as storage:
        challenges, __ = DailyChallenges.load(storage)
        table, __ = HighScores.load(storage)
        for score in (2, 6):
            challenges.record_attempt("fits-mini", utc_today(), score)
            table.add("fits-mini", Entry(states.player_names[0], score, None, f"{utc_today()}T10:00:00", 1, None))
        kept = keep_finished_game(states.app, replay, state, seats, utc_today())
    return states.clear_to(FinalResultsScene(states.app, "fits-mini", state, seats, kept=kept, daily=utc_today(),
                                           replay=replay))
