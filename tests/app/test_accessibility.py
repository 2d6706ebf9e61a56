"""What makes the game playable by more people (docs/accessibility.md), through the real
loop: reduced motion and the animation speed, sound captions, the key settle time, and
Settings remembering them."""
import pygame
import pytest

from game.i18n import _
from game.saved.storage import Settings, Storage
from game.shell import motion
from game.shell.app import FrameLoop
from game.shell.input import KEYS_LEFT, Seat
from scenes.menus.settings import SettingsScene
from scenes.ramp.ramp_screen import RampGameScene
from sprites import palette, text_audit
from sprites.camera import Camera
from sprites.pilus_pawn import target_radius
from sprites.slide_animation import Shake
from tests.app.conftest import key_down, key_up, tap
from tests.app.virtual_time import VirtualTime
from tests.dummy_app import open_app
from tests.resume.test_seats_without_device import drawn_texts

DROP = pygame.K_s  # the left keyboard zone's drop


@pytest.fixture(autouse=True)
def usual_motion_after_each_test():
    yield
    motion.set_motion(False, 1.0)  # the motion setting is the process's: the next test starts as a player does


def play_with(app, **settings):
    for name, value in settings.items():
        setattr(app.settings, name, value)
    app.use_access_settings()


def fits_alone(app) -> RampGameScene:
    scene = RampGameScene(app, "fits", [Seat("Ann", KEYS_LEFT)], 5)
    app.stack.push(scene)
    app.step_frame()
    return scene


def frames_of_a_drop(app) -> int:
    """Frames after the one of the start piece's drop until it lies still on the board."""
    scene = fits_alone(app)
    app.step_frame(tap(DROP))
    assert scene.moves, "the drop is played in the frame of the key"
    frames = 0
    while scene.views[0].busy:
        app.step_frame()
        frames += 1
        assert frames < 600
    return frames


def test_with_reduced_motion_a_dropped_piece_lies_on_the_board_in_the_frame_after_the_move(app):
    play_with(app, reduced_motion=True)
    assert frames_of_a_drop(app) <= 1
    assert app.stack.top.views[0].version > 1  # the ramp's still picture holds it


def test_at_twice_the_animation_speed_a_slide_takes_about_half_the_frames(app):
    usual = frames_of_a_drop(app)
    play_with(app, animation_speed=2.0)
    fast = frames_of_a_drop(app)
    assert usual > 10 and abs(fast * 2 - usual) <= 2, (usual, fast)
    play_with(app, animation_speed=0.5)
    assert abs(frames_of_a_drop(app) - usual * 2) <= 2


def test_with_reduced_motion_nothing_shakes_pulses_or_glides():
    motion.set_motion(True, 1.0)
    shake = Shake()
    shake.start(20)
    assert shake.offset == 0 and not shake.active  # a refusal is said by its message alone
    assert len({target_radius(40, t / 10) for t in range(20)}) == 1  # the pawn targets' rings keep their size
    camera = Camera()
    camera.target = (12.0, -7.0, camera.zoom)
    camera.update(1 / 60)
    assert camera.settled  # the view is where it goes in the step it starts


def test_a_landing_piece_is_captioned_with_sound_captions_on_and_not_with_them_off(app):
    frames_of_a_drop(app)
    assert _("Piece lands") not in drawn_texts(app)
    play_with(app, sound_captions=True)
    frames_of_a_drop(app)
    assert _("Piece lands") in drawn_texts(app)
    for __ in range(150):  # the caption runs out after about two seconds
        app.step_frame()
    assert _("Piece lands") not in drawn_texts(app)


def test_captions_speak_the_games_language(app):
    play_with(app, sound_captions=True)
    app.set_language("fr")
    frames_of_a_drop(app)
    assert "La pièce se pose" in drawn_texts(app)


def caption_as_drawn(app) -> tuple[int, tuple]:
    """The landing caption's letters' height and its plate's colour beside them, in a frame of the real loop."""
    text_audit.start_audit(app.surface)
    app.step_frame()
    note = next(note for note in text_audit.stop_audit() if note.text == _("Piece lands"))
    return note.rect.height, tuple(app.surface.get_at((note.box.x + 2, note.box.centery)))[:3]


