"""The classic family's host actions (RULES.md): ONE table row per action type
(:class:`~mafia_desktop.ui.window.actions.Kind`), and the hooks of the rows that ask the
host something: closing a vote nobody voted in (R-VOTE-8, ``ask_first``), the reason of
a host's removal (R-HOST-1, ``ask``), the kill's description cleared once it is taken
(``after``).
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from mafia_desktop.i18n import fill, isolate
from mafia_desktop.i18n.noop import QT_TRANSLATE_NOOP
from mafia_desktop.rules import RuleViolation
from mafia_desktop.rules.classic import CloseVote
from mafia_desktop.ui.dialogs import keep_typed
from mafia_desktop.ui.window.actions import Host, Kind, Pick, kind_table

translate = QCoreApplication.translate


def close_without_votes(host: Host, kind: Kind) -> bool:
    """Closing the vote with no vote standing where the host must name the executed
    (the engine refuses a close without a choice under R-VOTE-8): ask the host
    (:class:`~mafia_desktop.ui.dialogs.no_votes.NoVotesDialog`). A candidate chosen is
    executed (``CloseVote(choice)``); keeping the vote open enters nothing and starts the
    vote's timer again. Returns False (nothing asked) in any other case."""
    c = host.controller
    if c is None:  # no game: nothing to close
        return False
    problem = c.game.why_not(CloseVote())
    if not (isinstance(problem, RuleViolation)
            and problem.code == "close_vote.no_votes_choice"):
        return False
    from mafia_desktop.ui.dialogs.no_votes import NoVotesDialog
    name = c.game.setup.name
    dialog = NoVotesDialog([(s, name(s)) for s in c.choices("close_vote")], host.widget)
    choice = dialog.ask()
    dialog.deleteLater()
    if choice is not None:
        host.take(CloseVote(choice=choice))
    else:
        host.keep_vote_open()
    return True


def removal_reason(host: Host, pick: Pick, extras: dict[str, object]) -> bool:
    """A host's removal (R-HOST-1) is confirmed first, with its reason (optional) put in
    ``extras``; False when the host cancelled."""
    c = host.controller
    if c is None:  # no game: nothing to remove
        return False
    name = c.game.setup.name(pick.picked[0])
    reason, ok = keep_typed.ask_text(
        host.widget, translate("MainWindow", "Remove a player"),
        fill(translate("MainWindow",
                       "Remove %1 from the game now (R-HOST-1)?\nReason (optional):"),
             isolate(name)))
    if not ok:
        return False
    extras["reason"] = reason.strip() or None
    return True


def clear_entry(host: Host, pick: Pick) -> None:
    """The kill was taken: its description field in the panel is emptied."""
    host.clear_panel_entry(pick.kind.type)


KINDS: dict[str, Kind] = kind_table(
    "classic",
    Kind("nominate", ("by", "target"), QT_TRANSLATE_NOOP("Panels", "Nominate"), "N",
         (QT_TRANSLATE_NOOP("Panels", "Who nominates?"),
          QT_TRANSLATE_NOOP("Panels", "Whom does %1 nominate?")),
         row="day"),
    Kind("protect", ("target",), QT_TRANSLATE_NOOP("Panels", "Doctor's choice"), "D",
         (QT_TRANSLATE_NOOP("Panels", "Whom does the doctor protect?"),),
         row="day_roles"),
    Kind("compare", ("a", "b"), QT_TRANSLATE_NOOP("Panels", "Journalist's question"), "J",
         (QT_TRANSLATE_NOOP("Panels", "The journalist asks about whom (first player)?"),
          QT_TRANSLATE_NOOP("Panels", "Compare %1 with whom?")),
         row="day_roles"),
    Kind("open_vote", (), QT_TRANSLATE_NOOP("Panels", "Open the vote"), "O", (),
         row="day"),
    Kind("vote", ("by", "target"), QT_TRANSLATE_NOOP("Panels", "Vote"), "V",
         (QT_TRANSLATE_NOOP("Panels", "Who votes?"),
          QT_TRANSLATE_NOOP("Panels", "%1 votes for whom?")),
         row="vote"),
    Kind("withdraw_vote", ("by",), QT_TRANSLATE_NOOP("Panels", "Withdraw a vote"), "W",
         (QT_TRANSLATE_NOOP("Panels", "Who withdraws their vote?"),),
         row="vote"),
    Kind("close_vote", ("choice",), QT_TRANSLATE_NOOP("Panels", "Close the vote"), "L",
         (QT_TRANSLATE_NOOP("Panels", "The host chooses whom to execute:"),),
         row="vote",
         ask_first=close_without_votes),
    Kind("end_day", (), QT_TRANSLATE_NOOP("Panels", "End the day"), "E", (),
         row="last_word"),
    Kind("appoint_godfather", ("player",), QT_TRANSLATE_NOOP("Panels", "Appoint the godfather"),
         "G", (QT_TRANSLATE_NOOP("Panels", "Who is the new godfather?"),),
         row="any"),
    Kind("mafia_kill", ("target",), QT_TRANSLATE_NOOP("Panels", "Mafia's victim"), "K",
         (QT_TRANSLATE_NOOP("Panels", "Whom does the mafia kill?"),),
         row="mafia",
         after=clear_entry),
    Kind("mafia_pass", (), QT_TRANSLATE_NOOP("Panels", "The mafia does not kill"), "P", (),
         row="mafia"),
    Kind("maniac_kill", ("target",), QT_TRANSLATE_NOOP("Panels", "Maniac's victim"), "M",
         (QT_TRANSLATE_NOOP("Panels", "Whom does the maniac kill?"),),
         row="maniac",
         after=clear_entry),
    Kind("check", ("target",), QT_TRANSLATE_NOOP("Panels", "Commissar's check"), "C",
         (QT_TRANSLATE_NOOP("Panels", "Whom does the commissar check?"),),
         row="commissar"),
    Kind("end_night", (), QT_TRANSLATE_NOOP("Panels", "End the night"), "E", (),
         row="night_end"),
    Kind("host_kill", ("target",), QT_TRANSLATE_NOOP("Panels", "Remove a player"), "X",
         (QT_TRANSLATE_NOOP("Panels", "Whom does the host remove from the game?"),),
         row="any", ask=removal_reason),
)

#: The rows of the phase panel that hold action buttons (``Kind.row``), in no order:
#: by day ``day`` (nominate, open the vote), ``vote``, ``last_word``, ``day_roles``; by
#: night ``mafia``, ``maniac``, ``commissar``, ``night_end``; ``any``: at any time.
ROWS = ("day", "vote", "last_word", "day_roles", "mafia", "maniac", "commissar",
        "night_end", "any")


#: The kind a seat click starts when no action is being entered, by the classic stage:
#: a nomination by that seat in the discussion, a vote by it in the vote.
CLICK_KINDS: dict[str, str] = {"voting": "vote", "discussion": "nominate"}

__all__ = ["CLICK_KINDS", "KINDS", "ROWS", "clear_entry", "close_without_votes",
           "removal_reason"]
