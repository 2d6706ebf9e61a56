"""What a solo total's rating means, said on the results: the band scored with its points,
and the next band's threshold; a game without ratings says why (its data's `unrated`)."""
from __future__ import annotations

from game.i18n import ngettext
from game.message_keys import keyed


def band_words(edition, total: int) -> str:
    """The band `total` scored and its points, then the next band up and its threshold; without
    ratings, why the game has none ('' where its data does not say)."""
    rating = edition.rating(total)
    if rating is None:
        return keyed(edition.unrated) if edition.unrated else ""
    title = keyed(rating.title)
    if rating.high is None:
        span = ngettext("“{title}”: {count} point or more, the highest rating.",
                        "“{title}”: {count} points or more, the highest rating.", rating.low, title=title,
                        count=rating.low)
    elif rating.low is None:
        span = ngettext("“{title}”: up to {count} point.", "“{title}”: up to {count} points.", rating.high,
                        title=title, count=rating.high)
    else:
        span = ngettext("“{title}”: {low} to {count} point.", "“{title}”: {low} to {count} points.", rating.high,
                        title=title, low=rating.low, count=rating.high)
    above = min((r for r in edition.ratings if r.low is not None and r.low > total), key=lambda r: r.low, default=None)
    if above is None:
        return span
    return span + " " + ngettext("Next: “{title}” from {count} point.", "Next: “{title}” from {count} points.",
                                 above.low, title=keyed(above.title), count=above.low)