def test_the_captions_are_drawn_at_the_text_size_and_in_the_palette_the_player_set(app):
    """The guidelines' "caption presentation customised": their size follows Text size, their
    plate and letters High contrast."""
    play_with(app, sound_captions=True)
    frames_of_a_drop(app)
    usual_height, usual_plate = caption_as_drawn(app)
    assert usual_plate == palette.STANDARD.caption_plate
    for __ in range(150):  # the caption runs out
        app.step_frame()
    try:
        play_with(app, sound_captions=True, text_size=1.25, high_contrast=True)
        frames_of_a_drop(app)
        height, plate = caption_as_drawn(app)
    finally:
        play_with(app, text_size=1.0, high_contrast=False)  # the process's: the next test starts as a player does
    assert height >= usual_height * 1.2
    assert plate == palette.HIGH_CONTRAST.caption_plate


def test_with_a_key_settle_time_a_brushed_key_counts_for_nothing_and_a_held_one_once(app):
    """Through SDL's event queue and the real frame loop: a key down and up again at once
    drops nothing; held down, it drops once it has stayed the settle time."""
    play_with(app, key_settle=0.3)
    scene = fits_alone(app)
    loop = FrameLoop(app, VirtualTime())
    pygame.event.clear()
    for event in tap(DROP):
        pygame.event.post(event)
    for __ in range(3):
        loop.frame()
    assert not scene.views[0].busy and not scene.moves
    pygame.event.post(key_down(DROP))
    frames = 0
    while not scene.moves:  # the loop's time passes, frame by frame, with the key held down
        loop.frame()
        frames += 1
        assert frames < 600
    pygame.event.post(key_up(DROP))
    loop.frame()
    assert len(scene.moves) == 1


def test_a_key_settle_time_holds_a_press_back_until_it_has_stayed_down(app):
    play_with(app, key_settle=0.2)
    scene = fits_alone(app)
    app.step_frame([key_down(DROP)])
    for __ in range(10):  # a sixth of a second: not yet
        app.step_frame()
    assert not scene.moves
    for __ in range(3):
        app.step_frame()
    assert len(scene.moves) == 1
    app.step_frame([key_up(DROP)])


def test_settings_keep_the_motion_captions_and_settle_time(tmp_path):
    app = open_app(tmp_path)
    app.stack.push(SettingsScene(app))
    app.step_frame()
    settings = app.stack.top
    for item, presses in ((settings.reduced_motion, 1), (settings.animation_speed, 2),
                          (settings.sound_captions, 1), (settings.key_settle, 1)):
        settings.menu.focus = settings.menu.items.index(item)
        for __ in range(presses):
            app.step_frame(tap(pygame.K_RIGHT))
    app.step_frame(tap(pygame.K_RIGHT))  # with a settle time set, a tap counts for nothing...
    app.step_frame([key_down(pygame.K_RIGHT)])
    for __ in range(8):  # ...a key held down a tenth of a second counts, once
        app.step_frame()
    app.step_frame([key_up(pygame.K_RIGHT)])
    assert settings.reduced_motion.label == _("Reduced motion: on")
    assert settings.animation_speed.label == _("Animation speed: {percent}%", percent=200)
    assert settings.sound_captions.label == _("Sound captions: on")
    assert settings.key_settle.label == _("Key settle time: {seconds} s", seconds="0.2")
    assert motion.reduced() and motion.speed() == 2.0 and app.input.key_settle == 0.2  # in use at once
    app.close()
    kept, __ = Settings.load(Storage(tmp_path))
    assert (kept.reduced_motion, kept.animation_speed, kept.sound_captions, kept.key_settle) == (True, 2.0, True, 0.2)
    motion.set_motion(False, 1.0)
    again = open_app(tmp_path)
    assert motion.reduced() and motion.speed() == 2.0 and again.captions.on and again.input.key_settle == 0.2
    again.close()


def test_settings_of_the_wrong_kind_fall_back_to_their_defaults(tmp_path):
    Storage(tmp_path).save_json("settings", {"reduced_motion": "yes", "animation_speed": 3,
                                             "sound_captions": 1, "key_settle": -0.2})
    kept, __ = Settings.load(Storage(tmp_path))
    assert (kept.reduced_motion, kept.animation_speed, kept.sound_captions, kept.key_settle) == (False, 1.0, False, 0.0)


# The left keyboard zone's keys, all within one hand's reach: WASD, Space, Tab and Esc beside them.
ONE_HAND = {"down": pygame.K_s, "confirm": pygame.K_SPACE, "drop": pygame.K_s, "pause": pygame.K_TAB}


