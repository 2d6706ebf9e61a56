"""The ghost a solo game's command line or setup names: the player's own best game on the
deal (from the high-score table's replays), the master, or a replay file (game.ghost)."""
from __future__ import annotations

from game import i18n
from game.ghost.sources import BEST, MASTER, Ghost, GhostRefused, ghost_from_file, master_ghost, refused
from game.i18n import _
from game.saved.highscores import HighScores, saved_replays, table_key


def best_ghost(storage, game_id: str, seed: int | None, deal, board_order) -> Ghost:
    """The best game in the high-score table on this deal whose replay is still there and refereed."""
    scores, __ = HighScores.load(storage)
    files = saved_replays(storage)
    for entry in scores.table(table_key(game_id, board_order)):
        if entry.seed != seed or entry.replay not in files:
            continue
        try:
            ghost = ghost_from_file(files[entry.replay], game_id, deal, board_order)
        except GhostRefused:
            continue  # another deal's game on the same number (more seats), or a damaged file
        return Ghost(_("Your best ({score})", score=i18n.number(entry.score)), ghost.replay, BEST)
    raise refused("no game on this deal in the high-score table", lambda: _("there is no game of yours on this deal "
                                                                               "in the high scores"))


def find_ghost(source: str, storage, game_id: str, seed: int | None, deal, board_order) -> Ghost:
    """The ghost `source` names: MASTER, BEST or a replay file's path; GhostRefused when none."""
    if source == MASTER:
        return master_ghost(game_id)
    if source == BEST:
        return best_ghost(storage, game_id, seed, deal, board_order)
    return ghost_from_file(source, game_id, deal, board_order)
