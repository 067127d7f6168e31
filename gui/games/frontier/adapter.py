"""Frontier's table: hands, committed cards face down in front of each seat, the pot, reveals.

The player picks cards to commit with single clicks (they rise out of the hand), or by
dragging them onto their commit spot (the selection plus that card), and presses
"Commit (N)": a drag alone commits nothing (a first card dragged there was committed alone,
when the player meant to add a second to it). Bets,
calls, raises, folds and the mulligan are buttons; the bet amounts are taken from the
amounts the engine lists for the next stake (``observation.stake_amounts``), so each offered
button is a legal move once the player may stake.
"""

from __future__ import annotations

from typing import Any

from engine.cards import Card
from engine.core import Action, Event
from engine.games.frontier.events import (
    Bet,
    Called,
    Committed,
    Drew,
    Mulliganed,
    PotTaken,
    Raised,
    RoundEnded,
    RoundPassed,
    RoundStarted,
    Showdown,
)
from engine.games.frontier.state import (
    ROUNDS,
    FrontierObservation,
    evaluate,
    sort_cards,
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
    seat_positions,
)
from gui.text import YOU, level_name
from gui.tr import QT_TRANSLATE_NOOP, Context, fill

DRAW_XY = (0.08, 0.8)
# the player's plate, right of the hand (the draw pile is left of it): under the hand it
# changed width with every stake and was pushed about by the hand's labels, moving 31
# times in a game
OWN_PLATE_XY = (0.85, 0.84)
INFO_XY = (0.2, 0.57)  # the info line, left of the commit spot, above the draw pile
COMMIT_XY = (0.5, 0.525)  # the player's commit spot
POT_XY = (0.72, 0.65)  # the pot's chips: right of the commit spot, clear of every seat
HAND_Y = 0.825
# an opponent's plate (its middle) and committed cards: this far below its hand's centre
# (table heights), the plate clear of the hand and the cards clear of the plate's three
# lines, so neither is pushed aside as cards are committed and dealt
PLATE_DROP = 0.14
COMMIT_DROP = 0.275
RAISED_Y = 0.79  # a selected hand card
HAND_STEP = 0.1  # table widths between the player's cards
PLAYING = ("action", "stake")

SUIT_WORDS = {
    "S": QT_TRANSLATE_NOOP("Frontier", "Sun"),
    "F": QT_TRANSLATE_NOOP("Frontier", "Flame"),
    "M": QT_TRANSLATE_NOOP("Frontier", "Moon"),
    "T": QT_TRANSLATE_NOOP("Frontier", "Tide"),
    "W": QT_TRANSLATE_NOOP("Frontier", "Shadow"),
}


Frontier = Context("Frontier")


def config_words(code: str, count: int, value: int) -> str:
    """An evaluator name in words, e.g. ``4-card Coalition, 180`` (the count with its
    plural form: "de 1 carte", not "de 1 cartes")."""
    names = {
        "of_a_rank": Frontier.tr("%1 of a Rank, %3"),
        "pair": Frontier.tr("Pair, %3"),
        "pure": Frontier.tr("%n-card Pure, %3", None, count),
        "coalition": Frontier.tr("%n-card Coalition, %3", None, count),
        "campaign": Frontier.tr("%n-card Campaign, %3", None, count),
        "pure_skirmish": Frontier.tr("%n-card Pure Skirmish, %3", None, count),
        "coalition_skirmish": Frontier.tr("%n-card Coalition Skirmish, %3", None, count),
        "divided_skirmish": Frontier.tr("%n-card Divided Skirmish, %3", None, count),
        "skirmish": Frontier.tr("%n-card Skirmish, %3", None, count),
    }
    text = names.get(code, "%1-card " + code.replace("_", " ").title() + ", %3")
    return text.replace("%1", str(count)).replace("%3", str(value))


def card_words(text: str) -> str:
    """``"10S"`` as ``10 Sun``."""
    c = Card.parse(text)
    return f"{c.rank} {Frontier.tr(SUIT_WORDS.get(c.suit, c.suit))}"


