"""What a player could see of a game's state, to compare a resumed game with a
replay of the moves saved."""
from game.rules.pilus_game import PilusGame


def seen(state) -> dict:
    """Everything the rules would show: boards or table, hands, scores, whose turn."""
    common = {"pending": state.pending(), "scores": state.scores(), "finished": state.is_terminal()}
    if isinstance(state, PilusGame):
        players = range(len(state.scores()))
        return common | {"table": state.table.laid(), "hands": [state.hand(p) for p in players],
                         "pawns": state.pawns, "draw": state.draw_size, "current": state.current_player}
    players = range(state.num_players)
    return common | {
        "round": state.round_index, "step": state.step, "revealed": state.revealed,
        "boards": [state.board(p).to_rows() for p in players], "status": [state.status(p) for p in players],
        "neutral": [state.neutral_left(p) for p in players], "tasks": state.open_tasks,
        "results": [[r.total for r in results] for results in state.results],
    }
