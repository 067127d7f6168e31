"""A small extra game that lives outside the app, for the tests only: it proves that a game
plugs in without touching shared code. The engine side is :mod:`.engine_side`, its table
:mod:`.gui_side`."""
