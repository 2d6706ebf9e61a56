"""Wrapped text does not end a paragraph on a lone word where the line above could
give it one: the rules texts, in every language, at many widths."""
from game import i18n
from game.i18n import _
from sprites import ui

# Paragraphs of the rules pages, long enough to wrap into several lines.
TEXTS = [
    "Every player has a board on a ramp and the same set of pieces. A card shows which piece comes next, "
    "and everybody plays that piece at the same time, each on their own board.",
    "Dominoes may lie or stand, either colour first. They slide straight down and may never stick out of the board. "
    "When your board takes no more dominoes, you are out for the rest of the round. The round ends when nobody "
    "can place any more or the cards run out.",
    "Your own pawn never limits you: you may cover its field and grow its region. The pawn is lifted and put "
    "back on top, on the same field.",
]


def test_no_paragraph_ends_on_a_lone_word_the_line_above_could_join(app):
    size = ui.text_size(app.surface, ui.BODY)
    try:
        for language in i18n.languages():
            i18n.set_language(language)
            for english in TEXTS:
                text = _(english)
                assert text != english or language == "en"
                for width in range(180, 900, 7):
                    lines = ui.wrap(text, size, width)
                    assert " ".join(lines) == text  # no word lost or repeated
                    assert all(ui.text_width(line, size) <= width for line in lines)
                    if len(lines) < 2 or " " in lines[-1]:
                        continue
                    above = lines[-2].split(" ")
                    # left alone only where the line above has no word to spare (it keeps two) or the pair would not fit
                    assert len(above) < 3 or ui.text_width(f"{above[-1]} {lines[-1]}", size) > width, (language, lines)
        # and the greedy breaking alone would leave lone words at some of these widths
        assert sum(_greedy_last_is_lone(_(t), size, w) for t in TEXTS for w in range(180, 900, 7)) > 0
    finally:
        i18n.set_language("en")


def _greedy_last_is_lone(text: str, size: int, width: int) -> bool:
    line, lines = "", []
    for word in text.split(" "):
        if line and ui.text_width(f"{line} {word}", size) > width:
            lines.append(line)
            line = word
        else:
            line = f"{line} {word}" if line else word
    return bool(lines) and " " not in line


def test_a_task_cards_points_do_not_stand_alone_on_its_last_line(app):
    from sprites import cards
    size = ui.text_size(app.surface, ui.SMALL)
    try:
        i18n.set_language("nl")
        note = _("other 4-areas {points:+d}", points=1)
        assert note == "andere 4-vlakken +1"
        wrapped = 0
        for width in range(ui.text_width("4-vlakken +1", size), ui.text_width(note, size)):
            lines, shown = cards.card_lines(note, size, width)
            assert lines[-1] != "+1", (width, lines)
            wrapped += len(lines) == 2 and shown == size
        assert wrapped  # at these widths the note takes two lines at its own size
    finally:
        i18n.set_language("en")


def test_a_two_line_label_keeps_its_number_with_its_word_and_no_line_starts_with_a_dash(app):
    size = ui.text_size(app.surface, ui.BODY)
    try:
        i18n.set_language("fr")
        for label, first in ((_("Computer {number} ({level})", number=1, level=_("hard")), "Ordinateur 1"),
                             (_("Computer — {level}", level=_("hard")), "Ordinateur —")):
            for width in range(ui.text_width(first, size), ui.text_width(label, size)):
                lines = ui.wrap(label, size, width)
                assert lines[0] == first and not lines[-1].startswith("—"), (width, lines)
    finally:
        i18n.set_language("en")
