"""The sport family's exchange formats (:mod:`mafia_desktop.reports.exchange`): the
ratings site's game JSON 1.3 (``mafiaratings``) and the FIIM site's record (``mwt``) of
a finished sport game, written by :mod:`mafia_desktop.rules.sport.tournament.exchange`."""

from __future__ import annotations

from collections.abc import Mapping

from mafia_desktop.i18n.noop import QT_TRANSLATE_NOOP
from mafia_desktop.rules import Game
from mafia_desktop.rules.sport.tournament.exchange import (
    dumps,
    game_to_mafiaratings,
    game_to_mwt,
)

from ..exchange import ExchangeFormat


def _mafiaratings(game: Game, meta: Mapping[str, object] | None) -> str:
    return dumps(game_to_mafiaratings(game, meta))


def _mwt(game: Game, meta: Mapping[str, object] | None) -> str:
    return dumps(game_to_mwt(game, meta))


#: name -> format, in the order the window's menu lists them.
FORMATS: dict[str, ExchangeFormat] = {
    "mafiaratings": ExchangeFormat(
        "mafiaratings", QT_TRANSLATE_NOOP("Report", "For the ratings site (mafiaratings)…"),
        ".json", _mafiaratings),
    "mwt": ExchangeFormat(
        "mwt", QT_TRANSLATE_NOOP("Report", "For the FIIM site (mwt)…"), ".json", _mwt),
}

__all__ = ["FORMATS"]
