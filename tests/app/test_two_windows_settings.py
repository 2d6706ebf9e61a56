"""Issue 46.2: settings, controls and the name list (the seats last set up) save only what
their window changed over the file as it is now: two windows of the game on one data
folder, each changing something else, keep both; the same thing changed in both keeps the
later choice. On the real save path (App.save_settings, settings.json)."""
import copy
import json

import pygame

from game.shell.input import KEYS_LEFT, KEYS_RIGHT
from game.shell.input.bindings import KEY
from tests.dummy_app import open_app


def on_disk(folder) -> dict:
    return json.loads((folder / "settings.json").read_text(encoding="utf-8"))


def rebound(app, table: str, action: str, key: int):
    """The controls screen's hand-over: the window's controls with one action on another key."""
    bindings = copy.deepcopy(app.input.bindings)
    bindings.tables[table][action] = ((KEY, key),)
    app.set_bindings(bindings)


def test_two_windows_changing_other_controls_and_settings_keep_all_of_them(tmp_path):
    first, second = open_app(tmp_path), open_app(tmp_path)  # both read the same (no) file
    try:
        rebound(first, KEYS_LEFT, "drop", pygame.K_x)
        rebound(second, KEYS_LEFT, "flip", pygame.K_z)  # the same device, another action
        rebound(second, KEYS_RIGHT, "drop", pygame.K_RSHIFT)  # another device
        second.set_volume(0.2)
        second.save_settings()
        first.set_language("de")
        first.save_settings()
        saved = on_disk(tmp_path)
        assert saved["bindings"] == {KEYS_LEFT: {"drop": [f"key:{pygame.K_x}"], "flip": [f"key:{pygame.K_z}"]},
                                     KEYS_RIGHT: {"drop": [f"key:{pygame.K_RSHIFT}"]}}
        assert (saved["volume"], saved["language"]) == (0.2, "de")
    finally:
        first.close()
        second.close()
    third = open_app(tmp_path)
    try:
        assert third.notices == []
        assert third.input.bindings.inputs(KEYS_LEFT, "drop") == ((KEY, pygame.K_x),)
        assert third.input.bindings.inputs(KEYS_LEFT, "flip") == ((KEY, pygame.K_z),)
        assert third.input.bindings.inputs(KEYS_RIGHT, "drop") == ((KEY, pygame.K_RSHIFT),)
    finally:
        third.close()


def test_the_name_list_of_one_window_stays_when_another_saves_a_setting_and_the_later_table_wins(tmp_path):
    first, second = open_app(tmp_path), open_app(tmp_path)
    try:
        for app, name in ((first, "Ann"), (second, None)):
            app.stack.push("title")
            app.stack.push("table_setup", "fits")
            app.step_frame()
        setup = first.stack.top
        setup.rows[0].field.text = "Ann"
        setup.start()  # the seats are remembered
        first.step_frame()
        second.set_volume(0.3)
        second.save_settings()  # it read the file before Ann sat down
        assert [seat["name"] for seat in on_disk(tmp_path)["last_seats"]] == ["Ann"]
        second_setup = second.stack.top
        second_setup.rows[0].field.text = "Bob"
        second_setup.start()  # the same setting, chosen later in the other window: the later table is the last
        assert [seat["name"] for seat in on_disk(tmp_path)["last_seats"]] == ["Bob"]
        assert on_disk(tmp_path)["volume"] == 0.3
    finally:
        first.close()
        second.close()


def test_a_control_set_back_to_its_default_leaves_the_other_windows_change(tmp_path):
    first = open_app(tmp_path)
    try:
        rebound(first, KEYS_LEFT, "drop", pygame.K_x)
    finally:
        first.close()
    first, second = open_app(tmp_path), open_app(tmp_path)
    try:
        rebound(second, KEYS_LEFT, "flip", pygame.K_z)
        bindings = copy.deepcopy(first.input.bindings)
        bindings.reset(KEYS_LEFT)  # first sets the left keys back to their defaults
        first.set_bindings(bindings)
        assert on_disk(tmp_path)["bindings"] == {KEYS_LEFT: {"flip": [f"key:{pygame.K_z}"]}}
    finally:
        first.close()
        second.close()
