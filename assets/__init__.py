"""Card Table's runtime data (card art, icons, desktop files): installed as the package
``card_table_assets`` (see pyproject.toml); ``gui/resources.py`` finds it."""
