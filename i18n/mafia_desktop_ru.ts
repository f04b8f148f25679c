<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ru" sourcelanguage="en">
<context>
    <name>ApplyAction</name>
    <message>
        <source>Nomination: %1 -&gt; %2</source>
        <extracomment>The undo text of each action type (GAME_LOG.md): ``%1``/``%2`` are player names.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open the vote</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Vote: %1 -&gt; %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Withdraw the vote of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Close the vote</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Close the vote: the host chose %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Doctor&apos;s choice: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Journalist&apos;s question: %1 and %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>End the day</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New godfather: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mafia&apos;s victim: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mafia&apos;s victim: %1 (word of %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The mafia does not kill</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Maniac&apos;s victim: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Commissar&apos;s check: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>End the night</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Host removes %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CardDialog</name>
    <message>
        <source>Role card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Click or press any key to hide the card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seat %1 — %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>GameOverPanel</name>
    <message>
        <source>A draw: nobody wins</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Winners: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game over</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seat</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Role</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export report (HTML)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export report (PDF)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save game log</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reports are not available: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ctrl+Z undoes the last action and goes back into the game.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>HTML report (*.html)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PDF report (*.pdf)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game log (*.mafia.json)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(dealt: %1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>alive</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export the game</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>GamePage</name>
    <message>
        <source>Players are looking: roles and secrets are hidden.
Press F9 to show them again.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>GamesDialog</name>
    <message>
        <source>Saved games</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Games in progress</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Finished games</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No saved games yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Resume</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Open read-only</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Delete…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Delete the game started %1 (%2)? Its log, corrections and notes are deleted; this cannot be undone.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Delete game</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>GamesModel</name>
    <message>
        <source>In progress</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Draw</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game #%1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Started: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ended: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n player(s): </source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Started</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Actions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Result</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>HelpDialog</name>
    <message>
        <source>Type a seat number and press Enter: picks that seat (like a click)</source>
        <extracomment>Shortcuts that are not host actions: (keys, what they do).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Erase the last typed digit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancel the action being entered</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Undo the last action (the menu says which)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Redo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Players are looking: hide every role and secret</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Timer: start, pause or resume</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Timer: 30 more seconds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Speeches: time each living player in turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show the selected player their role card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open a game log (.mafia.json)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save the game log (.mafia.json)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This help</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keyboard shortcuts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Press an action&apos;s key (or its button), then pick its players: click their seats or type a seat number and press Enter. Only legal actions and seats are offered. In the vote, type the voter&apos;s seat, Enter, then the candidate&apos;s seat, Enter. Esc cancels.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keys</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Does</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Not saved, so not done: %1</source>
        <extracomment>QSettings keys and defaults (seconds) of the durations that are not in the ruleset.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game over</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mafia Desktop</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start of the game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>History (click to go back)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Host notes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Role card of the selected player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;New game…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Saved games…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Open game log…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Save game log as…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Undo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show the live &amp;tally on the projector</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Redo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Players are looking (hide roles)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>P&amp;rojector window (players&apos; screen)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Keyboard shortcuts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No unfinished games are stored.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No database is open.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Written: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export failed: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game cannot be stored: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Resume a game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open game log</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game logs (*.mafia.json *.json)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>field %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>action %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>action %1 breaks %2 (%3): %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 cannot be opened:
%2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save game log</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game logs (*.mafia.json)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not saved: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Saved: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mafia Desktop — %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Click a seat or type its number and press Enter; Esc cancels.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Enter a vote: the voter&apos;s seat, then the candidate&apos;s.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Click a seat to nominate: the nominator, then the candidate. Press a letter for another action (F1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Press an action&apos;s button or key (F1 lists them).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seat: %1_</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Done: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The vote</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Last word: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Night</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Speech</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not possible now: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove a player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove %1 from the game now (R-HOST-1)?
Reason (optional):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 cannot be picked here.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show %1 their role card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Note about %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There is no seat %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Select a player first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Database</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game database cannot be opened, so games will not be stored:
%1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <source>New game</source>
        <extracomment>Roles in the order the dialog lists them. The largest seed the seed box holds (a QSpinBox is a 32-bit int). Item data: the name the player was last accepted under (to undo a refused rename). Item data: the role id the host gave this player by hand (a str or None).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Players and seats</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Rules</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>R&amp;oles and deal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start the game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Player&apos;s name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Add</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Re&amp;name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Re&amp;move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move &amp;up</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move &amp;down</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The list is the seating around the table, seat 1 first. Drag a player to another seat, or use Move up / Move down. Double-click a name (or press F2) to rename it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A name cannot be empty.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A name has at most %1 characters; this one has %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>“%1” is already at the table.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (%2): %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pre&amp;set:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>any number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Roles</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>S&amp;uggest</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A composition for this many players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Deal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>At ra&amp;ndom</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>By &amp;hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The seed of the random deal and of the game&apos;s random choices; it is recorded in the game log</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New seed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>S&amp;eed:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seat</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Role</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>—</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n player(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>The mafia (%1) must be fewer than the town (%2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>At least %1 players are needed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Exactly one godfather is needed; there are %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>At most one %1; there are %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The roles do not fit the rules.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>At least %1 players are needed; add %2 more.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The roles add up to %1, but there are %2 players: change the counts or press Suggest.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Give every seat a role (no role yet: seat %1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>First godfather: seat %1 — %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>First godfather: none yet (exactly one seat must be the godfather)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n role(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>for %n player(s).</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Ready: %n player(s).</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
</context>
<context>
    <name>NotesPanel</name>
    <message>
        <source>Click a player to write about them</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Player note: nobody selected</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Player note: %1. %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Phase note: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Panels</name>
    <message>
        <source>Nominate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Who nominates?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Whom does %1 nominate?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Doctor&apos;s choice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Whom does the doctor protect?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Journalist&apos;s question</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The journalist asks about whom (first player)?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Compare %1 with whom?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open the vote</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Vote</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Who votes?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 votes for whom?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Withdraw a vote</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Who withdraws their vote?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Close the vote</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The host chooses whom to execute:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>End the day</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Appoint the godfather</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Who is the new godfather?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mafia&apos;s victim</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Whom does the mafia kill?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The mafia does not kill</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Maniac&apos;s victim</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Whom does the maniac kill?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Commissar&apos;s check</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Whom does the commissar check?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>End the night</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove a player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Whom does the host remove from the game?</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PhasePanel</name>
    <message>
        <source>Speeches (timer)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The vote: one click per voter</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Last word (timer)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Day roles</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The mafia</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Decided by:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Description:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The maniac</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The commissar</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nominations: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>none yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Executed: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Votes: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tied: %1. Chosen by: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Chosen by: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The doctor protects %1 tonight.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Journalist: %1 and %2 are %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Voter</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>withdraw</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the godfather</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Description (required, R-MAF-5):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No decision yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The mafia does not kill tonight.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The mafia&apos;s victim: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(does not count: no description)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The godfather is dead: appoint a new one first (R-GF-1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>When the night ends:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>When the night ends: nobody dies.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Protected tonight: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PhaseTimer</name>
    <message>
        <source>Start</source>
        <extracomment>Seconds from which the digits are marked (red). How often the display is refreshed, in milliseconds (the time itself never drifts).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start the countdown from the full time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pause</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pause the countdown</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Resume</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Go on from where it was paused</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reset</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stop and show the full time again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>+30 s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Give 30 more seconds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>◀ Previous</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Back to the previous speaker</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Next ▶</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The next speaker starts now</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Speeches are over</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seat %1 — %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PlayersDialog</name>
    <message>
        <source>Players</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PlayersModel</name>
    <message>
        <source>%1 as %2: %3 wins in %4 finished games</source>
        <extracomment>The role columns, in RULES.md §1&apos;s order.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) in progress not counted</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Games</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Wins</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Win rate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Wins / finished games as %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PlayersView</name>
    <message>
        <source>Find a player…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No players yet: the players of every game you start are remembered here.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PrintCards</name>
    <message>
        <source>Role cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seat %1 — %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ProjectorScene</name>
    <message>
        <source>Mafia</source>
        <extracomment>The two looks: background, panel, text, muted text, accent. Faction colours on the day look and (lighter, for contrast) on the night look.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Day %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Night %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Discussion and nominations</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Voting</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Last word</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The town sleeps</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game is over</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>dead</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n vote(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Candidates</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nominated</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (by %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Killed tonight: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nobody died tonight</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Executed: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the last vote for them came first</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the host chose</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>drawn at random</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tie: %1; %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No votes: drawn at random</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Removed by the host: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Winners</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A draw: nobody wins</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ProjectorWindow</name>
    <message>
        <source>Mafia — players&apos; screen</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Report</name>
    <message>
        <source>Players</source>
        <extracomment>Kept referenced while installed (Qt does not own installed translators).
----------
``translate(&quot;Report&quot;, &quot;…&quot;)`` with the context written out at every call, so that ``pyside6-lupdate`` files each string under &quot;Report&quot; (a wrapper function would hide it).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Winners in bold; the dead in grey.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seat</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Role</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Host&apos;s note</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rules</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Timeline</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Who lived after each phase</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>green: alive; red: died in this phase; grey: dead</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The vote</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Standing votes at the close</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Candidate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Votes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Voters</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Voter</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>For</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>#</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What happened</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Host&apos;s corrections</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Actions the host entered and then undid; they are not part of the game.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>At action</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Phase</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Undone action</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Undone at</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Host&apos;s notes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Result</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Contents</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nothing was entered in this phase.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Made by Mafia Desktop from the game log.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>nobody</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 nominates %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The host opens the vote. Nobody was nominated, so every living player is a candidate (R-VOTE-1): %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The host opens the vote. Candidates: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 votes again, for %2 (after withdrawing: a change, R-VOTE-3).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 changes the vote from %2 to %3 (R-VOTE-3).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 votes for %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 withdraws the vote for %2 (R-VOTE-3).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The host closes the vote. %1 is executed. Status: %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The doctor (%1) changes the protection from %2 to %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The doctor (%1) protects %2 for the coming night.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The journalist (%1) asks whether %2 and %3 have the same status. The host answers: %4.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The host ends the day.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is appointed the new godfather (R-GF-1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, the last mafia member, becomes the godfather (R-GF-1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The godfather is dead: the mafia must name a new godfather before it can kill again (R-GF-1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The mafia chooses %1 on the word of %2 (R-MAF-3).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The mafia chooses %1 (the godfather %2 decides).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The mafia decides not to kill tonight (the godfather %1, R-MAF-2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This replaces the earlier choice of %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The maniac (%1) chooses %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The commissar (%1) checks %2. The host answers: %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The host ends the night.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The mafia made no decision: it has refused to kill (R-MAF-4).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 dies: %2. Status: %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The host removes %1 from the game (R-HOST-1). Status: %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reason: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game ends: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Description: “%1”</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No description was given: this kill will not count (%1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The mafia&apos;s kill of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The maniac&apos;s kill of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no description was given, and this game&apos;s rules require one</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the godfather died this night</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the doctor protected that player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>that player was already dead</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the host removed the maniac during the night</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the rules of the night say so</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 did not count: %2 (%3).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game has not ended: it stands at %1 (%2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nobody wins: a draw.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 wins.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>alive</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>alive at the end</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is executed with the most votes (%2), R-VOTE-7.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is executed: of the tied candidates, the last standing vote for %1 came earliest (R-VOTE-7, earliest last vote).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No vote stood; %1, the only candidate, is executed (R-VOTE-8).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No vote stood, so %1 was drawn at random among the candidates (R-VOTE-8, from the game&apos;s recorded seed).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No votes: every candidate had 0 (%1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is executed: the host chose among the tied candidates (%2, host&apos;s choice).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Status: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Last standing vote for %1: %2, action #%3%4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Votes at the close of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tie: %1 have %n vote(s) each.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Protected tonight: %1 (R-DOC-2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Died: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nobody died.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The log ends during this phase.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Alive after %1 (%2): %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>D%1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>N%1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1. D = day, N = night.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Preset</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>First phase</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>yes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>by hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>at random (seed recorded)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not recorded (an imported log)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Actions in the log</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Random seed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Roles dealt</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>First action</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Last action</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mafia: game report</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RoleCard</name>
    <message>
        <source>Nominates one candidate a day and votes for whom to execute.</source>
        <extracomment>What each role does by day (RULES.md §3, R-ROLE-2), by role id.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Has a civilian&apos;s rights: nominates and votes, hiding among the town.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Heads the mafia. Has a civilian&apos;s rights: nominates and votes.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Has a civilian&apos;s rights: nominates and votes, guided by the checks.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Plays alone. Has a civilian&apos;s rights: nominates and votes.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tells the host whom to protect tonight, and may change the choice until the day ends.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Once a day asks the host whether two living players have the same status. Nominates and votes.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sleeps.</source>
        <extracomment>What each role does at night (RULES.md §4), by role id.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Wakes with the mafia to choose a victim; the godfather decides. May become the next godfather.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Names the mafia&apos;s victim to the host, or decides not to kill. In the night the godfather dies, the mafia kills nobody.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Learns the status of one other living player from the host.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Must kill one player every night. Wins when everyone else is dead.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The protected player survives the mafia&apos;s and the maniac&apos;s kills.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>By day</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>By night</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <extracomment>The card&apos;s frame colour per faction id. A card&apos;s width : height.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>By day: %1 By night: %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SeatingScene</name>
    <message>
        <source>nominated by %1</source>
        <extracomment>Faction colours (text of the role, border of a dead player&apos;s card).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n vote(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>→ %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>godfather</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>protected</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>checked: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>mafia&apos;s target</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>maniac&apos;s target</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>StartPage</name>
    <message>
        <source>Mafia Desktop</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The host&apos;s table: seats, votes, nights, timers and undo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Resume a game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open game log (.mafia.json)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Texts</name>
    <message>
        <source>Civilian</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mafioso</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Godfather</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Commissar</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Maniac</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Doctor</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Journalist</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Host</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Town</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mafia</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>execution</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>killed by the mafia</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>killed by the maniac</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>killed by the mafia and the maniac</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>removed by the host</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>discussion</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>voting</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>last word</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>night</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>nomination</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>open the vote</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>vote</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>withdraw a vote</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>close the vote</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>doctor&apos;s protection</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>journalist&apos;s question</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>end the day</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>appoint the godfather</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>mafia&apos;s victim</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>mafia does not kill</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>maniac&apos;s victim</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>commissar&apos;s check</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>end the night</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>host&apos;s removal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A player&apos;s status is their role</source>
        <extracomment>A short title of every rule of RULES.md, by ID.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every role has a civilian&apos;s day rights</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A role with no living holder cannot act</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unique names and seats 1..N</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One godfather; at most one of each special role; at least 4 players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The mafia must start fewer than the town</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Roles dealt by hand or at random</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Days and nights alternate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One nomination per living player a day</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nominate a living player other than yourself</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No nominations once voting has started</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A candidate cannot be nominated twice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The host opens the vote; it closes when its window runs out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Living players vote for a candidate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A vote may be changed or withdrawn once</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A vote against oneself does not count</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No vote against all; abstaining is allowed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A vote is changed only by a new vote</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Most votes is executed; a tie goes to the earliest last vote</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>With no votes, a random candidate or the host&apos;s choice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Exactly one execution every day</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The executed player has a last word</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The doctor names a protection by day</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The protected player survives the night&apos;s kills</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The journalist compares two living players once a day</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The mafia may kill one non-mafia player a night</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The godfather decides, and may decide not to kill</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The host may take another mafia member&apos;s word</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A silent mafia has refused to kill</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A kill without a required description does not count</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A new godfather is appointed when the godfather dies</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No mafia kill in the night the godfather dies</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A kill the mafia cannot make is refused</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The maniac must kill every night</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The maniac&apos;s kill needs a description</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The commissar checks one other living player a night</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The night&apos;s kills take effect together</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The host may remove a player at any time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The host announces the status of the dead</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The mafia wins when it equals or outnumbers the town</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The town wins when every mafia member is dead</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The maniac wins when everyone else is dead</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game has ended</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Statuses are roles, or only factions</source>
        <extracomment>One line explaining each option of RULES.md, by option name.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game starts with a day or with a night</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seconds the vote stays open</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Changes of vote allowed (-1: any number)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A tie executes the candidate whose last vote came first, or the host chooses</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>With no votes, a random candidate or the host&apos;s choice is executed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seconds of the executed player&apos;s last word</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The doctor may protect themself</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The doctor may protect the same player two nights running</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The mafia may kill one of its own</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A night kill without a description does not count</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A godfather who dies by day also blocks the next night&apos;s kill</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What the host announces of a player who dies</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The maniac counts as town against the mafia</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The town wins only once the maniac is dead too</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A living maniac wins beside the town or the mafia</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>role</source>
        <extracomment>The values of the options that take words, by value.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>faction</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>nothing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>day</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>earliest last vote</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>host&apos;s choice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>random</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>most votes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>same</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>different</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>At the table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Forum (source rules)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Day %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Night %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
