"""Declare's table: hands around the table, draw pile, newest pile, joker spot."""

from __future__ import annotations

import math
from dataclasses import replace

from engine.cards import STANDARD_52, Card
from engine.core import Action, Event
from engine.games.declare.events import Picked, RoundScored, RoundStarted, Thrown
from engine.games.declare.state import VOID_AFTER, DeclareObservation, card_value, void_from
from gui.games.base import (
    ActionButton,
    GameAdapter,
    Layout,
    Pile,
    SeatView,
    Summary,
    ck,
    key_card,
    seat_positions,
)
from gui.text import french_card_words, level_name, rank_letter, told
from gui.tr import Context

VOID_WARNING = 3
"""Go-arounds before a void round from which the table warns that it is coming."""

JOKER_XY = (0.14, 0.47)
DEAD_XY = (0.27, 0.47)
DRAW_XY = (0.39, 0.47)
PILE_XY = (0.535, 0.47)
THROWN_XY = (0.72, 0.47)
FACE_UP_XY = (0.62, 0.47)  # right of the draw pile, whole: the dealer picks one of the two
HAND_XY = (0.5, 0.8)
# the player's plate, left of the hand, and the info line, above the piles: both where
# nothing else lies all round long (under the hand the prompt took the plate's place at
# each turn, so it hopped from side to side; the info line hopped with the pile labels)
OWN_PLATE_XY = (0.15, 0.8)
INFO_XY = (0.53, 0.27)


Declare = Context("Declare")


