"""What a deal is, whatever the game: the cards or tiles its rules play besides the moves."""
from game.rules.pilus_deal import PilusDeal
from game.rules.ramp_deal import RoundDeal

# A ramp game's deal is its rounds' cards (game.rules.ramp_deal); a PILUS game's, its tiles.
Deal = tuple[RoundDeal, ...] | PilusDeal
