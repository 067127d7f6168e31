"""One module per game; each defines ``GAME`` and is listed in ``engine.registry``."""
