"""The replay codec of the third game the registry tests register
(tests/test_one_game_one_place.py): PILUS's tiles and moves under an id of its own."""
from game.content.pilus import load_tileset
from game.replay.pilus_codec import (content_version, deal_json, make_deal, max_moves, move_json, new_state,
                                     parse_move, result_fields)

__all__ = ["content_version", "deal_json", "make_deal", "max_moves", "move_json", "new_state", "parse_move",
           "result_fields", "rules_data"]


def rules_data(game_id: str):
    return load_tileset("pilus")  # this test game plays on PILUS's tiles
