"""The timeline walk and its wording: ties, void kills, corrections, notes, escaping,
random legal games."""
from __future__ import annotations

import dataclasses
import random
import re
from datetime import UTC, datetime, timedelta, timezone
from types import SimpleNamespace

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from mafia_desktop.reports import export_game
from mafia_desktop.reports.classic.render import render_html
from mafia_desktop.reports.classic.timeline import build_timeline
from mafia_desktop.reports.classic.wording import build_view
from mafia_desktop.rules import Game
from mafia_desktop.rules.classic import (
    CloseVote,
    EndDay,
    EndNight,
    HostKill,
    MafiaKill,
    ManiacKill,
    Nominate,
    OpenVote,
    Protect,
    Role,
    Vote,
    WithdrawVote,
    deal_roles,
    make_setup,
    ruleset_from,
    suggested_composition,
)

from .helpers import NINE, game_of, html_text, pdf_text

ANNA, BORIS, VERA, GLEB, DASHA, EGOR, ZOYA, ILYA, KIRA = range(1, 10)


def events(game, kind=None):
    t = build_timeline(game)
    out = [e for p in t.phases for e in p.events]
    return [e for e in out if kind is None or e.kind == kind]


def page(game, **kw) -> str:
    return render_html(build_view(build_timeline(game, **kw)))


def tie_game():
    g = game_of(NINE)
    for a in (Nominate(DASHA, ANNA), Nominate(ZOYA, BORIS), OpenVote(),
              Vote(VERA, ANNA), Vote(GLEB, BORIS), Vote(EGOR, ANNA),
              Vote(EGOR, BORIS),        # a change: Boris's last vote so far is #7
              Vote(ZOYA, BORIS),        # #8
              WithdrawVote(ZOYA),       # withdrawn: Boris's last standing vote is #7 again
              Vote(ILYA, ANNA),         # #10: Anna's last standing vote
              CloseVote()):
        g.push(a)
    return g


def test_tie_broken_by_earliest_last_vote_shows_the_tied_and_the_reason():
    g = tie_game()
    vote = build_timeline(g).phases[0].vote
    assert vote.tied == (ANNA, BORIS) and vote.reason == "earliest_last_vote"
    assert vote.executed == BORIS and vote.rule == "R-VOTE-7"
    assert {(lv.candidate, lv.voter, lv.index) for lv in vote.last_votes} == {
        (ANNA, ILYA, 9), (BORIS, EGOR, 6)}
    text = html_text(page(g))
    assert "Tie: Anna, Boris have 2 votes each." in text
    assert "earliest last vote" in text
    assert "Last standing vote for Anna: Ilya, action #10" in text
    assert "Last standing vote for Boris: Egor, action #7" in text
    assert "Egor changes the vote from Anna to Boris" in text
    assert "Zoya withdraws the vote for Boris" in text
    assert "Boris is executed" in text


def test_vote_after_withdrawal_is_told_as_a_change():
    g = game_of(NINE)
    for a in (Nominate(DASHA, ANNA), OpenVote(), Vote(ZOYA, ANNA), WithdrawVote(ZOYA)):
        g.push(a)
    g2 = game_of(NINE, vote_changes=-1)
    for a in (Nominate(DASHA, ANNA), OpenVote(), Vote(ZOYA, ANNA), WithdrawVote(ZOYA),
              Vote(ZOYA, ANNA)):
        g2.push(a)
    last = events(g2, "vote")[-1]
    assert last.flag and last.actor == ZOYA
    assert "Zoya votes again, for Anna" in html_text(page(g2))


def night_game(preset="table", **options):
    return game_of(NINE, preset, first_phase="night", **options)


def void_of(game):
    return [(e.cause, e.target, e.reason, e.rule) for e in events(game, "void_kill")]


def test_void_kill_without_description():
    g = night_game("seed")
    for a in (MafiaKill(DASHA), ManiacKill(ZOYA, "in the park"), EndNight()):
        g.push(a)
    assert void_of(g) == [("mafia", DASHA, "no_description", "R-MAF-5")]
    assert [e.target for e in events(g, "death")] == [ZOYA]
    text = html_text(page(g))
    assert "this kill will not count (R-MAF-5)" in text
    assert "The mafia's kill of Dasha did not count: no description was given" in text


