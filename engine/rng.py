"""Seeded randomness: every random draw comes from a ``random.Random`` held by its owner."""

from __future__ import annotations

import hashlib
import random

__all__ = ["derive_seed", "make_rng", "rng_digest"]


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


def rng_digest(rng: random.Random) -> int:
    """A short fingerprint of a generator's state, for comparing snapshots."""
    return hash(rng.getstate()) & 0xFFFFFFFF
