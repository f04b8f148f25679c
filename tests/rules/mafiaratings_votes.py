"""The ratings site's checks of a round's vote (port, continued from
``mafiaratings_checks``): ``Game::init_votings`` (the winners, whether they left) and the
checks that use it (``check_deaths``' day deaths, ``check_voting``'s
``check_voted_out``)."""

from __future__ import annotations

from typing import Any

from .mafiaratings_checks import SiteGame


def voting_of(self: SiteGame, r: int) -> dict[str, Any]:
    """``Game::init_votings`` for round ``r``: its ``winner`` (a seat or a list),
    ``killed`` (the winners left by it) and ``canceled``."""
    noms: dict[int, list[Any]] = {}          # nominee -> voters (flat or per round)
    to_kill: list[int] | None = None
    for i, p in enumerate(self.players):
        v = p.get("voting")
        if v is None or r >= len(v) or v[r] is None:
            continue
        if isinstance(v[r], list):
            rounds = list(v[r])
            if rounds and isinstance(rounds[-1], bool):
                to_kill = (to_kill or []) + ([i + 1] if rounds.pop() else [])
            for j, vote in enumerate(rounds):
                voters = noms.setdefault(vote, [])
                while len(voters) <= j:
                    voters.append([])
                voters[j].append(i + 1)
        else:
            voters = noms.setdefault(v[r], [])
            if voters and isinstance(voters[0], list):
                voters[0].append(i + 1)
            else:
                voters.append(i + 1)
    out: dict[str, Any] = {"killed": False,
                           "canceled": self.voting_canceled(r)}
    most = num = deepest = 0
    counts: dict[int, int] = {}
    for nominee, voters in noms.items():
        count = len(voters)
        if voters and isinstance(voters[-1], list):
            if deepest > count:
                count = 0
            else:
                if deepest < count:
                    deepest, most, num = count, 0, 0
                count = len(voters[-1])
        most = max(most, count)
        num += count
    for nominee, voters in noms.items():
        counts[nominee] = len(voters[-1]) if voters and isinstance(voters[-1], list) \
            else len(voters)
    winners = [n for n in noms if noms[n] and counts[n] == most]
    if winners:
        out["winner"] = winners[0] if len(winners) == 1 else winners
    if to_kill is not None:
        out["killed"] = 2 * len(to_kill) > num
    elif winners:
        death = self.players[winners[0] - 1].get("death")
        if death is not None:
            if death.get("round") == r and death.get("type") == "day":
                out["killed"] = True
            elif "time" in death and death.get("type") not in ("day", "night"):
                out["killed"] = self.compare(death["time"], {
                    "round": r, "time": "day kill speaking", "speaker": winners[0]}) < 0
    return out

def check_voted_out(self: SiteGame) -> None:
    """``Game::check_deaths`` (a day death is the vote's winner) and the end of
    ``check_voting`` / ``check_voted_out`` (the vote's winners left that round)."""
    rounds = max((len(p.get("voting", [])) for p in self.players), default=0)
    votings = [voting_of(self, r) for r in range(rounds)]
    for i, p in enumerate(self.players):
        death = p.get("death")
        if death is None or death.get("type") != "day" or death["round"] >= rounds:
            continue
        voting = votings[death["round"]]
        if voting["killed"] and "winner" in voting:
            w = voting["winner"]
            if i + 1 not in (w if isinstance(w, list) else [w]):
                self.issue(f"Player {i + 1} is specified as voted out in round "
                           f"{death['round']}. But another player was voted out.")
        elif not voting["killed"]:
            self.issue(f"Player {i + 1} is specified as voted out in round "
                       f"{death['round']}. But no one was voted out in this round.")
    for r, voting in enumerate(votings):
        if voting["canceled"] or "winner" not in voting or not voting["killed"]:
            continue
        w = voting["winner"]
        for seat in w if isinstance(w, list) else [w]:
            death = self.players[seat - 1].get("death")
            if death is None or death.get("round") != r or death.get("type") == "night":
                self.issue(f"Player {seat} was voted out in round {r} but is not dead "
                           "then.")