class FrontierAdapter(GameAdapter):
    """Maps Frontier observations to a table and gestures to actions."""

    game_id = "frontier"
    deck_art = "frontier"

    def __init__(self) -> None:
        super().__init__()
        self.counter = 0
        self.hand_backs: list[list[str]] = []  # other seats' hands, face down
        self.commit_backs: list[list[str]] = []  # other seats' committed cards, face down
        self.selected: list[Card] = []  # the player's picks for a commitment
        self.known_hand: set[Card] = set()
        # summaries: each round's starting cash and how it was resolved
        self.start_cash: list[int] = []
        self.resolution: Showdown | PotTaken | RoundPassed | None = None  # how the round ended
        self.starting_cash = 0  # the table's starting cash: the final standings' change

    def _new_back(self, seat: int) -> str:
        self.counter += 1
        return f"b:{seat}:{self.counter}"

    def reset(self, observation: FrontierObservation) -> None:
        """Forget the back keys, the selection and the round memory."""
        n = observation.num_players
        self.hand_backs = [[] for _ in range(n)]
        self.commit_backs = [[] for _ in range(n)]
        self.selected = []
        self.known_hand = set()  # the first deal brings the whole hand
        self.start_cash = list(observation.round_cash)
        self.resolution = None
        self.starting_cash = observation.options.starting_cash

    # -- geometry -------------------------------------------------------------------------
    @staticmethod
    def _places(n: int) -> list[dict[str, tuple[float, float]]]:
        """Per seat: where its hand, name plate and committed cards go."""
        out = []
        for s, (x, y) in enumerate(seat_positions(n)):
            if s == 0:
                out.append({"hand": (0.5, HAND_Y), "plate": OWN_PLATE_XY, "commit": COMMIT_XY})
                continue
            x = min(max(x, 0.085), 0.915)
            out.append(
                {"hand": (x, y), "plate": (x, y + PLATE_DROP), "commit": (x, y + COMMIT_DROP)}
            )
        return out

    def _hand_xy(self, count: int) -> list[float]:
        left = 0.5 - HAND_STEP * (count - 1) / 2
        return [left + i * HAND_STEP for i in range(count)]

    # -- the table --------------------------------------------------------------------------
    def layout(self, observation: FrontierObservation, events: list[Event]) -> Layout:
        """The table for ``observation``."""
        obs = observation
        n, me = obs.num_players, obs.seat
        if len(self.hand_backs) != n:
            self.reset(obs)
        places = self._places(n)
        origins: dict[str, tuple[float, float] | str] = {}
        deal: list[str] = []
        reveal = obs.showdown if obs.phase in ("round_over", "over") else None
        chip_moves: list[ChipMove] = []
        for e in events:
            if isinstance(e, Bet | Raised | Called):
                # a stake: its chips go from the seat into the pot
                chip_moves.append(ChipMove(e.paid, places[e.seat]["plate"], POT_XY))
            elif isinstance(e, Showdown | PotTaken):  # the pot paid out, after the last stake
                shares = (
                    e.shares
                    if isinstance(e, Showdown)
                    else [e.pot if s == e.seat else 0 for s in range(n)]
                )
                chip_moves.extend(
                    ChipMove(v, POT_XY, places[s]["plate"], wave=1)
                    for s, v in enumerate(shares)
                    if v
                )
            if isinstance(e, RoundStarted):
                self.start_cash = list(e.cash)
                self.resolution = None
                self.commit_backs = [[] for _ in range(n)]
            elif isinstance(e, Drew):
                counts = e.counts
                order = [(obs.first_seat + k) % n for k in range(n)]
                new_own = [c for c in obs.hand if c not in self.known_hand]
                for s in order:
                    if s == me:
                        deal.extend(ck(c) for c in new_own)
                        continue
                    fresh = [self._new_back(s) for _ in range(counts[s])]
                    self.hand_backs[s].extend(fresh)
                    deal.extend(fresh)
            elif isinstance(e, Mulliganed):
                s = e.seat
                if s == me:
                    self.selected = []
                else:
                    self.hand_backs[s] = [self._new_back(s) for _ in range(e.drawn)]
                    for k in self.hand_backs[s]:
                        origins[k] = DRAW_XY
            elif isinstance(e, Committed) and e.seat != me:
                s, count = e.seat, e.count
                moved = self.hand_backs[s][-count:] if count else []
                del self.hand_backs[s][len(self.hand_backs[s]) - len(moved) :]
                self.commit_backs[s].extend(moved)
            elif isinstance(e, Committed):  # the player's own commit
                self.selected = []
            elif isinstance(e, Showdown):
                for s, revealed in enumerate(e.cards):
                    if not revealed or s == me:
                        continue
                    for text, back in zip(revealed, self.commit_backs[s], strict=False):
                        origins[ck(text)] = back
        self.known_hand = set(obs.hand)
        hand = set(obs.hand)
        self.selected = [c for c in self.selected if c in hand]
        # keep the back keys in step with the public counts (a resume, for instance)
        for s in range(n):
            if s == me:
                continue
            self._fit(self.hand_backs[s], obs.hand_counts[s], s)
            self._fit(self.commit_backs[s], obs.committed_counts[s], s)

        piles: list[Pile] = []
        crowded = n > 5
        # the player's hand: one pile per card, so a selected card can rise out of the row
        xs = self._hand_xy(len(obs.hand))
        may_pick = self._may_commit(obs)
        for i, (c, x) in enumerate(zip(obs.hand, xs, strict=True)):
            picked = c in self.selected
            y = RAISED_Y if picked else HAND_Y
            rise = HAND_Y - RAISED_Y if may_pick and not picked else 0.0
            piles.append(Pile(f"hand{i}", x, y, [(ck(c), c.face)], rise=rise))
        # committed cards
        cards: list[tuple[str, str | None]]  # a pile's (key, face)
        for s in range(n):
            x, y = places[s]["commit"]
            shown = reveal["cards"][s] if reveal else None
            if s == me:
                if not (shown or obs.committed or (obs.phase in PLAYING and obs.active[me])):
                    continue
                if shown:
                    cards = [(ck(t), Card.parse(t).face) for t in shown]
                else:
                    cards = [(ck(c), c.face) for c in sort_cards(obs.committed)]
                target = (
                    obs.phase == "action"
                    and obs.current_player == me
                    and not obs.committed
                    and obs.active[me]
                    and not obs.folded[me]
                )
                label = ""
                if shown and reveal is not None and reveal["configs"][s]:
                    label = config_words(*reveal["configs"][s])  # the reveal names it
                elif target and self.prompts and self.selected:
                    # what the picked cards make, by the spot they go to (on the plate it
                    # changed the plate's width, and the plate jumped at every pick)
                    label = Frontier.tr("Selected: %1 — press Commit").replace(
                        "%1", config_words(*evaluate(self.selected).name)
                    )
                elif target and self.prompts:
                    label = Frontier.tr("Your commitment: select cards, then Commit")
                elif not cards and obs.phase in PLAYING:
                    label = Frontier.tr("Your commitment")
                piles.append(
                    Pile(
                        "commit",
                        x,
                        y,
                        cards,
                        fan="row",
                        spread=1.05,
                        scale=0.75,
                        label=label,
                        target=target,
                        own=True,
                    )
                )
                continue
            if shown:
                cards = [(ck(t), Card.parse(t).face) for t in shown]
                spread = 0.5 if crowded else 0.62
                # what they make is on the seat's plate: a label under them as well lay in
                # the info line's way at every showdown
                piles.append(
                    Pile(
                        f"commit{s}",
                        x,
                        y,
                        cards,
                        fan="row",
                        spread=spread,
                        scale=0.5,  # as their backs: the showdown takes no more room
                    )
                )
            elif self.commit_backs[s]:
                piles.append(
                    Pile(
                        f"commit{s}",
                        x,
                        y,
                        [(k, None) for k in self.commit_backs[s]],
                        fan="row",
                        spread=0.3,
                        scale=0.5,
                    )
                )
        # other hands
        for s in range(n):
            if s == me or not self.hand_backs[s]:
                continue
            x, y = places[s]["hand"]
            piles.append(
                Pile(
                    f"seat{s}",
                    x,
                    y,
                    [(k, None) for k in self.hand_backs[s]],
                    fan="row",
                    spread=0.22,
                    scale=0.5,
                    seat_hand=True,
                )
            )
        # the draw pile
        top = obs.draw_count
        piles.append(
            Pile(
                "draw",
                *DRAW_XY,
                [(f"d:{i}", None) for i in range(max(0, top - 5), top)],
                label=Frontier.tr("Draw %1").replace("%1", str(top)),
                scale=0.7,
            )
        )
        seats = [self._seat_view(obs, s, places[s]["plate"], reveal, crowded) for s in range(n)]
        return Layout(
            piles,
            seats,
            self._info(obs),
            info_at=INFO_XY,
            deck_origin=DRAW_XY,
            origins=origins,
            deal=deal,
            chips=[Chips("pot", *POT_XY, obs.pot)],
            chip_moves=chip_moves,
            turn_order=self.turn_order(obs.num_players),
            # a drag of any hand card carries the selected ones along: they commit together
            groups={ck(c): [ck(s) for s in self.selected] for c in obs.hand}
            if self.selected and self._may_commit(obs)
            else {},
        )

    def _fit(self, keys: list[str], want: int, seat: int) -> None:
        while len(keys) > want:
            keys.pop()
        while len(keys) < want:
            keys.append(self._new_back(seat))

    def _name(self, s: int) -> str:
        if s < len(self.names):
            return self.names[s]
        return Frontier.tr("Seat %1").replace("%1", str(s))

    def _seat_view(
        self,
        obs: FrontierObservation,
        s: int,
        xy: tuple[float, float],
        reveal: dict[str, Any] | None,
        crowded: bool,
    ) -> SeatView:
        me = obs.seat
        level = self.levels[s] if s < len(self.levels) else ""
        title = self._name(s)
        if level and level != "human":
            title += f" ({level_name(level)})"
        if s == obs.first_seat and obs.phase in PLAYING:
            title += " · " + Frontier.tr("opener")  # a role, as "dealer" is: "You · opener"
        stake = reveal["stakes"][s] if reveal is not None else obs.stakes[s]
        money_line = (
            Frontier.tr("%1 · stake %2")
            .replace("%1", money(obs.cash[s]))
            .replace("%2", money(stake))
        )
        state = ""
        if not obs.active[s]:
            state = Frontier.tr("out of money")
        elif reveal is not None:
            conf = reveal["configs"][s]
            # what it won, net of its own stake coming back
            won = max(0, reveal["shares"][s] - reveal["stakes"][s])
            if conf:
                state = config_words(*conf)
            elif obs.folded[s]:
                state = Frontier.tr("folded")
            if won and s == me:
                state = (state + " · " if state else "") + Frontier.tr("wins %1").replace(
                    "%1", money(won)
                )
            elif won:  # its own line: a crowded table has no room for a long one
                state = (state + "\n" if state else "") + Frontier.tr("wins %1").replace(
                    "%1", money(won)
                )
        elif obs.folded[s]:
            state = Frontier.tr("folded")
        elif obs.phase in PLAYING and obs.cash[s] == 0 and obs.stakes[s] > 0:
            state = Frontier.tr("all in")  # its whole cash staked: it stays in, bets no more
            if obs.committed_counts[s]:
                k = obs.committed_counts[s]
                state += " · " + (
                    Frontier.tr("1 card committed")
                    if k == 1
                    else Frontier.tr("%1 cards committed").replace("%1", str(k))
                )
        elif obs.committed_counts[s]:
            k = obs.committed_counts[s]
            state = (
                Frontier.tr("1 card committed")
                if k == 1
                else Frontier.tr("%1 cards committed").replace("%1", str(k))
            )
        if obs.mulligan_used[s] and obs.phase in PLAYING:
            # once a game: "mulliganed" on every round's plate read as this round's; the
            # player's plate says it too (helper-4 looked for it there, not on a greyed button)
            state = (state + " · " if state else "") + Frontier.tr("mulligan used")
        active = obs.current_player == s and obs.phase in PLAYING
        if reveal is not None:  # the reveal lights up the winners
            active = bool(reveal["shares"][s])
        lines = [title, money_line] + (state.split("\n") if state else [])
        if s != me:
            # an opponent's plate keeps room for its third line ("2 cards committed",
            # "folded") all round long, as a poker table's seat boxes do: growing and
            # shrinking with it, the plate stepped up into its cards and back
            lines += [""] * (3 - len(lines))
        return SeatView(s, *xy, lines, active=active, compact=crowded)

    def _info(self, obs: FrontierObservation) -> str:
        head = Frontier.tr("Pot %1").replace("%1", money(obs.pot))
        if obs.phase in PLAYING:
            if obs.current_bet:
                head += "   ·   " + Frontier.tr("bet %1").replace("%1", money(obs.current_bet))
                if obs.active[obs.seat] and not obs.folded[obs.seat] and obs.to_call:
                    head += "   ·   " + Frontier.tr("you call %1").replace("%1", money(obs.to_call))
            else:
                head += "   ·   " + Frontier.tr("no bet yet")
        elif obs.showdown is not None:
            sd = obs.showdown
            who = " & ".join(self._name(w) for w in sd["winners"])
            if not sd["pot"]:
                head = Frontier.tr("Nobody bet: no money moved")
            elif len(sd["winners"]) > 1:
                head = (
                    Frontier.tr("Pot %1 split by %2")
                    .replace("%1", money(sd["pot"]))
                    .replace("%2", who)
                )
            elif list(sd["winners"]) == [obs.seat]:  # words of its own, not "won by You"
                own = sd["stakes"][obs.seat] if sd.get("stakes") else 0
                if sd.get("uncontested") and sd["pot"] <= own:
                    # only its own stake in the pot: "You won the $1 pot" read as a gain
                    head = fill(
                        Frontier.tr("Everyone else folded: your %1 comes back"), money(sd["pot"])
                    )
                elif sd.get("uncontested"):
                    head = fill(
                        Frontier.tr("You take %1 unseen (everyone else folded)"),
                        money(sd["pot"] - own),
                    )
                else:
                    head = fill(Frontier.tr("You won the %1 pot"), money(sd["pot"]))
            else:
                head = (
                    Frontier.tr("Pot %1 won by %2")
                    .replace("%1", money(sd["pot"]))
                    .replace("%2", who)
                )
        if obs.phase == "over":
            # the game's winners, not the last pot's: the last pot may go to the poorest seat
            best = max(obs.cash)
            first = [s for s, c in enumerate(obs.cash) if c == best]
            rich = " & ".join(self._name(s) for s in first)
            head = (
                fill(Frontier.tr("You win with %1"), money(best))
                if first == [obs.seat]
                else fill(Frontier.tr("Winner: %1 with %2"), rich, money(best))
            )
        round_line = (
            Frontier.tr("Round %1 of %2   ·   capacity %3")
            .replace("%1", str(obs.round_no))
            .replace("%2", str(ROUNDS))
            .replace("%3", str(obs.capacity))
        )
        if obs.phase in PLAYING:
            round_line += "   ·   " + Frontier.tr("limit %1").replace("%1", money(obs.limit))
        elif obs.phase == "over":
            round_line += "   ·   " + Frontier.tr("game over")
        return head + "\n" + round_line

    # -- gestures ---------------------------------------------------------------------------
    @staticmethod
    def _may_commit(obs: FrontierObservation) -> bool:
        """Whether the engine lists a commitment for the player now."""
        return any(a.kind == "commit" for a in obs.legal)

    def drag_keys(self, observation: FrontierObservation) -> list[str]:
        """The player's hand cards, while they may commit."""
        obs = observation
        return [ck(c) for c in obs.hand] if self._may_commit(obs) else []

    def select(self, observation: FrontierObservation, key: str) -> bool:
        """A click on a hand card toggles it in the commitment being prepared."""
        card = key_card(key)
        obs = observation
        if card is None or card not in obs.hand or not self._may_commit(obs):
            return False
        if card in self.selected:
            self.selected.remove(card)
        else:
            self.selected.append(card)
        return True

    def _commit_of(self, cards: list[Card]) -> Action:
        return Action("commit", tuple(str(c) for c in sort_cards(cards)))

    def drop_select(self, observation: FrontierObservation, key: str, pile_id: str) -> bool:
        """A hand card dropped on the commit spot joins the cards picked to commit (Commit
        commits them): ``select``, that never puts a picked card back."""
        if pile_id != "commit":
            return False
        if key_card(key) in self.selected and self._may_commit(observation):
            return True
        return self.select(observation, key)

    def drop_action(
        self, observation: FrontierObservation, key: str, pile_id: str
    ) -> Action | None:
        """The commitment a card dropped on the commit spot would make with the selection:
        only asked when it may not join it now (``drop_select``), so that the refusal says
        why (another seat's turn, the cards already committed)."""
        card = key_card(key)
        if pile_id != "commit" or card is None or card not in observation.hand:
            return None
        return self._commit_of(list({*self.selected, card}))

    def targets(self, observation: FrontierObservation, key: str) -> list[tuple[str, Action]]:
        """Where a dragged card could go: the commit spot, where it joins the selection
        (the commitment it would make with it, for the highlight and the hint)."""
        a = self.drop_action(observation, key, "commit")
        return [("commit", a)] if a is not None else []

    def widest_move(self, options: Any) -> str:
        """A raise to all the money at the table, the longest amount a label may name, with
        each of the quick amounts' words (a line each: the widest counts)."""
        most = Frontier.tr("Raise to %1").replace(
            "%1", money(options.starting_cash * options.players)
        )
        words = [Frontier.tr("min"), Frontier.tr("½ pot"), Frontier.tr("pot"), Frontier.tr("max")]
        return "\n".join(f"{most}  ({what})" for what in words)

    def buttons(self, observation: FrontierObservation) -> list[ActionButton]:
        """Fold, Mulligan (while unused), Commit, Call (while there is something to call),
        the quick bet or raise amounts (min, ½ pot, pot, max) and any amount on the slider.

        The list and its order only change when the amounts do, so labels stay put.
        """
        obs = observation
        me = obs.seat
        if obs.phase not in PLAYING or not obs.active[me] or obs.folded[me]:
            return []
        out: list[ActionButton] = []
        # after committing, this turn is for staking: no Fold until the next turn, no
        # Mulligan this round (the engine only says "not now": the table says why)
        staking = obs.phase == "stake" and obs.current_player == me
        # Fold first, as at a poker table, then Mulligan and the commit: they are offered
        # (or greyed) at every turn, so they keep their places while the amounts after
        # them come and go (Fold stood after the amounts and moved with their number)
        out.append(
            ActionButton(
                Frontier.tr("Fold"),
                Action("fold"),
                "F",
                why=Frontier.tr("You have just committed: stake now; you may fold on a later turn.")
                if staking
                else "",
            )
        )
        # greyed once used rather than gone, so the moves after it keep their places
        if obs.mulligan_used[me]:
            why = Frontier.tr("You have used your mulligan: one a game.")
        elif obs.committed:
            why = Frontier.tr("No mulligan once your cards are committed.")
        else:
            why = ""
        out.append(
            ActionButton(
                Frontier.tr("Mulligan"),
                Action("mulligan"),
                "M",
                # it takes the turn: an opener who used it found someone else had opened
                # when it came back (helper-6)
                Frontier.tr(
                    "Once per game, before committing: swap your whole hand for fresh cards. "
                    "It takes your turn: the others act before you again."
                ),
                why=why,
            )
        )
        if obs.committed:
            out.append(
                ActionButton(
                    Frontier.tr("Committed (%1)").replace("%1", str(len(obs.committed))),
                    Action("commit"),
                    why=Frontier.tr(
                        "Your cards are committed (the others see only their backs): now "
                        "bet, call or raise. Fold comes back on your next turn."
                    )
                    # the mulligan only while it is still to be had (helper-4 read it after
                    # using it)
                    + (
                        ""
                        if obs.mulligan_used[me]
                        else " " + Frontier.tr("Mulligan only before committing.")
                    )
                    if staking
                    # you see them face up: "face down" read as a contradiction
                    else Frontier.tr(
                        "Your cards are committed for this round; the others see only their backs."
                    ),
                    explain=True,
                )
            )
        else:
            out.append(
                ActionButton(
                    Frontier.tr("Commit (%1)").replace("%1", str(len(self.selected))),
                    self._commit_of(self.selected),
                    "",
                    Frontier.tr("Commit the selected cards face down, then stake."),
                    why=Frontier.tr(
                        "Click the cards to commit (or drag them to the commit spot) first."
                    )
                    if not self.selected
                    else "",
                    explain=True,
                    note=Frontier.tr(
                        "Commit: the selected cards go face down for the showdown, then you "
                        "must bet, call or raise at once, so Fold and Mulligan grey out."
                    )
                    if not obs.mulligan_used[obs.seat]
                    else Frontier.tr(
                        "Commit: the selected cards go face down for the showdown, then you "
                        "must bet, call or raise at once, so Fold greys out."
                    ),
                )
            )
        if obs.stake_amounts:
            # any amount from the minimum to the limit, on the slider under the quick amounts
            lo, hi = obs.stake_amounts[0], obs.stake_amounts[-1]
            kind = "bet" if obs.current_bet == 0 else "raise"
            label = Frontier.tr("Bet %1") if kind == "bet" else Frontier.tr("Raise to %1")
            stake = ActionButton(label, Action(kind, (str(lo),)), amount=(lo, hi))
        else:
            stake = None
        if obs.current_bet == 0:
            for amount, what in self._amounts(obs, obs.stake_amounts):
                label = Frontier.tr("Bet %1").replace("%1", money(amount))
                out.append(
                    ActionButton(
                        f"{label}  ({what})" if what else label, Action("bet", (str(amount),))
                    )
                )
        else:
            if obs.to_call:  # not once the player's stake matches the bet (or is all in)
                out.append(
                    ActionButton(
                        Frontier.tr("Call %1").replace("%1", money(obs.to_call)),
                        Action("call"),
                        "C",
                    )
                )
            if obs.stake_amounts:
                for amount, what in self._amounts(obs, obs.stake_amounts):
                    label = Frontier.tr("Raise to %1").replace("%1", money(amount))
                    out.append(
                        ActionButton(
                            f"{label}  ({what})" if what else label, Action("raise", (str(amount),))
                        )
                    )
        if stake is not None:
            out.append(stake)
        return out

    @staticmethod
    def _amounts(obs: FrontierObservation, listed: tuple[int, ...]) -> list[tuple[int, str]]:
        """Min, ½ pot, pot and max, snapped to the engine's listed amounts, no repeats."""
        if not listed:
            return []
        lo, hi = listed[0], listed[-1]
        base, pot = obs.current_bet, obs.pot
        if pot:
            wanted = [
                (lo, Frontier.tr("min")),
                (base + pot / 2, Frontier.tr("½ pot")),
                (base + pot, Frontier.tr("pot")),
                (hi, Frontier.tr("max")),
            ]
        else:  # nothing in the pot yet: a quarter and a half of the limit
            wanted = [
                (lo, Frontier.tr("min")),
                (hi / 4, ""),
                (hi / 2, ""),
                (hi, Frontier.tr("max")),
            ]
        out: list[tuple[int, str]] = []
        for target, what in wanted:
            amount = min(listed, key=lambda a: (abs(a - target), a))
            # a share of the pot beyond the limit is the limit: "Raise to $100 (½ pot)"
            # named a share the amount was not
            if amount == lo:
                what = Frontier.tr("min")
            elif amount == hi:
                what = Frontier.tr("max")
            if amount not in [a for a, _ in out]:
                out.append((amount, what))
        return out

    # -- summaries --------------------------------------------------------------------------
    def summary(self, event: Event) -> Summary | None:
        """At the end of each round: who won what, every configuration, everyone's cash."""
        if isinstance(event, RoundStarted):
            self.start_cash = list(event.cash)
            self.resolution = None
            return None
        if isinstance(event, Showdown | PotTaken | RoundPassed):
            self.resolution = event
            return None
        if not isinstance(event, RoundEnded):
            return None
        rnd = event.round
        cash = list(event.cash)
        n = len(cash)
        start = self.start_cash if len(self.start_cash) == n else cash
        change = [cash[s] - start[s] for s in range(n)]
        res = self.resolution
        configs: list[list[Any] | None] = [None] * n
        cards: list[list[str] | None] = [None] * n
        shares, stakes = [0] * n, []
        if isinstance(res, Showdown):
            configs, cards = res.configs or configs, res.cards or cards
            shares, stakes = res.shares or shares, res.stakes
        elif isinstance(res, PotTaken):
            shares = [res.pot if s == res.seat else 0 for s in range(n)]
        stakes = stakes or [start[s] - cash[s] + shares[s] for s in range(n)]
        net = [max(0, shares[s] - stakes[s]) for s in range(n)]  # won, net of own stake
        names = [self._name(s) for s in range(n)]
        if isinstance(res, Showdown):
            winners = res.winners
            conf = configs[winners[0]]
            what = config_words(*conf) if conf else ""
            # a single winner: the pot, as the table says it, and what it won net of its
            # own stake ("wins $75" beside "Pot $150 won by Seat 1" read as a contradiction);
            # a split names the pot shared
            if winners == [0] and self.levels[:1] == ["human"]:
                title = Frontier.tr("Round %1: you win the %5 pot (+%3) with %4")
            elif len(winners) == 1:
                title = Frontier.tr("Round %1: %2 wins the %5 pot (+%3) with %4")
            else:
                title = Frontier.tr("Round %1: %2 split %3 with %4")
            pot = res.pot - stakes[winners[0]] if len(winners) == 1 else res.pot
            title = (
                title.replace("%2", " & ".join(names[w] for w in winners))
                .replace("%3", money(pot))
                .replace("%4", what)
                .replace("%5", money(res.pot))
            )
        elif isinstance(res, PotTaken):
            gain = res.pot - stakes[res.seat]
            if gain <= 0:  # only its own stake in the pot: "takes $0" read as a loss
                title = (
                    Frontier.tr("Round %1: everyone else folded; your %3 comes back")
                    if res.seat == YOU
                    else Frontier.tr("Round %1: everyone else folded; %2's %3 comes back")
                )
                gain = res.pot
            else:
                title = (
                    Frontier.tr("Round %1: you take %3 unseen (everyone else folded)")
                    if res.seat == YOU
                    else Frontier.tr("Round %1: %2 takes %3 unseen (everyone else folded)")
                )
            title = title.replace("%2", names[res.seat]).replace("%3", money(gain))
        else:
            title = Frontier.tr("Round %1: nobody bet; no money moved")
        title = title.replace("%1", str(rnd))
        if event.last:
            return self._final_standings(rnd, title, cash, change, configs, net)
        rows = []
        for s in range(n):
            hand, conf = cards[s], configs[s]
            if hand:
                shown = "  ".join(card_words(t) for t in hand)
                conf_text = config_words(*conf) if conf else ""
            else:
                # a seat that played the round and showed nothing folded (two empty cells
                # read as missing figures, helper-4); one out of money says nothing
                shown = ""
                last = isinstance(res, PotTaken | RoundPassed) and s == res.seat
                in_round = start[s] > 0 and not last
                conf_text = Frontier.tr("folded") if in_round and res is not None else ""
            rows.append(
                [
                    names[s],
                    shown,
                    conf_text,
                    money(stakes[s]),
                    money(shares[s]),
                    f"{change[s]:+d}",
                    money(cash[s]),
                ]
            )
        return Summary(
            key=rnd,
            title=title,
            headers=[
                Frontier.tr("Player"),
                Frontier.tr("Cards"),
                Frontier.tr("Configuration"),
                Frontier.tr("Stake"),
                # what each took from the pot, its own stake included: Change is this less
                # the stake ("Won", net of the stake, said the same as Change)
                Frontier.tr("Pot won"),
                Frontier.tr("Change"),
                Frontier.tr("Cash"),
            ],
            rows=rows,
            sheet_row=[f"{c:+d}" for c in change],
            totals=[money(c) for c in cash],
            totals_label=Frontier.tr("Cash"),
        )

    def _final_standings(
        self,
        rnd: int,
        title: str,
        cash: list[int],
        change: list[int],
        configs: list[Any],
        won: list[int],
    ) -> Summary:
        """The last round's summary: who won the game, the final standings, richest first
        (equal cash, equal rank), each seat's change over the game and what it did in the
        last round (``won``: its winnings then, net of its own stake)."""
        n = len(cash)
        start = self.starting_cash or 0
        order = sorted(range(n), key=lambda s: (-cash[s], s))
        rows = []
        # the game's winner: the richest (not the last round's winner)
        first = [s for s in order if cash[s] == cash[order[0]]]
        if first == [0] and self.levels[:1] == ["human"]:
            head = Frontier.tr("Final standings: you win the game.")
        elif len(first) == 1:
            head = Frontier.tr("Final standings: %1 wins the game.")
        else:
            head = Frontier.tr("Final standings: %1 share first place.")
        head = head.replace("%1", " & ".join(self._name(s) for s in first))
        for s in order:
            rank = 1 + sum(1 for t in range(n) if cash[t] > cash[s])
            last = config_words(*configs[s]) if configs[s] else ""
            if won[s]:
                line = Frontier.tr("won %1").replace("%1", money(won[s]))
                last = f"{last} · {line}" if last else line
            rows.append(
                [
                    str(rank),
                    self._name(s),
                    money(cash[s]),
                    f"{cash[s] - start:+d}" if start else "",
                    last,
                ]
            )
        headers = [
            Frontier.tr("Rank"),
            Frontier.tr("Player"),
            Frontier.tr("Cash"),
            Frontier.tr("Change"),
            Frontier.tr("Last round"),
        ]
        if not any(row[-1] for row in rows):  # no showdown, nothing won: no empty column
            headers.pop()
            rows = [row[:-1] for row in rows]
        return Summary(
            key=rnd,
            title=f"{head} {title}",
            headers=headers,
            rows=rows,
            sheet_row=[f"{c:+d}" for c in change],
            totals=[money(c) for c in cash],
            totals_label=Frontier.tr("Cash"),
        )
