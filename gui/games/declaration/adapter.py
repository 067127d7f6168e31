"""Declaration's table: four seats in partnerships, melds face up, the trick in the centre.

South (the player, seat 0) holds the bottom of the table with partner North at the top and
the opponents West and East on the sides. Each seat's declared meld lies face up in front of
it; the trick is played in the centre, each card in front of the seat that played it; the
previous trick stays visible in a small "Last trick" pile. Dares, melds, passes and bids are
button moves; the player picks a meld's cards by clicking them (they rise above the hand).
"""

from __future__ import annotations

from collections.abc import Sequence

from engine.cards import Card
from engine.core import Action, Event
from engine.games.declaration.events import (
    BidMade,
    DeclarationCardPlayed,
    DeclarationHandStarted,
    DeclarationTrickWon,
    HandDealt,
    HandScored,
    MeldDeclared,
)
from engine.games.declaration.state import (
    DARE_CAP,
    MAX_BID,
    SUITS,
    DeclarationObservation,
    MeldKind,
    classify_meld,
    team_of,
)
from gui.games.base import (
    ActionButton,
    ChipMove,
    Chips,
    GameAdapter,
    Layout,
    Pile,
    SeatView,
    Summary,
    ck,
    key_card,
    money,
)
from gui.text import last_trick_tip, level_name, seat_direction, team_short
from gui.tr import QT_TRANSLATE_NOOP, Context, fill

NUM_SEATS = 4
CENTRE = (0.5, 0.45)
HAND_XY = (0.5, 0.845)
HAND_STEP = 0.056  # table widths between the player's cards
PICKED_Y = 0.77  # a hand card picked for a meld, raised in its place
OWN_MELD_XY = (0.1, 0.845)  # the player's declared meld cards not yet played
BACKS_XY = {1: (0.1, 0.455), 2: (0.5, 0.065), 3: (0.9, 0.455)}
# North's meld lies between its backs and its trick card, clear of both at 1024x700
MELD_XY = {1: (0.1, 0.6), 2: (0.5, 0.165), 3: (0.9, 0.6)}
TRICK_XY = {0: (0.5, 0.555), 1: (0.39, 0.45), 2: (0.5, 0.345), 3: (0.61, 0.45)}
TRICK_SCALE = 0.8
TRICK_PILE = {0: "trick", 1: "trick1", 2: "trick2", 3: "trick3"}
PLATE_XY = {0: (0.5, 0.958), 1: (0.115, 0.29), 2: (0.775, 0.07), 3: (0.885, 0.29)}
LAST_XY = (0.16, 0.085)
POT_XY = (0.28, 0.25)  # the Hand Pot's chips
# the info line, under North's plate: nothing else lies there all hand long (in the middle
# it hopped about as trick and meld cards came and went)
INFO_XY = (0.775, 0.15)
SUIT_OF = {s.code: s for s in SUITS}
# each suit's sign and colour in words, as its pip on the cards (assets/cards/make_cards.py,
# DECLARATION: the sign is ``SuitArt.text``, the colour its ``colour``); the engine's
# ``Suit.symbol`` is the same sign (tests/gui/test_game_tables.py ties all three)
SUIT_SIGNS: dict[str, tuple[str, str]] = {
    "V": ("\u25c9", "#23203a"),  # ◉ a ringed dot, near-black
    "F": ("\u25b2", "#c8102e"),  # ▲ mountain peaks, red
    "B": ("\u2b1f", "#1f5fbf"),  # ⬟ a shield, blue
    "C": ("\u2738", "#1e8c3a"),  # ✸ an eight-pointed star, green
}
# the suits' names (engine.games.declaration.state.SUITS), marked for translation
SUIT_NAMES = {
    "V": QT_TRANSLATE_NOOP("Declaration", "Void"),
    "F": QT_TRANSLATE_NOOP("Declaration", "Frontier"),
    "B": QT_TRANSLATE_NOOP("Declaration", "Border"),
    "C": QT_TRANSLATE_NOOP("Declaration", "Core"),
}


Declaration = Context("Declaration")


def rank_order() -> str:
    """The ranks from high to low, as the cards show them, and the courts' names (the
    letters alone read as a riddle: helper-3 could not tell M was the Commander)."""
    return Declaration.tr("high to low: E P M O 10 … 2\n(Emperor, Voidpilot, Commander, Officer)")


