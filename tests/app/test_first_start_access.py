"""The very first start offers the text size and the contrast before anything else (issue 50,
point 8): on the page over the title that also offers the tutorials, after its two answers (which
keep their places), with the keys, a pad or the mouse; what is chosen is in use at once and kept."""
import json

import pygame

from game.shell import contrast, text_size
from scenes.menus.learn_pages import LearnOfferScene
from scenes.menus.title import TitleScene
from tests.app.conftest import click, tap
from tests.app.virtual_pads import A, room_of_pads
from tests.dummy_app import open_app


def first_start(app) -> LearnOfferScene:
    app.stack.clear_to(TitleScene(app, offer_tutorials=True))
    app.step_frame()
    app.step_frame()
    offer = app.stack.top
    assert isinstance(offer, LearnOfferScene)
    return offer


def test_the_first_start_offers_text_size_and_contrast_after_its_answers_and_keeps_them(tmp_path):
    app = open_app(tmp_path)
    try:
        offer = first_start(app)
        labels = [item.text for item in offer.menu.items]
        assert labels == ["Learn to play", "No, thanks", "Text size: 100%", "High contrast: off"]
        for __ in range(2):
            app.step_frame(tap(pygame.K_DOWN))
        assert offer.menu.focused is offer.text_size
        app.step_frame(tap(pygame.K_RIGHT))
        assert app.settings.text_size == 1.25 and text_size.factor() == 1.25
        assert offer.text_size.text == "Text size: 125%"
        app.step_frame(tap(pygame.K_DOWN))
        app.step_frame(tap(pygame.K_RETURN))
        assert app.settings.high_contrast and contrast.high() and offer.high_contrast.text == "High contrast: on"
        app.step_frame(tap(pygame.K_ESCAPE))  # the offer answered: no tutorial
        app.step_frame()
        assert isinstance(app.stack.top, TitleScene)
    finally:
        app.close()
    kept = json.loads((tmp_path / "settings.json").read_text(encoding="utf-8"))
    assert kept["text_size"] == 1.25 and kept["high_contrast"] is True
    again = open_app(tmp_path)
    try:
        again.stack.clear_to(TitleScene(again, offer_tutorials=True))
        again.step_frame()
        again.step_frame()
        assert isinstance(again.stack.top, TitleScene)  # asked once
        assert contrast.high() and text_size.factor() == 1.25  # and in use from the start
    finally:
        again.close()
        contrast.set_high_contrast(False)
        text_size.set_factor(1.0)


def test_the_offers_text_size_and_contrast_answer_the_mouse(tmp_path):
    app = open_app(tmp_path)
    try:
        offer = first_start(app)
        app.step_frame(click(offer.high_contrast.rect.center))
        assert app.settings.high_contrast and contrast.high()
        assert isinstance(app.stack.top, LearnOfferScene)  # the choice is made on the page; it stays up
    finally:
        app.close()
        contrast.set_high_contrast(False)


def test_a_pad_alone_reaches_the_offers_text_size_and_contrast(tmp_path):
    with room_of_pads(tmp_path, 1, settle=0) as (app, __, pads):
        try:
            offer = first_start(app)
            for __ in range(2):
                pads[0].hat(0, -1)
            assert offer.menu.focused is offer.text_size
            pads[0].hat(1, 0)
            assert app.settings.text_size == 1.25
            pads[0].hat(0, -1)
            pads[0].button(A)
            assert app.settings.high_contrast
        finally:
            contrast.set_high_contrast(False)
            text_size.set_factor(1.0)
