"""Belote's table: four seats around a trick, the turned card, the last trick and the bids.

Seats ``0 South`` (the player, at the bottom), ``1 East`` (right), ``2 North`` (top, the
partner) and ``3 West`` (left): play goes counter-clockwise, so each card of a trick lands
one seat further round the table from bottom to right to top to left.
"""

from __future__ import annotations

from engine.cards import Card
from engine.core import Action, Event
from engine.events import CardPlayed
from engine.games.belote import BeloteObservation, Variant
from engine.games.belote.events import (
    ContractMade,
    DealScored,
    DealStarted,
    RestDealt,
    ThrownIn,
)
from engine.games.belote.rules import PLAIN_ORDER, TRUMP_ORDER
from engine.games.belote.scoring import Term, deal_terms
from gui.games.base import (
    ActionButton,
    GameAdapter,
    Layout,
    Pile,
    SeatView,
    Summary,
    ck,
    key_card,
)
from gui.text import (
    FRENCH_SUITS,
    last_trick_tip,
    level_name,
    option_value,
    plate_title,
    seat_direction,
    seat_roles,
    team_short,
)
from gui.tr import QT_TRANSLATE_NOOP, Context, fill

SUITS = ("S", "H", "D", "C")
BID_VALUES = tuple(range(80, 161, 10))
CAPOT = 250

# where each seat's cards lie (seat 0's hand is the big fan at the bottom)
HAND_XY = (0.5, 0.82)
SEAT_XY = {0: (0.5, 0.82), 1: (0.895, 0.36), 2: (0.5, 0.085), 3: (0.105, 0.36)}
# name plates: below the side hands, beside the partner's (room for the trick below it);
# the player's right of the hand, where neither the hand's prompt nor the trick moves it
PLATE_XY = {0: (0.87, 0.93), 1: (0.895, 0.49), 2: (0.7, 0.085), 3: (0.105, 0.49)}
# each trick card lies in front of the seat that played it
TRICK_XY = {0: (0.5, 0.48), 1: (0.605, 0.37), 2: (0.5, 0.26), 3: (0.395, 0.37)}
TRICK_SCALE = 0.85  # at full size North's card lay over the player's card's corner
TURNED_XY = (0.5, 0.4)
# the info line, right of the player's trick card and above the hand: nothing else lies
# there all deal long (in the middle it hopped about as the trick and the plates moved)
INFO_XY = (0.77, 0.56)
LAST_XY = (0.115, 0.8)


Belote = Context("Belote")


def suit_sign(suit: str | None) -> str:
    """``"H"`` as ``♥``; no suit (No trump) in words."""
    return FRENCH_SUITS.get(suit, suit) if suit else Belote.tr("no trump")


HAND_SUITS = ("S", "H", "C", "D")  # black and red in turn, as Belote apps lay a hand out


def in_hand_order(obs: BeloteObservation) -> list[Card]:
    """The player's cards as Belote players sort them: suits alternating in colour, each
    suit from its weakest card to its strongest, the trump suit in trump order (7 8 Q K 10
    A 9 J) once a contract names it, the others in plain order (7 8 9 J Q K 10 A)."""
    trump = obs.contract.trump if obs.contract is not None else None

    def key(card: Card) -> tuple[int, int]:
        order = TRUMP_ORDER if card.suit == trump else PLAIN_ORDER
        return HAND_SUITS.index(card.suit), order[card.rank]

    return sorted(obs.hand, key=key)


def call_words(call: str) -> str:
    """An auction call (an action text) in short words."""
    parts = call.split()
    kind = parts[0] if parts else call
    if kind == "pass":
        return Belote.tr("Pass")
    if kind == "take":
        return Belote.tr("Take") + (f" {suit_sign(parts[1])}" if len(parts) > 1 else "")
    if kind == "bid" and len(parts) == 3:
        return f"{parts[1]} {suit_sign(parts[2])}"
    if kind == "capot" and len(parts) == 2:
        return Belote.tr("Capot") + f" {suit_sign(parts[1])}"
    if kind == "coinche":
        return Belote.tr("Coinche!")
    if kind == "surcoinche":
        return Belote.tr("Surcoinche!")
    return call