def choose_with_one_hand(app, label: str):
    """Walk the top screen's menu down to `label` with the left zone's S, and confirm it with Space."""
    menu = app.stack.top.menu
    for __ in range(3 * len(menu.items)):
        if menu.items[menu.focus].label == label:
            break
        app.step_frame(tap(ONE_HAND["down"]))
    else:
        raise AssertionError(f"{label!r} not among {[item.label for item in menu.items]}")
    app.step_frame(tap(ONE_HAND["confirm"]))
    app.step_frame()


def test_one_hand_on_one_keyboard_zone_goes_from_the_title_into_a_game_and_plays_it(app):
    """No action needs the other hand, the mouse or a second device: the menus walk with S,
    choose with Space, a piece drops with S, the game pauses with Tab."""
    from scenes.menus.pause import PauseScene
    from scenes.menus.title import TitleScene
    app.stack.push(TitleScene(app))
    app.step_frame()
    choose_with_one_hand(app, _("Play"))
    choose_with_one_hand(app, _("FITS"))
    choose_with_one_hand(app, _("Start"))
    if not isinstance(app.stack.top, RampGameScene):  # a first game offers the tutorial first
        choose_with_one_hand(app, _("No, thanks"))
    scene = app.stack.top
    assert isinstance(scene, RampGameScene) and scene.seats[0].device == KEYS_LEFT
    app.step_frame(tap(ONE_HAND["drop"]))
    assert scene.moves
    app.step_frame(tap(ONE_HAND["pause"]))
    app.step_frame()
    assert isinstance(app.stack.top, PauseScene)


@pytest.mark.parametrize("styles", [palette.PLAYER_STYLES, tuple(palette.BITS_STYLES.values()),
                                    tuple(palette.PILUS_STYLES.values())], ids=["seats", "bits", "pilus"])
def test_every_colour_of_a_game_is_told_apart_without_colour(styles):
    """Drawn in shades of grey only (as a player who tells no colours apart sees them), no
    two cells of a set look alike: each colour has its own pattern or symbol."""
    def grey(style):
        cell = pygame.Surface((40, 40))
        palette.draw_style(cell, cell.get_rect(), style)
        return pygame.image.tobytes(pygame.transform.grayscale(cell), "RGB")
    assert len({style.pattern for style in styles}) == len(styles)
    assert len({grey(style) for style in styles}) == len(styles)


def test_a_resting_screen_keeps_drawing_while_a_caption_runs_out_and_then_sleeps(app):
    """Settings' effects volume plays its sample (a landing): on a menu, which otherwise
    sleeps between inputs, the caption is drawn as it goes, then the window rests."""
    from game.shell.app import Pace
    play_with(app, sound_captions=True)
    app.stack.push(SettingsScene(app))
    app.step_frame()
    settings = app.stack.top
    settings.menu.focus = settings.menu.items.index(settings.volume)
    app.step_frame(tap(pygame.K_LEFT))
    for __ in range(45):  # the volume is saved after half a second; the caption stays two
        app.step_frame()
    assert _("Piece lands") in drawn_texts(app) and app.pace() is Pace.CALM
    for __ in range(100):
        app.step_frame()
    assert _("Piece lands") not in drawn_texts(app) and app.pace() is Pace.REST


def test_with_reduced_motion_a_pilus_tile_lies_on_the_table_in_the_frame_after_it_is_laid(app):
    """The person's tile and the computer's: no glide, no camera drift, no hop."""
    from tests.scenes.test_pilus_game import FirstLegal, lay_by_keys, settle, start
    play_with(app, reduced_motion=True)
    scene = start(app, seats=[Seat("Ann", "keys-right"), Seat("Cy", "ai:test")], controllers=[None, FirstLegal()])
    settle(app, scene, player=0)
    lay_by_keys(app, scene, next(a for a in scene.state.legal_actions(0) if a.pawn is None))
    assert len(scene.moves) == 1
    app.step_frame()
    assert scene.motion is None and scene.camera.settled and not any(pawn.busy for pawn in scene.view.pawns)
    for __ in range(200):  # the computer's turn
        if len(scene.moves) == 2:
            break
        app.step_frame()
    app.step_frame()
    assert len(scene.moves) == 2 and scene.motion is None and scene.camera.settled
