"""The referee's contract under mutated replay files: a result, or exactly one line
on stderr that names the field or the move, quotes at most a short escaped excerpt,
and is never a traceback or the catch-all that names nothing."""
import json
import re

from hypothesis import HealthCheck, given, settings, strategies as st

from tests.replay.test_headless import EXAMPLES, referee

FUZZ_CASES = 200  # a fixed budget: the same cases every run, a few seconds
HOLE = "\x00hole\x00"
# Values no well-behaved writer produces, written as raw JSON text.
HOSTILE = [
    "9" * 5000, "-" + "1" * 30, "1e999", "NaN", "-Infinity", "1.0", "true", "null", "[]", "{}",
    "[" * 5000 + "]" * 5000, '{"a":' * 3000 + "1" + "}" * 3000,
    '"\\ud800"', '"\\udc80"', '"a\\nb"', '"\\u0000"', '"' + "x" * 300_000 + '"', '"T12\\r\\nmove 0: forged"',
    '["\\ud800"]', '[1, 2, 3]', '"' + "\u00e9" * 50 + '"',
]
SCALARS = st.one_of(st.none(), st.booleans(), st.integers(-2 ** 70, 2 ** 70), st.floats(allow_nan=False),
                    st.text(max_size=12))
JSON_VALUES = st.recursive(SCALARS, lambda inner: st.lists(inner, max_size=4) |
                           st.dictionaries(st.text(max_size=8), inner, max_size=4), max_leaves=8)
# One line naming a move, a field of the format (players[0], deal.rounds[1].start, ...) or the
# file; only the checks of every JSON value (numbers, text, nesting) name any other field.
ONE_LINE = re.compile(r"(move \d+|(format|version|game|players|seed|deal|moves|replay)([.\[][^\n]*?)?|[^\n]*game\.json"
                      r"|[^\n]+?(?=: (the number|text holds|nested|given twice))): [^\n]*\n")
EXAMPLE_TEXTS = [path.read_text(encoding="utf-8") for path in EXAMPLES]
# Whatever a message quotes is cut to about 40 characters; a line stays well short.
LONGEST_LINE = 400


def nodes(value, path=()):
    """Every place in the document, as a path of keys and indexes."""
    yield path
    if isinstance(value, dict):
        for key, item in value.items():
            yield from nodes(item, path + (key,))
    elif isinstance(value, list):
        for i, item in enumerate(value):
            yield from nodes(item, path + (i,))


def put(doc, path, value):
    if not path:
        return value
    *parents, last = path
    target = doc
    for key in parents:
        target = target[key]
    target[last] = value
    return doc


def drop(doc, path):
    *parents, last = path
    target = doc
    for key in parents:
        target = target[key]
    del target[last]
    return doc


def pick(draw, doc):
    places = list(nodes(doc))
    return places[draw(st.integers(0, len(places) - 1))]


@st.composite
def mutated_replays(draw):
    """An example replay with one to three changes, as JSON text."""
    doc = json.loads(draw(st.sampled_from(EXAMPLE_TEXTS)))
    hostile = None
    for _ in range(draw(st.integers(1, 3))):
        path = pick(draw, doc)
        kind = draw(st.sampled_from(["value", "drop", "hostile", "swap"]))
        if kind == "drop" and path:
            doc = drop(doc, path)
        elif kind == "hostile" and hostile is None:
            hostile = draw(st.sampled_from(HOSTILE))
            doc = put(doc, path, HOLE)
        elif kind == "swap":  # a value from elsewhere in the file, where it does not belong
            other = pick(draw, doc)
            source = doc
            for key in other:
                source = source[key]
            doc = put(doc, path, json.loads(json.dumps(source)))
        else:
            doc = put(doc, path, draw(JSON_VALUES))
    text = json.dumps(doc)
    if hostile is not None:
        text = text.replace(json.dumps(HOLE), hostile)
    cut = draw(st.one_of(st.none(), st.integers(0, len(text))))  # sometimes a file cut short
    return text if cut is None else text[:cut]


@st.composite
def mutated_bytes(draw):
    """An example replay damaged as bytes: another encoding, a byte order mark, a key
    written twice (the copy's value from elsewhere), bytes flipped, put in or cut."""
    doc = json.loads(draw(st.sampled_from(EXAMPLE_TEXTS)))
    path = pick(draw, doc)
    target = doc
    for key in path[:-1]:
        target = target[key]
    text = json.dumps(doc, ensure_ascii=False)
    if path and isinstance(path[-1], str) and draw(st.booleans()):  # the same key again, at the end of its object
        inner = json.dumps(target, ensure_ascii=False)
        twice = inner[:-1] + f", {json.dumps(path[-1])}: {json.dumps(draw(JSON_VALUES))}}}"
        text = text.replace(inner, twice, 1)
    data = text.encode(draw(st.sampled_from(["utf-8", "utf-8-sig", "utf-16", "utf-32", "latin-1"])),
                       errors="replace")
    for _ in range(draw(st.integers(0, 3))):
        at = draw(st.integers(0, len(data)))
        data = data[:at] + draw(st.binary(max_size=3)) + data[at + draw(st.integers(0, 2)):]
    return data


@settings(max_examples=FUZZ_CASES, deadline=None, derandomize=True, database=None,
          suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow,
                                 HealthCheck.data_too_large])
@given(text=mutated_replays())
def test_any_replay_file_gets_a_result_or_one_line_naming_what_is_wrong(tmp_path, text):
    referee_says_one_thing(tmp_path, text)


@settings(max_examples=FUZZ_CASES // 2, deadline=None, derandomize=True, database=None,
          suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow])
@given(data=mutated_bytes())
def test_any_damaged_bytes_get_a_result_or_one_line_naming_what_is_wrong(tmp_path, data):
    referee_says_one_thing(tmp_path, data)


def referee_says_one_thing(tmp_path, text):
    """The documented outcomes only: a result and status 0, or one line and status 1."""
    code, out, err = referee(tmp_path, text)
    if code == 0:
        assert err == "" and out.count("\n") == 1
        json.loads(out)
        return
    assert code == 1 and out == ""
    assert ONE_LINE.fullmatch(err), err[:300]
    assert len(err) <= LONGEST_LINE and "cannot be refereed" not in err
    err.encode("utf-8")  # never a lone surrogate