def test_void_kill_when_the_godfather_dies_that_night():
    g = night_game()
    for a in (MafiaKill(DASHA), ManiacKill(ANNA), EndNight()):
        g.push(a)
    assert void_of(g) == [("mafia", DASHA, "godfather_died", "R-GF-2")]
    succession = events(g, "godfather_succession")
    assert [e.target for e in succession] == [BORIS]
    text = html_text(page(g))
    assert "the godfather died this night (R-GF-2" in text
    assert "Boris, the last mafia member, becomes the godfather" in text
    assert "Boris" in text and "Mafioso → Godfather" in text


def test_void_kill_protected_by_the_doctor():
    g = game_of(NINE)
    for a in (Protect(DASHA), Protect(ZOYA), Nominate(VERA, ANNA), OpenVote(),
              Vote(VERA, ANNA), CloseVote(), EndDay(), MafiaKill(ZOYA), ManiacKill(ILYA),
              EndNight()):
        g.push(a)
    assert void_of(g) == [("mafia", ZOYA, "protected", "R-DOC-2")]
    t = build_timeline(g)
    assert t.phases[1].protected == ZOYA
    protects = events(g, "protect")
    assert protects[1].previous == DASHA
    text = html_text(page(g))
    assert "changes the protection from Dasha to Zoya" in text
    assert "the doctor protected that player (R-DOC-2" in text
    assert "Protected tonight: Zoya" in text


def test_void_kill_of_a_player_the_host_removed_and_of_a_removed_maniac():
    g = night_game()
    for a in (MafiaKill(DASHA), ManiacKill(ZOYA), HostKill(DASHA, "left early"),
              HostKill(EGOR), EndNight()):
        g.push(a)
    assert void_of(g) == [("mafia", DASHA, "target_dead", "R-NIGHT-1"),
                          ("maniac", ZOYA, "maniac_removed", "R-HOST-1")]
    text = html_text(page(g))
    assert "The host removes Dasha from the game (R-HOST-1). Status: Civilian. Reason: left early" in text
    assert "that player was already dead" in text
    assert "the host removed the maniac during the night" in text


def test_mafia_word_of_another_member_and_a_changed_decision():
    g = night_game()
    for a in (MafiaKill(DASHA), MafiaKill(ZOYA, "a quiet night", decided_by=BORIS),
              ManiacKill(ILYA), EndNight()):
        g.push(a)
    kills = events(g, "mafia_kill")
    assert kills[1].actor == BORIS and kills[1].flag and kills[1].previous == DASHA
    text = html_text(page(g))
    assert "The mafia chooses Zoya on the word of Boris (R-MAF-3)" in text
    assert "This replaces the earlier choice of Dasha" in text
    assert "“a quiet night”" in text
    assert {e.target for e in events(g, "death")} == {ZOYA, ILYA}


def test_times_are_shown_where_the_log_has_them(time_zone):
    time_zone("MSK-3")  # the log's own offset: the times read as written
    g = game_of(NINE)
    t0 = datetime(2026, 11, 20, 19, 43, tzinfo=timezone(timedelta(hours=3)))
    g.push(Nominate(DASHA, ANNA, at=t0))
    g.push(OpenVote(at=t0 + timedelta(minutes=1, seconds=5)))
    g.push(Vote(VERA, ANNA))
    t = build_timeline(g)
    assert t.started_at == t0 and t.phases[0].events[0].at == t0
    text = html_text(page(g))
    # every time with its seconds, even on a whole minute (issue 23.6)
    assert "19:43:00" in text and "19:44:05" in text and "2026-11-20 19:43:00 +03:00" in text
    assert not t.phases[0].complete
    assert "The log ends during this phase." in text


