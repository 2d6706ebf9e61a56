"""The in-progress files are written on a thread of their own: the newest move
always reaches the disk, a game removed is not written back, two games started
in the same second keep two files, a save the disk refuses is said, and a save the
file already holds is not written again."""
from game import games
from game.saved.in_progress import GameInProgress, InProgressFiles, in_progress_folder, read_game
from game.saved.save_writer import wait_for_saves
from game.shell.input import KEYS_LEFT, Seat
from game.saved.storage import Storage


def new_game(seed):
    definition = games.get("fits")
    deal = definition.deal(1, seed)
    return GameInProgress("fits", (Seat("Ann", KEYS_LEFT),), seed, deal), definition.new_state(1, deal)


def moves_of(state, count):
    moves = []
    for _ in range(count):
        action = state.legal_actions(0)[0]
        state.apply_action(0, action)
        moves.append((0, action))
    return moves


def test_saves_made_one_after_another_leave_the_newest_on_disk(tmp_path):
    files = InProgressFiles(Storage(tmp_path))
    game, state = new_game(3)
    moves = moves_of(state, 12)
    for n in range(len(moves) + 1):
        assert files.save(game, moves[:n]) is None
    assert wait_for_saves() is None
    assert read_game(game.path).moves == tuple(moves)


def test_a_game_removed_while_its_save_waits_stays_removed(tmp_path):
    files = InProgressFiles(Storage(tmp_path))
    game, state = new_game(4)
    moves = moves_of(state, 3)
    for n in range(len(moves) + 1):
        files.save(game, moves[:n])
    assert files.discard(game) is None
    wait_for_saves()
    assert list(in_progress_folder(files.storage).iterdir()) == []


def test_two_games_started_at_once_keep_a_file_each(tmp_path):
    files = InProgressFiles(Storage(tmp_path))
    first, second = new_game(5)[0], new_game(6)[0]
    files.save(first, ())
    files.save(second, ())
    wait_for_saves()
    assert first.path != second.path
    assert sorted(read_game(path).seed for path in in_progress_folder(files.storage).iterdir()) == [5, 6]


def test_a_save_the_disk_refuses_is_said_and_the_last_good_file_stays(tmp_path):
    files = InProgressFiles(Storage(tmp_path))
    game, state = new_game(7)
    moves = moves_of(state, 2)
    files.save(game, moves[:1])
    wait_for_saves()
    folder = in_progress_folder(files.storage)
    kept = folder.rename(tmp_path / "elsewhere")
    folder.write_text("a file where the folder was", encoding="utf-8")  # no file can be written in it
    files.save(game, moves)
    problem = wait_for_saves()
    assert problem and str(game.path) in problem
    folder.unlink()
    kept.rename(folder)
    assert read_game(game.path).moves == tuple(moves[:1])


def test_a_save_the_file_holds_is_not_written_again_unless_the_file_changed_or_went(tmp_path):
    """A game entered again saves at once: the same snapshot leaves the file as it was."""
    files = InProgressFiles(Storage(tmp_path))
    game, state = new_game(8)
    moves = moves_of(state, 2)
    files.save(game, moves[:1])  # makes the file
    files.save(game, moves)  # through the writer
    wait_for_saves()
    written = game.path.stat()
    files.save(game, moves)
    assert wait_for_saves() is None
    again = game.path.stat()
    assert (again.st_ino, again.st_mtime_ns) == (written.st_ino, written.st_mtime_ns)  # not written again
    text = game.path.read_text(encoding="utf-8")
    game.path.write_text(text + "\n", encoding="utf-8")  # changed by another hand
    files.save(game, moves)
    wait_for_saves()
    assert game.path.read_text(encoding="utf-8") == text
    game.path.unlink()  # removed
    files.save(game, moves)
    wait_for_saves()
    assert read_game(game.path).moves == tuple(moves)
