"""One package per game; each exports its ``Game`` as ``GAME``, found by ``engine.registry``."""