def test_escaping_a_player_called_script(tmp_path):
    names = ["<script>alert(1)</script>", "Tom & Jerry", "%2 \"quoted\"", "Anna", "Boris"]
    setup = make_setup([(1, names[0], Role.CIVILIAN), (2, names[1], Role.CIVILIAN),
                        (3, names[2], Role.CIVILIAN), (4, names[3], Role.GODFATHER),
                        (5, names[4], Role.DOCTOR)], ruleset_from("table"), rng_seed=1)
    g = Game(setup)
    for a in (Nominate(2, 1), Nominate(1, 3), OpenVote(), Vote(2, 1), Vote(1, 3), Vote(3, 1),
              CloseVote(), EndDay(), EndNight()):
        g.push(a)
    g.push(HostKill(3, "<b>rude</b>"))
    out = export_game(g, "html", tmp_path / "r.html")
    raw = out.read_text(encoding="utf-8")
    assert not re.search(r"<script|<b>rude", raw, re.I)
    assert "&lt;script&gt;alert(1)&lt;/script&gt;" in raw
    assert "Tom &amp; Jerry" in raw
    text = html_text(raw)
    for n in names:
        assert n in text
    assert "%2 \"quoted\" nominates" not in text  # Seat 1 nominated seat 3, not the reverse
    assert "<script>alert(1)</script> nominates %2 \"quoted\"." in text
    # The SVG pictures carry the names escaped too.
    assert raw.count("&lt;script&gt;") >= 3
    pdf = pdf_text(export_game(g, "pdf", tmp_path / "r.pdf"))
    for n in names:
        assert n in pdf


def test_times_are_in_the_local_time_zone_whatever_the_log_or_database_holds(time_zone):
    g = game_of(NINE)
    t0 = datetime(2026, 11, 20, 16, 43, tzinfo=UTC)  # as the database keeps it
    g.push(Nominate(DASHA, ANNA, at=t0))
    g.push(OpenVote(at=t0 + timedelta(minutes=1, seconds=5)))
    time_zone("MSK-3")
    text = html_text(page(g))
    # every time with its seconds, even on a whole minute (issue 23.6)
    assert "19:43:00" in text and "19:44:05" in text and "2026-11-20 19:43:00 +03:00" in text
    assert "16:43" not in text
    time_zone("EST+5")
    text = html_text(page(g))
    assert "11:43:00" in text and "2026-11-20 11:43:00 -05:00" in text


def test_corrections_are_listed_and_notes_only_when_asked(time_zone):
    time_zone("UTC0")
    g = tie_game()
    undone = [SimpleNamespace(index=3, action=Vote(VERA, BORIS),
                              undone_at=datetime(2026, 1, 2, 20, 5, tzinfo=UTC)),
              SimpleNamespace(index=10, action=HostKill(KIRA, "mistake"), undone_at=None)]
    notes = {"player:4": "SECRET-player-note", "phase:day:1": "SECRET-phase-note",
             "game": "SECRET-general-note"}
    without = html_text(page(g, corrections=undone, notes=notes))
    assert "SECRET" not in without
    assert "Host's corrections" in without
    # in the words of the window's history (i18n/action_words.py), with seconds
    assert "#4 Day 1 Vote: Vera -> Boris 2026-01-02 20:05:00 +00:00" in without
    assert "Host removes Kira" in without
    t = build_timeline(g, notes=notes, include_notes=True)
    assert t.players[GLEB - 1].note == "SECRET-player-note"
    assert t.phases[0].note == "SECRET-phase-note"
    assert t.notes == (("game", "SECRET-general-note"),)
    with_notes = html_text(page(g, notes=notes, include_notes=True))
    for s in ("SECRET-player-note", "SECRET-phase-note", "game: SECRET-general-note"):
        assert s in with_notes
    assert "Host's corrections" not in html_text(page(g))


def test_setup_shows_seats_roles_rules_and_the_deal():
    g = game_of(NINE, "seed", doctor_self_protect=False)
    text = html_text(page(g, deal="random"))
    for p in g.setup.players:
        assert f"{p.seat} {p.name}" in text
    assert "Forum (source rules)" in text
    assert "The doctor may protect themself no" in text
    assert "Roles dealt at random (seed recorded)" in text
    assert "The game has not ended: it stands at Day 1 (discussion)." in text


# --- random legal play ----------------------------------------------------------------

def random_game(seed: int, n: int, steps: int = 400) -> Game:
    """A game played by random legal actions (host removals rare; descriptions sometimes)."""
    rng = random.Random(seed)
    roles = deal_roles(suggested_composition(n), seed)
    preset = rng.choice(["table", "seed"])
    setup = make_setup([(i + 1, f"P{i + 1}-{seed % 97}", r) for i, r in enumerate(roles)],
                       ruleset_from(preset, {"first_phase": rng.choice(["day", "night"])}),
                       rng_seed=seed)
    g = Game(setup)
    for _ in range(steps):
        legal = g.legal_actions()
        if not legal:
            break
        kills = [a for a in legal if isinstance(a, HostKill)]
        rest = [a for a in legal if not isinstance(a, HostKill)]
        pool = kills if (not rest or rng.random() < 0.02) else rest
        # Let the day move on: close the vote or end the phase now and then.
        enders = [a for a in pool if isinstance(a, (OpenVote, CloseVote, EndDay, EndNight))]
        a = rng.choice(enders) if enders and rng.random() < 0.25 else rng.choice(pool)
        if isinstance(a, (MafiaKill, ManiacKill)) and rng.random() < 0.8:
            a = dataclasses.replace(a, description="at dawn")
        g.push(a)
    return g


