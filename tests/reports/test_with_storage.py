"""A game kept in a real SQLite database (storage) exports with its corrections, notes and
deal: what the host window will pass to ``export_game``."""
from __future__ import annotations

from mafia_desktop.reports import export_game
from mafia_desktop.rules.classic import (
    CloseVote,
    EndDay,
    Nominate,
    OpenVote,
    Vote,
    deal_roles,
    make_setup,
    ruleset_from,
    suggested_composition,
)
from mafia_desktop.storage import GameRepository, open_database

from .helpers import html_text, pdf_text


def test_stored_game_exports_with_corrections_notes_and_deal(db_path, tmp_path):
    repo = GameRepository(open_database(db_path))
    roles = deal_roles(suggested_composition(7), 5)
    names = ["Anna", "Boris", "Vera", "Gleb", "Dasha", "Egor", "Zoya"]
    setup = make_setup([(i + 1, n, r) for i, (n, r) in enumerate(zip(names, roles))],
                       ruleset_from("table"), rng_seed=5)
    gid = repo.create_game(setup, deal="random", deal_seed=5)
    game = repo.load(gid)
    for action in (Nominate(1, 2), Nominate(3, 4)):
        repo.append(gid, len(game), action, None)
        game.push(action)
    repo.pop(gid, len(game) - 1)          # the host undoes Vera's nomination of Gleb
    game.pop()
    for action in (Nominate(3, 5), OpenVote(), Vote(1, 2), Vote(3, 2), CloseVote(), EndDay()):
        game.push(action)
        repo.append(gid, len(game) - 1, action, game.outcome)
    repo.set_note(gid, "player:2", "arrived late")
    stored = repo.load(gid)
    assert stored.actions == game.actions
    kw = dict(corrections=repo.corrections(gid), notes=repo.notes(gid),
              deal=repo.info(gid).deal)
    html = html_text(export_game(stored, "html", tmp_path / "r.html", **kw)
                     .read_text(encoding="utf-8"))
    assert "Host's corrections" in html and "Nomination: Vera -> Gleb" in html
    assert "Roles dealt at random (seed recorded)" in html
    assert "arrived late" not in html
    with_notes = export_game(stored, "pdf", tmp_path / "r.pdf", include_notes=True, **kw)
    text = pdf_text(with_notes)
    assert "arrived late" in text and "Nomination: Vera -> Gleb" in text
    assert "Boris is executed" in text