class DeclareAdapter(GameAdapter):
    """Maps Declare observations to a table and gestures to actions."""

    game_id = "declare"
    deck_art = "french"

    def __init__(self) -> None:
        super().__init__()
        self.backs: list[list[str]] = []
        self.counter = 0

    def _new_back(self, seat: int) -> str:
        self.counter += 1
        return f"b:{seat}:{self.counter}"

    def reset(self, observation: DeclareObservation) -> None:
        """Forget the back keys."""
        self.backs = [[] for _ in range(observation.num_players)]

    def _seat_xy(self, n: int) -> list[tuple[float, float]]:
        return seat_positions(n)

    def layout(self, observation: DeclareObservation, events: list[Event]) -> Layout:
        """The table for ``observation``."""
        obs = observation
        n = obs.num_players
        xy = self._seat_xy(n)
        if len(self.backs) != n:
            self.reset(obs)
        origins: dict[str, tuple[float, float] | str] = {}
        deal: list[str] = []
        for e in events:
            if isinstance(e, RoundStarted):
                self.backs = [
                    [self._new_back(s) for _ in range(obs.hand_counts[s])] for s in range(n)
                ]
                if obs.hand is not None:
                    self.backs[obs.seat] = []
                start = e.starter
                for i in range(e.hand_size):
                    for k in range(n):
                        s = (start + k) % n
                        own = obs.hand if s == obs.seat else None
                        if own is not None and i < len(own):
                            deal.append(ck(own[i]))
                        elif i < len(self.backs[s]):
                            deal.append(self.backs[s][i])
            elif isinstance(e, Thrown):
                s = e.seat
                if s != obs.seat or obs.hand is None:
                    del self.backs[s][len(self.backs[s]) - len(e.cards) :]
                for text in e.cards:
                    origins[f"c:{text}"] = xy[s]
            elif isinstance(e, RoundScored):
                # the reveal: every hand turns face up where it lies
                for s_, hand in enumerate(e.hands):
                    for text in hand:
                        origins[f"c:{text}"] = HAND_XY if s_ == obs.seat else xy[s_]
            elif isinstance(e, Picked) and e.seat != obs.seat:
                key = self._new_back(e.seat)
                self.backs[e.seat].append(key)
                origins[key] = DRAW_XY if e.source == "draw" else PILE_XY
            elif isinstance(e, Picked) and e.source == "draw" and obs.hand:
                origins[ck(obs.hand[-1])] = f"d:{obs.draw_count}"
        # keep the back keys in step with the hand counts (after a resume, for instance)
        for s in range(n):
            want = 0 if (s == obs.seat and obs.hand is not None) else obs.hand_counts[s]
            if obs.reveal is not None and obs.phase in ("round_over", "over"):
                want = 0
            while len(self.backs[s]) > want:
                self.backs[s].pop()
            while len(self.backs[s]) < want:
                self.backs[s].append(self._new_back(s))

        piles: list[Pile] = []
        revealed = obs.reveal if obs.phase in ("round_over", "over") else None
        jr = obs.joker_rank
        # hands
        for s in range(n):
            x, y = xy[s]
            cards: list[tuple[str, str | None]]
            if s == obs.seat:
                if revealed:
                    cards = [(ck(Card.parse(t)), Card.parse(t).face) for t in revealed["hands"][s]]
                elif obs.hand is not None:
                    cards = [(ck(c), c.face) for c in sorted_hand(obs.hand)]
                else:
                    cards = [(k, None) for k in self.backs[s]]
                piles.append(
                    Pile(
                        "hand",
                        *HAND_XY,
                        cards,
                        fan="hand",
                        spread=1.08,  # side by side while there is room (within 80% of the width)
                        target=obs.phase == "pick" and obs.current_player == obs.seat,
                        label=self._prompt(obs),
                    )
                )
            else:
                if revealed:
                    cards = [(ck(Card.parse(t)), Card.parse(t).face) for t in revealed["hands"][s]]
                else:
                    cards = [(k, None) for k in self.backs[s]]
                scale = 0.6 if n <= 6 else (0.5 if n <= 10 else 0.36)
                spread = 0.3 if n <= 8 else 0.18
                piles.append(
                    Pile(
                        f"seat{s}",
                        x,
                        y,
                        cards,
                        fan="row",
                        spread=spread,
                        scale=scale,
                        seat_hand=True,
                    )
                )
        # centre
        if obs.phase == "joker":
            piles.append(
                Pile(
                    "faceup",
                    *FACE_UP_XY,
                    [(ck(c), c.face) for c in obs.face_up],
                    fan="row",
                    spread=1.15,
                    label=Declare.tr("Dealer picks the joker"),
                )
            )
        if obs.joker_card is not None:
            piles.append(
                Pile(
                    "joker",
                    *JOKER_XY,
                    [(ck(obs.joker_card), obs.joker_card.face)],
                    label=Declare.tr("Joker: %1 = 0").replace(
                        "%1", rank_letter(obs.joker_card.rank)
                    ),
                )
            )
        top = obs.draw_count
        piles.append(
            Pile(
                "draw",
                *DRAW_XY,
                [(f"d:{i}", None) for i in range(max(0, top - 6), top)],
                label=Declare.tr("Draw (%1)").replace("%1", str(obs.draw_count)),
            )
        )
        if obs.dead:
            dn = len(obs.dead)
            piles.append(
                Pile(
                    "dead",
                    *DEAD_XY,
                    [(f"x:{i}", None) for i in range(max(0, dn - 5), dn)],
                    label=Declare.tr("Dead (%1)").replace("%1", str(dn)),
                    scale=0.8,
                )
            )
        my_turn = obs.current_player == obs.seat
        if obs.phase == "pick":
            piles.append(
                Pile(
                    "pile",
                    *PILE_XY,
                    [(ck(c), c.face) for c in obs.previous],
                    fan="row",
                    spread=0.4,
                    label=Declare.tr("Pick one"),
                )
            )
            piles.append(
                Pile(
                    "thrown",
                    *THROWN_XY,
                    [(ck(c), c.face) for c in obs.newest],
                    fan="row",
                    spread=0.3,
                    label=Declare.tr("Just thrown"),
                )
            )
        elif obs.phase != "joker":
            piles.append(
                Pile(
                    "pile",
                    *PILE_XY,
                    [(ck(c), c.face) for c in obs.newest],
                    fan="row",
                    spread=0.4,
                    label=Declare.tr("Newest pile"),
                    target=obs.phase == "turn" and my_turn,
                )
            )
        # seats
        seats = []
        for s in range(n):
            x, y = xy[s]
            name = (
                self.names[s]
                if s < len(self.names)
                else Declare.tr("Seat %1").replace("%1", str(s))
            )
            level = self.levels[s] if s < len(self.levels) else ""
            label = level_name(level) if n <= 8 else level_name(level)[:1]
            lines = [name + (f" ({label})" if level and level != "human" else "")]
            held = obs.hand_counts[s]
            info = Declare.tr("%n card(s) · score %1", None, held).replace("%1", str(obs.scores[s]))
            if n > 8 and s != obs.seat:
                info = Declare.tr("%n card(s) · %1", None, held).replace("%1", str(obs.scores[s]))
            if revealed:
                info = (
                    Declare.tr("total %1 · score %2")
                    .replace("%1", str(revealed["totals"][s]))
                    .replace("%2", str(obs.scores[s]))
                )
            lines.append(info)
            if s == obs.dealer:
                lines[0] += " · " + Declare.tr("dealer")
            if revealed and revealed.get("declarer") == s:
                lines[0] += " · " + Declare.tr("declared")
            elif s == (obs.dealer + 1) % n and obs.turns_done < n and not revealed:
                lines[0] += " · " + Declare.tr("starts")  # the first turn of the round
            if s == obs.seat:
                seats.append(SeatView(s, *OWN_PLATE_XY, lines, active=obs.current_player == s))
            elif n > 8:
                # crowded: each plate sits between its cards and the table's centre
                vx, vy = (0.5 - x) * 1.6, 0.47 - y
                norm = math.hypot(vx, vy) or 1.0
                px, py = x + 0.085 * vx / norm, y + 0.075 * vy / norm
                seats.append(
                    SeatView(s, px, py, lines, active=obs.current_player == s, compact=True)
                )
            else:
                off = 0.085 if y < 0.5 else -0.085
                seats.append(
                    SeatView(
                        s, x, min(max(y + off, 0.04), 0.96), lines, active=obs.current_player == s
                    )
                )
        info = self._info(obs, jr)
        if jr is not None:  # every face-up card worth 0 carries a star, as the joker does
            piles = [
                replace(p, marked=frozenset(k for k, f in p.cards if f and _rank(k) == jr))
                for p in piles
            ]
        return Layout(
            piles,
            seats,
            info,
            info_at=INFO_XY,
            deck_origin=DRAW_XY,
            origins=origins,
            deal=deal,
            turn_order=self.turn_order(obs.num_players),
        )

    def _prompt(self, obs: DeclareObservation) -> str:
        """What to do on the player's turn, under the hand (as the trick games say it)."""
        if not self.prompts or obs.current_player != obs.seat:
            return ""
        if obs.phase == "turn":
            return Declare.tr(
                "Your turn: drag a card onto the pile to throw its rank, or double-click it"
            )
        if obs.phase == "pick":
            return Declare.tr(
                "Take one card: drag it from the pile or the draw to your hand, or double-click it"
            )
        return ""

    def _info(self, obs: DeclareObservation, jr: str | None) -> str:
        parts = [Declare.tr("Round %1").replace("%1", str(obs.round_no))]
        if not obs.options.unlimited:
            parts[0] += f"/{obs.options.rounds}"
        parts.append(Declare.tr("declare under %1").replace("%1", str(obs.options.declare_limit)))
        if obs.total is not None and obs.phase not in ("round_over", "over"):
            parts.append(Declare.tr("your total %1").replace("%1", str(obs.total)))
        left = obs.declare_from - obs.turns_done
        if left > 0 and obs.phase in ("turn", "pick"):
            # in go-arounds, the option's own unit: "in 10 turns" (every seat's) read as a
            # contradiction of "3 go-arounds before declaring"
            rounds = math.ceil(left / obs.num_players)
            parts.append(Declare.tr("declaring opens in %n go-around(s)", None, rounds))
        void_in = void_from(obs.options) - obs.turns_done
        if 0 < void_in <= VOID_WARNING * obs.num_players and obs.phase in ("turn", "pick"):
            parts.append(Declare.tr("round void in %n turn(s)", None, void_in))
        return "   ·   ".join(parts)

    # -- gestures -----------------------------------------------------------------------
    def drag_keys(self, observation: DeclareObservation) -> list[str]:
        """What the player may move now: the cards of the moves the engine lists."""
        obs = observation
        kinds = {a.kind for a in obs.legal}
        if "joker" in kinds:
            return [ck(c) for c in obs.face_up]
        if "throw" in kinds and obs.hand is not None:
            ranks = {a.args[0] for a in obs.legal if a.kind == "throw"}
            return [ck(c) for c in obs.hand if c.rank in ranks]
        if "pick" in kinds:
            picks = {a.args[0] for a in obs.legal if a.kind == "pick"}
            keys = [ck(c) for c in obs.previous if str(c) in picks]
            if "draw" in picks and obs.draw_count:
                keys.append(f"d:{obs.draw_count - 1}")
            return keys
        return []

    def click_action(self, observation: DeclareObservation, key: str) -> Action | None:
        """Double-click: choose the joker, throw a rank or pick a card."""
        obs = observation
        card = key_card(key)
        if obs.phase == "joker" and card in obs.face_up:
            return Action.of("joker", obs.face_up.index(card))
        if obs.phase == "turn" and card is not None:
            return Action("throw", (card.rank,))
        if obs.phase == "pick":
            return (
                Action("pick", ("draw",))
                if key.startswith("d:")
                else (Action("pick", (str(card),)) if card else None)
            )
        return None

    def drop_action(self, observation: DeclareObservation, key: str, pile_id: str) -> Action | None:
        """Drop: a hand card on the newest pile throws; a pile or draw card on the hand picks."""
        obs = observation
        if obs.phase == "turn" and pile_id == "pile":
            return self.click_action(obs, key)
        if obs.phase == "pick" and pile_id == "hand":
            return self.click_action(obs, key)
        if obs.phase == "joker" and pile_id in ("joker", "faceup"):
            return self.click_action(obs, key)
        return None

    def why_not_movable(self, observation: DeclareObservation, key: str) -> str:
        """Your own just-thrown cards, a pile card before your throw, the draw pile out
        of its time: why they do not move."""
        obs = observation
        card = key_card(key)
        if obs.current_player != obs.seat:
            return ""
        if obs.phase == "pick" and card is not None and card in obs.newest:
            return Declare.tr(
                "You have just thrown this card: pick one from the pile the previous player "
                "threw, or draw."
            )
        if obs.phase == "turn" and (key.startswith("d:") or card in obs.newest):
            return Declare.tr("Throw first: you pick a card after your throw.")
        return ""

    def buttons(self, observation: DeclareObservation) -> list[ActionButton]:
        """The Declare button, always shown; enabled only when declaring is legal."""
        if observation.phase in ("round_over", "over"):
            return []
        return [
            ActionButton(
                Declare.tr("&Declare"),
                Action("declare"),
                "D",
                Declare.tr("End the round now: you win it if your total is strictly the lowest."),
            )
        ]

    def summary(self, event: Event) -> Summary | None:
        """The reveal: every hand with its total, the declare's verdict and the scores."""
        if not isinstance(event, RoundScored):
            return None
        r = event
        names = self.names
        d = r.declarer
        if d is None:
            title = Declare.tr(
                "Nobody declared in %1 more turns each: the round is void and nobody scores."
            ).replace("%1", str(VOID_AFTER))
        else:
            title = (
                told(
                    d,
                    names.__getitem__,
                    Declare.tr("%1 declared on %2: a good declare!"),
                    Declare.tr("You declared on %1: a good declare!"),
                    r.totals[d],
                )
                if r.good
                else told(
                    d,
                    names.__getitem__,
                    Declare.tr("%1 declared on %2 and was undercut: a bad declare."),
                    Declare.tr("You declared on %1 and were undercut: a bad declare."),
                    r.totals[d],
                )
            )
        rows = [
            [
                names[s],
                "  ".join(french_card_words(c) for c in r.hands[s]),
                str(r.totals[s]),
                f"+{r.added[s]}",
                str(r.scores[s]),
            ]
            for s in range(len(names))
        ]
        # how the declarer's line adds up (a bad declare's +42 came with no word)
        lines = []
        if d is not None and not r.good:
            lines.append(
                told(
                    d,
                    names.__getitem__,
                    Declare.tr("A bad declare: %1 adds every hand's total, %2 = %3."),
                    Declare.tr("A bad declare: you add every hand's total, %1 = %2."),
                    " + ".join(str(t) for t in r.totals),
                    r.added[d],
                )
            )
        elif d is not None:
            lines.append(
                told(
                    d,
                    names.__getitem__,
                    Declare.tr("A good declare: %1 adds 0, everyone else their hand's total."),
                    Declare.tr("A good declare: you add 0, everyone else their hand's total."),
                )
            )
        return Summary(
            key=r.round,
            title=title,
            headers=[
                Declare.tr("Player"),
                Declare.tr("Hand"),
                Declare.tr("Total"),
                Declare.tr("Added to score"),
                Declare.tr("Score"),
            ],
            rows=rows,
            sheet_row=[f"+{a}" for a in r.added],
            totals=[str(v) for v in r.scores],
            lines=lines,
        )

    def targets(self, observation: DeclareObservation, key: str) -> list[tuple[str, Action]]:
        """Where a dragged card could go."""
        out = []
        for pile in ("pile", "hand"):
            a = self.drop_action(observation, key, pile)
            if a is not None:
                out.append((pile, a))
        return out

    @staticmethod
    def card_points(card: Card, joker_rank: str | None) -> int:
        """A card's value this round (for tooltips)."""
        return card_value(card, joker_rank)


def _rank(key: str) -> str:
    """The rank of the face-up card keyed ``key`` (``ck``)."""
    return Card.parse(key[2:]).rank


def sorted_hand(hand: tuple[Card, ...] | list[Card]) -> list[Card]:
    """The player's hand by rank, Ace to King, then suit: pairs and runs sit together."""
    ranks, suits = STANDARD_52.ranks, [s.code for s in STANDARD_52.suits]
    return sorted(hand, key=lambda c: (ranks.index(c.rank), suits.index(c.suit), c.copy))
