"""The version of a game's rules data: a short hash of what its levels/ files say
that the rules play by (sizes, pieces, decks, boards, task cards, ratings; PILUS's
tiles), not of the files' bytes, so a comment or a translation changes nothing.
A replay file records it (`data_version`): the referee can then say plainly that
a file was played on other data, for example before a board was added.

The hashed form is written out field by field here: adding a field to a data
class changes no version, only a change of what the rules read does."""
from __future__ import annotations

import hashlib
import json

VERSION_CHARS = 12  # hex digits: 48 bits, plenty to tell a handful of data versions apart


def short_hash(data) -> str:
    text = json.dumps(data, sort_keys=True, ensure_ascii=True, separators=(",", ":"))
    return hashlib.sha256(text.encode("ascii")).hexdigest()[:VERSION_CHARS]


def ramp_version(edition) -> str:
    """The version of a ramp edition as printed (its boards all, in printed order)."""
    return short_hash({
        "size": [edition.width, edition.height], "allow_above": edition.allow_above,
        "compulsory": edition.compulsory,
        "pieces": {pid: list(piece.rows) for pid, piece in edition.pieces.items()},
        "build": list(edition.build), "start": list(edition.start),
        "neutral": None if edition.neutral is None else list(edition.neutral.rows),
        "neutral_uses": edition.neutral_uses,
        "boards": [{"size": [b.width, b.height], "rules": list(b.rules), "values": dict(b.values),
                    "fields": sorted([r, c, f.kind, f.value, f.symbol, f.colour] for (r, c), f in b.fields.items())}
                   for b in edition.boards],
        "tasks": [[t.id, t.deck, list(t.shape), t.colour, t.points, t.other4] for t in edition.tasks],
        "ratings": [[r.low, r.high, r.title] for r in edition.ratings],
    })


def pilus_version(tileset) -> str:
    return short_hash({"colours": dict(tileset.colours), "tiles": {t: list(rows) for t, rows in tileset.tiles.items()}})
