<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en" sourcelanguage="en">
<context>
    <name>BalanceLine</name>
    <message numerus="yes">
        <source>random play, %n game(s)</source>
        <translation>
            <numerusform>random play, %n game</numerusform>
            <numerusform>random play, %n games</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>random play, %n game(s) so far…</source>
        <translation>
            <numerusform>random play, %n game so far…</numerusform>
            <numerusform>random play, %n games so far…</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ClassicScreen</name>
    <message numerus="yes">
        <source>%n vote(s)</source>
        <translation>
            <numerusform>%n vote</numerusform>
            <numerusform>%n votes</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ClassicSeats</name>
    <message numerus="yes">
        <source>%n vote(s)</source>
        <translation>
            <numerusform>%n vote</numerusform>
            <numerusform>%n votes</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ClassicSetupPart</name>
    <message numerus="yes">
        <source>%n role(s)</source>
        <translation>
            <numerusform>%n role</numerusform>
            <numerusform>%n roles</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>for %n player(s).</source>
        <translation>
            <numerusform>for %n player.</numerusform>
            <numerusform>for %n players.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>GamesModel</name>
    <message numerus="yes">
        <source>%n player(s): </source>
        <translation>
            <numerusform>%n player: </numerusform>
            <numerusform>%n players: </numerusform>
        </translation>
    </message>
</context>
<context>
    <name>GamesPage</name>
    <message numerus="yes">
        <source>%n counted</source>
        <translation>
            <numerusform>%n counted</numerusform>
            <numerusform>%n counted</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n duplicate(s)</source>
        <translation>
            <numerusform>%n duplicate</numerusform>
            <numerusform>%n duplicates</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n conflict(s)</source>
        <translation>
            <numerusform>%n conflict</numerusform>
            <numerusform>%n conflicts</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n refused</source>
        <translation>
            <numerusform>%n refused</numerusform>
            <numerusform>%n refused</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n file(s)</source>
        <translation>
            <numerusform>%n file</numerusform>
            <numerusform>%n files</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>HistoryView</name>
    <message numerus="yes">
        <source>This undoes %n action(s), the last first:</source>
        <translation>
            <numerusform>This undoes %n action, the last first:</numerusform>
            <numerusform>This undoes %n actions, the last first:</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Undo %n action(s)</source>
        <translation>
            <numerusform>Undo %n action</numerusform>
            <numerusform>Undo %n actions</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message numerus="yes">
        <source>%n player(s) added.</source>
        <translation>
            <numerusform>%n player added.</numerusform>
            <numerusform>%n players added.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n player(s)</source>
        <translation>
            <numerusform>%n player</numerusform>
            <numerusform>%n players</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Ready: %n player(s).</source>
        <translation>
            <numerusform>Ready: %n player.</numerusform>
            <numerusform>Ready: %n players.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PlayerCounts</name>
    <message numerus="yes">
        <source>%n win(s)</source>
        <translation>
            <numerusform>%n win</numerusform>
            <numerusform>%n wins</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>in %n finished game(s)</source>
        <translation>
            <numerusform>in %n finished game</numerusform>
            <numerusform>in %n finished games</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) in progress not counted</source>
        <translation>
            <numerusform>%n game in progress not counted</numerusform>
            <numerusform>%n games in progress not counted</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n damaged game(s) not counted</source>
        <translation>
            <numerusform>%n damaged game not counted</numerusform>
            <numerusform>%n damaged games not counted</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PlayersPage</name>
    <message numerus="yes">
        <source>%n player(s) added.</source>
        <translation>
            <numerusform>%n player added.</numerusform>
            <numerusform>%n players added.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PlayersView</name>
    <message numerus="yes">
        <source>Some games cannot be read (a damaged record) and are not counted for %n player(s): see Saved games, where they are greyed with what is wrong.</source>
        <translation>
            <numerusform>Some games cannot be read (a damaged record) and are not counted for %n player: see Saved games, where they are greyed with what is wrong.</numerusform>
            <numerusform>Some games cannot be read (a damaged record) and are not counted for %n players: see Saved games, where they are greyed with what is wrong.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Report</name>
    <message numerus="yes">
        <source>Tie: %1 have %n vote(s) each.</source>
        <translation>
            <numerusform>Tie: %1 have %n vote each.</numerusform>
            <numerusform>Tie: %1 have %n votes each.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n player(s); %1</source>
        <translation>
            <numerusform>%n player; %1</numerusform>
            <numerusform>%n players; %1</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>RoundsPage</name>
    <message numerus="yes">
        <source>%n table(s)</source>
        <translation>
            <numerusform>%n table</numerusform>
            <numerusform>%n tables</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n game(s)</source>
        <translation>
            <numerusform>%n game</numerusform>
            <numerusform>%n games</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n player(s)</source>
        <translation>
            <numerusform>%n player</numerusform>
            <numerusform>%n players</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n schedule file(s) written to %1.</source>
        <translation>
            <numerusform>%n schedule file written to %1.</numerusform>
            <numerusform>%n schedule files written to %1.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SeatingFigures</name>
    <message numerus="yes">
        <source>%1 and %2 (%n time(s), %3)</source>
        <translation>
            <numerusform>%1 and %2 (%n time, %3)</numerusform>
            <numerusform>%1 and %2 (%n times, %3)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SoundDialog</name>
    <message numerus="yes">
        <source>%n track(s) to play</source>
        <translation>
            <numerusform>%n track to play</numerusform>
            <numerusform>%n tracks to play</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SportEnd</name>
    <message numerus="yes">
        <source>%n foul(s)</source>
        <translation>
            <numerusform>%n foul</numerusform>
            <numerusform>%n fouls</numerusform>
        </translation>
    </message>
</context>
</TS>