# Belote's own French terms, kept by players of every language (translators may adapt)
DECLARATION_WORDS = {
    "tierce": QT_TRANSLATE_NOOP("Belote", "Tierce"),
    "cinquante": QT_TRANSLATE_NOOP("Belote", "Cinquante"),
    "cent": QT_TRANSLATE_NOOP("Belote", "Cent"),
    "carre": QT_TRANSLATE_NOOP("Belote", "Carré"),
}


def declaration_words(kinds: tuple[str, ...] | list[str]) -> str:
    """Declaration kinds in words."""
    return ", ".join(Belote.tr(DECLARATION_WORDS.get(k, k)) for k in kinds)


class BeloteAdapter(GameAdapter):
    """Maps Belote observations to a table and gestures to actions."""

    game_id = "belote"
    deck_art = "french"
    lingers_after = (ContractMade, RestDealt)  # who took, before the first lead
    clockwise = False  # East, on the player's right, plays next

    def __init__(self) -> None:
        super().__init__()
        self.backs: list[list[str]] = [[] for _ in range(4)]
        self.counter = 0
        self.faces_shown: set[str] = set()  # face keys lying in other seats' rows last time
        self.hand_keys: set[str] = set()  # the player's hand last time
        self.scores_seen: tuple[int, int] = (0, 0)  # team scores after the last deal scored
        self.reserve_after: dict[int, int] = {}  # the litige reserve after each deal scored
        self.rules = "house"
        self.variant = "coinche"

    def _new_back(self, seat: int) -> str:
        self.counter += 1
        return f"b:{seat}:{self.counter}"

    def reset(self, observation: BeloteObservation) -> None:
        """Forget the back keys."""
        self.backs = [[] for _ in range(4)]
        self.faces_shown = set()
        self.rules = str(observation.options.rules)
        self.variant = str(observation.options.variant)

    def _name(self, seat: int) -> str:
        if seat < len(self.names) and self.names[seat]:
            return self.names[seat]
        return seat_direction("belote", seat)

    def team_name(self, t: int) -> str:
        """A team as its two players."""
        return f"{self._name(t)} & {self._name(t + 2)}"

    # -- the table ----------------------------------------------------------------------
    def layout(self, observation: BeloteObservation, events: list[Event]) -> Layout:
        """The table for ``observation``."""
        obs = observation
        me = obs.seat
        self.rules, self.variant = str(obs.options.rules), str(obs.options.variant)
        origins: dict[str, tuple[float, float] | str] = {}
        deal: list[str] = []
        dealer_xy = SEAT_XY[obs.dealer]
        for e in events:
            if isinstance(e, DealStarted):
                self.backs = [[] for _ in range(4)]
                self.faces_shown = set()
                self.hand_keys = set()
                deal += self._deal_keys(
                    obs, (3, 3, 2) if obs.options.variant == Variant.COINCHE else (3, 2)
                )
                if obs.turned is not None:
                    deal.append(ck(obs.turned))
            elif isinstance(e, RestDealt):
                deal += self._deal_keys(obs, (3,), fresh_only=True)
            elif isinstance(e, CardPlayed) and e.seat != me:
                key = f"c:{e.card}"
                if key not in self.faces_shown and self.backs[e.seat]:
                    origins[key] = self.backs[e.seat].pop()
                elif key not in self.faces_shown:
                    origins[key] = SEAT_XY[e.seat]
        self._sync_backs(obs)
        self.hand_keys = {ck(c) for c in obs.hand}

        piles: list[Pile] = []
        # hands
        for s in range(4):
            if s == me:
                my_turn = obs.phase == "play" and obs.current_player == me
                label = ""
                if my_turn and self.prompts:
                    label = (
                        Belote.tr("Your lead: drag a card to the trick, or double-click it")
                        if not obs.trick
                        else Belote.tr("Your turn: drag a card to the trick, or double-click it")
                    )
                if obs.hand:  # an empty pile would show as a dashed frame
                    piles.append(
                        Pile(
                            "hand",
                            *HAND_XY,
                            [(ck(c), c.face) for c in in_hand_order(obs)],
                            fan="hand",
                            spread=0.62,
                            label=label,
                        )
                    )
            else:
                shown = [(ck(c), c.face) for c in obs.shown[s]]
                cards: list[tuple[str, str | None]] = shown + [(k, None) for k in self.backs[s]]
                if cards:
                    piles.append(
                        Pile(
                            f"seat{s}",
                            *SEAT_XY[s],
                            cards,
                            fan="row",
                            spread=0.45 if shown else 0.3,  # shown cards: their corners read
                            scale=0.6,
                            seat_hand=True,
                        )
                    )
        self.faces_shown = {ck(c) for s in range(4) if s != me for c in obs.shown[s]}
        # the centre: the turned card while taking, else the trick
        bidding = obs.phase in ("bid", "auction", "coinche_window", "surcoinche")
        if bidding and obs.turned is not None:
            label = (
                Belote.tr("Turned card")
                if obs.bid_round == 1
                else Belote.tr("Round 2: name another suit")
            )
            piles.append(
                Pile("turned", *TURNED_XY, [(ck(obs.turned), obs.turned.face)], label=label)
            )
        trick = list(obs.trick)
        last_index = len(obs.tricks) - 1
        showing_done = False
        if not trick and obs.tricks and obs.phase in ("play", "deal_over", "over"):
            # the trick just won stays in view until the next card is led
            trick = list(obs.tricks[-1].cards)
            last_index -= 1
            showing_done = True
        by_seat = {s: c for s, c in trick}
        my_turn_to_play = obs.phase == "play" and obs.current_player == me
        won_by = obs.tricks[-1].winner if showing_done else None
        for s in range(4):
            card = by_seat.get(s)
            cards = [(ck(card), card.face)] if card is not None else []
            won = s == won_by
            if s == me and (cards or my_turn_to_play):
                piles.append(
                    Pile(
                        "trick",
                        *TRICK_XY[s],
                        cards,
                        target=my_turn_to_play,
                        scale=TRICK_SCALE,
                        won=won,
                    )
                )
            elif cards:
                piles.append(Pile(f"trick{s}", *TRICK_XY[s], cards, scale=TRICK_SCALE, won=won))
        # the corner shows the last trick once the middle no longer does (it showed the one
        # before while the trick just won lay in the middle: two "last tricks" at once)
        if last_index >= 0 and not showing_done:
            last = obs.tricks[last_index]
            label = (
                Belote.tr("Last trick: you won")
                if last.winner == me
                else fill(Belote.tr("Last trick: %1 won"), self._name(last.winner))
            )
            piles.append(
                Pile(
                    "last",
                    *LAST_XY,
                    [(ck(c), c.face) for _, c in last.cards],
                    fan="row",
                    spread=0.45,
                    scale=0.6,
                    label=label,
                    captions=[self._name(seat) for seat, _ in last.cards],
                    tip=last_trick_tip(),
                    took=[seat for seat, _ in last.cards].index(last.winner),
                )
            )
        seats = [self._seat_view(obs, s, showing_done) for s in range(4)]
        return Layout(
            piles,
            seats,
            self._info(obs, showing_done),
            info_at=INFO_XY,
            deck_origin=dealer_xy,
            origins=origins,
            deal=deal,
            turn_order=self.turn_order(4),
        )

    def _deal_keys(
        self, obs: BeloteObservation, packets: tuple[int, ...], fresh_only: bool = False
    ) -> list[str]:
        """Keys in dealing order: packets round the table from the dealer's right."""
        me = obs.seat
        before = {s: len(self.backs[s]) for s in range(4)}
        self._sync_backs(obs)
        pools: dict[int, list[str]] = {}
        for s in range(4):
            if s == me:
                pools[s] = [ck(c) for c in obs.hand if not (fresh_only and ck(c) in self.hand_keys)]
            else:
                pools[s] = self.backs[s][before[s] :] if fresh_only else list(self.backs[s])
        out: list[str] = []
        for n in packets:
            for k in range(4):
                s = (obs.dealer + 1 + k) % 4
                out += pools[s][:n]
                pools[s] = pools[s][n:]
        return out

    def _sync_backs(self, obs: BeloteObservation) -> None:
        """Keep the back keys in step with the hand counts (after a resume, for instance)."""
        for s in range(4):
            want = 0 if s == obs.seat else obs.hand_counts[s] - len(obs.shown[s])
            while len(self.backs[s]) > want:
                self.backs[s].pop()
            while len(self.backs[s]) < want:
                self.backs[s].append(self._new_back(s))

    def _seat_view(self, obs: BeloteObservation, s: int, showing_done: bool) -> SeatView:
        name = self._name(s)
        level = self.levels[s] if s < len(self.levels) else ""
        roles = seat_roles(self.game_id, s, obs.seat, dealer=s == obs.dealer)
        title = plate_title(
            name + (f" ({level_name(level)})" if level and level != "human" else ""),
            [r for r in roles if r != name],  # a seat named by its direction says it once
        )
        t = self.team_of(s)
        team = team_short(t)
        team_line = Belote.tr("%1: %2 pts").replace("%1", team).replace("%2", str(obs.scores[t]))
        c = obs.contract
        if c is not None and (obs.phase == "play" or showing_done):
            # the team's tricks, on the team's line ("tricks 2" on each partner's plate read
            # as that seat's own)
            team_line += " · " + Belote.tr("%n trick(s)", None, obs.tricks_won[t])
        lines = [title, team_line]
        status = ""
        if c is not None:
            if c.taker == s:
                # the player's own plate in words of its own ("Sie nimmt" read wrong)
                said = Belote.tr("you take %1") if s == obs.seat else Belote.tr("takes %1")
                status = fill(said, self._contract_short(obs))
        else:
            calls = obs.calls
            if obs.phase == "bid" and obs.bid_round == 2:
                # the second round of taking: only its own calls (the first round's four
                # passes stayed on every plate, so no one could tell who had spoken again)
                calls = calls[4:]
            mine = [call for seat, call in calls if seat == s]
            if mine:
                status = call_words(mine[-1])
        announced = obs.announced[s]
        if announced:
            words = declaration_words(announced)
            if obs.declarations is not None and obs.declarations["winner"] != t:
                # compared after the first trick: the other team's (or none) count; a cross,
                # short enough to leave the plate its width (the log says it in words)
                words += " \u2717"
            status += (" · " if status else "") + words
        if obs.belote == s:
            played = [c for t in obs.tricks for p, c in t.cards if p == s]
            played += [c for p, c in obs.trick if p == s]
            pair = sum(c.suit == obs.trump and c.rank in ("K", "Q") for c in played)
            said = Belote.tr("Belote, rebelote") if pair == 2 else Belote.tr("Belote")
            status += (" · " if status else "") + said
        if status:
            lines.append(status)
        active = obs.current_player == s and obs.phase not in ("deal_over", "over")
        return SeatView(s, *PLATE_XY[s], lines, active=active)

    def _contract_short(self, obs: BeloteObservation) -> str:
        c = obs.contract
        assert c is not None
        if c.value is None:
            return suit_sign(c.trump)
        value = Belote.tr("Capot") if c.value == CAPOT else str(c.value)
        return f"{value} {suit_sign(c.trump)}"

    def _info(self, obs: BeloteObservation, showing_done: bool) -> str:
        variant = {
            "with_trump": Belote.tr("With trump"),
            "no_trump": Belote.tr("No trump"),
            "coinche": Belote.tr("Coinche"),
        }.get(obs.options.variant, obs.options.variant)
        rules = option_value(str(obs.options.rules))  # House rules or the Official scale
        parts = [Belote.tr("Deal %1").replace("%1", str(obs.deal_no)) + f" · {variant} · {rules}"]
        c = obs.contract
        if c is not None:
            # the player's own contract in words of its own ("von Sie", "de Tú" read wrong)
            short = self._contract_short(obs)
            parts.append(
                fill(Belote.tr("Contract: %1 by you"), short)
                if c.taker == obs.seat
                else fill(Belote.tr("Contract: %1 by %2"), short, self._name(c.taker))
            )
            # the contract names its trump; its level only once coinched (×2, ×4): a
            # "Trump ♥" and a "×1" more made the line too long for the middle of a small
            # table, where it was pushed aside in the smallest font
            if c.level > 1:
                parts.append(f"×{c.level}")
        elif obs.high_bid is not None:
            v, suit, bidder = obs.high_bid
            value = Belote.tr("Capot") if v == CAPOT else str(v)
            parts.append(
                fill(Belote.tr("High bid: %1 %2 by you"), value, suit_sign(suit))
                if bidder == obs.seat
                else fill(
                    Belote.tr("High bid: %1 %2 by %3"), value, suit_sign(suit), self._name(bidder)
                )
            )
            if obs.coinche_level > 1:
                parts.append(f"×{obs.coinche_level}")
        elif obs.phase == "bid":
            parts.append(Belote.tr("Taking, round %1").replace("%1", str(obs.bid_round)))
        if obs.reserve:
            parts.append(Belote.tr("in reserve %1").replace("%1", str(obs.reserve)))
        if obs.options.goal == 1:  # the tutorials' one deal: "to 1" read as a riddle
            parts.append(Belote.tr("one deal"))
        else:
            parts.append(Belote.tr("to %1").replace("%1", str(obs.options.goal)))
        # the game on one line, the deal's state on the next: a line of its own for each,
        # whatever the phase, so the line neither runs to the table's edge while taking nor
        # jumps once the contract is made (it stands off the middle, INFO_XY)
        return parts[0] + "\n" + "   ·   ".join(parts[1:])

    # -- gestures -----------------------------------------------------------------------
    @staticmethod
    def _legal_plays(obs: BeloteObservation) -> list[Card]:
        """The cards the engine lists as playable now (none when it is not our turn)."""
        return [Card.parse(a.args[0]) for a in obs.legal if a.kind == "play"]

    def drag_keys(self, observation: BeloteObservation) -> list[str]:
        """The cards the player may legally play now."""
        return [ck(c) for c in self._legal_plays(observation)]

    def moves_before(self, observation: BeloteObservation, action: Action) -> list[Action]:
        """Playing the first card with declarations not announced announces them first
        (automatic, as on the usual apps): a declaration is never lost silently."""
        if action.kind != "play" or observation.phase != "play" or self.announce_by_hand:
            return []
        declare = [a for a in observation.legal if a.kind == "declare"]
        return declare[:1]

    def ask_before(self, observation: BeloteObservation, action: Action) -> str | None:
        """Announcing by hand (the setting): a first card played with declarations not
        announced asks first; the same card played again lets them go."""
        obs = observation
        if not self.announce_by_hand or action.kind != "play" or obs.phase != "play":
            return None
        if not any(a.kind == "declare" for a in obs.legal) or not obs.my_declarations:
            return None
        kinds = tuple(d.kind for d in obs.my_declarations)
        return Belote.tr(
            "You have not announced %1: press Announce (A) first, or play the card again "
            "to let it go."
        ).replace("%1", declaration_words(kinds))

    def click_action(self, observation: BeloteObservation, key: str) -> Action | None:
        """Double-click: play the card."""
        card = key_card(key)
        if observation.phase == "play" and card is not None and card in observation.hand:
            return Action("play", (str(card),))
        return None

    def drop_action(self, observation: BeloteObservation, key: str, pile_id: str) -> Action | None:
        """A hand card dropped on the trick plays it."""
        if pile_id.startswith("trick"):
            return self.click_action(observation, key)
        return None

    def targets(self, observation: BeloteObservation, key: str) -> list[tuple[str, Action]]:
        """Where a dragged card could go: the trick."""
        a = self.drop_action(observation, key, "trick")
        return [("trick", a)] if a is not None else []

    def buttons(self, observation: BeloteObservation) -> list[ActionButton]:
        """Taking or bidding buttons, and declarations and belote during the play."""
        obs = observation
        ph = obs.phase
        if ph == "bid":
            out = []
            if obs.bid_round == 1 or obs.turned is None:
                suit = f" {suit_sign(obs.turned.suit)}" if obs.turned is not None else ""
                out.append(
                    ActionButton(
                        Belote.tr("&Take") + suit,
                        Action("take"),
                        "T",
                        Belote.tr("Take the contract."),
                    )
                )
            else:
                for s in SUITS:
                    if s != obs.turned.suit:
                        out.append(
                            ActionButton(
                                Belote.tr("Take %1").replace("%1", suit_sign(s)),
                                Action("take", (s,)),
                                "",
                                Belote.tr("Take with this suit as trump."),
                            )
                        )
            out.append(ActionButton(Belote.tr("&Pass"), Action("pass"), "P"))
            return out
        if ph == "auction":
            return self._auction_buttons(obs)
        # Pass, then Coinche (or Surcoinche) in the same places as in the auction's panel,
        # and the auction's chooser under them (greyed out: no bid now), so the panel keeps
        # its shape, and the felt its height, until the auction is over
        if ph == "coinche_window":
            return self._auction_buttons(
                obs,
                self._coinche_button(
                    Belote.tr("Coinche now to double this bid; else the auction goes on.")
                ),
            )
        if ph == "surcoinche":
            return self._auction_buttons(
                obs,
                ActionButton(
                    Belote.tr("&Surcoinche!"),
                    Action("surcoinche"),
                    "S",
                    Belote.tr("Double again: the contract counts four times."),
                ),
            )
        if ph == "play":
            out = []
            if obs.my_declarations:
                kinds = tuple(d.kind for d in obs.my_declarations)
                out.append(
                    ActionButton(
                        Belote.tr("Announce %1").replace("%1", declaration_words(kinds)),
                        Action("declare", kinds),
                        "A",
                        Belote.tr("Announce your declarations before your first card."),
                    )
                )
            if self._may_say_belote(obs):
                out.append(
                    ActionButton(
                        Belote.tr("Say &Belote"),
                        Action("belote"),
                        "B",
                        Belote.tr(
                            "You hold the King and Queen of trump: announce "
                            "them, then play one of them."
                        ),
                    )
                )
            return out
        return []

    @staticmethod
    def _coinche_button(note: str) -> ActionButton:
        """Coinche, in the same place in every bidding panel, with a line saying what it
        does (or, greyed out, why not)."""
        return ActionButton(
            Belote.tr("&Coinche!"),
            Action("coinche"),
            "C",
            Belote.tr("Double the opponents' contract."),
            explain=True,
            note=note,
        )

    def standing_move(self, observation: BeloteObservation) -> tuple[Action, str] | None:
        """House rules' out-of-turn coinche: no question after every call. The bid stands
        (a pass) unless the player presses Coinche first."""
        obs = observation
        if obs.phase != "coinche_window" or obs.current_player != obs.seat:
            return None
        if obs.high_bid is None:
            return None
        value, suit, bidder = obs.high_bid
        bid = (Belote.tr("Capot") if value == CAPOT else str(value)) + f" {suit_sign(suit)}"
        if obs.calls and obs.calls[-1][0] != bidder:
            # asked again after a pass: the same bid, still standing
            text = Belote.tr(
                "%1's %2 still stands: Coinche now to double it, or the auction goes on."
            )
        else:
            text = Belote.tr("%1 bid %2: Coinche now to double it, or the auction goes on.")
        return Action("pass"), text.replace("%1", self._name(bidder)).replace("%2", bid)

    @staticmethod
    def _may_say_belote(obs: BeloteObservation) -> bool:
        return any(a.kind == "belote" for a in obs.legal)

    def auction_words(self, obs: BeloteObservation) -> str:
        """The deal's calls so far in one line (``North: Pass  ·  You: 80 ♥``), wrapped
        where it is long: a line each pushed the felt up by a line a call. The player is
        "You" there as everywhere else (it said "South", helper-5)."""
        if not obs.calls:
            opener = obs.current_player
            if opener is None or opener == obs.seat:
                return Belote.tr("No call yet: you open the auction.")
            # another seat speaks first (helper-6 read "you open" while North was to)
            return fill(Belote.tr("No call yet: %1 opens the auction."), self._name(opener))
        return "  ·  ".join(f"{self._name(seat)}: {call_words(call)}" for seat, call in obs.calls)

    def _auction_buttons(
        self, obs: BeloteObservation, double: ActionButton | None = None
    ) -> list[ActionButton]:
        """Pass, ``double`` (the auction's Coinche by default), then the bid chooser's cells.
        Out of the auction's turn the pass says what it does: the coinche window's lets the
        bid stand (the auction goes on), the surcoinche's leaves the coinche as it is."""
        high = obs.high_bid
        pass_label = {
            "coinche_window": Belote.tr("&No coinche"),
            "surcoinche": Belote.tr("&No surcoinche"),
        }.get(obs.phase, Belote.tr("&Pass"))
        out = [
            ActionButton(pass_label, Action("pass"), "P"),
            double
            or self._coinche_button(
                Belote.tr("Coinche doubles the opponents' bid (×2); they may surcoinche (×4).")
            ),
        ]
        if high is None or high[0] != CAPOT:
            # every value above the high bid in every suit, and Capot, in one chooser; the
            # controller enables those the engine allows
            low = high[0] if high else 0
            history = self.auction_words(obs)
            capot = Belote.tr("Capot")
            for v in [v for v in BID_VALUES if v > low]:
                for s in SUITS:
                    out.append(
                        ActionButton(
                            f"{v} {suit_sign(s)}",
                            Action("bid", (str(v), s)),
                            choice=(str(v), suit_sign(s)),
                            detail=history,
                        )
                    )
            for s in SUITS:
                out.append(
                    ActionButton(
                        f"{capot} {suit_sign(s)}",
                        Action("capot", (s,)),
                        "",
                        Belote.tr("Bid to win all eight tricks."),
                        choice=(capot, suit_sign(s)),
                        detail=history,
                    )
                )
        return out

    # -- summaries ----------------------------------------------------------------------
    def summary(self, event: Event) -> Summary | None:
        """A deal's scoring (or a thrown-in deal): a headline and a row per team."""
        if isinstance(event, ThrownIn):
            return self._thrown_in(event)
        if not isinstance(event, DealScored):
            return None
        r = event
        self.scores_seen = (r.scores[0], r.scores[1])
        c = r.contract
        taker = c["taker"]
        tk = self.team_of(taker)
        value = c.get("value")
        what = suit_sign(c.get("trump"))
        if value is not None:
            what = (Belote.tr("Capot") if value == CAPOT else str(value)) + f" {what}"
        if c.get("level", 1) > 1:
            what += f" ×{c['level']}"
        outcome = r.outcome
        verdict = {
            "made": Belote.tr("%1 made the contract (%2)."),
            "failed": Belote.tr("%1 failed the contract (%2)."),
            "litige": Belote.tr("%1 tied (%2): litige, the points wait in reserve."),
        }.get(outcome, "%1 (%2): " + outcome)
        title = Belote.tr("Deal %1: ").replace("%1", str(r.deal)) + verdict.replace(
            "%1", self.team_name(tk)
        ).replace("%2", what)
        if r.capot is not None:
            title += " " + Belote.tr("Capot by %1!").replace("%1", self.team_name(r.capot))
        # each team with its points kept on one line: the title broke "Est &" / "Ouest +96"
        title += "  " + "  ·  ".join(
            f"{self.team_name(t)} +{r.added[t]}".replace(" ", "\u00a0") for t in (0, 1)
        )
        earlier = [d for d in self.reserve_after if d < r.deal]
        reserve_in = self.reserve_after[max(earlier)] if earlier else 0
        self.reserve_after[r.deal] = r.reserve
        terms = deal_terms(
            self.variant,
            self.rules,
            tk,
            value,
            int(c.get("level", 1)),
            r.capot,
            r.card_points,
            r.belote,
            r.declarations,
            reserve_in,
        )
        reserve_note = "  " + Belote.tr("(%1 wait in the reserve)").replace("%1", str(r.reserve))
        rows = []
        for t in (0, 1):
            rows.append(
                [
                    self.team_name(t) + (" ★" if t == tk else ""),
                    str(r.card_points[t]),
                    str(r.belote[t]),
                    str(r.declarations[t]),
                    str(r.totals[t]),
                    f"+{r.added[t]}",
                    str(r.scores[t]),
                    (
                        # a failed taker adds nothing: "0" alone read as a missing sum
                        Belote.tr("0: the contract failed, the defence scores it all")
                        if outcome == "failed" and t == tk and not terms[t]
                        else self._working(terms[t], r.added[t])
                    )
                    + (reserve_note if outcome == "litige" and t == tk else ""),
                ]
            )
        return Summary(
            key=r.deal,
            title=title,
            headers=[
                Belote.tr("Team"),
                Belote.tr("Cards"),
                Belote.tr("Belote"),
                Belote.tr("Declarations"),
                Belote.tr("Total"),
                Belote.tr("Added to score"),
                Belote.tr("Score"),
                Belote.tr("How it adds up"),
            ],
            rows=rows,
            sheet_row=[f"+{r.added[self.team_of(s)]}" for s in range(4)],
            totals=[str(r.scores[self.team_of(s)]) for s in range(4)],
        )

    @staticmethod
    def _working(terms: list[Term], added: int) -> str:
        """What a team adds, term by term: ``80 in cards (84 rounded) + 20 belote + 90
        contract = 190``."""
        words = {
            "belote": Belote.tr("%1 belote"),
            "declarations": Belote.tr("%1 in declarations"),
            "contract": Belote.tr("%1 contract"),
            "tricks": Belote.tr("%1 for all the cards"),
            "capot": Belote.tr("%1 for the capot"),
            "reserve": Belote.tr("%1 from the reserve"),
        }
        parts = []
        for term in terms:
            if term.kind == "cards" and term.of:
                text = Belote.tr("%1 in cards (%2 rounded)").replace("%2", str(term.of[0]))
            elif term.kind == "cards":
                text = Belote.tr("%1 in cards")
            elif term.kind == "multiplied":
                base, value, level = term.of
                text = (
                    Belote.tr("(%2 for all the cards + %3 contract) ×%4")
                    .replace("%2", str(base))
                    .replace("%3", str(value))
                    .replace("%4", str(level))
                )
            else:
                text = words.get(term.kind, "%1 " + term.kind)
            parts.append(text.replace("%1", str(term.points)))
        if not parts:
            return "0"
        return " + ".join(parts) + f" = {added}"

    def _thrown_in(self, d: ThrownIn) -> Summary:
        # the event carries no scores: they are those of the last deal scored (summaries
        # are asked for in game order, live and when the score sheet is rebuilt)
        scores = self.scores_seen
        return Summary(
            key=d.deal,
            title=Belote.tr("Everyone passed: deal %1 is thrown in.").replace("%1", str(d.deal)),
            headers=[Belote.tr("Team"), Belote.tr("Added to score"), Belote.tr("Score")],
            rows=[[self.team_name(t), "+0", str(scores[t])] for t in (0, 1)],
            sheet_row=["+0"] * 4,
            totals=[str(scores[self.team_of(s)]) for s in range(4)],
        )
