"""The languages the app offers, each named in its own words (the settings list them, the
command line's ``--lang`` takes their codes)."""

from __future__ import annotations

LANGUAGES = {"en": "English", "fr": "Français", "de": "Deutsch", "es": "Español"}
