"""The table: the scene of card items and chips, its animation timings and sounds, the hand
log beside it, and the table in words for screen readers."""
