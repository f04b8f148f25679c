"""A Python port of the ratings site's own checks of a game JSON (the test oracle for our
exports; ``php`` is not on this machine).

Ported from github.com/szotin/mafiaratings ``include/game.php`` (HEAD 0ab7207), class
``Game``; each function names the PHP one it follows. Only the checks that can flag a
record we write are ported, and only for the features we write (``gsdutclhvknwr``; no
``a``, no tech fouls, no ``giveUp``); the site's rules are its defaults (the first speaker
rotates on, splits in nomination order). :func:`issues` returns the site's issue texts
(``set_issue``), the empty list for a record the site takes as it is.
"""

from __future__ import annotations

from typing import Any

GT = dict[str, Any]

# Game::gametime_to_int
_ORDER = ["start", "arrangement", "relaxed sitting", "night start", "shooting", "don",
          "sheriff", "night end", "day start", "night kill speaking", "speaking",
          "voting start", "voting", "voting kill all", "day kill speaking"]
_NIGHT = {"start", "arrangement", "relaxed sitting", "night start", "shooting", "don",
          "sheriff", "night end"}


def _int(time: str) -> int:
    return _ORDER.index(time) if time in _ORDER else 15


class SiteGame:
    """The site's ``Game`` over a parsed game JSON (``data``)."""

    def __init__(self, data: dict[str, Any]) -> None:
        self.data = data
        self.players: list[dict[str, Any]] = data["players"]
        self.issues: list[str] = []

    def issue(self, text: str) -> None:
        """``Game::set_issue`` (no fixing)."""
        if text not in self.issues:
            self.issues.append(text)

    # --- gametimes ----------------------------------------------------------------

    def check_gametime(self, gt: Any) -> str | None:
        """``Game::check_gametime``."""
        if not isinstance(gt, dict) or "round" not in gt:
            return "round must be set."
        if not isinstance(gt["round"], int) or gt["round"] < 0:
            return "incorrect round"
        if "time" not in gt:
            return "time must be set."
        t = gt["time"]
        if t in ("voting kill all", "voting") and "votingRound" not in gt:
            return "votingRound must be set."
        if t == "voting":
            for key in ("speaker", "nominee"):
                if key in gt and not (isinstance(gt[key], int) and 1 <= gt[key] <= 10):
                    return f"incorect {key}"
        elif t in ("speaking", "day kill speaking"):
            if not (isinstance(gt.get("speaker"), int) and 1 <= gt["speaker"] <= 10):
                return "speaker must be set"
        elif t not in [*_ORDER, "end"]:
            return "incorrect time"
        return None

    def last_round(self) -> int:
        """``Game::get_last_round``."""
        r = 0
        for p in self.players:
            for key in ("nominating", "voting", "shooting"):
                if key in p:
                    r = max(r, len(p[key]))
            for key in ("don", "sheriff"):
                if key in p:
                    r = max(r, p[key])
        return r

    def death_time(self, num: int, speech: bool = False) -> GT | None:
        """``Game::get_player_death_time``."""
        p = self.players[num - 1]
        death = p.get("death")
        if death is None:
            return {"time": "end", "round": self.last_round()}
        if "time" in death:
            return dict(death["time"])
        kind = death.get("type")
        if kind == "night":
            return {"round": death["round"],
                    "time": "night kill speaking" if speech else "shooting"}
        if kind == "day":
            if speech:
                return {"round": death["round"], "time": "day kill speaking", "speaker": num}
            vr = 0
            for q in self.players:
                v = q.get("voting")
                if v is not None and len(v) > death["round"] and isinstance(v[death["round"]],
                                                                              list):
                    vr = len(v[death["round"]]) - 1
                    break
            if vr == 0:
                return {"round": death["round"], "time": "voting", "votingRound": 0,
                        "nominee": num}
            return {"round": death["round"], "time": "voting kill all", "votingRound": vr}
        if kind == "warnings":
            w = p.get("warnings")
            if isinstance(w, list) and len(w) > 3:
                return dict(w[3])
        return None

    def _alive_at_day(self, index: int, r: int) -> bool:
        dt = self.death_time(index + 1)
        return dt is None or self.compare(dt, {"round": r, "time": "night kill speaking"}) > 0

    def _next_speaker(self, index: int, r: int) -> int:
        """``Game::_next_speaker``."""
        end = index
        while True:
            index = (index + 1) % 10
            if self._alive_at_day(index, r):
                return index
            if index == end:
                return -1

    def who_speaks_first(self, r: int) -> int:
        """``Game::who_speaks_first`` (the default rotation)."""
        if r == 0:
            return self._next_speaker(9, 0) + 1
        prev = self.who_speaks_first(r - 1) - 1
        return self._next_speaker(prev, r) + 1

    def nominated_earlier(self, r: int, a: int, b: int) -> int:
        """``Game::who_was_nominated_earlier`` (splits in nomination order)."""
        if a == b:
            return 0
        first = self.who_speaks_first(r)
        i = first
        while True:
            n = self.players[i - 1].get("nominating")
            if n is not None and r < len(n):
                if n[r] == a:
                    return -1
                if n[r] == b:
                    return 1
            i = i % 10 + 1
            if i == first:
                return 0

    def compare(self, g1: GT, g2: GT) -> int:
        """``Game::compare_gametimes`` (without ``order``)."""
        r1, r2 = g1.get("round", 0), g2.get("round", 0)
        if r1 != r2:
            return int(r1 - r2)
        t1, t2 = g1.get("time", "start"), g2.get("time", "start")
        if t1 != t2:
            return _int(t1) - _int(t2)
        if t1 == "speaking":
            first = self.who_speaks_first(r1)
            s1 = g1["speaker"] + 10 if g1["speaker"] < first else g1["speaker"]
            s2 = g2["speaker"] + 10 if g2["speaker"] < first else g2["speaker"]
            return int(s1 - s2)
        if t1 == "voting":
            if g1.get("votingRound", 0) != g2.get("votingRound", 0):
                return int(g1.get("votingRound", 0) - g2.get("votingRound", 0))
            if "speaker" in g1:
                if "speaker" in g2:
                    return self.nominated_earlier(r1, g1["speaker"], g2["speaker"])
                return -1 if "nominee" in g2 else 1
            if "nominee" in g1:
                if "nominee" in g2:
                    return self.nominated_earlier(r1, g1["nominee"], g2["nominee"])
                return 1
            return -1 if "nominee" in g2 or "speaker" in g2 else 0
        if t1 == "day kill speaking":
            return self.nominated_earlier(r1, g1["speaker"], g2["speaker"])
        return 0

    # --- the checks ---------------------------------------------------------------

    def check_game_result(self) -> None:
        """``Game::check_game_result``: nothing done after one's death round, a legacy
        only of a night-1 kill, no shooting by red, the composition."""
        roles = [p.get("role", "civ") for p in self.players]
        assert sorted(roles) == sorted(["civ"] * 6 + ["sheriff", "maf", "maf", "don"])
        for i, p in enumerate(self.players):
            death = p.get("death")
            if death is not None:
                dr = death["round"] + 1
                for key, what in (("nominating", "nominating"), ("voting", "voting for"),
                                  ("shooting", "shooting")):
                    if key in p and len(p[key]) > dr:
                        self.issue(f"Player {i + 1} is {what} someone after he/she is dead.")
            if "legacy" in p:
                if death is None:
                    self.issue(f"Player {i + 1} has to be dead to leave a legacy.")
                elif death.get("type") != "night":
                    self.issue(f"Player {i + 1} was not killed in night. he/she can not "
                               "leave legacy.")
                elif death["round"] > 1:
                    self.issue(f"Player {i + 1} was killed in round {death['round']} he/she "
                               "can not leave legacy.")
            if "shooting" in p and roles[i] in ("civ", "sheriff"):
                self.issue(f"Player {i + 1} can not shoot because he/she is red.")

    def check_deaths(self) -> None:
        """``Game::check_deaths``: a death's type, round and time; a night death as every
        living black player's shot."""
        for i, p in enumerate(self.players):
            death = p.get("death")
            if death is None:
                continue
            kind = death.get("type")
            if kind is None or "round" not in death:
                self.issue(f"Death type or round is not set for player {i + 1}.")
                continue
            if kind in ("giveUp", "kickOut", "teamKickOut"):
                if "time" not in death:
                    self.issue(f"Death time is not set for player {i + 1}.")
                else:
                    bad = self.check_gametime(death["time"])
                    if bad:
                        self.issue(f"Player {i + 1} death time is incorect: {bad}")
            elif kind == "night":
                r = death["round"]
                if r == 0:
                    self.issue(f"Player {i + 1} was shot in night 0.")
                    continue
                for j, q in enumerate(self.players):
                    if q.get("role") not in ("maf", "don"):
                        continue
                    dt = self.death_time(j + 1)
                    if dt is not None and self.compare({"round": r, "time": "shooting"},
                                                       dt) >= 0:
                        continue
                    shots = q.get("shooting", [])
                    if len(shots) < r or shots[r - 1] != i + 1:
                        self.issue(f"Wrong shooting to player {i + 1} in round {r} for "
                                   f"player {j + 1}.")
            elif kind not in ("day", "warnings", "techFouls"):
                self.issue(f"Player {i + 1} has invalid death type {kind}.")

    def check_nominations(self) -> None:
        """``Game::check_nominations``: the nominator alive at their speech, the nominee
        alive then."""
        for i, p in enumerate(self.players):
            noms = p.get("nominating")
            if noms is None:
                continue
            dt = self.death_time(i + 1, True)
            last = {"round": len(noms) - 1, "time": "speaking", "speaker": i + 1}
            if dt is not None and last["round"] >= 0 and self.compare(dt, last) < 0:
                self.issue(f"Player {i + 1} was dead when they nominated player "
                           f"{noms[-1]} in round {last['round']}.")
            for r, nom in enumerate(noms):
                if nom is None:
                    continue
                ndt = self.death_time(nom)
                if ndt is not None and self.compare(
                        ndt, {"round": r, "time": "speaking", "speaker": i + 1}) < 0:
                    self.issue(f"Player {i + 1} nominated dead player {nom} in round {r}.")

    def check_shooting(self) -> None:
        """``Game::check_shooting``: only black players shoot, alive at their last shot."""
        for i, p in enumerate(self.players):
            shots = p.get("shooting")
            if shots is None:
                continue
            if p.get("role") not in ("maf", "don"):
                self.issue(f"Player {i + 1} is not mafia but they were shooting .")
            dt = self.death_time(i + 1)
            r = len(shots) - 1
            if dt is not None and r >= 0 and self.compare(
                    dt, {"round": r, "time": "shooting"}) < 0:
                self.issue(f"Player {i + 1} was dead when they shot player {shots[r]} in "
                           f"round {r}.")

    def _nominated(self, r: int, nominee: int) -> bool:
        return any(r < len(q.get("nominating", [])) and q["nominating"][r] == nominee
                   for q in self.players)

    def nominees(self, r: int, voting_round: int) -> list[int]:
        """``Game::get_nominees`` (splits in nomination order): the nominees of round
        ``r`` in speaking order, or those with the most votes in ``voting_round``."""
        first = self.who_speaks_first(r) - 1
        order = [(first + k) % 10 for k in range(10)]
        noms = [self.players[i]["nominating"][r] for i in order
                if r < len(self.players[i].get("nominating", []))
                and self.players[i]["nominating"][r] is not None]
        if voting_round == 0:
            return noms
        votes = [0] * 10
        for p in self.players:
            v = p.get("voting")
            if v is None or r >= len(v) or v[r] is None:
                continue
            if isinstance(v[r], list):
                if voting_round <= len(v[r]) and not isinstance(v[r][voting_round - 1], bool):
                    votes[v[r][voting_round - 1] - 1] += 1
            elif voting_round == 1:
                votes[v[r] - 1] += 1
        most = max(votes)
        return [n for n in noms if most > 0 and votes[n - 1] == most]

    def voting_decided(self, r: int) -> GT | None:
        """``Game::when_voting_is_decided``."""
        votes = [0] * 10
        kill_all = save_all = most = voting_round = 0
        for p in self.players:
            v = p.get("voting")
            if v is None or len(v) <= r:
                continue
            x = v[r]
            if isinstance(x, list):
                if isinstance(x[-1], bool):
                    kill_all += x[-1]
                    save_all += not x[-1]
                    voting_round = max(voting_round, len(x) - 2)
                    x = x[-2]
                else:
                    voting_round = max(voting_round, len(x) - 1)
                    x = x[-1]
            if x is not None:
                votes[x - 1] += 1
                most = max(most, votes[x - 1])
        winners = [i for i in range(10) if votes[i] == most]
        result: GT | None = None
        if len(winners) == 1:
            noms = self.nominees(r, voting_round)
            if noms:
                result = {"round": r, "time": "voting start"}
                if len(noms) > 1:
                    nominee = noms[-2]
                    for n in noms[:-2]:
                        if votes[n - 1] == most:
                            nominee = n
                            break
                    result = {"round": r, "time": "voting", "votingRound": voting_round,
                              "nominee": nominee}
        elif winners and kill_all > save_all:
            result = {"round": r, "time": "voting kill all", "votingRound": voting_round}
        if result is not None:
            result["winners"] = winners
        return result

    def night_kill(self, r: int) -> int:
        """``Game::get_night_kill`` / ``get_shots``: the index shot by every black player
        alive at the shooting, or -1."""
        if r <= 0:
            return -1
        at = {"round": r, "time": "shooting"}
        killed = -1
        for i, p in enumerate(self.players):
            if p.get("role") not in ("maf", "don"):
                continue
            dt = self.death_time(i + 1)
            if dt is not None and self.compare(at, dt) > 0:
                continue
            shots = p.get("shooting", [])
            shot = shots[r - 1] - 1 if r <= len(shots) and shots[r - 1] is not None else None
            if shot is None or killed >= 0 and killed != shot:
                return -1
            killed = shot
        return killed

    def voting_canceled(self, r: int) -> bool:
        """``Game::is_voting_canceled``: a removal (fourth foul, kick-out) that day before
        the vote was decided, or the day before after it was."""
        for i, p in enumerate(self.players):
            death = p.get("death")
            if death is None or death.get("type") in ("day", "night"):
                continue
            dr = death.get("round", death.get("time", {}).get("round"))
            dt = self.death_time(i + 1)
            if dr == r:
                d = self.voting_decided(dr)
                if d is None or dt is not None and self.compare(d, dt) >= 0 \
                        and i != self.night_kill(dr):
                    return True
            elif dr == r - 1:
                d = self.voting_decided(dr)
                if d is not None and dt is not None and self.compare(d, dt) < 0 \
                        and i not in d["winners"]:
                    return True
        return False

    def check_voting(self) -> None:
        """``Game::check_voting`` / ``check_vote``: a voter alive, voting for a living and
        nominated player; every living player voting where a vote was held and not
        cancelled."""
        rounds = max((len(p.get(k, [])) for p in self.players
                      for k in ("nominating", "voting")), default=0)
        for i, p in enumerate(self.players):
            voting = p.get("voting") or []
            dt = self.death_time(i + 1, True)
            for r in range(rounds):
                at = {"round": r, "time": "voting", "votingRound": 0}
                if dt is not None and self.compare(dt, at) < 0:
                    break
                if (r >= len(voting) or voting[r] is None) and not self.voting_canceled(r):
                    noms = len(self.nominees(r, 0))
                    if noms > 0 and (r > 0 or noms > 1):
                        self.issue(f"Player {i + 1} did not vote in round {r}. Although "
                                   "they were alive and voting was not canceled.")
            for r, v in enumerate(voting):
                if v is None:
                    continue
                for k, vote in enumerate(v if isinstance(v, list) else [v]):
                    if isinstance(vote, bool) or vote is None:
                        continue
                    at = {"round": r, "time": "voting", "votingRound": k, "nominee": vote}
                    if dt is not None and self.compare(dt, at) < 0:
                        self.issue(f"Player {i + 1} was dead when they were voting for "
                                   f"{vote} in round {r}.")
                    vdt = self.death_time(vote)
                    if vdt is not None and self.compare(vdt, at) < 0:
                        self.issue(f"Player {i + 1} voted for dead player {vote} in "
                                   f"round {r}.")
                    if not self._nominated(r, vote):
                        self.issue(f"Player {i + 1} voted for player {vote}, who is not "
                                   f"nominated in round {r}.")

    def check_warnings(self) -> None:
        """``Game::check_warnings`` (with ``r``): at most four, each a gametime; four
        only for a player who is dead."""
        for i, p in enumerate(self.players):
            w = p.get("warnings")
            if w is None:
                continue
            if "r" not in self.data.get("features", ""):      # counts, not moments
                if isinstance(w, bool) or not isinstance(w, int) or not 0 <= w <= 4:
                    self.issue(f"Player {i + 1} warnings is not a number 0..4.")
                continue
            if not isinstance(w, list):
                self.issue(f"Player {i + 1} warnings is not an array.")
                continue
            if len(w) > 4:
                self.issue(f"Player {i + 1} has {len(w)} warnings.")
            for j, mark in enumerate(w):
                bad = self.check_gametime(mark)
                if bad:
                    self.issue(f"Player {i + 1} warning {j + 1} is incorect: {bad}")
            if len(w) == 4 and "death" not in p:
                self.issue(f"Player {i + 1} has 4 warnings but they are not dead.")


def issues(data: dict[str, Any]) -> list[str]:
    from .mafiaratings_votes import check_voted_out

    """The site's issues with the game JSON ``data`` (``Game::check`` without fixing)."""
    g = SiteGame(data)
    assert data.get("version") == "1.3" and len(data["players"]) == 10
    g.check_game_result()
    g.check_deaths()
    g.check_nominations()
    g.check_shooting()
    g.check_voting()
    check_voted_out(g)
    g.check_warnings()
    return g.issues
