"""Every animation duration, in one place (ms at normal speed); multiplied by the setting."""

DEAL_CARD = 260  # one card flying from the deck to a seat
DEAL_STAGGER = 70  # between two dealt cards
MOVE = 320  # a throw or a pick
SLIDE_BACK = 220  # an illegal drop returning home
AI_PAUSE = 650  # a beat before an AI seat acts, so the player can follow (450 ms: a play
# tester saw the take, the deal and three cards of the first trick go by in 3 s)
# after a move, a button whose label changed (or a panel laid out anew) takes no click for
# this long: helper-5 pressed "No coinche", and a second press landed on the auction's Pass
# that had just taken its place; at instant speed there is none
RELABEL_GUARD = 400
REDUCED_MOTION_FACTOR = 0.0  # reduced motion: cards jump, nothing flies


def scaled(ms: int, factor: float) -> int:
    """A duration for the speed factor (0 = instant)."""
    return int(ms * factor)
