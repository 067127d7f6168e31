"""Card Table's built translations (the ``.qm`` files): installed as the package
``card_table_translations`` (see pyproject.toml); ``gui/resources.py`` finds them."""