def check_night_consistency(game: Game) -> None:
    """Each ended night: every final decision's victim either died that night or has a
    void kill with a reason; nobody both died of it and had it voided."""
    t = build_timeline(game)
    for p in t.phases:
        ends = [e for e in p.events if e.kind == "end_night"]
        if not ends:
            continue
        before = game.state_after(ends[0].index)
        dead = {e.target: e.cause for e in p.events if e.kind == "death"}
        void = {(e.cause, e.target): e for e in p.events if e.kind == "void_kill"}
        for killer, decision in (("mafia", before.mafia), ("maniac", before.maniac)):
            if decision is None or decision.target is None:
                continue
            died = killer in dead.get(decision.target, "")
            assert died != ((killer, decision.target) in void), (killer, decision)
        for e in void.values():
            assert e.reason and e.rule


@settings(max_examples=12, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 10**6), n=st.integers(5, 16))
def test_random_legal_games_export_to_html(seed, n):
    g = random_game(seed, n)
    check_night_consistency(g)
    text = html_text(page(g))
    for p in g.setup.players:
        assert p.name in text
    assert f"#{len(g)}" in text or len(g) == 0
    if g.outcome is not None:
        assert g.outcome.rule in text


def test_random_legal_games_export_to_pdf(tmp_path):
    for seed in (3, 41):
        g = random_game(seed, 11)
        text = pdf_text(export_game(g, "pdf", tmp_path / f"{seed}.pdf"))
        for p in g.setup.players:
            assert p.name in text


def test_void_kill_without_description_of_a_player_the_maniac_kills():
    g = night_game("seed")
    for a in (MafiaKill(DASHA), ManiacKill(DASHA, "by the river"), EndNight()):
        g.push(a)
    assert void_of(g) == [("mafia", DASHA, "no_description", "R-MAF-5")]
    assert [(e.target, e.cause) for e in events(g, "death")] == [(DASHA, "maniac")]


def test_a_right_to_left_name_is_isolated_in_every_sentence(tmp_path):
    """A Hebrew or Arabic name (allowed, R-SETUP-1) is wrapped in FSI … PDI wherever it
    stands inside a sentence, so it cannot reorder the words around it."""
    hebrew, arabic = "\u05d3\u05e0\u05d4", "\u0644\u064a\u0644\u0649"
    setup = make_setup([(1, hebrew, Role.CIVILIAN), (2, arabic, Role.CIVILIAN),
                        (3, "Vera", Role.CIVILIAN), (4, "Gleb", Role.GODFATHER),
                        (5, "Dasha", Role.DOCTOR)], ruleset_from("table"), rng_seed=1)
    g = Game(setup)
    for a in (Nominate(1, 2), OpenVote(), Vote(1, 2), Vote(3, 2), CloseVote()):
        g.push(a)
    view = build_view(build_timeline(g))
    lines = [line.text for p in view.phases for line in p.lines]
    he, ar = f"\u2068{hebrew}\u2069", f"\u2068{arabic}\u2069"
    assert f"{he} nominates {ar}." in lines
    assert f"{he} votes for {ar}." in lines
    assert any(line.startswith(f"The host closes the vote. {ar} is executed.") for line in lines)
    assert view.phases[0].vote.result.startswith(f"{ar} is executed with the most votes")
    assert view.phases[0].alive.endswith(f"(4): {he}, \u2068Vera\u2069, \u2068Gleb\u2069, "
                                         "\u2068Dasha\u2069.")
    assert view.phases[0].vote.ballots == [(ar, "2", f"{he}, \u2068Vera\u2069")]
    raw = export_game(g, "html", tmp_path / "r.html").read_text(encoding="utf-8")
    assert f"{he} nominates {ar}." in raw  # the HTML keeps the isolates (escaping leaves them)
    assert not re.search("\u2068[^\u2069]*\u2068", raw)  # never isolated twice over
