"""Reading what comes from outside the program: player files, game data, replays.

Every such file is read through read_limited (a regular file, at most so many
bytes: never a FIFO that blocks or a device that never ends) and JSON through
parse_json (strict UTF-8 text, bounded nesting and numbers, each key once), so
the callers only ever see plain, small values or one InputError. excerpt() is
how a message quotes what it got: short, escaped, on one line.
"""
from __future__ import annotations

import codecs
import errno
import json
import math
import os
import stat
import zlib

MAX_DEPTH = 32           # the game's own files nest 5 deep at most
MAX_DIGITS = 20          # a 64-bit integer has at most 20 digits
# A signed 64-bit integer: the JSON readers of other languages keep integers in it exactly.
MIN_INT, MAX_INT = -2 ** 63, 2 ** 63 - 1
EXCERPT_CHARS = 40


class InputError(ValueError):
    """`where`: the field (a path such as 'moves[3].place'), '' for the whole file;
    str(): 'where: problem' on one line."""

    def __init__(self, where: str, problem: str):
        self.where = where
        self.problem = problem
        super().__init__(f"{where}: {problem}" if where else problem)


class NotAFile(InputError):
    """A folder, a FIFO or a device where a file should be."""


class IsALink(NotAFile):
    """A link where the game reads only files themselves (its own data folder's)."""

    def __init__(self):
        super().__init__("", "a link, not a file")


class TooLarge(InputError):
    """More bytes than the reader takes (`limit`)."""

    def __init__(self, limit: int):
        self.limit = limit
        super().__init__("", f"larger than {limit // 1024} KiB")


def newer_version(data, reads: int) -> bool:
    """`data` (a file's JSON) names a format version above `reads`, the newest this
    build reads: a newer version of the game wrote it. Such a file is not damaged."""
    version = data.get("version") if isinstance(data, dict) else None
    return type(version) is int and version > reads  # true is an int to Python, but no version


def readable_version(data, reads: int) -> bool:
    """`data` (a file's JSON object) is of version `reads` or newer: what this build
    reads, or what it reads as far as it can (a newer version's file)."""
    return data.get("version") == reads or newer_version(data, reads)


def read_limited(path, limit: int, links: bool = False) -> bytes:
    """The bytes of the regular file at `path`, refused when it holds more than `limit`;
    a link is refused too unless `links` (the caller checked where it leads).
    OSError when it cannot be opened."""
    # O_NONBLOCK: opening a FIFO for reading would otherwise wait for a writer forever.
    flags = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0)
    if not links:
        flags |= getattr(os, "O_NOFOLLOW", 0)
        if os.path.islink(path):  # where O_NOFOLLOW is missing (Windows), and a clearer refusal where not
            raise IsALink()
    try:
        fd = os.open(path, flags)
    except OSError as exc:
        if exc.errno == errno.ELOOP and not links:  # a link that appeared since islink looked
            raise IsALink() from None
        raise
    with os.fdopen(fd, "rb") as file:
        if not stat.S_ISREG(os.fstat(fd).st_mode):
            raise NotAFile("", "not a regular file")
        data = file.read(limit + 1)
    if len(data) > limit:
        raise TooLarge(limit)
    return data


def unpack_code(body: str, limit: int) -> bytes:
    """The bytes a pasted code's body (URL-safe base 64 of zlib data, its padding left
    off) unpacks to, at most `limit`: InputError when it is none, cut short or more."""
    import base64  # here: a start reads no code

    try:
        inflate = zlib.decompressobj()
        data = inflate.decompress(base64.urlsafe_b64decode(body + "=" * (-len(body) % 4)), limit)
    except (zlib.error, ValueError) as err:  # base 64's binascii.Error is a ValueError
        raise InputError("", f"damaged ({err})") from None
    if inflate.unconsumed_tail or not inflate.eof:
        raise InputError("", "cut short or too large")
    return data