def team_name(team: int) -> str:
    """A team's short name."""
    return team_short(team)


def suit_sign(code: str) -> str:
    """A suit's sign as on its cards, e.g. ``⬟`` for Border (an unknown code as it is)."""
    return SUIT_SIGNS[code][0] if code in SUIT_SIGNS else code


def suit_words(code: str) -> str:
    """A suit with its sign, e.g. ``⬟ Border``."""
    s = SUIT_OF.get(code)
    return f"{suit_sign(code)} {Declaration.tr(SUIT_NAMES.get(code, s.name))}" if s else code


def suit_html(code: str) -> str:
    """A suit with its sign in the cards' colour, for rich text (the rules viewer)."""
    if code not in SUIT_SIGNS:
        return code
    sign, colour = SUIT_SIGNS[code]
    name = Declaration.tr(SUIT_NAMES[code])
    return f'<span style="color:{colour}">{sign}</span>\u00a0{name}'


def card_words(text: str) -> str:
    """``"10V"`` as ``10◉``."""
    return text[:-1] + suit_sign(text[-1])


def meld_words(kind: str) -> str:
    """A meld kind in words."""
    return {
        "run3": Declaration.tr("Run of 3"),
        "run4": Declaration.tr("Run of 4+"),
        "triad": Declaration.tr("Triad"),
        "quad": Declaration.tr("Quad"),
    }.get(kind, kind)


