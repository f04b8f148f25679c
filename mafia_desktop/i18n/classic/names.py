"""The names of the classic family (RULES.md) by ID, translated in one place: roles,
factions, causes, stages, actions, rule titles, option labels and values (context
``Texts``). The shared :mod:`mafia_desktop.i18n.names` reaches them through the words'
registry (:data:`mafia_desktop.i18n.family.WORDS_OF_FAMILIES`).

Only ``PySide6.QtCore`` is imported (both ``ui`` and ``reports`` use it).
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from mafia_desktop.i18n.noop import QT_TRANSLATE_NOOP
from mafia_desktop.i18n.word_table import Lookup

CTX = "Texts"

ROLE_NAMES: dict[str, str] = {
    "civilian": QT_TRANSLATE_NOOP("Texts", "Civilian"),
    "mafioso": QT_TRANSLATE_NOOP("Texts", "Mafioso"),
    "godfather": QT_TRANSLATE_NOOP("Texts", "Godfather"),
    "commissar": QT_TRANSLATE_NOOP("Texts", "Commissar"),
    "maniac": QT_TRANSLATE_NOOP("Texts", "Maniac"),
    "doctor": QT_TRANSLATE_NOOP("Texts", "Doctor"),
    "journalist": QT_TRANSLATE_NOOP("Texts", "Journalist"),
    "host": QT_TRANSLATE_NOOP("Texts", "Host"),
}

FACTION_NAMES: dict[str, str] = {
    "town": QT_TRANSLATE_NOOP("Texts", "Town"),
    "mafia": QT_TRANSLATE_NOOP("Texts", "Mafia"),
    "maniac": QT_TRANSLATE_NOOP("Texts", "Maniac"),
}

CAUSE_NAMES: dict[str, str] = {
    "execution": QT_TRANSLATE_NOOP("Texts", "execution"),
    "mafia": QT_TRANSLATE_NOOP("Texts", "killed by the mafia"),
    "maniac": QT_TRANSLATE_NOOP("Texts", "killed by the maniac"),
    "mafia+maniac": QT_TRANSLATE_NOOP("Texts", "killed by the mafia and the maniac"),
    "host": QT_TRANSLATE_NOOP("Texts", "removed by the host"),
}

STAGE_NAMES: dict[str, str] = {
    "discussion": QT_TRANSLATE_NOOP("Texts", "discussion"),
    "voting": QT_TRANSLATE_NOOP("Texts", "voting"),
    "after_execution": QT_TRANSLATE_NOOP("Texts", "last word"),
    "night": QT_TRANSLATE_NOOP("Texts", "night"),
}

ACTION_NAMES: dict[str, str] = {
    "nominate": QT_TRANSLATE_NOOP("Texts", "nomination"),
    "open_vote": QT_TRANSLATE_NOOP("Texts", "open the vote"),
    "vote": QT_TRANSLATE_NOOP("Texts", "vote"),
    "withdraw_vote": QT_TRANSLATE_NOOP("Texts", "withdraw a vote"),
    "close_vote": QT_TRANSLATE_NOOP("Texts", "close the vote"),
    "protect": QT_TRANSLATE_NOOP("Texts", "doctor's protection"),
    "compare": QT_TRANSLATE_NOOP("Texts", "journalist's question"),
    "end_day": QT_TRANSLATE_NOOP("Texts", "end the day"),
    "appoint_godfather": QT_TRANSLATE_NOOP("Texts", "appoint the godfather"),
    "mafia_kill": QT_TRANSLATE_NOOP("Texts", "mafia's victim"),
    "mafia_pass": QT_TRANSLATE_NOOP("Texts", "mafia does not kill"),
    "maniac_kill": QT_TRANSLATE_NOOP("Texts", "maniac's victim"),
    "check": QT_TRANSLATE_NOOP("Texts", "commissar's check"),
    "end_night": QT_TRANSLATE_NOOP("Texts", "end the night"),
    "host_kill": QT_TRANSLATE_NOOP("Texts", "host's removal"),
}

#: A short title of every rule of RULES.md, by ID.
RULE_TITLES: dict[str, str] = {
    "R-ROLE-1": QT_TRANSLATE_NOOP("Texts", "A player's status is their role"),
    "R-ROLE-2": QT_TRANSLATE_NOOP("Texts", "Every role has a civilian's day rights"),
    "R-ROLE-3": QT_TRANSLATE_NOOP("Texts", "A role with no living holder cannot act"),
    "R-SETUP-1": QT_TRANSLATE_NOOP("Texts", "Unique names and seats 1..N"),
    "R-SETUP-2": QT_TRANSLATE_NOOP("Texts", "One godfather; at most one of each special role; at least 4 players"),
    "R-SETUP-3": QT_TRANSLATE_NOOP("Texts", "The mafia must start fewer than the town"),
    "R-SETUP-4": QT_TRANSLATE_NOOP("Texts", "Roles dealt by hand or at random"),
    "R-SETUP-5": QT_TRANSLATE_NOOP("Texts", "Days and nights alternate"),
    "R-NOM-1": QT_TRANSLATE_NOOP("Texts", "One nomination per living player a day"),
    "R-NOM-2": QT_TRANSLATE_NOOP("Texts", "Nominate a living player other than yourself"),
    "R-NOM-3": QT_TRANSLATE_NOOP("Texts", "No nominations once voting has started"),
    "R-NOM-4": QT_TRANSLATE_NOOP("Texts", "A candidate cannot be nominated twice"),
    "R-VOTE-1": QT_TRANSLATE_NOOP("Texts", "The host opens the vote; it closes when its window runs out"),
    "R-VOTE-2": QT_TRANSLATE_NOOP("Texts", "Living players vote for a candidate"),
    "R-VOTE-3": QT_TRANSLATE_NOOP("Texts", "A vote may be changed or withdrawn once"),
    "R-VOTE-4": QT_TRANSLATE_NOOP("Texts", "A vote against oneself does not count"),
    "R-VOTE-5": QT_TRANSLATE_NOOP("Texts", "No vote against all; abstaining is allowed"),
    "R-VOTE-6": QT_TRANSLATE_NOOP("Texts", "A vote is changed only by a new vote"),
    "R-VOTE-7": QT_TRANSLATE_NOOP("Texts", "Most votes is executed; a tie goes to the earliest last vote"),
    "R-VOTE-8": QT_TRANSLATE_NOOP("Texts", "With no votes, a random candidate or the host's choice"),
    "R-EXEC-1": QT_TRANSLATE_NOOP("Texts", "Exactly one execution every day"),
    "R-EXEC-2": QT_TRANSLATE_NOOP("Texts", "The executed player has a last word"),
    "R-DOC-1": QT_TRANSLATE_NOOP("Texts", "The doctor names a protection by day"),
    "R-DOC-2": QT_TRANSLATE_NOOP("Texts", "The protected player survives the night's kills"),
    "R-JOUR-1": QT_TRANSLATE_NOOP("Texts", "The journalist compares two living players once a day"),
    "R-MAF-1": QT_TRANSLATE_NOOP("Texts", "The mafia may kill one non-mafia player a night"),
    "R-MAF-2": QT_TRANSLATE_NOOP("Texts", "The godfather decides, and may decide not to kill"),
    "R-MAF-3": QT_TRANSLATE_NOOP("Texts", "The host may take another mafia member's word"),
    "R-MAF-4": QT_TRANSLATE_NOOP("Texts", "A silent mafia has refused to kill"),
    "R-MAF-5": QT_TRANSLATE_NOOP("Texts", "A kill without a required description does not count"),
    "R-GF-1": QT_TRANSLATE_NOOP("Texts", "A new godfather is appointed when the godfather dies"),
    "R-GF-2": QT_TRANSLATE_NOOP("Texts", "No mafia kill in the night the godfather dies"),
    "R-GF-3": QT_TRANSLATE_NOOP("Texts", "A kill the mafia cannot make is refused"),
    "R-MAN-1": QT_TRANSLATE_NOOP("Texts", "The maniac must kill every night"),
    "R-MAN-2": QT_TRANSLATE_NOOP("Texts", "The maniac's kill needs a description"),
    "R-COM-1": QT_TRANSLATE_NOOP("Texts", "The commissar checks one other living player a night"),
    "R-NIGHT-1": QT_TRANSLATE_NOOP("Texts", "The night's kills take effect together"),
    "R-HOST-1": QT_TRANSLATE_NOOP("Texts", "The host may remove a player at any time"),
    "R-HOST-2": QT_TRANSLATE_NOOP("Texts", "The host announces the status of the dead"),
    "R-WIN-1": QT_TRANSLATE_NOOP("Texts", "The mafia wins when it equals or outnumbers the town"),
    "R-WIN-2": QT_TRANSLATE_NOOP("Texts", "The town wins when every mafia member is dead"),
    "R-WIN-3": QT_TRANSLATE_NOOP("Texts", "The maniac wins when everyone else is dead"),
    "R-WIN-4": QT_TRANSLATE_NOOP("Texts", "The game has ended"),
}

#: One line explaining each option of RULES.md, by option name.
OPTION_LABELS: dict[str, str] = {
    "status_granularity": QT_TRANSLATE_NOOP("Texts", "Statuses are roles, or only factions"),
    "first_phase": QT_TRANSLATE_NOOP("Texts", "The game starts with a day or with a night"),
    "vote_window_s": QT_TRANSLATE_NOOP("Texts", "Seconds the vote stays open"),
    "vote_window_enforced": QT_TRANSLATE_NOOP("Texts", "Votes after the vote's time are refused"),
    "vote_changes": QT_TRANSLATE_NOOP("Texts", "Changes of vote allowed (-1: any number)"),
    "tie_break": QT_TRANSLATE_NOOP("Texts", "A tie executes the candidate whose last vote came first, or the host chooses"),
    "no_votes_policy": QT_TRANSLATE_NOOP("Texts", "With no votes, a random candidate or the host's choice is executed"),
    "last_word_s": QT_TRANSLATE_NOOP("Texts", "Seconds of the executed player's last word"),
    "doctor_self_protect": QT_TRANSLATE_NOOP("Texts", "The doctor may protect themself"),
    "doctor_repeat_target": QT_TRANSLATE_NOOP("Texts", "The doctor may protect the same player two nights running"),
    "mafia_can_target_mafia": QT_TRANSLATE_NOOP("Texts", "The mafia may kill one of its own"),
    "kill_requires_description": QT_TRANSLATE_NOOP("Texts", "A night kill without a description does not count"),
    "godfather_day_death_blocks_night": QT_TRANSLATE_NOOP("Texts", "A godfather who dies by day also blocks the next night's kill"),
    "reveal_on_death": QT_TRANSLATE_NOOP("Texts", "What the host announces of a player who dies"),
    "maniac_counts_as_town": QT_TRANSLATE_NOOP("Texts", "The maniac counts as town against the mafia"),
    "town_must_kill_maniac": QT_TRANSLATE_NOOP("Texts", "The town wins only once the maniac is dead too"),
    "maniac_wins_if_survives": QT_TRANSLATE_NOOP("Texts", "A living maniac wins beside the town or the mafia"),
}

#: The values of the options that take words, by value.
CHOICE_NAMES: dict[str, str] = {
    "role": QT_TRANSLATE_NOOP("Texts", "role"),
    "faction": QT_TRANSLATE_NOOP("Texts", "faction"),
    "none": QT_TRANSLATE_NOOP("Texts", "nothing"),
    "day": QT_TRANSLATE_NOOP("Texts", "day"),
    "night": QT_TRANSLATE_NOOP("Texts", "night"),
    "earliest_last_vote": QT_TRANSLATE_NOOP("Texts", "earliest last vote"),
    "host_choice": QT_TRANSLATE_NOOP("Texts", "host's choice"),
    "random": QT_TRANSLATE_NOOP("Texts", "random"),
    "most_votes": QT_TRANSLATE_NOOP("Texts", "most votes"),
    "same": QT_TRANSLATE_NOOP("Texts", "same"),
    "different": QT_TRANSLATE_NOOP("Texts", "different"),
    "table": QT_TRANSLATE_NOOP("Texts", "At the table"),
    "seed": QT_TRANSLATE_NOOP("Texts", "Forum (source rules)"),
}


#: The factions in the rules' order (R-WIN-*; ``rules.classic.FACTION_ORDER``).
SIDES: tuple[str, ...] = ("town", "mafia", "maniac")

#: THE faction colours (the players' screen by day, the seats, the cards, the reports).
SIDE_COLOURS: dict[str, str] = {"town": "#2e7d32", "mafia": "#c62828", "maniac": "#7b1fa2"}
#: The same on the players' screen's night sky (lighter, to read on the dark).
NIGHT_SIDE_COLOURS: dict[str, str] = {"town": "#81c784", "mafia": "#ff6f60",
                                      "maniac": "#ce93d8"}

#: The faction of each role id (R-ROLE-*; ``rules.classic.Role.faction``).
SIDE_OF_ROLE: dict[str, str] = {"civilian": "town", "commissar": "town", "doctor": "town",
                                "journalist": "town", "mafioso": "mafia",
                                "godfather": "mafia", "maniac": "maniac"}


def tr(text: str, disambiguation: str | None = None, n: int = -1) -> str:
    """Translate ``text`` in this module's context (``%n`` plurals with ``n``)."""
    return QCoreApplication.translate(CTX, text, disambiguation, n)