def parse_json(data: bytes):
    """The JSON value in `data`: UTF-8 without lone surrogates (a leading byte
    order mark, as some editors write, is skipped), nesting at most MAX_DEPTH
    deep, integers of at most MAX_DIGITS digits, finite numbers, each key once
    in an object (readers differ on which of two would count)."""
    if data.startswith(codecs.BOM_UTF16_LE) or data.startswith(codecs.BOM_UTF16_BE):
        raise InputError("", "UTF-16 text, not UTF-8")
    try:
        text = data.decode("utf-8").removeprefix("\ufeff")
    except UnicodeDecodeError as exc:
        raise InputError("", f"not UTF-8 text (byte {exc.start})") from None
    try:
        value = json.loads(text, parse_int=_int, parse_constant=_Refused, object_pairs_hook=_object)
    except json.JSONDecodeError as exc:
        raise InputError("", f"not valid JSON (line {exc.lineno}, column {exc.colno}: {exc.msg})") from None
    except RecursionError:  # the decoder's own bound, far above MAX_DEPTH
        raise InputError("", f"nested more than {MAX_DEPTH} deep") from None
    _check(value, [], 0)
    return value


class _Refused:
    """Stands for a number JSON cannot carry, until _check names its field."""

    def __init__(self, text: str):
        self.text = text


class _KeyTwice(dict):
    """An object that names `key` twice, until _check names its field."""

    def __init__(self, pairs, key: str):
        super().__init__(pairs)
        self.key = key


def _object(pairs: list) -> dict:
    value = {}
    for key, item in pairs:
        if key in value:
            return _KeyTwice(pairs, key)
        value[key] = item
    return value


def _int(text: str):
    return int(text) if len(text.lstrip("-")) <= MAX_DIGITS else _Refused(text)


def _check(value, path: list, depth: int) -> None:
    if depth > MAX_DEPTH:
        raise InputError(field_name(path), f"nested more than {MAX_DEPTH} deep")
    if isinstance(value, str):
        _check_text(value, path)
    elif isinstance(value, bool):
        pass
    elif isinstance(value, int):
        if not MIN_INT <= value <= MAX_INT:
            raise InputError(field_name(path), f"the number {excerpt(value)} is out of range")
    elif isinstance(value, float):
        if not math.isfinite(value):
            raise InputError(field_name(path), "the number is out of range")
    elif isinstance(value, _Refused):
        raise InputError(field_name(path), f"the number {excerpt_text(value.text, quote=False)} is out of range")
    elif isinstance(value, list):
        for i, item in enumerate(value):
            path.append(i)
            _check(item, path, depth + 1)
            path.pop()
    elif isinstance(value, dict):
        if isinstance(value, _KeyTwice):
            raise InputError(field_name([*path, value.key]), "given twice in its object")
        for key, item in value.items():
            path.append(key)
            _check_text(key, path)
            _check(item, path, depth + 1)
            path.pop()


def _check_text(text: str, path: list) -> None:
    if text.isascii():
        return
    try:
        text.encode("utf-8")
    except UnicodeEncodeError:  # a lone surrogate from a \\ud800 escape: no character at all
        raise InputError(field_name(path), "text holds an escape that is no character (a lone surrogate)") from None


def field_name(path) -> str:
    """'moves[3].place.piece' for ['moves', 3, 'place', 'piece']; cut short when long."""
    name = ""
    for part in path:
        if isinstance(part, int):
            name += f"[{part}]"
        else:
            name += ("." if name else "") + excerpt_text(part, quote=False)
    return name if len(name) <= 2 * EXCERPT_CHARS else name[:2 * EXCERPT_CHARS] + "..."


def printable(text: str) -> str:
    """A name as the game shows it: tabs, line breaks and other control characters left
    out (typed ones never get in; a hand-edited or older file may hold them), spaces trimmed."""
    return "".join(ch for ch in text if ch.isprintable()).strip()


def excerpt(value) -> str:
    """A value as a message quotes it: repr-like, ASCII, one line, at most ~EXCERPT_CHARS."""
    if isinstance(value, str):
        return excerpt_text(value)
    if isinstance(value, int) and abs(value) >= 10 ** MAX_DIGITS:  # str() of a very long number raises
        return f"(a number of more than {MAX_DIGITS} digits)"
    try:
        text = json.dumps(value)  # as the file wrote it: true, null, ["a"]
    except (TypeError, ValueError):
        text = repr(value)
    return excerpt_text(text, quote=False)


def excerpt_text(text: str, quote: bool = True) -> str:
    short = text[:EXCERPT_CHARS]
    if quote:
        shown = ascii(short)
    else:
        shown = short if short.isascii() and short.isprintable() else ascii(short)[1:-1]
    return shown + ("..." if len(text) > EXCERPT_CHARS else "")
