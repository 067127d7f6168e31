"""The main window's parts, each owning its widgets; ``gui/main_window.py`` wires them to
the game controller.

- ``chooser``: the first page, the games and the buttons to start one;
- ``table_page``: the card table with the move buttons, the score sheet and the aids beside it;
- ``action_bar``: the moves made with buttons (bids, Declare, Pass…);
- ``score_sheet``: every round's scores and the totals;
- ``menus``: the menu bar and its actions;
- ``status_bar``: the AI thinking, the deal number and its fingerprint, on the right;
- ``fair_deal``: Game → Reveal and check the deal, in words.

Their texts keep the translation context ``MainWindow``, where they were written first.
"""
