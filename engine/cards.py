"""Cards and decks: each game configures its own suits, ranks, colours and values."""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from random import Random

from engine.errors import InvalidOptionsError

__all__ = ["Card", "DeckSpec", "Suit", "cards_text", "parse_cards", "stack_deck"]


@dataclass(frozen=True, slots=True)
class Suit:
    """A suit as a game defines it: a one-letter code, an English name and a colour."""

    code: str
    name: str
    colour: str
    symbol: str = ""


class Card:
    """One physical card.

    ``rank`` and ``suit`` are the codes of the game's deck; ``copy`` tells apart identical
    cards when several decks are shuffled together. Its text form is ``"10H"`` for the
    first copy and ``"10H~2"`` for the third (copies count from 0).

    There is one instance per card identity in a process: ``Card("7", "D")``, ``Card.of``,
    ``Card.parse``, copies and unpickling all hand out the shared instance. Equality and
    hashing are therefore the object's identity, which sets and dicts compute in C: the
    engines and the invariant checks hash cards in their hottest loops, and a Python
    ``__hash__`` was the largest single cost of the soak. Cards sort by (rank, suit, copy)
    as their text codes.
    """

    __slots__ = ("rank", "suit", "copy", "text")
    rank: str
    suit: str
    copy: int
    text: str
    """The text form, ``str(card)``, as a plain attribute (no call) for hot loops."""

    def __new__(cls, rank: str, suit: str, copy: int = 0) -> Card:
        key = (rank, suit, copy)
        card = _INTERNED.get(key)
        if card is None:
            if not (isinstance(rank, str) and isinstance(suit, str) and isinstance(copy, int)):
                raise TypeError(f"a card is (rank: str, suit: str, copy: int), not {key!r}")
            card = object.__new__(cls)
            face = f"{rank}{suit}"
            for name, value in (
                ("rank", rank),
                ("suit", suit),
                ("copy", copy),
                ("text", face if copy == 0 else f"{face}~{copy}"),
            ):
                object.__setattr__(card, name, value)
            _INTERNED[key] = card
        return card

    def __setattr__(self, name: str, value: object) -> None:
        raise AttributeError(f"a card is immutable (cannot set {name!r})")

    def __delattr__(self, name: str) -> None:
        raise AttributeError(f"a card is immutable (cannot delete {name!r})")

    def _key(self) -> tuple[str, str, int]:
        return (self.rank, self.suit, self.copy)

    def __lt__(self, other: Card) -> bool:
        if other.__class__ is not Card:
            return NotImplemented
        return self._key() < other._key()

    def __le__(self, other: Card) -> bool:
        if other.__class__ is not Card:
            return NotImplemented
        return self._key() <= other._key()

    def __gt__(self, other: Card) -> bool:
        if other.__class__ is not Card:
            return NotImplemented
        return self._key() > other._key()

    def __ge__(self, other: Card) -> bool:
        if other.__class__ is not Card:
            return NotImplemented
        return self._key() >= other._key()

    def __copy__(self) -> Card:
        return self  # immutable and shared

    def __deepcopy__(self, memo: dict[int, object]) -> Card:
        return self

    def __reduce__(self) -> tuple[object, tuple[str, str, int]]:
        # Unpickled as the receiving process's shared instance (identity is equality).
        return Card, (self.rank, self.suit, self.copy)

    @property
    def face(self) -> str:
        """The card's face without its copy number, e.g. ``"QS"``."""
        return f"{self.rank}{self.suit}"

    def __str__(self) -> str:
        return self.text

    def __repr__(self) -> str:
        return f"Card({self.text!r})"

    @classmethod
    def of(cls, rank: str, suit: str, copy: int = 0) -> Card:
        """The shared instance of this card (the same as ``Card(rank, suit, copy)``)."""
        return _INTERNED.get((rank, suit, copy)) or cls(rank, suit, copy)

    @classmethod
    def parse(cls, text: str) -> Card:
        """Parse ``"10H"`` or ``"10H~2"``; the suit is the last character.

        >>> Card.parse("10H~2")
        Card('10H~2')
        """
        card = _PARSED.get(text)
        if card is not None:
            return card
        face, _, copy = text.strip().partition("~")
        if len(face) < 2 or not copy.isdigit() and copy:
            raise ValueError(f"not a card: {text!r}")
        card = cls.of(face[:-1], face[-1], int(copy) if copy else 0)
        if len(_PARSED) < 100_000:
            _PARSED[text] = card
        return card


_INTERNED: dict[tuple[str, str, int], Card] = {}
_PARSED: dict[str, Card] = {}


@dataclass(frozen=True, slots=True)
class DeckSpec:
    """The composition of one deck: every rank in every suit, in this order."""

    suits: tuple[Suit, ...]
    ranks: tuple[str, ...]

    @property
    def size(self) -> int:
        """Cards in one deck."""
        return len(self.suits) * len(self.ranks)

    def suit(self, code: str) -> Suit:
        """The suit with this code."""
        for s in self.suits:
            if s.code == code:
                return s
        raise KeyError(code)

    def build(self, decks: int = 1) -> list[Card]:
        """A fresh, unshuffled pack of ``decks`` decks."""
        return [
            Card.of(rank, suit.code, copy)
            for copy in range(decks)
            for suit in self.suits
            for rank in self.ranks
        ]

    def is_card(self, card: Card, decks: int = 1) -> bool:
        """Whether ``card`` exists in a pack of ``decks`` of these decks."""
        return (
            card.rank in self.ranks
            and any(s.code == card.suit for s in self.suits)
            and 0 <= card.copy < decks
        )


def stack_deck(
    spec: DeckSpec, stacked: Sequence[Card], pack: Sequence[Card], rng: Random, decks: int = 1
) -> list[Card]:
    """A deal order: the stacked cards first, then the rest of ``pack`` in seeded order.

    Raises:
        InvalidOptionsError: a stacked card that is not in the pack, or given twice.
    """
    seen: set[Card] = set()
    for c in stacked:
        if not spec.is_card(c, decks):
            raise InvalidOptionsError("unknown_card", card=str(c))
        if c in seen:
            raise InvalidOptionsError("duplicate_card", card=str(c))
        seen.add(c)
    rest = [c for c in pack if c not in seen]
    rng.shuffle(rest)
    return list(stacked) + rest


def parse_cards(texts: Iterable[str]) -> list[Card]:
    """Parse card texts."""
    return [Card.parse(t) for t in texts]


def cards_text(cards: Sequence[Card]) -> list[str]:
    """Card texts, for JSON."""
    return [c.text for c in cards]


FRENCH_SUITS: tuple[Suit, ...] = (
    Suit("S", "Spades", "black", "\u2660"),
    Suit("H", "Hearts", "red", "\u2665"),
    Suit("D", "Diamonds", "red", "\u2666"),
    Suit("C", "Clubs", "black", "\u2663"),
)
STANDARD_52 = DeckSpec(
    FRENCH_SUITS, ("A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K")
)
