"""The coach: the master level's search, turned on a player's own decisions.

review.py marks the decisions of a replay where the master would have chosen
otherwise, with the points it expects the choice to cost; hint.py gives the
master's move in a position with one line of why (reasons.py). Both decide
from what the player saw (game.ai.observe), never from the cards or tiles
still hidden, and with unbounded thinking time, so the same replay gets the
same marks on any machine and under any load. review_cli.py is
`main.py --review FILE --headless`.
"""
