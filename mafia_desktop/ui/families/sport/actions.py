"""The sport family's host actions (RULES_SPORT.md §9): ONE table row per action type,
in the shape of the classic table (``ui/window/actions.py`` :class:`~.actions.Kind`), and the
pick of a list of seats (the raised hands of a ballot or a raise-all, the guesses of a
best move).

The rows hold the key, the prompts, the button's label and the undo text of each type;
the rules are the engine's (``rules/sport``): the seats offered at each step are its
``sport_choices`` (through ``GameController.choices``), the hands its ``voters_left``,
the guesses its ``best_move_choices``. A nomination's ``by`` and a ballot's ``target``
are filled by themselves (``Kind.auto``): the engine allows one seat for them (the
speaker, the next candidate).

The vote is entered hand by hand: while a ballot or the raise-all question is open the
window holds a *standing* :class:`ListPick` (:func:`standing_pick`): a seat click (or
its number and Enter) raises or lowers that player's hand, Enter (or V, or the panel's
button) confirms the ballot.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QCoreApplication

from mafia_desktop.i18n import fill
from mafia_desktop.i18n.noop import QT_TRANSLATE_NOOP
from mafia_desktop.rules.errors import RuleViolation
from mafia_desktop.rules.family import AnyAction
from mafia_desktop.rules.sport import SportState, best_move_choices, best_move_counts, voters_left
from mafia_desktop.ui.window.actions import (
    ControllerOf,
    GameController,
    Kind,
    Pick,
    kind_table,
)


def penalty_rule(controller: GameController, pick: Pick) -> str | None:
    """A disqualification or a team defeat is confirmed first, under its rule: a team
    defeat S-FOUL-5, a disqualification S-FOUL-3 (after the end S-WIN-4)."""
    if pick.kind.type == "team_defeat":
        return "S-FOUL-5"
    return "S-WIN-4" if controller.state.ended else "S-FOUL-3"


SPORT_KINDS: dict[str, Kind] = kind_table(
    "sport",
    Kind("end_speech", (), QT_TRANSLATE_NOOP("Panels", "End the speech"), "Space", (),
         row="speech"),
    Kind("nominate", ("by", "target"), QT_TRANSLATE_NOOP("Panels", "Nominate"), "N",
         (QT_TRANSLATE_NOOP("Panels", "Who nominates?"),
          QT_TRANSLATE_NOOP("Panels", "Whom does %1 nominate?")),
         row="speech", auto=1),
    Kind("withdraw_nomination", ("by",), QT_TRANSLATE_NOOP("Panels", "Withdraw the nomination"),
         "W", (QT_TRANSLATE_NOOP("Panels", "Who withdraws their nomination?"),),
         row="speech",
         auto=1),
    Kind("ballot", ("target",), QT_TRANSLATE_NOOP("Panels", "Confirm the hands"), "V",
         (QT_TRANSLATE_NOOP("Panels", "Hands raised for %1: click them or type their seats,"
                                      " then press Enter."),),
         row="vote", auto=1,
         many="voters"),
    Kind("raise_all", (), QT_TRANSLATE_NOOP("Panels", "Confirm the raise-all"), "V",
         (QT_TRANSLATE_NOOP("Panels", "Who is for all of them leaving? Click the hands or "
                                      "type their seats, then press Enter."),),
         row="vote", many="voters"),
    Kind("end_day", (), QT_TRANSLATE_NOOP("Panels", "End the day"), "E", (),
         row="day_end"),
    Kind("shot", ("target",), QT_TRANSLATE_NOOP("Panels", "Shot"), "K",
         (QT_TRANSLATE_NOOP("Panels", "Whom did the black team shoot?"),),
         row="night"),
    Kind("shot", (), QT_TRANSLATE_NOOP("Panels", "Missed"), "P", (),
         row="night", id="miss",
         fixed=(("target", None),)),
    Kind("don_check", ("target",), QT_TRANSLATE_NOOP("Panels", "Don's check"), "D",
         (QT_TRANSLATE_NOOP("Panels", "Whom does the don check?"),),
         row="night"),
    Kind("sheriff_check", ("target",), QT_TRANSLATE_NOOP("Panels", "Sheriff's check"), "C",
         (QT_TRANSLATE_NOOP("Panels", "Whom does the sheriff check?"),),
         row="night"),
    Kind("end_night", (), QT_TRANSLATE_NOOP("Panels", "End the night"), "E", (),
         row="night"),
    Kind("best_move", (), QT_TRANSLATE_NOOP("Panels", "Best move"), "B",
         (QT_TRANSLATE_NOOP("Panels", "The best move: click three players (or type their "
                                      "seats), then press Enter."),
          QT_TRANSLATE_NOOP("Panels", "The best move: click 1 to 3 players (or type their "
                                      "seats), then press Enter.")),
         row="best_move",
         many="guesses"),
    Kind("foul", ("player",), QT_TRANSLATE_NOOP("Panels", "Foul"), "F",
         (QT_TRANSLATE_NOOP("Panels", "Who gets a foul?"),),
         row="any"),
    Kind("disqualify", ("player",), QT_TRANSLATE_NOOP("Panels", "Disqualify"), "X",
         (QT_TRANSLATE_NOOP("Panels", "Whom does the host disqualify?"),),
         row="any",
         confirm=penalty_rule),
    Kind("team_defeat", ("player",), QT_TRANSLATE_NOOP("Panels", "Team defeat"), "Z",
         (QT_TRANSLATE_NOOP("Panels", "Whose team loses by this player's fault?"),),
         row="any",
         confirm=penalty_rule),
    Kind("bonus", ("player",), QT_TRANSLATE_NOOP("Panels", "Bonus points"), "A",
         (QT_TRANSLATE_NOOP("Panels", "Who gets the bonus points?"),),
         row="any"),
)

#: The rows of the sport panel (``Kind.row``): ``speech`` (end it, nominate, withdraw),
#: ``vote`` (the ballot's and the raise-all's confirmation), ``day_end``, ``night``,
#: ``best_move``, ``any`` (fouls, penalties, bonus points).
SPORT_ROWS = ("speech", "vote", "day_end", "night", "best_move", "any")

#: The kind a seat click starts when no action is being entered, by stage: in the
#: speeches it is the speaker's nomination of that seat.
SPORT_CLICK_KINDS: dict[str, str] = {"speeches": "nominate"}

#: The engine's answer to "which seats may be listed now" for each list kind.
LIST_CHOICES: dict[str, Callable[[SportState], tuple[int, ...]]] = {
    "ballot": voters_left, "raise_all": voters_left, "best_move": best_move_choices}

#: Which of a list kind's prompts the host is shown (by the state; the first when the
#: kind is not here): the best move asks for three names, or one to three
#: (``best_move_guesses``, S-BEST-1).
LIST_PROMPT: dict[str, Callable[[SportState], int]] = {
    "best_move": lambda state: 0 if best_move_counts(state)[0] == 3 else 1}


def _first_prompt(state: SportState) -> int:
    """The first prompt (a list kind not in :data:`LIST_PROMPT`)."""
    return 0


class ListPick(Pick):
    """A sport action whose list field (:attr:`Kind.many`) the host fills seat by seat:
    each pick raises or lowers that seat's hand (adds or drops the guess); nothing is
    taken until :meth:`confirm`. The seats that may be listed are the engine's
    (:data:`LIST_CHOICES`)."""

    def __init__(self, kind: Kind, controller: ControllerOf[SportState]) -> None:
        self.hands: list[int] = []
        self.done = False
        super().__init__(kind, controller)
        self.controller: ControllerOf[SportState] = controller
        state = controller.state
        #: the vote round this list belongs to (the hands of another round never carry)
        self.round_key = (state.phase, state.stage, state.vote_round, state.candidates,
                          state.ballots)

    def reopen(self) -> bool:
        """The confirmed list is open again (its held action was not announced)."""
        was, self.done = self.done, False
        return was

    def carry_over(self, earlier: ListPick) -> tuple[int, ...]:
        """Keep the hands ``earlier`` marked when it is the same list of the same vote
        round (an action such as a foul came in between, S-FOUL-1: the hands stay);
        returns the hands that could not be kept (the round started again, S-FOUL-4, or
        a player left)."""
        if earlier.done or not earlier.hands:
            return ()
        if earlier.kind.name != self.kind.name or earlier.round_key != self.round_key:
            return tuple(earlier.hands)
        allowed = self.allowed()
        self.hands = [h for h in earlier.hands if h in allowed]
        return tuple(h for h in earlier.hands if h not in allowed)

    @property
    def seats_done(self) -> bool:
        """True when the seat fields (the ballot's candidate) are filled."""
        return len(self.picked) >= len(self.fields)

    @property
    def complete(self) -> bool:
        """True once confirmed."""
        return self.done

    def allowed(self) -> set[int]:
        """The seats that may be picked or listed now (the engine's)."""
        if self.done:
            return set()
        if not self.seats_done:
            return set(self.controller.choices(self.kind.type, tuple(self.picked)))
        return set(LIST_CHOICES[self.kind.type](self.controller.state))

    def pick(self, seat: int) -> bool:
        """Pick ``seat`` for the next field, or raise/lower its hand; False if neither may
        be."""
        if not self.seats_done:
            return super().pick(seat)
        if seat in self.hands:
            self.hands.remove(seat)
            return True
        if seat not in self.allowed():
            return False
        self.hands.append(seat)
        return True

    def why_not(self, seat: int) -> RuleViolation | None:
        """The engine's refusal of listing ``seat`` (a hand raised in an earlier ballot);
        a log-format error (a seat that is no player's: never a clicked one) is not a
        refusal of the rules, as in the base's :meth:`Pick.why_not`."""
        if not self.seats_done:
            return super().why_not(seat)
        values = {**dict(zip(self.fields, self.picked)), self.kind.many: (seat,)}
        problem = self.controller.game.why_not(self.action_of(values))
        return problem if isinstance(problem, RuleViolation) else None

    def marked(self) -> tuple[int, ...]:
        """The hands raised (the guesses named) so far."""
        return tuple(self.hands)

    def confirm(self) -> None:
        """The list is finished: the action may be taken."""
        self.done = True

    def prompt(self) -> str:
        """What the host is asked, and the seats listed so far."""
        which = LIST_PROMPT.get(self.kind.type, _first_prompt)(self.controller.state)
        text = QCoreApplication.translate("Panels", self.kind.prompts[which])
        if self.picked:
            text = fill(text, self.controller.game.setup.name(self.picked[0]))
        listed = ", ".join(map(str, sorted(self.hands))) or "—"
        return f"{text} " + fill(QCoreApplication.translate("Panels", "Marked: %1"), listed)

    def action(self, **extra: object) -> AnyAction:
        """The action with the seats listed: voters in seat order, guesses in the
        order named."""
        values: dict[str, object] = dict(zip(self.fields, self.picked))
        hands = sorted(self.hands) if self.kind.many == "voters" else self.hands
        values[self.kind.many] = tuple(hands)
        return self.action_of(values)


def standing_pick(controller: ControllerOf[SportState]) -> ListPick | None:
    """The hands pick that stands while a ballot or the raise-all question is open (the
    engine says which), or ``None``."""
    for name in ("ballot", "raise_all"):
        if controller.available(name):
            return ListPick(SPORT_KINDS[name], controller)
    return None