def title() -> str:
    """The family's name: "Classic" / «Классика» (context ``Sport``, beside sport's)."""
    return QCoreApplication.translate("Sport", "Classic")


# The role's name (``"godfather"`` -> "Godfather" / "Крёстный отец").
role_name = Lookup(CTX, ROLE_NAMES)

# The faction's name (``"town"`` -> "Town").
faction_name = Lookup(CTX, FACTION_NAMES)


def status_name(status: str) -> str:
    """A status (R-ROLE-1) is a role id or a faction id: its name."""
    return role_name(status) if status in ROLE_NAMES else faction_name(status)


# A cause of death (``"mafia+maniac"`` -> "killed by the mafia and the maniac").
cause_name = Lookup(CTX, CAUSE_NAMES)

# A stage of a phase (``"voting"`` -> "voting").
stage_name = Lookup(CTX, STAGE_NAMES)

# An action type of GAME_LOG.md (``"vote"`` -> "vote").
action_name = Lookup(CTX, ACTION_NAMES)

# The short title of an R-* rule, the ID itself when it has none, "" for ``None``.
rule_title = Lookup(CTX, RULE_TITLES)

# The one-line explanation of an option of RULES.md.
option_label = Lookup(CTX, OPTION_LABELS)

# The name of an option's word value (``"host_choice"`` -> "host's choice").
choice_name = Lookup(CTX, CHOICE_NAMES)


def answer_name(answer: str) -> str:
    """A journalist's answer: "same" / "different"."""
    return choice_name(answer)


__all__ = ["CTX", "ROLE_NAMES", "FACTION_NAMES", "CAUSE_NAMES", "STAGE_NAMES", "ACTION_NAMES",
           "RULE_TITLES", "OPTION_LABELS", "CHOICE_NAMES", "NIGHT_SIDE_COLOURS", "SIDES",
           "SIDE_COLOURS", "SIDE_OF_ROLE", "tr", "title", "role_name",
           "faction_name", "status_name", "cause_name", "stage_name", "action_name",
           "rule_title", "option_label", "choice_name", "answer_name"]
