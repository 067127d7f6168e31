"""Table sounds: a card, a chip and a turn chime, synthesized here and played with QtMultimedia.

The WAVs are made with the standard library (``wave`` and ``math``) on first use, into the
user's cache directory, so the repository holds no audio files. Sound is off by default.
Anything that goes wrong (QtMultimedia missing, no audio device as on a CI machine, a cache
directory that cannot be written) switches sound off quietly with one log line: the game
never fails for want of a speaker.
"""

from __future__ import annotations

import logging
import math
import os
import random
import struct
import wave
from collections.abc import Iterable
from pathlib import Path
from typing import Any, Final

import platformdirs
from PySide6.QtCore import QObject, QTimer, QUrl

from gui.games import has_table, plugin_for
from gui.services.storage import APP

log = logging.getLogger(__name__)

RATE: Final = 22050
# the action kind every game sounds like a card (each game's plugin adds its own kinds,
# ``move_sounds``)
SHARED_SOUNDS: Final = {"play": "card"}
VERSION: Final = 1  # bump when the synthesis changes, so cached files are remade


def _card(rng: random.Random) -> list[float]:
    """A card snapped onto felt: a short burst of softened noise."""
    out, low = [], 0.0
    count = int(RATE * 0.09)
    for i in range(count):
        t = i / RATE
        low += 0.35 * (rng.uniform(-1, 1) - low)  # a one-pole low-pass: less hiss
        attack = min(1.0, t / 0.002)
        out.append(0.9 * low * attack * math.exp(-t / 0.018))
    return out


def _chip(rng: random.Random) -> list[float]:
    """Two clay chips clicking together, twice."""
    out = [0.0] * int(RATE * 0.16)
    for start, gain in ((0.0, 1.0), (0.055, 0.7)):
        s = int(start * RATE)
        for i in range(int(RATE * 0.05)):
            t = i / RATE
            v = (
                math.sin(2 * math.pi * 3150 * t)
                + 0.6 * math.sin(2 * math.pi * 4730 * t)
                + 0.3 * rng.uniform(-1, 1) * math.exp(-t / 0.002)
            )
            out[s + i] += 0.45 * gain * v * math.exp(-t / 0.009)
    return out


def _turn(_rng: random.Random) -> list[float]:
    """A soft two-note chime (E5 then A5)."""
    out = [0.0] * int(RATE * 0.5)
    for start, freq in ((0.0, 659.25), (0.12, 880.0)):
        s = int(start * RATE)
        for i in range(len(out) - s):
            t = i / RATE
            v = math.sin(2 * math.pi * freq * t) + 0.25 * math.sin(4 * math.pi * freq * t)
            out[s + i] += 0.28 * v * min(1.0, t / 0.004) * math.exp(-t / 0.12)
    return out


SOUNDS: Final = {"card": _card, "chip": _chip, "turn": _turn}


def wav_bytes(name: str) -> bytes:
    """The 16-bit mono samples of one sound (deterministic)."""
    samples = SOUNDS[name](random.Random(name))
    return b"".join(struct.pack("<h", round(max(-1.0, min(1.0, v)) * 32767)) for v in samples)


def write_wav(path: Path, name: str) -> None:
    """Write one sound as a WAV file, atomically."""
    path.parent.mkdir(parents=True, exist_ok=True)
    tmp = path.with_name(path.name + ".tmp")
    with wave.open(str(tmp), "wb") as w:
        w.setnchannels(1)
        w.setsampwidth(2)
        w.setframerate(RATE)
        w.writeframes(wav_bytes(name))
    os.replace(tmp, path)


def sound_dir() -> Path:
    """Where the generated WAVs are kept."""
    return Path(platformdirs.user_cache_dir(APP, appauthor=False)) / f"sounds-v{VERSION}"


def ensure_wavs(folder: Path | None = None) -> dict[str, Path]:
    """Every sound as a WAV file (made the first time); returns name: path."""
    folder = folder or sound_dir()
    paths = {}
    for name in SOUNDS:
        path = folder / f"{name}.wav"
        if not path.exists():
            write_wav(path, name)
        paths[name] = path
    return paths


class Sounds(QObject):
    """Plays the table's sounds when enabled; silent (and logged once) when it cannot."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.enabled = False
        self.available: bool | None = None  # unknown until sound is first switched on
        self.effects: dict[str, Any] = {}
        self.seen = -1  # actions of the game in play already heard (-1: a new table)
        self.kinds: dict[str, str] = dict(SHARED_SOUNDS)  # action kind: its sound
        self.human_turn = False

    def set_enabled(self, on: bool) -> None:
        """Switch sound on or off (the first time on loads QtMultimedia and the WAVs)."""
        self.enabled = on
        if on and self.available is None:
            self.available = self._load()

    def _load(self) -> bool:
        try:
            from PySide6.QtMultimedia import QMediaDevices, QSoundEffect

            if not QMediaDevices.audioOutputs():
                log.info("sound: no audio output device; sounds stay off")
                return False
            paths = ensure_wavs()
        except (ImportError, OSError) as e:
            log.info("sound: unavailable (%s); sounds stay off", e)
            return False
        for name, path in paths.items():
            effect = QSoundEffect(self)
            effect.setSource(QUrl.fromLocalFile(str(path)))
            effect.setVolume(0.6)
            self.effects[name] = effect
        return True

    def play(self, name: str) -> bool:
        """Play one sound; returns whether it was started."""
        if not (self.enabled and self.available):
            return False
        effect = self.effects.get(name)
        if effect is None:
            return False
        effect.play()
        return True

    def new_table(self, game_id: str) -> None:
        """A new or resumed game of ``game_id``: its past actions are not sounded."""
        self.seen = -1
        self.human_turn = False
        own = plugin_for(game_id).move_sounds if has_table(game_id) else {}
        self.kinds = {**SHARED_SOUNDS, **own}

    def after_actions(self, history: list[Any], human_turn: bool) -> None:
        """Sound the actions added to ``history`` since the last call, and the player's turn
        when it comes round."""
        fresh: Iterable[Any] = history[self.seen :] if 0 <= self.seen <= len(history) else ()
        sounds = {self.kinds.get(a.kind) for a in fresh}
        self.seen = len(history)
        turn_came = human_turn and not self.human_turn
        self.human_turn = human_turn
        if not (self.enabled and self.available):
            return
        if "chip" in sounds:
            self.play("chip")
        elif "card" in sounds:
            self.play("card")
        if turn_came:
            QTimer.singleShot(180, self, lambda: self.play("turn"))