def _team_chips(amount: int, team: int, to_pot: bool, wave: int) -> list[ChipMove]:
    """A team's money between its purse (both partners' plates, half each) and the pot."""
    seats = [s for s in range(NUM_SEATS) if team_of(s) == team]
    halves = (amount - amount // 2, amount // 2)
    return [
        ChipMove(v, PLATE_XY[s], POT_XY, wave) if to_pot else ChipMove(v, POT_XY, PLATE_XY[s], wave)
        for s, v in zip(seats, halves, strict=True)
        if v
    ]


def pot_moves(events: list[Event]) -> list[ChipMove]:
    """The Hand Pot's chips these events move: antes, meld costs and dares, bid stakes and
    failure penalties into the pot, then the payout from it to the winning purse (a split
    pays both). A settlement's payout (wave 1) waits for its penalties to land (wave 0);
    the next hand's antes follow (wave 2)."""
    out: list[ChipMove] = []
    settled = False
    for e in events:
        if isinstance(e, DeclarationHandStarted):
            wave = 2 if settled else 0
            for t in (0, 1):
                out.extend(_team_chips(e.antes[t], t, True, wave))
        elif isinstance(e, MeldDeclared):
            out.append(ChipMove(e.cost + e.dare, PLATE_XY[e.seat], POT_XY))
        elif isinstance(e, BidMade):
            out.append(ChipMove(e.stake, PLATE_XY[e.seat], POT_XY))
        elif isinstance(e, HandScored):
            settled = True
            for t in (0, 1):
                out.extend(_team_chips(e.penalties[t], t, True, 0))
                out.extend(_team_chips(e.payout[t], t, False, 1))
    return [m for m in out if m.amount > 0]


class DeclarationAdapter(GameAdapter):
    """Maps Declaration observations to a table and gestures to actions."""

    game_id = "declaration"
    deck_art = "declaration"

    def __init__(self) -> None:
        super().__init__()
        self.backs: list[list[str]] = [[] for _ in range(NUM_SEATS)]
        self.counter = 0
        self.selected: list[Card] = []  # the player's cards picked for a meld
        self.previous_trick: tuple[int, list[str]] | None = None  # (winner, cards) of the
        # last trick of the hand before, shown until the next deal
        self.played_by: dict[str, int] = {}  # who played each card of this hand

    def _new_back(self, seat: int) -> str:
        self.counter += 1
        return f"b:{seat}:{self.counter}"

    def reset(self, observation: DeclarationObservation) -> None:
        """Forget the back keys, the selection and the remembered trick."""
        self.backs = [[] for _ in range(NUM_SEATS)]
        self.selected = []
        self.previous_trick = None
        self.played_by = {}

    # -- the table ------------------------------------------------------------------------
    def _may_select(self, obs: DeclarationObservation) -> bool:
        return (
            obs.phase == "declare" and obs.current_player == obs.seat and not obs.declared[obs.seat]
        )

    def layout(self, observation: DeclarationObservation, events: list[Event]) -> Layout:
        """The table for ``observation``."""
        obs = observation
        me = obs.seat
        origins: dict[str, tuple[float, float] | str] = {}
        deal: list[str] = []
        chip_moves = pot_moves(events)
        for e in events:
            if isinstance(e, DeclarationCardPlayed):
                self.played_by[str(e.card)] = e.seat
            if isinstance(e, HandDealt):
                self.played_by = {}
                self.previous_trick = None
                self.selected = []
                self.backs = [
                    [] if t == me else [self._new_back(t) for _ in range(13)]
                    for t in range(NUM_SEATS)
                ]
                first = e.first
                for i in range(13):
                    for k in range(NUM_SEATS):
                        t = (first + k) % NUM_SEATS
                        if t == me:
                            if i < len(obs.hand):
                                deal.append(ck(obs.hand[i]))
                        elif i < len(self.backs[t]):
                            deal.append(self.backs[t][i])
            elif isinstance(e, MeldDeclared) and e.seat != me:
                for text in e.cards:
                    if self.backs[e.seat]:
                        origins[ck(text)] = self.backs[e.seat].pop()
            elif isinstance(e, DeclarationCardPlayed) and e.seat != me and not e.meld:
                if self.backs[e.seat]:
                    origins[ck(e.card)] = self.backs[e.seat].pop()
            elif isinstance(e, DeclarationTrickWon):
                self.previous_trick = (e.seat, list(e.cards))
        for seat, card in obs.trick:
            self.played_by[str(card)] = seat
        # keep the back keys in step with the hand counts (after a resume, for instance)
        for s in range(NUM_SEATS):
            want = 0 if s == me else obs.hand_counts[s] - len(obs.meld_cards_in_hand[s])
            while len(self.backs[s]) > want:
                self.backs[s].pop()
            while len(self.backs[s]) < want:
                self.backs[s].append(self._new_back(s))
        if not self._may_select(obs):
            self.selected = []
        self.selected = [c for c in self.selected if c in obs.hand]

        piles: list[Pile] = []
        # the player's hand: one pile per card, so a card picked for a meld rises in its
        # place and no other card moves under the pointer (the next click picks the card
        # the player sees); a declared meld lies face up beside it until its cards are played
        own_meld = list(obs.meld_cards_in_hand[me])
        hand = [c for c in obs.hand if c not in own_meld]
        left = HAND_XY[0] - HAND_STEP * (len(hand) - 1) / 2
        # the card play's prompt under the hand, as Belote's (in the info line it made four
        # lines that found no room beside the trick at 1024x700, and lay under the plate)
        prompt = ""
        if obs.phase == "play" and obs.current_player == obs.seat and self.prompts:
            plays = {a.args[0] for a in obs.legal if a.kind == "play" and a.args}
            if own_meld and plays and plays <= {str(c) for c in own_meld}:
                # the hand greyed with no word why (helper-4): the meld's cards go first
                prompt = Declaration.tr(
                    "Your declared meld's cards go first: drag one onto the trick, "
                    "or double-click it."
                )
            else:
                prompt = Declaration.tr("Your card: drag it onto the trick, or double-click it.")
        may_pick = self._may_select(obs)
        for i, own in enumerate(hand):
            picked = own in self.selected
            y = PICKED_Y if picked else HAND_XY[1]
            label = prompt if i == len(hand) // 2 else ""
            rise = HAND_XY[1] - PICKED_Y if may_pick and not picked else 0.0
            piles.append(
                Pile(
                    f"hand{i}",
                    left + i * HAND_STEP,
                    y,
                    [(ck(own), own.face)],
                    label=label,
                    rise=rise,
                    label_x=HAND_XY[0],
                )
            )
        if own_meld:
            # fanned wide enough to grab any card by its middle; a long run moves right
            width = 0.09 * 0.6 * (1 + 0.55 * (len(own_meld) - 1))
            x = max(OWN_MELD_XY[0], width / 2 + 0.02)
            piles.append(
                Pile(
                    "meld0",
                    x,
                    OWN_MELD_XY[1],
                    [(ck(c), c.face) for c in own_meld],
                    fan="row",
                    spread=0.55,
                    scale=0.6,
                    label=Declaration.tr("Your meld"),
                    own=True,
                )
            )
        # the other seats: backs, and declared meld cards face up in front of them
        for s in (1, 2, 3):
            if self.backs[s]:
                piles.append(
                    Pile(
                        f"seat{s}",
                        *BACKS_XY[s],
                        [(k, None) for k in self.backs[s]],
                        fan="row",
                        spread=0.22 if s != 2 else 0.3,
                        scale=0.56,
                        seat_hand=True,
                    )
                )
            shown = obs.meld_cards_in_hand[s]
            if shown:
                n = len(shown)
                spread = min(0.45, 2.2 / max(n - 1, 1))
                piles.append(
                    Pile(
                        f"meld{s}",
                        *MELD_XY[s],
                        [(ck(c), c.face) for c in shown],
                        fan="row",
                        spread=spread,
                        scale=0.6,
                    )
                )
        # the trick, each card in front of its seat
        # a finished trick stays in front of its seats until the next card is led (the pause
        # before an AI leads is the player's "trick stays on the table" setting)
        done = obs.phase == "play" and not obs.trick and bool(obs.tricks_history)
        # so does the game's last trick at its end; the next hand's dares are made with
        # the table clear (the hand's last trick, still lying there, looked like cards in
        # play, and in the corner like cards left over)
        final = (
            obs.phase == "over"
            and self.previous_trick is not None
            and all(c in self.played_by for c in self.previous_trick[1])
        )
        if obs.phase == "play" or final:
            if final:
                assert self.previous_trick is not None
                trick = tuple((self.played_by[c], Card.parse(c)) for c in self.previous_trick[1])
            else:
                trick = obs.tricks_history[-1] if done else obs.trick
            played = {seat: card for seat, card in trick}
            won_by = None  # the trick lying finished: its winning card is framed
            if final and self.previous_trick is not None:
                won_by = self.previous_trick[0]
            elif done:
                won_by = obs.last_trick_winner
            for s in range(NUM_SEATS):
                in_front = played.get(s)
                mine = s == me and obs.current_player == me
                piles.append(
                    Pile(
                        TRICK_PILE[s],
                        *TRICK_XY[s],
                        [(ck(in_front), in_front.face)] if in_front else [],
                        target=mine,
                        scale=TRICK_SCALE,
                        # the courts' order under the slot the player plays to: new players
                        # could not tell a Commander from a Voidpilot, nor which was higher
                        label=rank_order() if mine and not in_front else "",
                        won=s == won_by and in_front is not None,
                    )
                )
        # the last trick
        last: tuple[int, list[str]] | None = None
        players: list[int] = []  # who played each card of the last trick, when known
        index = len(obs.tricks_history) - 1
        # a settled hand (the engine's finished_hand: no one to act) shows its last trick in
        # front of the seats only, as between hands; so does a trick just won, still in the
        # middle (the corner then showed the trick before it: two "last tricks" at once)
        settled = obs.phase == "play" and obs.current_player is None
        if index >= 0 and not settled and not done:
            trick = obs.tricks_history[index]
            # the winner of a trick leads the next one
            winner = (
                obs.tricks_history[index + 1][0][0]
                if index + 1 < len(obs.tricks_history)
                else obs.last_trick_winner
            )
            assert winner is not None
            last = (winner, [str(c) for _, c in trick])
            players = [seat for seat, _ in trick]
        # the next hand starts with no trick of the last one in view: in the corner through
        # its dares it read as left over from before, even labelled as the last hand's
        if last is not None:
            winner, cards = last
            label = fill(Declaration.tr("Last trick: %1"), self._name(winner))
            piles.append(
                Pile(
                    "last",
                    *LAST_XY,
                    [(ck(c), c) for c in cards],
                    fan="row",
                    spread=0.55,
                    scale=0.5,
                    label=label,
                    captions=[self._name(seat) for seat in players],
                    tip=last_trick_tip(),
                    took=players.index(winner) if winner in players else None,
                )
            )
            for c in cards:
                origins.setdefault(ck(c), TRICK_XY[0])
        seats = [self._seat_view(obs, s) for s in range(NUM_SEATS)]
        return Layout(
            piles,
            seats,
            self._info(obs),
            info_at=INFO_XY,
            deck_origin=CENTRE,
            origins=origins,
            deal=deal,
            chips=[Chips("pot", *POT_XY, obs.pot_total)],
            chip_moves=chip_moves,
            turn_order=self.turn_order(4),
        )

    def _name(self, seat: int) -> str:
        if seat < len(self.names) and self.names[seat]:
            return self.names[seat]
        return seat_direction("declaration", seat)

    def _seat_view(self, obs: DeclarationObservation, s: int) -> SeatView:
        level = self.levels[s] if s < len(self.levels) else ""
        head = self._name(s) + (f" ({level_name(level)})" if level and level != "human" else "")
        if s != obs.seat:  # where it sits, and which of them plays with the player
            if self._name(s) != seat_direction("declaration", s):
                head += " · " + seat_direction("declaration", s)
            if team_of(s) == team_of(obs.seat):
                head += " · " + Declaration.tr("your partner")
        if s == obs.dealer:
            head += " · " + Declaration.tr("dealer")
        bid = obs.bids[s]
        play = [Declaration.tr("bid %1").replace("%1", "–" if bid is None else str(bid))]
        if obs.phase == "play" or obs.seat_tricks[s]:
            play.append(Declaration.tr("took %1").replace("%1", str(obs.seat_tricks[s])))
        meld = obs.melds[s]
        meld_line = ""
        if meld is not None:
            meld_line = (
                Declaration.tr("meld: %1 (%2 pts)")
                .replace("%1", meld_words(str(meld.kind)))
                .replace("%2", str(meld.points))
            )
        elif obs.declared[s]:
            meld_line = Declaration.tr("no meld")
        t = team_of(s)
        team = (
            Declaration.tr("%1 %2 pts · %n bag(s) · %4", None, obs.bags[t])  # 1 bag, 2 bags
            .replace("%1", team_name(t))
            .replace("%2", str(obs.scores[t]))
            .replace("%4", money(obs.purses[t]))
        )
        melded = [meld_line] if meld_line else []
        if s == obs.seat:  # the player's plate: narrow enough to sit beside the trick
            lines = [" — ".join([head, " · ".join(play)]), *melded, team]
        else:
            lines = [head, " · ".join(play), *melded, team]
        active = obs.current_player == s
        x, y = PLATE_XY[s]
        return SeatView(s, x, y, lines, active=active)

    def _info(self, obs: DeclarationObservation) -> str:
        o = obs.options
        first = (
            Declaration.tr("Hand %1   ·   Trump: %2   ·   Target %3")
            .replace("%1", str(obs.hand_no))
            .replace("%2", suit_words(obs.trump))
            .replace("%3", str(o.target))
        )
        if obs.phase == "over":
            first = Declaration.tr("Game over") + "   ·   " + first
        pot = (
            Declaration.tr("Hand Pot %1  (Pot Ante %2 + Pot Action %3)")
            .replace("%1", money(obs.pot_total))
            .replace("%2", money(obs.pot_ante))
            .replace("%3", money(obs.pot_action))
        )
        parts = []
        if obs.phase in ("dare", "declare", "bid"):
            dares = []
            for t in (0, 1):
                d = obs.dares[t]
                sealed = obs.phase == "dare" and t != obs.team
                dares.append(
                    team_name(t)
                    + " "
                    + (money(d) if d is not None else (Declaration.tr("sealed") if sealed else "–"))
                )
            parts.append(Declaration.tr("Meld Dares: %1").replace("%1", " · ".join(dares)))
        if obs.phase in ("bid", "play"):
            cs = obs.contracts
            parts.append(
                Declaration.tr("Contracts: %1").replace(
                    "%1",
                    " · ".join(
                        team_name(t) + " " + (str(cs[t]) if cs[t] is not None else "–")
                        for t in (0, 1)
                    ),
                )
            )
        if obs.phase == "play":
            tt = obs.team_tricks
            parts.append(
                Declaration.tr("Tricks: %1").replace(
                    "%1", f"{team_name(0)} {tt[0]} · {team_name(1)} {tt[1]}"
                )
            )
        lines = [first, pot]
        if obs.phase == "play":
            # the pot's parts were said while the dares and bids were made: in the play the
            # line is short, so it finds room beside the trick at 1024x700 (four lines
            # there fell under the player's plate)
            lines = [
                first
                + "   ·   "
                + Declaration.tr("Hand Pot %1").replace("%1", money(obs.pot_total))
            ]
        if parts:
            lines.append("   ·   ".join(parts))
        if obs.current_player == obs.seat and self.prompts:
            lines.append(
                {
                    "dare": Declaration.tr(
                        "Before the deal, set your Meld Dare: the other team pays it into "
                        "the pot if it melds."
                    ),
                    "declare": Declaration.tr(
                        "Click cards to pick a meld, then Declare meld — or Pass."
                    )
                    if any(a.kind == "meld" for a in obs.legal)
                    else Declaration.tr("No meld in your hand: Pass."),
                    "bid": Declaration.tr("Your bid: how many tricks will you take?"),
                }.get(obs.phase, "")
            )
        return "\n".join(line for line in lines if line)

    # -- gestures -------------------------------------------------------------------------
    def drag_keys(self, observation: DeclarationObservation) -> list[str]:
        """In the play phase the cards the engine lets the player play (so the keyboard
        focus lands only on them, as in Belote); when declaring, every hand card (to pick
        for a meld)."""
        obs = observation
        if obs.current_player != obs.seat:
            return []
        if obs.phase == "play":
            legal = {a.args[0] for a in obs.legal if a.kind == "play" and a.args}
            return [ck(c) for c in obs.hand if str(c) in legal]
        if self._may_select(obs):
            return [ck(c) for c in obs.hand]
        return []

    def click_action(self, observation: DeclarationObservation, key: str) -> Action | None:
        """Double-click plays a card in the play phase."""
        card = key_card(key)
        if observation.phase == "play" and card is not None:
            return Action("play", (str(card),))
        return None

    def drop_action(
        self, observation: DeclarationObservation, key: str, pile_id: str
    ) -> Action | None:
        """A hand card dropped on the trick plays it."""
        if pile_id in TRICK_PILE.values():
            return self.click_action(observation, key)
        return None

    def targets(self, observation: DeclarationObservation, key: str) -> list[tuple[str, Action]]:
        """Where a dragged card could go: the player's place in the trick."""
        a = self.drop_action(observation, key, "trick")
        return [("trick", a)] if a is not None else []

    def select(self, observation: DeclarationObservation, key: str) -> bool:
        """While declaring, a click picks a hand card for the meld or puts it back."""
        obs = observation
        card = key_card(key)
        if not self._may_select(obs) or card is None or card not in obs.hand:
            return False
        if card in self.selected:
            self.selected.remove(card)
        else:
            self.selected.append(card)
        order = {c: i for i, c in enumerate(obs.hand)}
        self.selected.sort(key=order.__getitem__)
        return True

    def buttons(self, observation: DeclarationObservation) -> list[ActionButton]:
        """Dares, meld or pass, or bids, by phase."""
        obs = observation
        o = obs.options
        if obs.phase == "dare":
            out = []
            for k in range(DARE_CAP + 1):
                n = k * o.ante
                # the sum alone (the tooltip says it in antes): "Dare 2 × ante ($4)" on six
                # buttons took six rows under the felt in German at 1024x700
                label = Declaration.tr("Dare %1").replace("%1", money(n))
                tip = (
                    Declaration.tr(
                        "Set your team's Meld Dare to %1 (the cap is %2 = 5 × "
                        "ante). The opponents pay it on their first meld."
                    )
                    .replace("%1", money(n))
                    .replace("%2", money(o.dare_cap))
                )
                out.append(ActionButton(label, Action("dare", (str(n),)), "", tip))
            return out
        if obs.phase == "declare":
            sel = self.selected
            kind = classify_meld(sel) if sel else None
            if isinstance(kind, MeldKind):
                cost = money(kind.cost * o.ante)
                # the opponents' dare, paid with the team's first meld of the hand
                dare = 0 if obs.dare_paid[obs.team] else obs.dares[1 - obs.team] or 0
                tip = (
                    Declaration.tr(
                        "Declare %1 for %2 meld points; it costs %3 (plus the "
                        "opponents' dare on your team's first meld)."
                    )
                    .replace("%1", meld_words(str(kind)))
                    .replace("%2", str(kind.points))
                    .replace("%3", cost)
                )
                if dare:
                    label = Declaration.tr("Declare %1 (%2 + dare %3 = %4)").replace(
                        "%4", money(kind.cost * o.ante + dare)
                    )
                else:
                    label = Declaration.tr("Declare %1 (%2)")
                label = (
                    label.replace("%1", meld_words(str(kind)))
                    .replace("%2", cost)
                    .replace("%3", money(dare))
                )
            else:
                tip = Declaration.tr("Click cards in your hand to pick a meld, then declare it.")
                label = Declaration.tr("Declare meld") + (f" ({len(sel)})" if sel else "")
            return [
                ActionButton(
                    label, Action("meld", tuple(str(c) for c in sel)), "", tip, explain=True
                ),
                ActionButton(
                    Declaration.tr("Pass"),
                    Action("pass"),
                    "",
                    Declaration.tr("Declare no meld this hand."),
                ),
            ]
        if obs.phase == "bid":
            # the number alone, as Spades tables show their bids (the table's line asks how
            # many tricks): "Bid 3" on 14 buttons took five rows under the felt at 1024x700
            return [
                ActionButton(
                    str(n),
                    Action("bid", (str(n),)),
                    "",
                    Declaration.tr("Bid %n trick(s).", None, n),
                )
                for n in range(MAX_BID + 1)
            ]
        return []

    def round_break(self, events: Sequence[Event]) -> int | None:
        """The next hand's antes after a settlement (the same action): the table holds the
        settled hand, its summary over it, until the player goes on."""
        scored = False
        for i, e in enumerate(events):
            if isinstance(e, HandScored):
                scored = True
            elif scored and isinstance(e, DeclarationHandStarted):
                return i
        return None

    def summary(self, event: Event) -> Summary | None:
        """A hand's settlement: both teams' contracts, points, bags, the pot and purses, and
        the pot's arithmetic line by line. It opens over the settled hand (``round_break``),
        so its purses are those on the table behind it; the next hand's antes follow."""
        if not isinstance(event, HandScored):
            return None
        r = event
        parts = []
        for t in (0, 1):
            verdict = (
                Declaration.tr("%1 made %2") if r.success[t] else Declaration.tr("%1 failed %2")
            )
            parts.append(verdict.replace("%1", team_name(t)).replace("%2", str(r.contracts[t])))
        outcome = r.pot_outcome
        if outcome == "won":
            t = 0 if r.payout[0] else 1
            pot = (
                Declaration.tr("%1 take the Hand Pot: %2.")
                .replace("%1", team_name(t))
                .replace("%2", money(r.payout[t]))
            )
        elif outcome == "split":
            pot = Declaration.tr("The Hand Pot is split: %1 each.").replace(
                "%1", money(r.payout[0])
            )
        else:
            pot = Declaration.tr("The Hand Pot (%1) carries over.").replace(
                "%1", money(r.pot_ante + r.pot_action)
            )
        title = (
            Declaration.tr("Hand %1: %2. %3")
            .replace("%1", str(r.hand))
            .replace("%2", ", ".join(parts))
            .replace("%3", pot)
        )
        rows = []
        for t in (0, 1):
            players = " & ".join(self._name(s) for s in range(NUM_SEATS) if team_of(s) == t)
            bags = str(r.bags[t]) + (f" (+{r.bags_added[t]})" if r.bags_added[t] else "")
            if r.bag_penalty[t]:
                bags += " " + Declaration.tr("−%1").replace("%1", str(r.bag_penalty[t]))
            rows.append(
                [
                    f"{team_name(t)} ({players})",
                    str(r.tricks[t]),
                    str(r.contracts[t]) + (" ✓" if r.success[t] else " ✗"),
                    str(r.meld_points[t]),
                    bags,
                    f"{r.delta[t]:+d}",
                    str(r.scores[t]),
                    money(r.purses[t]),
                ]
            )
        return Summary(
            key=r.hand,
            title=title,
            lines=self._points_lines(r) + self._pot_lines(r),
            headers=[
                Declaration.tr("Team"),
                Declaration.tr("Tricks"),
                Declaration.tr("Contract"),
                Declaration.tr("Meld pts"),
                Declaration.tr("Bags"),
                Declaration.tr("Change"),
                Declaration.tr("Score"),
                Declaration.tr("Purse"),
            ],
            rows=rows,
            sheet_row=[f"{r.delta[team_of(s)]:+d}" for s in range(NUM_SEATS)],
            totals=[str(r.scores[team_of(s)]) for s in range(NUM_SEATS)],
        )

    @staticmethod
    def _points_lines(r: HandScored) -> list[str]:
        """How each team's Change adds up: its tricks, its melds and any bag penalty (a
        contract made with 6 tricks scored +0, and read as a mistake)."""
        lines = [
            Declaration.tr(
                "Tricks score 10 for each one above the book of 6 when the contract is "
                "made, and −10 for each one short when it fails; melds count in full, or "
                "half on a failed contract."
            )
        ]
        for t in (0, 1):
            if r.bag_penalty[t]:
                text = Declaration.tr("%1: tricks %2, melds %3, bags −%4 = %5.")
            else:
                text = Declaration.tr("%1: tricks %2, melds %3 = %5.")
            lines.append(
                text.replace("%1", team_name(t))
                .replace("%2", f"{r.trick_points[t]:+d}")
                .replace("%3", f"{r.meld_points[t]:+d}")
                .replace("%4", str(r.bag_penalty[t]))
                .replace("%5", f"{r.delta[t]:+d}")
            )
        return lines

    @staticmethod
    def _pot_lines(r: HandScored) -> list[str]:
        """The Hand Pot's settlement, every figure: Pot Ante + Pot Action, each failing
        team's penalty, the payout (or what is split or carried), and the purses."""
        lines = []
        action = max(r.penalties)  # a failing team adds the Pot Action
        if not action and r.pot_outcome == "carried":
            action = r.pot_action  # carried unchanged
        if action or r.pot_outcome != "split":
            lines.append(
                Declaration.tr("Hand Pot: Pot Ante %1 + Pot Action %2 = %3.")
                .replace("%1", money(r.pot_before - action))
                .replace("%2", money(action))
                .replace("%3", money(r.pot_before))
            )
        else:
            lines.append(Declaration.tr("Hand Pot: %1.").replace("%1", money(r.pot_before)))
        for t in (0, 1):
            if r.penalties[t]:
                lines.append(
                    Declaration.tr("Penalty: %1 failed and add %2 (equal to the Pot Action).")
                    .replace("%1", team_name(t))
                    .replace("%2", money(r.penalties[t]))
                )
        grown = r.pot_before + sum(r.penalties)
        if r.pot_outcome == "won":
            t = 0 if r.payout[0] else 1
            text = (
                Declaration.tr("Payout: %1 + penalty %2 = %3 to %4.")
                if sum(r.penalties)
                else Declaration.tr("Payout: %3 to %4.")
            )
            lines.append(
                text.replace("%1", money(r.pot_before))
                .replace("%2", money(sum(r.penalties)))
                .replace("%3", money(r.payout[t]))
                .replace("%4", team_name(t))
            )
        elif r.pot_outcome == "split":
            lines.append(
                Declaration.tr("Split: %1 = %2 each, %3 left in Pot Ante.")
                .replace("%1", money(grown))
                .replace("%2", money(r.payout[0]))
                .replace("%3", money(r.pot_ante))
            )
        else:
            text = (
                Declaration.tr(
                    "No payout: %1 carries over (Pot Ante %2 with the penalties + Pot Action %3)."
                )
                if sum(r.penalties)
                else Declaration.tr("No payout: %1 carries over (Pot Ante %2 + Pot Action %3).")
            )
            lines.append(
                text.replace("%1", money(grown))
                .replace("%2", money(r.pot_ante))
                .replace("%3", money(r.pot_action))
            )
        lines.append(
            Declaration.tr("Purses after the hand: %1 %2, %3 %4.")
            .replace("%1", team_name(0))
            .replace("%2", money(r.purses[0]))
            .replace("%3", team_name(1))
            .replace("%4", money(r.purses[1]))
        )
        return lines
