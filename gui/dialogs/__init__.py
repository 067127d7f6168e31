"""The app's dialogs, one module each: new game, settings, round summary, rules, keyboard
shortcuts and the history window."""
