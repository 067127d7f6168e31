"""Seeded randomness: every random draw comes from a ``random.Random`` held by its owner."""

from __future__ import annotations

import hashlib
import random
from typing import Any

__all__ = ["derive_seed", "make_rng", "rng_digest", "shuffle"]


def derive_seed(seed: int, *labels: object) -> int:
    """An independent 63-bit seed for a purpose, e.g. ``derive_seed(s, "ai", seat, move)``.

    Stable across runs and Python versions (unlike ``hash``), so AI decisions can be
    reproduced from a saved game.
    """
    text = "/".join([str(seed), *map(str, labels)]).encode()
    return int.from_bytes(hashlib.blake2b(text, digest_size=8).digest(), "big") >> 1


def make_rng(seed: int) -> random.Random:
    """The generator for ``seed`` (Mersenne Twister: stable across Python versions)."""
    return random.Random(seed)


def shuffle(rng: random.Random, items: list[Any]) -> None:
    """Shuffle ``items`` in place exactly as ``rng.shuffle(items)`` does (same draws, same
    order), without its two Python calls per item: every deal of every game shuffles."""
    getrandbits = rng.getrandbits
    for i in range(len(items) - 1, 0, -1):
        n = i + 1  # j uniform in [0, n): Random._randbelow's rejection sampling
        k = n.bit_length()
        j = getrandbits(k)
        while j >= n:
            j = getrandbits(k)
        items[i], items[j] = items[j], items[i]


def rng_digest(rng: random.Random) -> int:
    """A short fingerprint of a generator's state, for comparing snapshots."""
    return hash(rng.getstate()) & 0xFFFFFFFF
