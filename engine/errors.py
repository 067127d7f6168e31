"""The engine's exceptions, apart so that every module can raise them (``engine.core``
re-exports them): an action the rules refuse, options outside their ranges."""

from __future__ import annotations

__all__ = ["IllegalActionError", "InvalidOptionsError"]


class IllegalActionError(ValueError):
    """An action the rules refuse. ``reason`` is a code the GUI translates; never a sentence."""

    def __init__(self, reason: str, action: object = None, **details: object):
        self.reason = str(reason)
        self.action = str(action) if action is not None else None
        self.details = details
        super().__init__(f"{self.reason}: {self.action}" + (f" {details}" if details else ""))


class InvalidOptionsError(ValueError):
    """Options outside their ranges. ``reason`` is a code; ``details`` carry the numbers."""

    def __init__(self, reason: str, **details: object):
        self.reason = reason
        self.details = details
        super().__init__(f"{reason} {details}" if details else reason)
