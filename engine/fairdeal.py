"""Fair-deal proof: a commitment to every deal before it is played, checked after the hand.

When a deal is made the table shows a short fingerprint of a commitment::

    sha256(salt_k || content_k)

where ``salt_k`` is the deal's secret (derived from a random game secret and the deal's
number) and ``content_k`` is the whole deal: where every card lies right after dealing
(hands, stock or draw pile in order, face-up cards) and the generator state that decides
every later shuffle of the game. The secret is random and never known to a seat, so the
fingerprint tells nothing about the cards; after the hand the secret is revealed, the deal
is rebuilt from the hand record (options, seed, stacked deck, actions) and the commitment
is recomputed. Any change to the seed, the deck, the actions that lead to a deal, or the
secret makes the check fail.

The record carries the proof under ``"fair_deal"`` (``docs/hand-records.md``).
"""

from __future__ import annotations

import hashlib
import json
import secrets
from collections.abc import Iterable
from dataclasses import dataclass, field
from typing import Any

from engine.cards import cards_text
from engine.core import Action, Event, IllegalActionError, State
from engine.events import Dealt

__all__ = [
    "SCHEME",
    "Commitment",
    "DealCheck",
    "Verification",
    "commit",
    "commitments",
    "deal_content",
    "deal_salt",
    "fingerprint",
    "has_deal",
    "new_secret",
    "proof_from_dict",
    "proof_to_dict",
    "verify",
]

SCHEME = "sha256-salted-deal-v1"


@dataclass(frozen=True)
class Commitment:
    """The commitment to one deal: its number (0 first), how many actions had been applied
    when it was dealt, and the SHA-256 digest (hex)."""

    deal: int
    after: int
    sha256: str

    def to_dict(self) -> dict[str, Any]:
        """JSON form."""
        return {"deal": self.deal, "after": self.after, "sha256": self.sha256}


def new_secret() -> str:
    """A fresh random game secret (128 bits, hex)."""
    return secrets.token_hex(16)


def deal_salt(secret: str, deal: int) -> str:
    """The secret salt of deal number ``deal`` (hex); revealing it reveals no other deal's."""
    return hashlib.sha256(f"{SCHEME}/{secret}/{deal}".encode()).hexdigest()


def deal_content(state: State) -> bytes:
    """What a commitment binds: the game, every card where it lies and the shuffle state."""
    internal = state.rng.getstate()[1]
    data = {"game": state.game.id, "cards": cards_text(state.all_cards()), "rng": list(internal)}
    return json.dumps(data, separators=(",", ":")).encode()


def commit(secret: str, deal: int, state: State) -> str:
    """The commitment digest (hex) of the deal ``state`` has just made."""
    return hashlib.sha256(bytes.fromhex(deal_salt(secret, deal)) + deal_content(state)).hexdigest()


def fingerprint(digest: str) -> str:
    """The short form shown on the table: the first 12 hex digits in groups of four."""
    return " ".join(digest[i : i + 4] for i in range(0, 12, 4))


def has_deal(events: Iterable[Event]) -> bool:
    """Whether these events include a deal (an :class:`~engine.events.Dealt`)."""
    return any(isinstance(e, Dealt) for e in events)


def proof_to_dict(secret: str, made: Iterable[Commitment]) -> dict[str, Any]:
    """The ``fair_deal`` field of a hand record."""
    return {"scheme": SCHEME, "secret": secret, "commitments": [c.to_dict() for c in made]}


class ProofError(ValueError):
    """A ``fair_deal`` field that is missing or malformed; ``reason`` is a code."""

    def __init__(self, reason: str, message: str) -> None:
        self.reason = reason
        super().__init__(message)


