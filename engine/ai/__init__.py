"""AI players. Bots see only an observation and the legal actions, never the state."""

from engine.ai.base import BOT_LEVELS, Bot, RandomBot, make_bot

__all__ = ["BOT_LEVELS", "Bot", "RandomBot", "make_bot"]