def proof_from_dict(data: Any) -> tuple[str, list[Commitment]]:
    """The secret and commitments of a record's ``fair_deal`` field.

    Raises:
        ProofError: the field is missing (``no_proof``) or malformed (``bad_proof``).
    """
    if data is None:
        raise ProofError("no_proof", "the record carries no fair-deal proof")
    ok = (
        isinstance(data, dict)
        and data.get("scheme") == SCHEME
        and isinstance(data.get("secret"), str)
        and isinstance(data.get("commitments"), list)
    )
    if not ok:
        raise ProofError("bad_proof", "the fair-deal proof is malformed")
    out = []
    for c in data["commitments"]:
        if not (
            isinstance(c, dict)
            and all(isinstance(c.get(k), int) for k in ("deal", "after"))
            and isinstance(c.get("sha256"), str)
        ):
            raise ProofError("bad_proof", "a fair-deal commitment is malformed")
        out.append(Commitment(c["deal"], c["after"], c["sha256"]))
    return data["secret"], out


def commitments(record: dict[str, Any], secret: str) -> list[Commitment]:
    """Every deal's commitment, recomputed by replaying the record with ``secret``.

    Raises:
        engine.records.RecordError: the record does not replay.
    """
    from engine.records import RecordError, replay

    state = replay(record, upto=0)
    out: list[Commitment] = []
    if has_deal(getattr(state, "events_of_start", [])):
        out.append(Commitment(0, 0, commit(secret, 0, state)))
    for i, text in enumerate(record.get("actions", [])):
        try:
            events = state.apply(Action.parse(text))
        except (IllegalActionError, ValueError) as e:
            raise RecordError(
                "bad_action",
                f"action {i + 1} ({text!r}) does not replay: "
                f"{getattr(e, 'reason', 'unknown_action')}",
                index=i,
            ) from None
        if has_deal(events):
            out.append(Commitment(len(out), i + 1, commit(secret, len(out), state)))
    return out


@dataclass(frozen=True)
class DealCheck:
    """One deal's check: the stored digest, the recomputed one (None if the replay has no
    such deal), and the salt that was revealed."""

    deal: int
    stored: str
    recomputed: str | None
    salt: str

    @property
    def ok(self) -> bool:
        """Whether the deal matched its commitment."""
        return self.stored == self.recomputed


@dataclass(frozen=True)
class Verification:
    """The result of checking a record: ``ok`` only if every deal checked matched."""

    ok: bool
    reason: str = ""  # "" when ok; otherwise a code: no_proof, bad_proof, replay_failed,
    # mismatch, missing_deal
    message: str = ""
    deals: list[DealCheck] = field(default_factory=list)


def verify(record: dict[str, Any], deals: Iterable[int] | None = None) -> Verification:
    """Check the record's fair-deal proof: every stored commitment (or those of ``deals``)
    must equal the one recomputed from the record and its revealed secret, and no deal of
    the replay may lack a commitment."""
    from engine.records import RecordError

    try:
        secret, stored = proof_from_dict(record.get("fair_deal"))
        bytes.fromhex(secret)
    except ProofError as e:
        return Verification(False, e.reason, str(e))
    except ValueError:
        return Verification(False, "bad_proof", "the fair-deal secret is not hexadecimal")
    try:
        again = commitments(record, secret)
    except RecordError as e:
        return Verification(False, "replay_failed", str(e))
    wanted = set(deals) if deals is not None else None
    checks = []
    for c in stored:
        if wanted is not None and c.deal not in wanted:
            continue
        mine = next((a for a in again if a.deal == c.deal and a.after == c.after), None)
        checks.append(
            DealCheck(c.deal, c.sha256, mine.sha256 if mine else None, deal_salt(secret, c.deal))
        )
    if any(not ch.ok for ch in checks):
        bad = next(ch.deal for ch in checks if not ch.ok)
        return Verification(
            False, "mismatch", f"deal {bad + 1} does not match its commitment", checks
        )
    covered = {c.deal for c in stored}
    missing = [
        a.deal for a in again if a.deal not in covered and (wanted is None or a.deal in wanted)
    ]
    if missing:
        return Verification(
            False, "missing_deal", f"deal {missing[0] + 1} has no commitment", checks
        )
    return Verification(True, "", "", checks)
