<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ru" sourcelanguage="en">
<context>
    <name>AddPlayersDialog</name>
    <message>
        <source>Add players</source>
        <translation>Добавить игроков</translation>
    </message>
    <message>
        <source>Regular players (tick those who play):</source>
        <translation>Постоянные игроки (отметьте тех, кто играет):</translation>
    </message>
    <message>
        <source>Find a name</source>
        <translation>Найти имя</translation>
    </message>
    <message>
        <source>New players, one name a line:</source>
        <translation>Новые игроки, по одному имени в строке:</translation>
    </message>
    <message>
        <source>&amp;Exhibition (they play, they are not ranked)</source>
        <translation>&amp;Вне зачёта (играют, но не в рейтинге)</translation>
    </message>
    <message>
        <source>&amp;Consent to be published</source>
        <translation>&amp;Согласие на публикацию</translation>
    </message>
</context>
<context>
    <name>Announcer</name>
    <message>
        <source>player %1, %2,</source>
        <translation>игрок %1, %2,</translation>
    </message>
    <message>
        <source>By the vote, %1 leaves the game.</source>
        <translation>По итогам голосования %1 покидает игру.</translation>
    </message>
    <message>
        <source>The host removes %1 from the game.</source>
        <translation>По решению ведущего %1 покидает игру.</translation>
    </message>
    <message>
        <source>Tonight %1 left the game.</source>
        <translation>Этой ночью %1 покидает игру.</translation>
    </message>
    <message>
        <source>Status: %1.</source>
        <translation>Статус: %1.</translation>
    </message>
    <message>
        <source>Night %1. The city falls asleep.</source>
        <translation>Ночь %1. Город засыпает.</translation>
    </message>
    <message>
        <source>Day %1. The city wakes up.</source>
        <translation>День %1. Город просыпается.</translation>
    </message>
    <message>
        <source>Nobody left the game tonight.</source>
        <translation>Этой ночью никто не покинул игру.</translation>
    </message>
    <message>
        <source>The vote is open. Candidates: %1.</source>
        <translation>Голосование открыто. Кандидаты: %1.</translation>
    </message>
    <message>
        <source>A tie between players %1.</source>
        <translation>Ничья между игроками %1.</translation>
    </message>
    <message>
        <source>The game is over: a draw.</source>
        <translation>Игра окончена: ничья.</translation>
    </message>
    <message>
        <source>The game is over. Winners: %1.</source>
        <translation>Игра окончена. Победители: %1.</translation>
    </message>
    <message>
        <source>Player %1, %2, leaves the game: %3.</source>
        <translation>Игрок %1, %2, покидает игру: %3.</translation>
    </message>
    <message>
        <source>Player %1, %2, leaves the game.</source>
        <translation>Игрок %1, %2, покидает игру.</translation>
    </message>
</context>
<context>
    <name>ApplyAction</name>
    <message>
        <source>Nomination: %1 -&gt; %2</source>
        <translation>Выдвижение: %1 → %2</translation>
    </message>
    <message>
        <source>Open the vote</source>
        <translation>Открыть голосование</translation>
    </message>
    <message>
        <source>Vote: %1 -&gt; %2</source>
        <translation>Голос: %1 → %2</translation>
    </message>
    <message>
        <source>Withdraw the vote of %1</source>
        <translation>Отозвать голос игрока %1</translation>
    </message>
    <message>
        <source>Close the vote</source>
        <translation>Закрыть голосование</translation>
    </message>
    <message>
        <source>Close the vote: the host chose %1</source>
        <translation>Закрыть голосование: ведущий выбрал игрока %1</translation>
    </message>
    <message>
        <source>Doctor&apos;s choice: %1</source>
        <translation>Выбор Врача: %1</translation>
    </message>
    <message>
        <source>Journalist&apos;s question: %1 and %2</source>
        <translation>Вопрос Журналиста: %1 и %2</translation>
    </message>
    <message>
        <source>End the day</source>
        <translation>Завершить день</translation>
    </message>
    <message>
        <source>New godfather: %1</source>
        <translation>Новый Крёстный отец: %1</translation>
    </message>
    <message>
        <source>Mafia&apos;s victim: %1</source>
        <translation>Жертва мафии: %1</translation>
    </message>
    <message>
        <source>Mafia&apos;s victim: %1 (word of %2)</source>
        <translation>Жертва мафии: %1 (со слов игрока %2)</translation>
    </message>
    <message>
        <source>The mafia does not kill</source>
        <translation>Мафия не убивает</translation>
    </message>
    <message>
        <source>Maniac&apos;s victim: %1</source>
        <translation>Жертва Маньяка: %1</translation>
    </message>
    <message>
        <source>Commissar&apos;s check: %1</source>
        <translation>Проверка Комиссара: %1</translation>
    </message>
    <message>
        <source>End the night</source>
        <translation>Завершить ночь</translation>
    </message>
    <message>
        <source>Host removes %1</source>
        <translation>Ведущий удаляет игрока %1</translation>
    </message>
    <message>
        <source>End of a speech</source>
        <extracomment>One row per action type (``miss``: the shot with no target), by the ui table&apos;s key.</extracomment>
        <translation>Конец речи</translation>
    </message>
    <message>
        <source>End of %1&apos;s speech</source>
        <translation>Конец речи: %1</translation>
    </message>
    <message>
        <source>%1 withdraws their nomination</source>
        <translation>%1 снимает своё выдвижение</translation>
    </message>
    <message>
        <source>Ballot for %1: %2</source>
        <translation>Голоса за %1: %2</translation>
    </message>
    <message>
        <source>Raise-all: %1</source>
        <translation>Подъём: %1</translation>
    </message>
    <message>
        <source>Shot: %1</source>
        <translation>Выстрел: %1</translation>
    </message>
    <message>
        <source>Shot: missed</source>
        <translation>Выстрел: промах</translation>
    </message>
    <message>
        <source>Don&apos;s check: %1</source>
        <translation>Проверка дона: %1</translation>
    </message>
    <message>
        <source>Sheriff&apos;s check: %1</source>
        <translation>Проверка шерифа: %1</translation>
    </message>
    <message>
        <source>Best move: %1</source>
        <translation>Лучший ход: %1</translation>
    </message>
    <message>
        <source>Foul: %1</source>
        <translation>Фол: %1</translation>
    </message>
    <message>
        <source>Disqualified: %1</source>
        <translation>Дисквалификация: %1</translation>
    </message>
    <message>
        <source>Team defeat by %1</source>
        <translation>Поражение команды (ППК): %1</translation>
    </message>
    <message>
        <source>Bonus to %1: %2</source>
        <translation>Доп. баллы игроку %1: %2</translation>
    </message>
    <message>
        <source>The werewolves attack %1</source>
        <translation>Нападение оборотней: %1</translation>
    </message>
    <message>
        <source>The seer checks %1</source>
        <translation>Проверка провидицы: %1</translation>
    </message>
    <message>
        <source>The bodyguard guards %1</source>
        <translation>Охрана телохранителя: %1</translation>
    </message>
    <message>
        <source>The witch heals %1</source>
        <translation>Ведьма лечит: %1</translation>
    </message>
    <message>
        <source>The witch poisons %1</source>
        <translation>Ведьма травит: %1</translation>
    </message>
    <message>
        <source>Dawn</source>
        <translation>Рассвет</translation>
    </message>
    <message>
        <source>%1 votes for %2</source>
        <translation>Голос: %1 → %2</translation>
    </message>
    <message>
        <source>The vote is closed</source>
        <translation>Голосование закрыто</translation>
    </message>
    <message>
        <source>The hunter shoots %1</source>
        <translation>Выстрел охотника: %1</translation>
    </message>
</context>
<context>
    <name>AssignDialog</name>
    <message>
        <source>Assign the log to a game</source>
        <extracomment>A game of the tournament: (round, table, game).</extracomment>
        <translation>Указать игру для журнала</translation>
    </message>
    <message>
        <source>&amp;Round:</source>
        <translation>&amp;Тур:</translation>
    </message>
    <message>
        <source>&amp;Table:</source>
        <translation>&amp;Стол:</translation>
    </message>
    <message>
        <source>&amp;Game:</source>
        <translation>&amp;Игра:</translation>
    </message>
    <message>
        <source>Round %1 (%2)</source>
        <translation>Тур %1 (%2)</translation>
    </message>
    <message>
        <source>This game&apos;s seating</source>
        <translation>Рассадка этой игры</translation>
    </message>
    <message>
        <source>The log&apos;s players</source>
        <translation>Игроки в журнале</translation>
    </message>
    <message>
        <source>The file names no players to compare.</source>
        <translation>В файле нет игроков, сравнивать не с чем.</translation>
    </message>
    <message>
        <source>Seats that differ: %1. The log is taken only for a game with its seating: change the seating first (Rounds: Substitute in this game…).</source>
        <translation>Не совпадают места: %1. Журнал засчитывается только за игру с его рассадкой: сначала измените рассадку (Туры: «Замена в этой игре…»).</translation>
    </message>
    <message>
        <source>The log&apos;s players are this game&apos;s seating.</source>
        <translation>Игроки журнала совпадают с рассадкой этой игры.</translation>
    </message>
</context>
<context>
    <name>BalanceLine</name>
    <message>
        <source>Suggest a &amp;fair setup</source>
        <translation>Предложить &amp;равный состав</translation>
    </message>
    <message>
        <source>The compositions for this many players under which the town and the mafia are the most nearly even under random play</source>
        <translation>Составы для такого числа игроков, при которых шансы города и мафии при случайной игре ближе всего к равным</translation>
    </message>
    <message>
        <source>Random play: every vote, kill and check is made at random and nobody uses what they know. That favours the mafia, who know each other; a real town does better.</source>
        <translation>Случайная игра: каждый голос, убийство и проверка делаются наугад, и никто не пользуется тем, что знает. Это на руку мафии, которая знает своих; настоящий город играет лучше.</translation>
    </message>
    <message>
        <source>Chances: computing…</source>
        <translation>Шансы: считаем…</translation>
    </message>
    <message>
        <source>random play, exact</source>
        <translation>случайная игра, точно</translation>
    </message>
    <message numerus="yes">
        <source>random play, %n game(s)</source>
        <translation>
            <numerusform>случайная игра, %n партия</numerusform>
            <numerusform>случайная игра, %n партии</numerusform>
            <numerusform>случайная игра, %n партий</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>random play, %n game(s) so far…</source>
        <translation>
            <numerusform>случайная игра, пока %n партия…</numerusform>
            <numerusform>случайная игра, пока %n партии…</numerusform>
            <numerusform>случайная игра, пока %n партий…</numerusform>
        </translation>
    </message>
    <message>
        <source> (±%1%)</source>
        <translation> (±%1%)</translation>
    </message>
    <message>
        <source>%1 %2%</source>
        <translation>%1 %2%</translation>
    </message>
    <message>
        <source>%1 — %2</source>
        <translation>%1 — %2</translation>
    </message>
    <message>
        <source>; your club: %1</source>
        <translation>; ваш клуб: %1</translation>
    </message>
    <message>
        <source>A game the maniac wins beside the town or the mafia counts for both.</source>
        <translation>Игра, которую маньяк выиграл вместе с городом или мафией, засчитана обоим.</translation>
    </message>
    <message>
        <source>no games with this setup yet</source>
        <translation>игр с таким составом ещё не было</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%1 из %2</translation>
    </message>
    <message>
        <source>Looking for a fair setup…</source>
        <translation>Ищем равный состав…</translation>
    </message>
    <message>
        <source>%1 × %2</source>
        <translation>%1 × %2</translation>
    </message>
    <message>
        <source>%1 — %2 %3% · %4 %5%</source>
        <translation>%1 — %2 %3% · %4 %5%</translation>
    </message>
</context>
<context>
    <name>CardDialog</name>
    <message>
        <source>Role card</source>
        <translation>Карта роли</translation>
    </message>
    <message>
        <source>Click or press any key to hide the card</source>
        <translation>Щёлкните или нажмите любую клавишу, чтобы скрыть карту</translation>
    </message>
    <message>
        <source>Seat %1 — %2</source>
        <translation>Место %1 — %2</translation>
    </message>
</context>
<context>
    <name>ChoosePlayersDialog</name>
    <message>
        <source>The round&apos;s players</source>
        <translation>Игроки тура</translation>
    </message>
    <message>
        <source>Tick the players of the round (ten a table at least).</source>
        <translation>Отметьте игроков тура (не меньше десяти на стол).</translation>
    </message>
</context>
<context>
    <name>ClassicEnd</name>
    <message>
        <source>(dealt: %1)</source>
        <translation>(при раздаче: %1)</translation>
    </message>
    <message>
        <source>alive</source>
        <translation>в игре</translation>
    </message>
</context>
<context>
    <name>ClassicScreen</name>
    <message>
        <source>Winners</source>
        <translation>Победители</translation>
    </message>
    <message>
        <source>The game is over</source>
        <translation>Игра окончена</translation>
    </message>
    <message>
        <source>Discussion and nominations</source>
        <translation>Обсуждение и выдвижение</translation>
    </message>
    <message>
        <source>Voting</source>
        <translation>Голосование</translation>
    </message>
    <message>
        <source>Last word</source>
        <translation>Последнее слово</translation>
    </message>
    <message>
        <source>The town sleeps</source>
        <translation>Город засыпает</translation>
    </message>
    <message>
        <source>dead</source>
        <translation>вне игры</translation>
    </message>
    <message numerus="yes">
        <source>%n vote(s)</source>
        <translation>
            <numerusform>%n голос</numerusform>
            <numerusform>%n голоса</numerusform>
            <numerusform>%n голосов</numerusform>
        </translation>
    </message>
    <message>
        <source>Candidates</source>
        <translation>Кандидаты</translation>
    </message>
    <message>
        <source>Nominated</source>
        <translation>Выдвинуты</translation>
    </message>
    <message>
        <source>%1 (by %2)</source>
        <translation>%1 (выдвигает %2)</translation>
    </message>
    <message>
        <source>Killed tonight: %1</source>
        <translation>Жертвы этой ночи: %1</translation>
    </message>
    <message>
        <source>Nobody died tonight</source>
        <translation>Этой ночью никто не погиб</translation>
    </message>
    <message>
        <source>Executed: %1</source>
        <translation>Казнь: %1</translation>
    </message>
    <message>
        <source>the last vote for them came first</source>
        <translation>последний голос за этого игрока был раньше</translation>
    </message>
    <message>
        <source>the host chose</source>
        <translation>выбор ведущего</translation>
    </message>
    <message>
        <source>drawn at random</source>
        <translation>по жребию</translation>
    </message>
    <message>
        <source>Tie: %1; %2</source>
        <translation>Поровну: %1; %2</translation>
    </message>
    <message>
        <source>No votes: drawn at random</source>
        <translation>Голосов нет: по жребию</translation>
    </message>
    <message>
        <source>Removed by the host: %1</source>
        <translation>Ведущий удалил из игры: %1</translation>
    </message>
    <message>
        <source>A draw: nobody wins</source>
        <translation>Ничья: никто не победил</translation>
    </message>
</context>
<context>
    <name>ClassicSeats</name>
    <message>
        <source>nominated by %1</source>
        <extracomment>Faction colours (text of the role, border of a dead player&apos;s card).</extracomment>
        <translation>выдвижение от №%1</translation>
    </message>
    <message numerus="yes">
        <source>%n vote(s)</source>
        <translation>
            <numerusform>%n голос</numerusform>
            <numerusform>%n голоса</numerusform>
            <numerusform>%n голосов</numerusform>
        </translation>
    </message>
    <message>
        <source>→ %1</source>
        <translation>→ %1</translation>
    </message>
    <message>
        <source>protected</source>
        <translation>под защитой</translation>
    </message>
    <message>
        <source>checked: %1</source>
        <translation>проверка: %1</translation>
    </message>
    <message>
        <source>mafia&apos;s target</source>
        <translation>цель мафии</translation>
    </message>
    <message>
        <source>maniac&apos;s target</source>
        <translation>цель Маньяка</translation>
    </message>
</context>
<context>
    <name>ClassicSetupPart</name>
    <message>
        <source>Roles</source>
        <translation>Роли</translation>
    </message>
    <message>
        <source>S&amp;uggest</source>
        <translation>&amp;Предложить</translation>
    </message>
    <message>
        <source>A composition for this many players</source>
        <translation>Состав ролей для такого числа игроков</translation>
    </message>
    <message>
        <source>Deal</source>
        <translation>Раздача</translation>
    </message>
    <message>
        <source>At ra&amp;ndom</source>
        <translation>&amp;Случайно</translation>
    </message>
    <message>
        <source>By &amp;hand</source>
        <translation>&amp;Вручную</translation>
    </message>
    <message>
        <source>The seed of the random deal and of the game&apos;s random choices; it is recorded in the game log</source>
        <translation>Зерно случайной раздачи и случайных выборов в игре; записывается в журнал игры</translation>
    </message>
    <message>
        <source>New seed</source>
        <translation>Новое зерно</translation>
    </message>
    <message>
        <source>S&amp;eed:</source>
        <translation>&amp;Зерно:</translation>
    </message>
    <message>
        <source>At least %1 players are needed; add %2 more.</source>
        <translation>Нужно не меньше %1 игроков; добавьте ещё %2.</translation>
    </message>
    <message>
        <source>The roles add up to %1, but there are %2 players: change the counts or press Suggest.</source>
        <translation>Ролей в сумме %1, а игроков %2: измените числа или нажмите «Предложить».</translation>
    </message>
    <message>
        <source>Give every seat a role (no role yet: seat %1).</source>
        <translation>Дайте роль каждому месту (пока без роли: %1).</translation>
    </message>
    <message>
        <source>First godfather: seat %1 — %2</source>
        <translation>Первый Крёстный отец: место %1 — %2</translation>
    </message>
    <message>
        <source>First godfather: none yet (exactly one seat must be the godfather)</source>
        <translation>Первый Крёстный отец: пока нет (ровно одно место должно быть Крёстным отцом)</translation>
    </message>
    <message numerus="yes">
        <source>%n role(s)</source>
        <translation>
            <numerusform>%n роль</numerusform>
            <numerusform>%n роли</numerusform>
            <numerusform>%n ролей</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>for %n player(s).</source>
        <translation>
            <numerusform>на %n игрока.</numerusform>
            <numerusform>на %n игроков.</numerusform>
            <numerusform>на %n игроков.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>CorrectionsList</name>
    <message>
        <source>%1 · %2</source>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <source>The name was corrected at %1, after action %2; the whole game has the new name.</source>
        <translation>Имя исправлено в %1, после действия %2; во всей игре теперь новое имя.</translation>
    </message>
    <message>
        <source>%1 · %2. %3</source>
        <translation>%1 · %2. %3</translation>
    </message>
    <message>
        <source>Action %1 (%2) was undone at %3; it is not part of the game.</source>
        <translation>Действие %1 (%2) отменено в %3; оно не входит в игру.</translation>
    </message>
</context>
<context>
    <name>DealPart</name>
    <message>
        <source>At ra&amp;ndom</source>
        <translation>&amp;Случайно</translation>
    </message>
    <message>
        <source>By &amp;hand</source>
        <translation>&amp;Вручную</translation>
    </message>
    <message>
        <source>S&amp;eed:</source>
        <translation>&amp;Зерно:</translation>
    </message>
    <message>
        <source>The seed of the random deal; it is recorded in the game log</source>
        <translation>Зерно случайной раздачи; оно записывается в журнал игры</translation>
    </message>
    <message>
        <source>New seed</source>
        <translation>Новое зерно</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Give every seat a role (no role yet: seat %1).</source>
        <translation>Дайте роль каждому месту (пока без роли: место %1).</translation>
    </message>
</context>
<context>
    <name>DealTable</name>
    <message>
        <source>Seat</source>
        <translation>Место</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Игрок</translation>
    </message>
    <message>
        <source>Role</source>
        <translation>Роль</translation>
    </message>
</context>
<context>
    <name>Dialogs</name>
    <message>
        <source>Throw away the text typed?</source>
        <translation>Выбросить набранный текст?</translation>
    </message>
    <message>
        <source>Throw it away</source>
        <translation>Выбросить</translation>
    </message>
</context>
<context>
    <name>EntryTime</name>
    <message>
        <source>Time of the entry:</source>
        <translation>Время записи:</translation>
    </message>
    <message>
        <source>The time the vote (or post) was given, in local time; by default now. A vote at or after the end of the window is refused (R-VOTE-1).</source>
        <translation>Время, когда был отдан голос (или написан пост), по местному времени; по умолчанию — сейчас. Голос в момент окончания окна голосования или позже не принимается (R-VOTE-1).</translation>
    </message>
    <message>
        <source>Now</source>
        <translation>Сейчас</translation>
    </message>
    <message>
        <source>Give the entries the time they are typed in</source>
        <translation>Записывать время ввода</translation>
    </message>
</context>
<context>
    <name>Evening</name>
    <message>
        <source>#</source>
        <extracomment>The table&apos;s columns by :data:`mafia_desktop.rules.evening.COLUMNS` (and ``name``, ``place``), in the table&apos;s order.</extracomment>
        <translation>№</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Игрок</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Игры</translation>
    </message>
    <message>
        <source>Wins</source>
        <translation>Победы</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Баллы</translation>
    </message>
    <message>
        <source>Best move</source>
        <translation>Лучший ход</translation>
    </message>
    <message>
        <source>Fouls</source>
        <translation>Фолы</translation>
    </message>
    <message>
        <source>Bonuses</source>
        <translation>Доп. баллы</translation>
    </message>
    <message>
        <source>Points table</source>
        <extracomment>The other headings of the table and its export.</extracomment>
        <translation>Турнирная таблица</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Игра</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Правила</translation>
    </message>
    <message>
        <source>Started</source>
        <translation>Начало</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Итог</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Игроки</translation>
    </message>
    <message>
        <source>open</source>
        <translation>идёт</translation>
    </message>
    <message>
        <source>closed</source>
        <translation>закрыт</translation>
    </message>
    <message>
        <source>going on</source>
        <translation>идёт</translation>
    </message>
    <message>
        <source>draw</source>
        <translation>ничья</translation>
    </message>
    <message>
        <source>cannot be read</source>
        <translation>не читается</translation>
    </message>
    <message>
        <source>Sport games: the club&apos;s scoring table (a win, the best move, penalties, bonuses). Classic games: 1 point for a win.</source>
        <translation>Спортивные игры: таблица баллов клуба (победа, лучший ход, штрафы, доп. баллы). Классические игры: 1 балл за победу.</translation>
    </message>
</context>
<context>
    <name>EveningPage</name>
    <message>
        <source>Evening</source>
        <extracomment>The table&apos;s columns, in order.</extracomment>
        <translation>Вечер</translation>
    </message>
    <message>
        <source>&amp;New evening…</source>
        <translation>&amp;Новый вечер…</translation>
    </message>
    <message>
        <source>No evening yet: start one with “New evening…”</source>
        <translation>Вечеров пока нет: начните с «Новый вечер…»</translation>
    </message>
    <message>
        <source>Participants (ticked: play the next game)</source>
        <translation>Участники (отмечены: играют следующую игру)</translation>
    </message>
    <message>
        <source>&amp;Add players…</source>
        <translation>&amp;Добавить игроков…</translation>
    </message>
    <message>
        <source>Balanced seating</source>
        <translation>Рассадка с чередованием мест</translation>
    </message>
    <message>
        <source>Random seating</source>
        <translation>Случайная рассадка</translation>
    </message>
    <message>
        <source>&amp;Start the next game…</source>
        <translation>&amp;Начать следующую игру…</translation>
    </message>
    <message>
        <source>&amp;Open</source>
        <translation>&amp;Открыть</translation>
    </message>
    <message>
        <source>&amp;Remove from the evening…</source>
        <translation>&amp;Убрать из вечера…</translation>
    </message>
    <message>
        <source>Show on the &amp;players&apos; screen</source>
        <translation>Показать на &amp;экране игроков</translation>
    </message>
    <message>
        <source>E&amp;xport…</source>
        <translation>&amp;Экспорт…</translation>
    </message>
    <message>
        <source>← &amp;Back to the game</source>
        <translation>← Ве&amp;рнуться к игре</translation>
    </message>
    <message>
        <source>← &amp;Back to the start page</source>
        <translation>← Ве&amp;рнуться на начальный экран</translation>
    </message>
    <message>
        <source>%1 (damaged: %2)</source>
        <translation>%1 (повреждён: %2)</translation>
    </message>
    <message>
        <source>&amp;Close the evening</source>
        <translation>&amp;Закрыть вечер</translation>
    </message>
    <message>
        <source>This evening&apos;s record is damaged and cannot be opened: %1</source>
        <translation>Запись этого вечера повреждена, и его нельзя открыть: %1</translation>
    </message>
    <message>
        <source>Re&amp;open the evening</source>
        <translation>&amp;Открыть вечер снова</translation>
    </message>
    <message>
        <source>Game %1 (no. %2): %3</source>
        <translation>Игра %1 (№ %2): %3</translation>
    </message>
    <message>
        <source>New evening</source>
        <translation>Новый вечер</translation>
    </message>
    <message>
        <source>Name:</source>
        <translation>Название:</translation>
    </message>
    <message>
        <source>Add players</source>
        <translation>Добавить игроков</translation>
    </message>
    <message>
        <source>Names, separated by commas:</source>
        <translation>Имена через запятую:</translation>
    </message>
    <message>
        <source>Remove the game</source>
        <translation>Убрать игру</translation>
    </message>
    <message>
        <source>Take game no. %1 out of this evening? Its points leave the table; the game itself stays in Saved games.</source>
        <translation>Убрать игру № %1 из этого вечера? Её баллы уйдут из таблицы; сама игра останется в сохранённых играх.</translation>
    </message>
    <message>
        <source>The table is shown on the players&apos; screen between games: end or close the game first.</source>
        <translation>Таблица показывается на экране игроков между играми: сначала завершите или закройте игру.</translation>
    </message>
    <message>
        <source>Export the evening</source>
        <translation>Экспорт вечера</translation>
    </message>
    <message>
        <source>Web page (*.html);;PDF (*.pdf);;Spreadsheet (*.csv)</source>
        <translation>Веб-страница (*.html);;PDF (*.pdf);;Таблица (*.csv)</translation>
    </message>
    <message>
        <source>Writing the evening (%1)… page %2</source>
        <translation>Записываю вечер (%1)… страница %2</translation>
    </message>
    <message>
        <source>Writing the evening (%1)…</source>
        <translation>Записываю вечер (%1)…</translation>
    </message>
</context>
<context>
    <name>GameController</name>
    <message>
        <source>Seat %1 renamed: %2 → %3</source>
        <extracomment>How often (milliseconds) the file is read again while a write&apos;s fate is unknown. A resumed game&apos;s stack: the texts of its last actions made at once (the history shows them, the Edit menu names the last); the others&apos; after the first paint, this many per turn of the event loop (newest first), or at their first undo or redo.</extracomment>
        <translation>Место %1 переименовано: %2 → %3</translation>
    </message>
</context>
<context>
    <name>GameOverPanel</name>
    <message>
        <source>Game over</source>
        <translation>Игра окончена</translation>
    </message>
    <message>
        <source>Seat</source>
        <translation>Место</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Игрок</translation>
    </message>
    <message>
        <source>Role</source>
        <translation>Роль</translation>
    </message>
    <message>
        <source>Fate</source>
        <translation>Судьба</translation>
    </message>
    <message>
        <source>Export report (HTML)</source>
        <translation>Отчёт в HTML</translation>
    </message>
    <message>
        <source>Export report (PDF)</source>
        <translation>Отчёт в PDF</translation>
    </message>
    <message>
        <source>Save game log</source>
        <translation>Сохранить журнал игры</translation>
    </message>
    <message>
        <source>Reports are not available: %1</source>
        <translation>Отчёты недоступны: %1</translation>
    </message>
    <message>
        <source>Ctrl+Z undoes the last action and goes back into the game.</source>
        <translation>Ctrl+Z отменяет последнее действие и возвращает в игру.</translation>
    </message>
    <message>
        <source>Bonus points  [A]</source>
        <translation>Доп. баллы  [A]</translation>
    </message>
    <message>
        <source>Foul  [F]</source>
        <translation>Фол  [F]</translation>
    </message>
    <message>
        <source>Disqualify  [X]</source>
        <translation>Дисквалификация  [X]</translation>
    </message>
    <message>
        <source>After the end a foul or a disqualification changes no result and removes nobody; it counts for points (S-WIN-4)</source>
        <translation>После конца игры фол или дисквалификация не меняют результата и никого не удаляют, но учитываются в баллах (S-WIN-4)</translation>
    </message>
    <message>
        <source>This game is open read-only: nothing can be entered here.</source>
        <translation>Эта игра открыта только для чтения: здесь ничего нельзя ввести.</translation>
    </message>
    <message>
        <source>Reason</source>
        <translation>Причина</translation>
    </message>
    <message>
        <source>HTML report (*.html)</source>
        <translation>Отчёт HTML (*.html)</translation>
    </message>
    <message>
        <source>PDF report (*.pdf)</source>
        <translation>Отчёт PDF (*.pdf)</translation>
    </message>
    <message>
        <source>Game log (*.mafia.json)</source>
        <translation>Журнал игры (*.mafia.json)</translation>
    </message>
    <message>
        <source>Export the game</source>
        <translation>Экспорт игры</translation>
    </message>
    <message>
        <source>Export cancelled: nothing was written.</source>
        <translation>Экспорт отменён: ничего не записано.</translation>
    </message>
    <message>
        <source>Writing the report (%1)… page %2</source>
        <translation>Записываю отчёт (%1)… страница %2</translation>
    </message>
    <message>
        <source>Writing the report (%1)…</source>
        <translation>Записываю отчёт (%1)…</translation>
    </message>
</context>
<context>
    <name>GamePage</name>
    <message>
        <source>Players are looking: roles and secrets are hidden.
Press F9 to show them again.</source>
        <extracomment>The timer&apos;s height (pixels): a quarter of the page&apos;s, within these bounds.</extracomment>
        <translation>Игроки смотрят на экран: роли и тайны скрыты.
Нажмите F9, чтобы показать их снова.</translation>
    </message>
    <message>
        <source>Time is up: close the vote  [L]</source>
        <translation>Время вышло: закрыть голосование  [L]</translation>
    </message>
</context>
<context>
    <name>GamesDialog</name>
    <message>
        <source>Saved games</source>
        <translation>Сохранённые игры</translation>
    </message>
    <message>
        <source>Games in progress</source>
        <translation>Незаконченные игры</translation>
    </message>
    <message>
        <source>Finished games</source>
        <translation>Оконченные игры</translation>
    </message>
    <message>
        <source>No saved games yet.</source>
        <translation>Сохранённых игр пока нет.</translation>
    </message>
    <message>
        <source>&amp;Resume</source>
        <translation>&amp;Продолжить</translation>
    </message>
    <message>
        <source>&amp;Open read-only</source>
        <translation>&amp;Открыть для просмотра</translation>
    </message>
    <message>
        <source>Open for &amp;correction…</source>
        <translation>Открыть для &amp;исправления…</translation>
    </message>
    <message>
        <source>&amp;Delete…</source>
        <translation>&amp;Удалить…</translation>
    </message>
    <message>
        <source>Reading the saved games was cancelled: close and open Saved games to read them again.</source>
        <translation>Чтение сохранённых игр отменено: закройте и снова откройте «Сохранённые игры», чтобы прочитать их.</translation>
    </message>
    <message>
        <source>This game is open in the window: it cannot be deleted.</source>
        <translation>Эта игра открыта в окне: её нельзя удалить.</translation>
    </message>
    <message>
        <source>This window only reads the database: nothing can be changed here.</source>
        <translation>Это окно только читает базу данных: здесь ничего нельзя изменить.</translation>
    </message>
    <message>
        <source>Delete the game started %1 (%2)? Its log, corrections and notes are deleted; this cannot be undone.</source>
        <translation>Удалить игру, начатую %1 (%2)? Её журнал, исправления и заметки будут удалены; это нельзя отменить.</translation>
    </message>
    <message>
        <source>Delete game</source>
        <translation>Удаление игры</translation>
    </message>
    <message>
        <source>Reading the saved games… %1 read</source>
        <translation>Чтение сохранённых игр… прочитано: %1</translation>
    </message>
    <message>
        <source>E&amp;xport for other sites</source>
        <translation>&amp;Экспорт для сайтов</translation>
    </message>
    <message>
        <source>A finished sport game can be exported for the ratings site and the FIIM site.</source>
        <translation>Для рейтингового сайта и сайта ФИИМ экспортируется завершённая спортивная игра.</translation>
    </message>
    <message>
        <source>Export for other sites</source>
        <translation>Экспорт для сайтов</translation>
    </message>
    <message>
        <source>JSON (*.json)</source>
        <translation>JSON (*.json)</translation>
    </message>
    <message>
        <source>This game cannot be written in this format: %1</source>
        <translation>Эту игру нельзя записать в этом формате: %1</translation>
    </message>
    <message>
        <source>Export failed: %1</source>
        <translation>Экспорт не удался: %1</translation>
    </message>
</context>
<context>
    <name>GamesModel</name>
    <message>
        <source>Damaged</source>
        <translation>Повреждена</translation>
    </message>
    <message>
        <source>In progress</source>
        <translation>Идёт</translation>
    </message>
    <message>
        <source>Draw</source>
        <translation>Ничья</translation>
    </message>
    <message>
        <source>Game #%1 cannot be opened: %2</source>
        <translation>Игру №%1 нельзя открыть: %2</translation>
    </message>
    <message>
        <source>Game #%1</source>
        <translation>Игра № %1</translation>
    </message>
    <message>
        <source>Started: %1</source>
        <translation>Начата: %1</translation>
    </message>
    <message>
        <source>Ended: %1</source>
        <translation>Окончена: %1</translation>
    </message>
    <message numerus="yes">
        <source>%n player(s): </source>
        <translation>
            <numerusform>%n игрок: </numerusform>
            <numerusform>%n игрока: </numerusform>
            <numerusform>%n игроков: </numerusform>
        </translation>
    </message>
    <message>
        <source>Started</source>
        <translation>Начата</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Игроки</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Правила</translation>
    </message>
    <message>
        <source>Actions</source>
        <translation>Действия</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Итог</translation>
    </message>
</context>
<context>
    <name>GamesPage</name>
    <message>
        <source>&amp;Import logs…</source>
        <translation>&amp;Загрузить журналы игр…</translation>
    </message>
    <message>
        <source>What became of each file:</source>
        <translation>Что стало с каждым файлом:</translation>
    </message>
    <message>
        <source>&amp;Assign to game…</source>
        <translation>&amp;Указать игру…</translation>
    </message>
    <message>
        <source>Point the file chosen above (refused, or a conflict) at the game it was played as</source>
        <translation>Указать, за какую игру турнира сыгран выбранный выше файл (отклонённый или конфликт)</translation>
    </message>
    <message>
        <source>Conflicts: another log came back for a game already counted. Choose which counts:</source>
        <translation>Конфликты: для уже засчитанной игры пришёл другой журнал. Выберите, какой засчитать:</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>Тур</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Стол</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Игра</translation>
    </message>
    <message>
        <source>Counted now</source>
        <translation>Засчитан сейчас</translation>
    </message>
    <message>
        <source>Imported</source>
        <translation>Загруженный</translation>
    </message>
    <message>
        <source>&amp;Keep counted</source>
        <translation>&amp;Оставить засчитанный</translation>
    </message>
    <message>
        <source>&amp;Use imported</source>
        <translation>&amp;Взять загруженный</translation>
    </message>
    <message>
        <source>Games of the tournament:</source>
        <translation>Игры турнира:</translation>
    </message>
    <message>
        <source>Stored game</source>
        <translation>Сохранённая игра</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Результат</translation>
    </message>
    <message>
        <source>not played yet</source>
        <translation>ещё не сыграна</translation>
    </message>
    <message>
        <source>%1 (a result record from a file: not replayable)</source>
        <translation>%1 (результат из файла: ход игры не воспроизводится)</translation>
    </message>
    <message>
        <source>no. %1: %2</source>
        <translation>№ %1: %2</translation>
    </message>
    <message>
        <source>Import the tables&apos; game logs</source>
        <translation>Загрузить журналы игр со столов</translation>
    </message>
    <message>
        <source>Game logs (*.mafia.json *.json);;Any file (*)</source>
        <translation>Протоколы игр (*.mafia.json *.json);;Любой файл (*)</translation>
    </message>
    <message numerus="yes">
        <source>%n counted</source>
        <translation>
            <numerusform>%n засчитан</numerusform>
            <numerusform>%n засчитано</numerusform>
            <numerusform>%n засчитано</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n duplicate(s)</source>
        <translation>
            <numerusform>%n повтор</numerusform>
            <numerusform>%n повтора</numerusform>
            <numerusform>%n повторов</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n conflict(s)</source>
        <translation>
            <numerusform>%n конфликт</numerusform>
            <numerusform>%n конфликта</numerusform>
            <numerusform>%n конфликтов</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n refused</source>
        <translation>
            <numerusform>%n отклонён</numerusform>
            <numerusform>%n отклонено</numerusform>
            <numerusform>%n отклонено</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: %2.</source>
        <translation>%1: %2.</translation>
    </message>
    <message numerus="yes">
        <source>%n file(s)</source>
        <translation>
            <numerusform>%n файл</numerusform>
            <numerusform>%n файла</numerusform>
            <numerusform>%n файлов</numerusform>
        </translation>
    </message>
    <message>
        <source>Importing the logs… %1 of %2</source>
        <translation>Загрузка журналов игр… %1 из %2</translation>
    </message>
    <message>
        <source>Import logs</source>
        <translation>Загрузка журналов игр</translation>
    </message>
    <message>
        <source>not read: the import was cancelled</source>
        <translation>не прочитан: загрузка отменена</translation>
    </message>
    <message>
        <source>choose a refused or conflicting file in the list first</source>
        <translation>сначала выберите в списке отклонённый или конфликтный файл</translation>
    </message>
    <message>
        <source>The counted log is kept.</source>
        <translation>Засчитанный журнал оставлен.</translation>
    </message>
    <message>
        <source>The imported log counts now.</source>
        <translation>Теперь засчитан загруженный журнал.</translation>
    </message>
</context>
<context>
    <name>HelpDialog</name>
    <message>
        <source>Type a seat number and press Enter: picks that seat (like a click)</source>
        <extracomment>Shortcuts that are not host actions: (keys, what they do).</extracomment>
        <translation>Номер места и Enter: выбирает это место (как щелчок)</translation>
    </message>
    <message>
        <source>Erase the last typed digit</source>
        <translation>Стереть последнюю введённую цифру</translation>
    </message>
    <message>
        <source>Cancel the action being entered</source>
        <translation>Отменить вводимое действие</translation>
    </message>
    <message>
        <source>Undo the last action (the Edit menu says which); in a note, undo the typing</source>
        <translation>Отменить последнее действие (какое — видно в меню «Правка»); в заметке — отменить ввод текста</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>Повторить отменённое</translation>
    </message>
    <message>
        <source>Players are looking: hide every role and secret</source>
        <translation>Игроки смотрят: скрыть все роли и тайны</translation>
    </message>
    <message>
        <source>Timer: start, pause or resume</source>
        <translation>Таймер: запустить, приостановить или продолжить</translation>
    </message>
    <message>
        <source>Timer: 30 more seconds</source>
        <translation>Таймер: ещё 30 секунд</translation>
    </message>
    <message>
        <source>Speeches: time each living player in turn</source>
        <translation>Речи: таймер для каждого живого игрока по очереди</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Новая игра</translation>
    </message>
    <message>
        <source>Open a game log (.mafia.json)</source>
        <translation>Открыть журнал игры (.mafia.json)</translation>
    </message>
    <message>
        <source>Save the game log (.mafia.json)</source>
        <translation>Сохранить журнал игры (.mafia.json)</translation>
    </message>
    <message>
        <source>This help</source>
        <translation>Эта справка</translation>
    </message>
    <message>
        <source>Keyboard shortcuts</source>
        <translation>Горячие клавиши</translation>
    </message>
    <message>
        <source>Press an action&apos;s key (or its button), then pick its players: click their seats or type a seat number and press Enter. Only legal actions and seats are offered. In the vote, type the voter&apos;s seat, Enter, then the candidate&apos;s seat, Enter. Esc cancels.</source>
        <translation>Нажмите клавишу действия (или его кнопку), затем выберите игроков: щёлкните по их местам или введите номер места и нажмите Enter. Предлагаются только допустимые действия и места. При голосовании введите место голосующего, Enter, затем место кандидата, Enter. Esc — отмена.</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>Клавиши</translation>
    </message>
    <message>
        <source>Does</source>
        <translation>Что делает</translation>
    </message>
</context>
<context>
    <name>HistoryPanel</name>
    <message>
        <source>Start of the game</source>
        <translation>Начало игры</translation>
    </message>
    <message>
        <source>Corrections (undone actions)</source>
        <translation>Исправления (отменённые действия)</translation>
    </message>
    <message>
        <source>Actions the host undid. A redo brings one back into the game; a new action in its place keeps it here. The report lists them too.</source>
        <translation>Действия, которые ведущий отменил. Повтор возвращает действие в игру; новое действие на его месте оставляет его здесь. Отчёт тоже их перечисляет.</translation>
    </message>
</context>
<context>
    <name>HistoryView</name>
    <message>
        <source>Go back to just after “%1”?</source>
        <translation>Вернуться к моменту сразу после «%1»?</translation>
    </message>
    <message>
        <source>Go back to the start of the game?</source>
        <translation>Вернуться к началу игры?</translation>
    </message>
    <message numerus="yes">
        <source>This undoes %n action(s), the last first:</source>
        <translation>
            <numerusform>Будет отменено %n действие, начиная с последнего:</numerusform>
            <numerusform>Будут отменены %n действия, начиная с последнего:</numerusform>
            <numerusform>Будут отменены %n действий, начиная с последнего:</numerusform>
        </translation>
    </message>
    <message>
        <source>Go back in the history</source>
        <translation>Вернуться по истории</translation>
    </message>
    <message numerus="yes">
        <source>Undo %n action(s)</source>
        <translation>
            <numerusform>Отменить %n действие</numerusform>
            <numerusform>Отменить %n действия</numerusform>
            <numerusform>Отменить %n действий</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Jobs</name>
    <message>
        <source>Cancel</source>
        <translation>Отмена</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Not saved, so not done: %1</source>
        <translation>Не сохранено, поэтому не выполнено: %1</translation>
    </message>
    <message>
        <source>Game over</source>
        <translation>Игра окончена</translation>
    </message>
    <message>
        <source>Mafia Desktop</source>
        <translation>Мафия: стол ведущего</translation>
    </message>
    <message>
        <source>History (click to go back)</source>
        <translation>История (щелчок — вернуться)</translation>
    </message>
    <message>
        <source>Host notes</source>
        <translation>Заметки ведущего</translation>
    </message>
    <message>
        <source>Role card of the selected player</source>
        <translation>Карта роли выбранного игрока</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Игра</translation>
    </message>
    <message>
        <source>&amp;New game…</source>
        <translation>&amp;Новая игра…</translation>
    </message>
    <message>
        <source>&amp;Saved games…</source>
        <translation>&amp;Сохранённые игры…</translation>
    </message>
    <message>
        <source>&amp;Open game log…</source>
        <translation>&amp;Открыть журнал игры…</translation>
    </message>
    <message>
        <source>&amp;Save game log as…</source>
        <translation>Сохранить журнал игры &amp;как…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Выход</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Правка</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Отменить</translation>
    </message>
    <message>
        <source>Show the live &amp;tally on the projector</source>
        <translation>Показывать &amp;подсчёт голосов на проекторе</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>Повторить</translation>
    </message>
    <message>
        <source>S&amp;tore this game…</source>
        <translation>Сохранить эту игру в &amp;базе…</translation>
    </message>
    <message>
        <source>&amp;Go on without storing…</source>
        <translation>&amp;Продолжить без сохранения…</translation>
    </message>
    <message>
        <source>Open for co&amp;rrection…</source>
        <translation>Открыть для испр&amp;авления…</translation>
    </message>
    <message>
        <source>&amp;Export report (HTML)…</source>
        <translation>&amp;Экспорт отчёта (HTML)…</translation>
    </message>
    <message>
        <source>Export report (&amp;PDF)…</source>
        <translation>Экспорт отчёта (&amp;PDF)…</translation>
    </message>
    <message>
        <source>Print role &amp;cards (PDF)…</source>
        <translation>Печать &amp;карт ролей (PDF)…</translation>
    </message>
    <message>
        <source>Pl&amp;ayers…</source>
        <translation>&amp;Игроки…</translation>
    </message>
    <message>
        <source>Open a &amp;tournament schedule…</source>
        <translation>Открыть &amp;расписание турнира…</translation>
    </message>
    <message>
        <source>E&amp;vening</source>
        <translation>&amp;Вечер</translation>
    </message>
    <message>
        <source>&amp;Evening: players, table, seating…</source>
        <translation>&amp;Вечер: игроки, таблица, рассадка…</translation>
    </message>
    <message>
        <source>&amp;Tournament</source>
        <translation>&amp;Турнир</translation>
    </message>
    <message>
        <source>&amp;Tournament: players, rounds, games, standings…</source>
        <translation>&amp;Турнир: игроки, туры, игры, таблица…</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Вид</translation>
    </message>
    <message>
        <source>&amp;Players are looking (hide roles)</source>
        <translation>Игроки &amp;смотрят (скрыть роли)</translation>
    </message>
    <message>
        <source>P&amp;rojector window (players&apos; screen)</source>
        <translation>&amp;Окно проектора (экран игроков)</translation>
    </message>
    <message>
        <source>Players&apos; p&amp;hones and screens…</source>
        <translation>&amp;Телефоны игроков и экраны…</translation>
    </message>
    <message>
        <source>Phones</source>
        <translation>Телефоны</translation>
    </message>
    <message>
        <source>&amp;Sound, music and voice…</source>
        <translation>&amp;Звук, музыка и голос…</translation>
    </message>
    <message>
        <source>&amp;Mute the night music</source>
        <translation>&amp;Выключить звук ночной музыки</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Язык</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Справка</translation>
    </message>
    <message>
        <source>&amp;Keyboard shortcuts</source>
        <translation>&amp;Горячие клавиши</translation>
    </message>
    <message>
        <source>Not saved: no database</source>
        <translation>Не сохраняется: нет базы данных</translation>
    </message>
    <message>
        <source>No new game here: this window only reads the database, so a new game could not be stored.</source>
        <translation>Новую игру здесь не начать: это окно только читает базу данных, и новую игру некуда сохранить.</translation>
    </message>
    <message>
        <source>Read-only: the database&apos;s disk or file cannot be written</source>
        <translation>Только чтение: на диск или в файл базы нельзя записывать</translation>
    </message>
    <message>
        <source>Read-only: another window writes to this database</source>
        <translation>Только чтение: в эту базу пишет другое окно</translation>
    </message>
    <message>
        <source>No unfinished games are stored.</source>
        <translation>Незаконченных игр нет.</translation>
    </message>
    <message>
        <source>No database is open.</source>
        <translation>База данных не открыта.</translation>
    </message>
    <message>
        <source>Redone: %1</source>
        <translation>Повторено: %1</translation>
    </message>
    <message>
        <source>Note: %1</source>
        <translation>Примечание: %1</translation>
    </message>
    <message>
        <source>Undone: %1</source>
        <translation>Отменено: %1</translation>
    </message>
    <message>
        <source>The game was changed in another window or program and has been loaded again from the database: %1</source>
        <translation>Игру изменили в другом окне или программе, она заново загружена из базы: %1</translation>
    </message>
    <message>
        <source>Checked in the database: %1</source>
        <translation>Проверено в базе данных: %1</translation>
    </message>
    <message>
        <source>Done: %1 (%2)</source>
        <translation>Сделано: %1 (%2)</translation>
    </message>
    <message>
        <source>Evening</source>
        <translation>Вечер</translation>
    </message>
    <message>
        <source>No database is open, so no evening is kept.</source>
        <translation>База данных не открыта, вечер не сохраняется.</translation>
    </message>
    <message>
        <source>Tournament</source>
        <translation>Турнир</translation>
    </message>
    <message>
        <source>No database is open, so no tournament is kept.</source>
        <translation>База данных не открыта, поэтому турнир негде хранить.</translation>
    </message>
    <message>
        <source>Night music muted</source>
        <translation>Ночная музыка без звука</translation>
    </message>
    <message>
        <source>Night music on</source>
        <translation>Ночная музыка со звуком</translation>
    </message>
    <message>
        <source>Written: %1</source>
        <translation>Записано: %1</translation>
    </message>
    <message>
        <source>Export failed: %1</source>
        <translation>Экспорт не удался: %1</translation>
    </message>
    <message>
        <source>Print role cards</source>
        <translation>Печать карт ролей</translation>
    </message>
    <message>
        <source>PDF (*.pdf)</source>
        <translation>PDF (*.pdf)</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Игроки</translation>
    </message>
    <message>
        <source>No database is open, so no players are kept.</source>
        <translation>База данных не открыта, поэтому игроки не сохраняются.</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Новая игра</translation>
    </message>
    <message>
        <source>The game has %1 players: the host window draws a table of at most %2 seats (mafia-desktop replay reads it).</source>
        <translation>Игроков в игре: %1, а окно ведущего рисует стол не больше чем на %2 мест (mafia-desktop replay её прочтёт).</translation>
    </message>
    <message>
        <source>No database is open: this game will not be stored anywhere, and a crash would lose it. Start it anyway?</source>
        <translation>База данных не открыта: эта игра нигде не сохранится, и при сбое она будет потеряна. Всё равно начать?</translation>
    </message>
    <message>
        <source>The game cannot be stored: %1</source>
        <translation>Игру не удаётся сохранить: %1</translation>
    </message>
    <message>
        <source>Resume a game</source>
        <translation>Продолжить игру</translation>
    </message>
    <message>
        <source>It stays stored: Game → Saved games… can delete it.</source>
        <translation>Она остаётся в базе: удалить её можно в «Игра → Сохранённые игры…».</translation>
    </message>
    <message>
        <source>Open game log</source>
        <translation>Открыть журнал игры</translation>
    </message>
    <message>
        <source>Game logs (*.mafia.json *.json)</source>
        <translation>Журналы игр (*.mafia.json *.json)</translation>
    </message>
    <message>
        <source>field %1</source>
        <translation>поле %1</translation>
    </message>
    <message>
        <source>action %1</source>
        <translation>действие %1</translation>
    </message>
    <message>
        <source>action %1 breaks %2 (%3): %4</source>
        <translation>действие %1 нарушает %2 (%3): %4</translation>
    </message>
    <message>
        <source>Store this game</source>
        <translation>Сохранить эту игру</translation>
    </message>
    <message>
        <source>This game was stored already (game #%1): that one is open, nothing was stored twice.</source>
        <translation>Эта игра уже сохранена (игра №%1): открыта она, дважды ничего не сохранено.</translation>
    </message>
    <message>
        <source>Stored as game #%1.</source>
        <translation>Сохранено как игра №%1.</translation>
    </message>
    <message>
        <source>%1 cannot be opened:
%2</source>
        <translation>Не удаётся открыть %1:
%2</translation>
    </message>
    <message>
        <source>Save game log</source>
        <translation>Сохранить журнал игры</translation>
    </message>
    <message>
        <source>Game logs (*.mafia.json)</source>
        <translation>Журналы игр (*.mafia.json)</translation>
    </message>
    <message>
        <source>Not saved: %1</source>
        <translation>Не сохранено: %1</translation>
    </message>
    <message>
        <source>Saved: %1</source>
        <translation>Сохранено: %1</translation>
    </message>
    <message>
        <source>Mafia Desktop — %1</source>
        <translation>Мафия: стол ведущего — %1</translation>
    </message>
    <message>
        <source>Players are looking: press F9 to enter actions</source>
        <translation>Игроки смотрят: нажмите F9, чтобы вводить действия</translation>
    </message>
    <message>
        <source>Click a seat or type its number and press Enter; Esc cancels.</source>
        <translation>Щёлкните по месту или введите его номер и нажмите Enter; Esc — отмена.</translation>
    </message>
    <message>
        <source>Enter a vote: the voter&apos;s seat, then the candidate&apos;s.</source>
        <translation>Введите голос: место голосующего, затем место кандидата.</translation>
    </message>
    <message>
        <source>Click a seat to nominate: the nominator, then the candidate. Press a letter for another action (F1).</source>
        <translation>Выдвижение — щёлкните по местам: кто выдвигает, затем кандидат. Другое действие — клавиша с буквой (F1).</translation>
    </message>
    <message>
        <source>Press an action&apos;s button or key (F1 lists them).</source>
        <translation>Нажмите кнопку или клавишу действия (список — F1).</translation>
    </message>
    <message>
        <source>Space ends the speech. Click a seat (or N) to nominate it; F and a seat gives a foul (F1 lists the keys).</source>
        <translation>Пробел заканчивает речь. Щелчок по месту (или N) — выставить игрока; F и место — фол (F1 — все клавиши).</translation>
    </message>
    <message>
        <source>Space ends the speech; F and a seat gives a foul (F1 lists the keys).</source>
        <translation>Пробел заканчивает речь; F и место — фол (F1 — все клавиши).</translation>
    </message>
    <message>
        <source>Night 0: let the agreement minute run; nobody shoots or checks. E ends the night.</source>
        <translation>Нулевая ночь: дайте минуте договорки пройти; никто не стреляет и не проверяет. E — завершить ночь.</translation>
    </message>
    <message>
        <source>Wake the shot player at the end of the night: B and their best move&apos;s seats, then Enter (S-BEST-1); E ends the night.</source>
        <translation>В конце ночи разбудите убитого: B и номера его лучшего хода, затем Enter (S-BEST-1); E завершает ночь.</translation>
    </message>
    <message>
        <source>Everything of the night is entered: E ends the night (Ctrl+Z to change an entry).</source>
        <translation>Всё за ночь внесено: E — завершить ночь (Ctrl+Z — исправить запись).</translation>
    </message>
    <message>
        <source>K and a seat: the shot; P: missed; D and C: the checks; E ends the night.</source>
        <translation>K и место — выстрел; P — промах; D и C — проверки; E заканчивает ночь.</translation>
    </message>
    <message>
        <source>Seat: %1_</source>
        <translation>Место: %1_</translation>
    </message>
    <message>
        <source>Done: %1</source>
        <translation>Сделано: %1</translation>
    </message>
    <message>
        <source>The vote</source>
        <translation>Голосование</translation>
    </message>
    <message>
        <source>Last word: %1</source>
        <translation>Последнее слово: %1</translation>
    </message>
    <message>
        <source>Night</source>
        <translation>Ночь</translation>
    </message>
    <message>
        <source>Speech</source>
        <translation>Речь</translation>
    </message>
    <message>
        <source>Speech: %1</source>
        <translation>Речь: %1</translation>
    </message>
    <message>
        <source>Short speech: %1</source>
        <translation>Короткая речь: %1</translation>
    </message>
    <message>
        <source>Silent turn: %1</source>
        <translation>Молчание: %1</translation>
    </message>
    <message>
        <source>Defence: %1</source>
        <translation>Оправдание: %1</translation>
    </message>
    <message>
        <source>The black team&apos;s agreement</source>
        <translation>Договорка чёрных</translation>
    </message>
    <message>
        <source>Time is up</source>
        <translation>Время вышло</translation>
    </message>
    <message>
        <source>Not known yet whether it was saved: %1</source>
        <translation>Пока неизвестно, сохранено ли: %1</translation>
    </message>
    <message>
        <source>The hands marked (%1) were set aside: mark the raised hands again for this round.</source>
        <extracomment>the sport vote&apos;s hands pick while another action is entered over it (a foul during a ballot): its marked hands stand again after that action the action waiting for the host&apos;s Enter (it would change what the room is told)</extracomment>
        <translation>Отмеченные руки (%1) сброшены: отметьте поднятые руки заново для этого круга.</translation>
    </message>
    <message>
        <source>Not possible now: %1</source>
        <translation>Сейчас нельзя: %1</translation>
    </message>
    <message>
        <source>The vote stays open: nobody was executed.</source>
        <translation>Голосование продолжается: никто не казнён.</translation>
    </message>
    <message>
        <source>Remove a player</source>
        <translation>Удалить игрока</translation>
    </message>
    <message>
        <source>Remove %1 from the game now (R-HOST-1)?
Reason (optional):</source>
        <translation>Удалить игрока %1 из игры сейчас (R-HOST-1)?
Причина (необязательно):</translation>
    </message>
    <message>
        <source>This game is open read-only: nothing can be entered here.</source>
        <translation>Эта игра открыта только для чтения: здесь ничего нельзя ввести.</translation>
    </message>
    <message>
        <source>%1: %2?</source>
        <translation>%1: %2?</translation>
    </message>
    <message>
        <source>%1 cannot be picked here.</source>
        <translation>Здесь нельзя выбрать игрока %1.</translation>
    </message>
    <message>
        <source>%1 cannot vote now.</source>
        <translation>%1 сейчас не может голосовать.</translation>
    </message>
    <message>
        <source>%1 cannot nominate now.</source>
        <translation>%1 сейчас не может выдвинуть кандидата.</translation>
    </message>
    <message>
        <source>This game has no role cards.</source>
        <translation>В этой игре нет карт ролей.</translation>
    </message>
    <message>
        <source>Show %1 their role card</source>
        <translation>Показать игроку %1 карту роли</translation>
    </message>
    <message>
        <source>Note about %1</source>
        <translation>Заметка об игроке %1</translation>
    </message>
    <message>
        <source>Rename %1…</source>
        <translation>Переименовать: %1…</translation>
    </message>
    <message>
        <source>Rename a player</source>
        <translation>Переименовать игрока</translation>
    </message>
    <message>
        <source>Seat %1, now “%2”. The name is corrected in the whole game; Ctrl+Z undoes it.</source>
        <translation>Место %1, сейчас «%2». Имя исправляется во всей игре; Ctrl+Z отменяет.</translation>
    </message>
    <message>
        <source>There is no seat %1.</source>
        <translation>Места %1 нет.</translation>
    </message>
    <message>
        <source>Select a player first.</source>
        <translation>Сначала выберите игрока.</translation>
    </message>
    <message>
        <source>The game database %1 cannot be written:
%2

Open it read-only to look at its games (nothing is stored), or choose another file.</source>
        <translation>Базу игр %1 не удаётся записать:
%2

Откройте её только для чтения, чтобы посмотреть игры (ничего не сохраняется), или выберите другой файл.</translation>
    </message>
    <message>
        <source>The game database %1
%2

Open it read-only to look at its games (nothing is stored), or choose another file.</source>
        <translation>База игр %1 занята:
%2

Откройте её только для чтения, чтобы посмотреть игры (ничего не сохраняется), или выберите другой файл.</translation>
    </message>
    <message>
        <source>The game database %1 cannot be opened:
%2

Games played now are not stored anywhere: a crash would lose them.</source>
        <translation>Не удаётся открыть базу данных игр %1:
%2

Игры, сыгранные сейчас, нигде не сохранятся: при сбое они будут потеряны.</translation>
    </message>
    <message>
        <source>Database</source>
        <translation>База данных</translation>
    </message>
    <message>
        <source>Open it read-only</source>
        <translation>Открыть только для чтения</translation>
    </message>
    <message>
        <source>Start a new database beside it</source>
        <translation>Создать новую базу рядом с ней</translation>
    </message>
    <message>
        <source>Choose another file…</source>
        <translation>Выбрать другой файл…</translation>
    </message>
    <message>
        <source>Continue without saving</source>
        <translation>Продолжить без сохранения</translation>
    </message>
    <message>
        <source>New game database</source>
        <translation>Новая база данных игр</translation>
    </message>
    <message>
        <source>Databases (*.sqlite3)</source>
        <translation>Базы данных (*.sqlite3)</translation>
    </message>
    <message>
        <source>Keys are taken as actions again.</source>
        <translation>Клавиши снова принимаются как действия.</translation>
    </message>
    <message>
        <source>Enter does not announce this: it was started by a key among other keys (typing?). Esc, then press its key on its own, or click its button twice.</source>
        <translation>Enter это не объявит: это начато клавишей среди других клавиш (набор текста?). Esc, затем нажмите его клавишу отдельно или дважды щёлкните его кнопку.</translation>
    </message>
    <message>
        <source>Not yet announced: Enter came at once. Read what will be announced, then press Enter.</source>
        <translation>Ещё не объявлено: Enter нажат сразу. Прочитайте, что будет объявлено, и нажмите Enter.</translation>
    </message>
    <message>
        <source>Not announced: nothing has changed.</source>
        <translation>Не объявлено: ничего не изменилось.</translation>
    </message>
    <message>
        <source>Typing ignored: Esc or click the table</source>
        <translation>Набор текста: Esc или щелчок по столу</translation>
    </message>
    <message>
        <source>Typing is not taken as actions — press Esc or click the table to go on</source>
        <translation>Набранный текст не принимается как действия — нажмите Esc или щёлкните по столу, чтобы продолжить</translation>
    </message>
    <message>
        <source>%1 leaves</source>
        <extracomment>How a seat leaves by the vote (classic, sport): &quot;Vote result: ...&quot; names it.</extracomment>
        <translation>%1 уходит</translation>
    </message>
    <message>
        <source>%1 leave</source>
        <translation>%1 уходят</translation>
    </message>
    <message>
        <source>Revote (round %1)</source>
        <translation>Переголосование (круг %1)</translation>
    </message>
    <message>
        <source>Discussion and nominations</source>
        <translation>Обсуждение и выдвижение</translation>
    </message>
    <message>
        <source>Last word</source>
        <translation>Последнее слово</translation>
    </message>
    <message>
        <source>Speeches</source>
        <translation>Речи</translation>
    </message>
    <message>
        <source>Defence speeches</source>
        <translation>Оправдательные речи</translation>
    </message>
    <message>
        <source>Raise-all</source>
        <translation>Подъём</translation>
    </message>
    <message>
        <source>The day is over</source>
        <translation>День окончен</translation>
    </message>
    <message>
        <source>nobody leaves now</source>
        <translation>никто не уходит</translation>
    </message>
    <message>
        <source>Vote result: %1</source>
        <translation>Итог: %1</translation>
    </message>
    <message>
        <source>%1: fourth foul</source>
        <translation>%1: четвёртый фол</translation>
    </message>
    <message>
        <source>the vote is cancelled</source>
        <translation>голосование отменено</translation>
    </message>
    <message>
        <source>the game ends</source>
        <translation>конец игры</translation>
    </message>
    <message>
        <source>%1 begins</source>
        <translation>%1</translation>
    </message>
    <message>
        <source>On the screen: %1</source>
        <translation>На экране: %1</translation>
    </message>
    <message>
        <source>Hands: %1 · %2</source>
        <translation>Рук: %1 · %2</translation>
    </message>
    <message>
        <source>%1 — keys in a row: Esc, then its key on its own</source>
        <translation>%1 — клавиши подряд: Esc, затем его клавишу отдельно</translation>
    </message>
    <message>
        <source>%1 — Enter: announce, Esc: back</source>
        <translation>%1 — Enter: объявить, Esc: назад</translation>
    </message>
    <message>
        <source>This game has no role cards: the players&apos; roles are in their seats&apos; looks (hidden while the players are looking).</source>
        <translation>В этой игре нет карт ролей: роли игроков видны на их местах (скрыты, пока игроки смотрят).</translation>
    </message>
    <message>
        <source>The hunter leaves: K and a seat is the last shot.</source>
        <translation>Охотник уходит: K и место — его последний выстрел.</translation>
    </message>
    <message>
        <source>H and P: the witch&apos;s potions (if any); D is dawn.</source>
        <translation>H и P: зелья ведьмы (если есть); D — рассвет.</translation>
    </message>
    <message>
        <source>A victim · C check · G guard · H, P witch · D dawn</source>
        <translation>A жертва · C проверка · G охрана · H, P ведьма · D рассвет</translation>
    </message>
    <message>
        <source>N: a nomination (who, then whom); V: a vote (who, then for whom); E closes the vote.</source>
        <translation>N: выдвижение (кто, затем кого); V: голос (кто, затем за кого); E закрывает голосование.</translation>
    </message>
    <message>
        <source>V: a vote (who, then for whom); E closes the vote.</source>
        <translation>V: голос (кто, затем за кого); E закрывает голосование.</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <source>New game</source>
        <translation>Новая игра</translation>
    </message>
    <message>
        <source>&amp;Players and seats</source>
        <translation>&amp;Игроки и места</translation>
    </message>
    <message>
        <source>&amp;Rules</source>
        <translation>&amp;Правила</translation>
    </message>
    <message>
        <source>R&amp;oles and deal</source>
        <translation>&amp;Роли и раздача</translation>
    </message>
    <message>
        <source>Start the game</source>
        <translation>Начать игру</translation>
    </message>
    <message>
        <source>Sport mafia (FIIM, ten players)</source>
        <extracomment>The roles in the order the by-hand combo boxes list them.</extracomment>
        <translation>Спортивная мафия (ФИИМ, десять игроков)</translation>
    </message>
    <message>
        <source>&amp;Game:</source>
        <translation>&amp;Игра:</translation>
    </message>
    <message>
        <source>Player&apos;s name</source>
        <translation>Имя игрока</translation>
    </message>
    <message>
        <source>&amp;Add</source>
        <translation>&amp;Добавить</translation>
    </message>
    <message>
        <source>Re&amp;name</source>
        <translation>Пере&amp;именовать</translation>
    </message>
    <message>
        <source>Re&amp;move</source>
        <translation>&amp;Убрать</translation>
    </message>
    <message>
        <source>Move &amp;up</source>
        <translation>&amp;Выше</translation>
    </message>
    <message>
        <source>Move &amp;down</source>
        <translation>&amp;Ниже</translation>
    </message>
    <message>
        <source>The list is the seating around the table, seat 1 first. Drag a player to another seat, or use Move up / Move down. Double-click a name (or press Enter or F2) to rename it. A list of names separated by commas or lines adds them all.</source>
        <translation>Список — это рассадка вокруг стола, начиная с места 1. Перетащите игрока на другое место или нажмите «Выше» / «Ниже». Двойной щелчок по имени (или Enter, или F2) — переименовать. Список имён через запятую или по одному в строке добавляет всех.</translation>
    </message>
    <message>
        <source>A name cannot be empty.</source>
        <extracomment>Item data: the role id the host gave this player by hand (a str or None).</extracomment>
        <translation>Имя не может быть пустым.</translation>
    </message>
    <message>
        <source>A name has at most %1 characters; this one has %2.</source>
        <translation>Длина имени — не больше %1, а у этого — %2.</translation>
    </message>
    <message>
        <source>“%1” is already at the table.</source>
        <translation>«%1» уже за столом.</translation>
    </message>
    <message numerus="yes">
        <source>%n player(s) added.</source>
        <translation>
            <numerusform>Добавлен %n игрок.</numerusform>
            <numerusform>Добавлено %n игрока.</numerusform>
            <numerusform>Добавлено %n игроков.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 Not added: %2</source>
        <translation>%1 Не добавлен: %2</translation>
    </message>
    <message numerus="yes">
        <source>%n player(s)</source>
        <translation>
            <numerusform>%n игрок</numerusform>
            <numerusform>%n игрока</numerusform>
            <numerusform>%n игроков</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Ready: %n player(s).</source>
        <translation>
            <numerusform>Готово: %n игрок.</numerusform>
            <numerusform>Готово: %n игрока.</numerusform>
            <numerusform>Готово: %n игроков.</numerusform>
        </translation>
    </message>
    <message>
        <source>Throw away the players&apos; names typed (%1)?</source>
        <extracomment>False while the program itself closes the dialog (no question then)</extracomment>
        <translation>Выбросить набранные имена игроков (%1)?</translation>
    </message>
    <message>
        <source>Throw them away</source>
        <translation>Выбросить</translation>
    </message>
    <message>
        <source>Classic mafia (from four players, any roles)</source>
        <translation>Классическая мафия (от четырёх игроков, любые роли)</translation>
    </message>
    <message>
        <source>Werewolf (party game, 5–20 players)</source>
        <translation>Оборотни (игра для вечеринки, 5–20 игроков)</translation>
    </message>
</context>
<context>
    <name>NewTournamentDialog</name>
    <message>
        <source>New tournament</source>
        <extracomment>FIIM&apos;s usual shapes as the new tournament&apos;s dialog offers them (``stages.SHAPES``).</extracomment>
        <translation>Новый турнир</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>&amp;Название:</translation>
    </message>
    <message>
        <source>&amp;First day:</source>
        <translation>&amp;Первый день:</translation>
    </message>
    <message>
        <source>&amp;Shape:</source>
        <translation>&amp;Формат:</translation>
    </message>
    <message>
        <source>one round</source>
        <translation>один тур</translation>
    </message>
    <message>
        <source>main round + final (top 10: one table, no Ci)</source>
        <translation>основной этап + финал (лучшие 10: один стол, без Ci)</translation>
    </message>
    <message>
        <source>main round + semi-final (top 20: two tables) + final (top 10)</source>
        <translation>основной этап + полуфинал (лучшие 20: два стола) + финал (лучшие 10)</translation>
    </message>
</context>
<context>
    <name>NoVotesDialog</name>
    <message>
        <source>Nobody voted</source>
        <translation>Никто не проголосовал</translation>
    </message>
    <message>
        <source>No vote stands (R-VOTE-8). Keep the vote open so the players vote again, or choose whom to execute among the candidates.</source>
        <translation>Ни одного голоса не подано (R-VOTE-8). Оставьте голосование открытым, чтобы игроки проголосовали снова, или выберите, кого казнить, среди кандидатов.</translation>
    </message>
    <message>
        <source>Execute %1. %2</source>
        <translation>Казнить %1. %2</translation>
    </message>
    <message>
        <source>Keep the vote open</source>
        <translation>Оставить голосование открытым</translation>
    </message>
</context>
<context>
    <name>NoteEdit</name>
    <message>
        <source>Not saved: %1</source>
        <translation>Не сохранено: %1</translation>
    </message>
</context>
<context>
    <name>NotesPanel</name>
    <message>
        <source>This game is open read-only: notes cannot be written or changed here.</source>
        <translation>Эта игра открыта только для чтения: заметки здесь нельзя писать или менять.</translation>
    </message>
    <message>
        <source>Read-only: no note can be written</source>
        <translation>Только чтение: заметку написать нельзя</translation>
    </message>
    <message>
        <source>Click a player to write about them</source>
        <translation>Щёлкните по игроку, чтобы написать о нём</translation>
    </message>
    <message>
        <source>Player note: nobody selected</source>
        <translation>Заметка об игроке: никто не выбран</translation>
    </message>
    <message>
        <source>Player note: %1. %2</source>
        <translation>Заметка об игроке: %1. %2</translation>
    </message>
    <message>
        <source>Phase note: %1</source>
        <translation>Заметка о фазе: %1</translation>
    </message>
</context>
<context>
    <name>OptionsEditor</name>
    <message>
        <source>%1 — %2</source>
        <extracomment>The longest a time option&apos;s editor goes without a maximum of its own (a day). The largest seed the seed box holds (a QSpinBox is a 32-bit int).</extracomment>
        <translation>%1 — %2</translation>
    </message>
    <message>
        <source>Pre&amp;set:</source>
        <translation>&amp;Набор правил:</translation>
    </message>
    <message>
        <source> s</source>
        <translation> с</translation>
    </message>
    <message>
        <source>any number</source>
        <translation>сколько угодно</translation>
    </message>
</context>
<context>
    <name>Outcome</name>
    <message>
        <source>Winners: %1</source>
        <translation>Победители: %1</translation>
    </message>
    <message>
        <source>A draw: nobody wins</source>
        <translation>Ничья: никто не победил</translation>
    </message>
</context>
<context>
    <name>Panels</name>
    <message>
        <source>Nominate</source>
        <translation>Выдвинуть</translation>
    </message>
    <message>
        <source>Who nominates?</source>
        <translation>Кто выдвигает?</translation>
    </message>
    <message>
        <source>Whom does %1 nominate?</source>
        <translation>Кого выдвигает %1?</translation>
    </message>
    <message>
        <source>Doctor&apos;s choice</source>
        <translation>Выбор Врача</translation>
    </message>
    <message>
        <source>Whom does the doctor protect?</source>
        <translation>Кого защищает Врач?</translation>
    </message>
    <message>
        <source>Journalist&apos;s question</source>
        <translation>Вопрос Журналиста</translation>
    </message>
    <message>
        <source>The journalist asks about whom (first player)?</source>
        <translation>О ком спрашивает Журналист (первый игрок)?</translation>
    </message>
    <message>
        <source>Compare %1 with whom?</source>
        <translation>С кем сравнить игрока %1?</translation>
    </message>
    <message>
        <source>Open the vote</source>
        <translation>Открыть голосование</translation>
    </message>
    <message>
        <source>Vote</source>
        <translation>Голос</translation>
    </message>
    <message>
        <source>Who votes?</source>
        <translation>Кто голосует?</translation>
    </message>
    <message>
        <source>%1 votes for whom?</source>
        <translation>За кого голосует %1?</translation>
    </message>
    <message>
        <source>Withdraw a vote</source>
        <translation>Отозвать голос</translation>
    </message>
    <message>
        <source>Who withdraws their vote?</source>
        <translation>Кто отзывает голос?</translation>
    </message>
    <message>
        <source>Close the vote</source>
        <translation>Закрыть голосование</translation>
    </message>
    <message>
        <source>The host chooses whom to execute:</source>
        <translation>Ведущий выбирает, кого казнить:</translation>
    </message>
    <message>
        <source>End the day</source>
        <translation>Завершить день</translation>
    </message>
    <message>
        <source>Appoint the godfather</source>
        <translation>Назначить Крёстного отца</translation>
    </message>
    <message>
        <source>Who is the new godfather?</source>
        <translation>Кто новый Крёстный отец?</translation>
    </message>
    <message>
        <source>Mafia&apos;s victim</source>
        <translation>Жертва мафии</translation>
    </message>
    <message>
        <source>Whom does the mafia kill?</source>
        <translation>Кого убивает мафия?</translation>
    </message>
    <message>
        <source>The mafia does not kill</source>
        <translation>Мафия не убивает</translation>
    </message>
    <message>
        <source>Maniac&apos;s victim</source>
        <translation>Жертва Маньяка</translation>
    </message>
    <message>
        <source>Whom does the maniac kill?</source>
        <translation>Кого убивает Маньяк?</translation>
    </message>
    <message>
        <source>Commissar&apos;s check</source>
        <translation>Проверка Комиссара</translation>
    </message>
    <message>
        <source>Whom does the commissar check?</source>
        <translation>Кого проверяет Комиссар?</translation>
    </message>
    <message>
        <source>End the night</source>
        <translation>Завершить ночь</translation>
    </message>
    <message>
        <source>Remove a player</source>
        <translation>Удалить игрока</translation>
    </message>
    <message>
        <source>Whom does the host remove from the game?</source>
        <translation>Кого ведущий удаляет из игры?</translation>
    </message>
    <message>
        <source>End the speech</source>
        <translation>Конец речи</translation>
    </message>
    <message>
        <source>Withdraw the nomination</source>
        <translation>Снять выдвижение</translation>
    </message>
    <message>
        <source>Who withdraws their nomination?</source>
        <translation>Кто снимает выдвижение?</translation>
    </message>
    <message>
        <source>Confirm the hands</source>
        <translation>Подтвердить голоса</translation>
    </message>
    <message>
        <source>Hands raised for %1: click them or type their seats, then press Enter.</source>
        <translation>Руки за %1: щёлкните по местам или наберите номера, затем Enter.</translation>
    </message>
    <message>
        <source>Confirm the raise-all</source>
        <translation>Подтвердить подъём</translation>
    </message>
    <message>
        <source>Who is for all of them leaving? Click the hands or type their seats, then press Enter.</source>
        <translation>Кто за то, чтобы ушли все? Щёлкните по рукам или наберите номера, затем Enter.</translation>
    </message>
    <message>
        <source>Shot</source>
        <translation>Выстрел</translation>
    </message>
    <message>
        <source>Whom did the black team shoot?</source>
        <translation>В кого стреляли чёрные?</translation>
    </message>
    <message>
        <source>Missed</source>
        <translation>Промах</translation>
    </message>
    <message>
        <source>Don&apos;s check</source>
        <translation>Проверка дона</translation>
    </message>
    <message>
        <source>Whom does the don check?</source>
        <translation>Кого проверяет дон?</translation>
    </message>
    <message>
        <source>Sheriff&apos;s check</source>
        <translation>Проверка шерифа</translation>
    </message>
    <message>
        <source>Whom does the sheriff check?</source>
        <translation>Кого проверяет шериф?</translation>
    </message>
    <message>
        <source>Best move</source>
        <translation>Лучший ход</translation>
    </message>
    <message>
        <source>The best move: click three players (or type their seats), then press Enter.</source>
        <translation>Лучший ход: щёлкните трёх игроков (или наберите их номера), затем нажмите Enter.</translation>
    </message>
    <message>
        <source>The best move: click 1 to 3 players (or type their seats), then press Enter.</source>
        <translation>Лучший ход: щёлкните по 1–3 игрокам (или наберите номера), затем Enter.</translation>
    </message>
    <message>
        <source>Foul</source>
        <translation>Фол</translation>
    </message>
    <message>
        <source>Who gets a foul?</source>
        <translation>Кому фол?</translation>
    </message>
    <message>
        <source>Disqualify</source>
        <translation>Дисквалифицировать</translation>
    </message>
    <message>
        <source>Whom does the host disqualify?</source>
        <translation>Кого ведущий дисквалифицирует?</translation>
    </message>
    <message>
        <source>Team defeat</source>
        <translation>ППК</translation>
    </message>
    <message>
        <source>Whose team loses by this player&apos;s fault?</source>
        <translation>Из-за кого команда проигрывает (ППК)?</translation>
    </message>
    <message>
        <source>Bonus points</source>
        <translation>Доп. баллы</translation>
    </message>
    <message>
        <source>Who gets the bonus points?</source>
        <translation>Кому доп. баллы?</translation>
    </message>
    <message>
        <source>Marked: %1</source>
        <extracomment>The rows of the sport panel (``Kind.row``): ``speech`` (end it, nominate, withdraw), ``vote`` (the ballot&apos;s and the raise-all&apos;s confirmation), ``day_end``, ``night``, ``best_move``, ``any`` (fouls, penalties, bonus points). The kind a seat click starts when no action is being entered, by stage: in the speeches it is the speaker&apos;s nomination of that seat. The engine&apos;s answer to &quot;which seats may be listed now&quot; for each list kind. Which of a list kind&apos;s prompts the host is shown (by the state; the first when the kind is not here): the best move asks for three names, or one to three (``best_move_guesses``, S-BEST-1). the vote round this list belongs to (the hands of another round never carry)</extracomment>
        <translation>Отмечены: %1</translation>
    </message>
    <message>
        <source>Space</source>
        <extracomment>The translation context of the buttons&apos; labels and the prompts.</extracomment>
        <translation>Пробел</translation>
    </message>
    <message>
        <source>Werewolves&apos; victim</source>
        <translation>Жертва оборотней</translation>
    </message>
    <message>
        <source>Whom do the werewolves attack?</source>
        <translation>На кого нападают оборотни?</translation>
    </message>
    <message>
        <source>Seer&apos;s check</source>
        <translation>Проверка провидицы</translation>
    </message>
    <message>
        <source>Whom does the seer check?</source>
        <translation>Кого проверяет провидица?</translation>
    </message>
    <message>
        <source>Bodyguard&apos;s guard</source>
        <translation>Охрана телохранителя</translation>
    </message>
    <message>
        <source>Whom does the bodyguard guard?</source>
        <translation>Кого охраняет телохранитель?</translation>
    </message>
    <message>
        <source>Witch heals</source>
        <translation>Ведьма лечит</translation>
    </message>
    <message>
        <source>Does the witch heal the victim? Click them.</source>
        <translation>Ведьма лечит жертву? Щёлкните по ней.</translation>
    </message>
    <message>
        <source>Witch poisons</source>
        <translation>Ведьма травит</translation>
    </message>
    <message>
        <source>Whom does the witch poison?</source>
        <translation>Кого травит ведьма?</translation>
    </message>
    <message>
        <source>Dawn</source>
        <translation>Рассвет</translation>
    </message>
    <message>
        <source>For whom does %1 vote?</source>
        <translation>За кого голосует %1?</translation>
    </message>
    <message>
        <source>Hunter&apos;s shot</source>
        <translation>Выстрел охотника</translation>
    </message>
    <message>
        <source>Whom does the hunter shoot?</source>
        <translation>В кого стреляет охотник?</translation>
    </message>
</context>
<context>
    <name>PhasePanel</name>
    <message>
        <source>Speeches (timer)</source>
        <translation>Речи (таймер)</translation>
    </message>
    <message>
        <source>The vote: one click per voter</source>
        <translation>Голосование: один щелчок на голосующего</translation>
    </message>
    <message>
        <source>Last word (timer)</source>
        <translation>Последнее слово (таймер)</translation>
    </message>
    <message>
        <source>Day roles</source>
        <translation>Дневные роли</translation>
    </message>
    <message>
        <source>The mafia</source>
        <translation>Мафия</translation>
    </message>
    <message>
        <source>Decided by:</source>
        <translation>Решает:</translation>
    </message>
    <message>
        <source>Description:</source>
        <translation>Описание:</translation>
    </message>
    <message>
        <source>The maniac</source>
        <translation>Маньяк</translation>
    </message>
    <message>
        <source>The commissar</source>
        <translation>Комиссар</translation>
    </message>
    <message>
        <source>Nominations: %1</source>
        <translation>Выдвижения: %1</translation>
    </message>
    <message>
        <source>none yet</source>
        <translation>пока нет</translation>
    </message>
    <message>
        <source>Executed: %1</source>
        <translation>Казнь: %1</translation>
    </message>
    <message>
        <source>Votes: %1</source>
        <translation>Голоса: %1</translation>
    </message>
    <message>
        <source>Tied: %1. Chosen by: %2</source>
        <translation>Поровну голосов: %1. Решение: %2</translation>
    </message>
    <message>
        <source>Chosen by: %1</source>
        <translation>Решение: %1</translation>
    </message>
    <message>
        <source>The doctor protects %1 tonight.</source>
        <translation>Врач защищает этой ночью: %1.</translation>
    </message>
    <message>
        <source>Journalist: %1 and %2 are %3.</source>
        <translation>Журналист: %1 и %2 — статус %3.</translation>
    </message>
    <message>
        <source>The maniac&apos;s victim: %1</source>
        <translation>Жертва Маньяка: %1</translation>
    </message>
    <message>
        <source>— it will not count, the night cannot end: %1</source>
        <translation>— не засчитывается, ночь не может закончиться: %1</translation>
    </message>
    <message>
        <source>the godfather</source>
        <translation>Крёстный отец</translation>
    </message>
    <message>
        <source>Description (required, R-MAF-5):</source>
        <translation>Описание (обязательно, R-MAF-5):</translation>
    </message>
    <message>
        <source>No decision yet.</source>
        <translation>Решения пока нет.</translation>
    </message>
    <message>
        <source>The mafia does not kill tonight.</source>
        <translation>Мафия этой ночью не убивает.</translation>
    </message>
    <message>
        <source>The mafia&apos;s victim: %1</source>
        <translation>Жертва мафии: %1</translation>
    </message>
    <message>
        <source>(does not count: no description)</source>
        <translation>(не засчитано: нет описания)</translation>
    </message>
    <message>
        <source>The godfather is dead: appoint a new one first (R-GF-1).</source>
        <translation>Крёстный отец выбыл: сначала назначьте нового (R-GF-1).</translation>
    </message>
    <message>
        <source>%1 is: %2</source>
        <translation>%1 — %2</translation>
    </message>
    <message>
        <source>When the night ends:</source>
        <translation>Когда ночь закончится:</translation>
    </message>
    <message>
        <source>When the night ends: nobody dies.</source>
        <translation>Когда ночь закончится: никто не выбудет.</translation>
    </message>
    <message>
        <source>Protected tonight: %1</source>
        <translation>Под защитой этой ночью: %1</translation>
    </message>
</context>
<context>
    <name>PhaseTimer</name>
    <message>
        <source>Start</source>
        <extracomment>Seconds from which the digits are marked (red). How often the display is refreshed, in milliseconds (the time itself never drifts).</extracomment>
        <translation>Старт</translation>
    </message>
    <message>
        <source>Start the countdown from the full time</source>
        <translation>Начать отсчёт с полного времени</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>Пауза</translation>
    </message>
    <message>
        <source>Pause the countdown</source>
        <translation>Приостановить отсчёт</translation>
    </message>
    <message>
        <source>Resume</source>
        <translation>Дальше</translation>
    </message>
    <message>
        <source>Go on from where it was paused</source>
        <translation>Продолжить с места паузы</translation>
    </message>
    <message>
        <source>Reset</source>
        <translation>Сброс</translation>
    </message>
    <message>
        <source>Stop and show the full time again</source>
        <translation>Остановить и снова показать полное время</translation>
    </message>
    <message>
        <source>+30 s</source>
        <translation>+30 с</translation>
    </message>
    <message>
        <source>Give 30 more seconds</source>
        <translation>Добавить 30 секунд</translation>
    </message>
    <message>
        <source>◀ Previous</source>
        <translation>◀ Назад</translation>
    </message>
    <message>
        <source>Back to the previous speaker</source>
        <translation>К предыдущему выступающему</translation>
    </message>
    <message>
        <source>Next ▶</source>
        <translation>Далее ▶</translation>
    </message>
    <message>
        <source>The next speaker starts now</source>
        <translation>Следующий выступающий начинает сейчас</translation>
    </message>
    <message>
        <source>Speeches are over</source>
        <translation>Речи окончены</translation>
    </message>
    <message>
        <source>Seat %1 — %2</source>
        <translation>Место %1 — %2</translation>
    </message>
</context>
<context>
    <name>PhoneSlips</name>
    <message>
        <source>Seat slips</source>
        <translation>Листочки мест</translation>
    </message>
    <message>
        <source>Seat %1</source>
        <translation>Место %1</translation>
    </message>
    <message>
        <source>Scan, hold to see your role, keep it secret.</source>
        <translation>Отсканируйте, удерживайте, чтобы увидеть роль, никому не показывайте.</translation>
    </message>
</context>
<context>
    <name>Phones</name>
    <message>
        <source>Mafia</source>
        <translation>Мафия</translation>
    </message>
    <message>
        <source>Connecting…</source>
        <translation>Подключение…</translation>
    </message>
    <message>
        <source>No connection: trying again…</source>
        <translation>Нет связи: пробуем снова…</translation>
    </message>
    <message>
        <source>Press and hold to see your role</source>
        <translation>Нажмите и удерживайте, чтобы увидеть роль</translation>
    </message>
    <message>
        <source>Release to hide</source>
        <translation>Отпустите, чтобы скрыть</translation>
    </message>
    <message>
        <source>Seen</source>
        <translation>Просмотрено</translation>
    </message>
    <message>
        <source>This seat is now on another phone.</source>
        <translation>Это место теперь на другом телефоне.</translation>
    </message>
    <message>
        <source>This link is not valid.</source>
        <translation>Эта ссылка недействительна.</translation>
    </message>
    <message>
        <source>This game has ended. Ask the host for a new link.</source>
        <translation>Эта игра окончена. Попросите у ведущего новую ссылку.</translation>
    </message>
    <message>
        <source>This link is open on another phone. Ask the host to hand the seat to this one.</source>
        <translation>Эта ссылка открыта на другом телефоне. Попросите ведущего передать место этому телефону.</translation>
    </message>
    <message>
        <source>Seat %1</source>
        <translation>Место %1</translation>
    </message>
    <message>
        <source>Your partners</source>
        <translation>Ваши партнёры</translation>
    </message>
    <message>
        <source>Your checks</source>
        <translation>Ваши проверки</translation>
    </message>
    <message>
        <source>You play for</source>
        <translation>Вы играете за</translation>
    </message>
    <message>
        <source>You are out of the game</source>
        <translation>Вы выбыли из игры</translation>
    </message>
    <message>
        <source>No game yet</source>
        <translation>Игры пока нет</translation>
    </message>
    <message>
        <source>%1. %2</source>
        <translation>%1. %2</translation>
    </message>
    <message>
        <source>%1 — %2</source>
        <translation>%1 — %2</translation>
    </message>
    <message>
        <source>%1 (out of the game)</source>
        <translation>%1 (выбыл из игры)</translation>
    </message>
    <message>
        <source>%1 and %2</source>
        <translation>%1 и %2</translation>
    </message>
    <message>
        <source>%1: %2 — %3</source>
        <translation>%1: %2 — %3</translation>
    </message>
    <message>
        <source>%1 is not an address.</source>
        <translation>%1 — это не адрес.</translation>
    </message>
    <message>
        <source>Port %1 is already in use.</source>
        <translation>Порт %1 уже занят.</translation>
    </message>
    <message>
        <source>The address %1 is not on this laptop.</source>
        <translation>Адреса %1 нет у этого ноутбука.</translation>
    </message>
    <message>
        <source>Port %1 needs rights this program does not have; choose a port above 1024.</source>
        <translation>Для порта %1 у программы нет прав; выберите порт больше 1024.</translation>
    </message>
    <message>
        <source>Cannot listen on %1:%2: %3.</source>
        <translation>Не удаётся открыть %1:%2: %3.</translation>
    </message>
</context>
<context>
    <name>PhonesDialog</name>
    <message>
        <source>%1 (this laptop only)</source>
        <translation>%1 (только этот ноутбук)</translation>
    </message>
    <message>
        <source>&amp;Stop</source>
        <translation>&amp;Остановить</translation>
    </message>
    <message>
        <source>&amp;Start</source>
        <translation>&amp;Запустить</translation>
    </message>
    <message>
        <source>This laptop&apos;s address %1 is gone (another network?): the phones cannot reach it. Press Stop, pick the new address, press Start and show the codes again.</source>
        <translation>Адреса %1 у ноутбука больше нет (другая сеть?): телефоны до него не достучатся. Нажмите «Остановить», выберите новый адрес, нажмите «Запустить» и снова покажите коды.</translation>
    </message>
    <message>
        <source>The address %1 is not this laptop&apos;s any more (another network?): pick one of the list and press Start.</source>
        <translation>Адреса %1 у этого ноутбука больше нет (другая сеть?): выберите адрес из списка и нажмите «Запустить».</translation>
    </message>
    <message>
        <source>Use port %1</source>
        <translation>Взять порт %1</translation>
    </message>
    <message>
        <source>Not started</source>
        <translation>Не запущено</translation>
    </message>
    <message>
        <source>Web screens open now: %1</source>
        <translation>Открыто веб-экранов: %1</translation>
    </message>
    <message>
        <source>Phones cannot connect?</source>
        <translation>Телефоны не подключаются?</translation>
    </message>
    <message>
        <source>Players&apos; phones and screens</source>
        <translation>Телефоны игроков и экраны</translation>
    </message>
    <message>
        <source>This laptop</source>
        <translation>Этот ноутбук</translation>
    </message>
    <message>
        <source>Address:</source>
        <translation>Адрес:</translation>
    </message>
    <message>
        <source>Port:</source>
        <translation>Порт:</translation>
    </message>
    <message>
        <source>The players&apos; screen in a browser</source>
        <translation>Экран игроков в браузере</translation>
    </message>
    <message>
        <source>Open this address (or scan the code) on a TV, a tablet or a phone on the same Wi-Fi: it shows what the projector shows.</source>
        <translation>Откройте этот адрес (или отсканируйте код) на телевизоре, планшете или телефоне в той же сети Wi-Fi: там будет то же, что на проекторе.</translation>
    </message>
    <message>
        <source>Phones cannot &amp;connect?</source>
        <translation>Телефоны не &amp;подключаются?</translation>
    </message>
    <message>
        <source>The phones must be on the same Wi-Fi as this laptop, and the address above must be this laptop&apos;s address on that Wi-Fi.</source>
        <translation>Телефоны должны быть в той же сети Wi-Fi, что и ноутбук, а адрес выше — адресом ноутбука в этой сети.</translation>
    </message>
    <message>
        <source>A guest or café Wi-Fi often keeps its devices apart (&quot;client isolation&quot;): the page never opens. Then turn on this laptop&apos;s hotspot (or a phone&apos;s hotspot), connect this laptop and the players&apos; phones to it, pick its address here and press Start again.</source>
        <translation>Гостевой Wi-Fi или Wi-Fi кафе часто не пускает устройства друг к другу («изоляция клиентов»): страница так и не откроется. Тогда включите точку доступа на этом ноутбуке (или на телефоне), подключите к ней ноутбук и телефоны игроков, выберите здесь её адрес и снова нажмите «Запустить».</translation>
    </message>
    <message>
        <source>Windows may ask whether Mafia Desktop may use the network: answer &quot;Allow&quot; (for private networks). If you pressed Cancel, allow it in the Windows firewall&apos;s settings.</source>
        <translation>Windows может спросить, разрешить ли Mafia Desktop доступ к сети: ответьте «Разрешить» (для частных сетей). Если нажали «Отмена», разрешите в настройках брандмауэра Windows.</translation>
    </message>
    <message>
        <source>When the laptop joins another network its address changes: stop, pick the new address, start again and show the codes again.</source>
        <translation>Когда ноутбук подключается к другой сети, его адрес меняется: остановите, выберите новый адрес, запустите снова и снова покажите коды.</translation>
    </message>
    <message>
        <source>Type the address into the phone&apos;s browser exactly, with http:// and the port; the laptop needs no internet.</source>
        <translation>Вводите адрес в браузер телефона точно, с http:// и портом; интернет ноутбуку не нужен.</translation>
    </message>
    <message>
        <source>✓ on a phone</source>
        <translation>✓ на телефоне</translation>
    </message>
    <message>
        <source>✓ seen</source>
        <translation>✓ видел</translation>
    </message>
    <message>
        <source>Show QR</source>
        <translation>Показать QR</translation>
    </message>
    <message>
        <source>Give to another phone</source>
        <translation>Отдать другому телефону</translation>
    </message>
    <message>
        <source>Press Start: then each seat gets its own link.</source>
        <translation>Нажмите «Запустить»: тогда у каждого места будет своя ссылка.</translation>
    </message>
    <message>
        <source>No game yet: start or resume a game and its seats appear here.</source>
        <translation>Игры пока нет: начните или продолжите игру, и её места появятся здесь.</translation>
    </message>
    <message>
        <source>%1 of %2 players have seen their role.</source>
        <translation>Роль видели %1 из %2 игроков.</translation>
    </message>
    <message>
        <source>Seat %1 — %2 gets a new link. The phone holding the seat now loses it (it says &quot;This seat is now on another phone&quot;).</source>
        <translation>Место %1 — %2 получит новую ссылку. Телефон, у которого место сейчас, его потеряет (он покажет «Это место теперь на другом телефоне»).</translation>
    </message>
    <message>
        <source>Print slips</source>
        <translation>Печать листочков</translation>
    </message>
    <message>
        <source>PDF (*.pdf)</source>
        <translation>PDF (*.pdf)</translation>
    </message>
    <message>
        <source>The slips were not written: %1</source>
        <translation>Листочки не записаны: %1</translation>
    </message>
    <message>
        <source>Seats: each player&apos;s own link</source>
        <translation>Места: у каждого игрока своя ссылка</translation>
    </message>
    <message>
        <source>Seat</source>
        <translation>Место</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Имя</translation>
    </message>
    <message>
        <source>Phone</source>
        <translation>Телефон</translation>
    </message>
    <message>
        <source>Role</source>
        <translation>Роль</translation>
    </message>
    <message>
        <source>Show the &amp;codes one by one…</source>
        <translation>Показать &amp;коды по очереди…</translation>
    </message>
    <message>
        <source>&amp;Print slips…</source>
        <translation>&amp;Печать листочков…</translation>
    </message>
</context>
<context>
    <name>PhonesStatus</name>
    <message>
        <source>Phones: the address %1 is gone: open Phones</source>
        <translation>Телефоны: адреса %1 больше нет, откройте «Телефоны»</translation>
    </message>
    <message>
        <source>Phones: on</source>
        <translation>Телефоны: включено</translation>
    </message>
    <message>
        <source>Phones: %1 of %2 seen</source>
        <translation>Телефоны: видели %1 из %2</translation>
    </message>
    <message>
        <source>Players&apos; screen: %1</source>
        <translation>Экран игроков: %1</translation>
    </message>
</context>
<context>
    <name>PlayerCounts</name>
    <message numerus="yes">
        <source>%n win(s)</source>
        <translation>
            <numerusform>%n победа</numerusform>
            <numerusform>%n победы</numerusform>
            <numerusform>%n побед</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>in %n finished game(s)</source>
        <translation>
            <numerusform>в %n оконченной игре</numerusform>
            <numerusform>в %n оконченных играх</numerusform>
            <numerusform>в %n оконченных играх</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) in progress not counted</source>
        <translation>
            <numerusform>%n незаконченная игра не учтена</numerusform>
            <numerusform>%n незаконченные игры не учтены</numerusform>
            <numerusform>%n незаконченных игр не учтено</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n damaged game(s) not counted</source>
        <translation>
            <numerusform>%n повреждённая игра не учтена</numerusform>
            <numerusform>%n повреждённые игры не учтены</numerusform>
            <numerusform>%n повреждённых игр не учтено</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PlayersDialog</name>
    <message>
        <source>Players</source>
        <translation>Игроки</translation>
    </message>
</context>
<context>
    <name>PlayersModel</name>
    <message>
        <source>%1 (+%2 damaged)</source>
        <extracomment>The column of the points, where the family keeps them. The rules family of the model&apos;s figures and ratings. The record&apos;s keys shown as columns, in the family&apos;s order. The first column of the keys.</extracomment>
        <translation>%1 (+%2 повреждено)</translation>
    </message>
    <message>
        <source>%1 as %2: %3 %4</source>
        <translation>%1 в роли «%2»: %3 %4</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Баллы</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Игрок</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Игры</translation>
    </message>
    <message>
        <source>Wins</source>
        <translation>Победы</translation>
    </message>
    <message>
        <source>Win rate</source>
        <translation>Доля побед</translation>
    </message>
    <message>
        <source>Rating</source>
        <translation>Рейтинг</translation>
    </message>
    <message>
        <source>The rating over the finished games (openskill): μ − 3σ, the skill shown less three times the doubt; select a player for the chart</source>
        <translation>Рейтинг по оконченным играм (openskill): μ − 3σ, показанное мастерство за вычетом трёх сомнений в нём; выберите игрока, чтобы увидеть график</translation>
    </message>
    <message>
        <source>The sum of the player&apos;s points over their finished %1 games</source>
        <translation>Сумма баллов игрока за его законченные игры (%1)</translation>
    </message>
    <message>
        <source>Wins / finished games as %1</source>
        <translation>Победы / оконченные игры в роли «%1»</translation>
    </message>
    <message>
        <source>Wins / finished games in the %1 team</source>
        <translation>Победы / законченные игры за команду «%1»</translation>
    </message>
</context>
<context>
    <name>PlayersPage</name>
    <message>
        <source>Players (the number is the one the seating uses)</source>
        <translation>Игроки (номер — тот, по которому идёт рассадка)</translation>
    </message>
    <message>
        <source>No.</source>
        <translation>№</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Имя</translation>
    </message>
    <message>
        <source>Exhibition</source>
        <translation>Вне зачёта</translation>
    </message>
    <message>
        <source>Consent</source>
        <translation>Согласие</translation>
    </message>
    <message>
        <source>&amp;Add players…</source>
        <translation>&amp;Добавить игроков…</translation>
    </message>
    <message>
        <source>Kept apart (never at one table where that can be had: same club, relatives):</source>
        <translation>Развести (по возможности никогда за одним столом: один клуб, родственники):</translation>
    </message>
    <message>
        <source>&amp;Keep apart</source>
        <translation>&amp;Развести</translation>
    </message>
    <message>
        <source>Re&amp;move pair</source>
        <translation>&amp;Убрать пару</translation>
    </message>
    <message>
        <source>%1 and %2</source>
        <translation>%1 и %2</translation>
    </message>
    <message>
        <source>Players: %1 (the number is the one the seating uses)</source>
        <translation>Игроков: %1 (номер — тот, по которому идёт рассадка)</translation>
    </message>
    <message numerus="yes">
        <source>%n player(s) added.</source>
        <translation>
            <numerusform>Добавлен %n игрок.</numerusform>
            <numerusform>Добавлено %n игрока.</numerusform>
            <numerusform>Добавлено %n игроков.</numerusform>
        </translation>
    </message>
    <message>
        <source>Kept apart: %1 and %2.</source>
        <translation>Разведены: %1 и %2.</translation>
    </message>
</context>
<context>
    <name>PlayersView</name>
    <message>
        <source>Find a player…</source>
        <translation>Найти игрока…</translation>
    </message>
    <message>
        <source>No players yet: the players of every game you start are remembered here.</source>
        <translation>Игроков пока нет: здесь запоминаются игроки каждой начатой вами игры.</translation>
    </message>
    <message>
        <source>The ratings were not read (cancelled): open the view again to read them.</source>
        <translation>Рейтинги не прочитаны (отменено): откройте окно ещё раз, чтобы прочитать их.</translation>
    </message>
    <message numerus="yes">
        <source>Some games cannot be read (a damaged record) and are not counted for %n player(s): see Saved games, where they are greyed with what is wrong.</source>
        <translation>
            <numerusform>Некоторые игры не читаются (запись повреждена) и не учтены для %n игрока: они показаны серым в «Сохранённых играх» с описанием ошибки.</numerusform>
            <numerusform>Некоторые игры не читаются (запись повреждена) и не учтены для %n игроков: они показаны серым в «Сохранённых играх» с описанием ошибки.</numerusform>
            <numerusform>Некоторые игры не читаются (запись повреждена) и не учтены для %n игроков: они показаны серым в «Сохранённых играх» с описанием ошибки.</numerusform>
        </translation>
    </message>
    <message>
        <source>Rating the games… %1 rated</source>
        <translation>Считаю рейтинги… учтено игр: %1</translation>
    </message>
    <message>
        <source>Reading the games…</source>
        <translation>Читаю игры…</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Игроки</translation>
    </message>
</context>
<context>
    <name>PrintCards</name>
    <message>
        <source>Role cards</source>
        <translation>Карты ролей</translation>
    </message>
    <message>
        <source>Seat %1 — %2</source>
        <translation>Место %1 — %2</translation>
    </message>
</context>
<context>
    <name>ProjectorFeed</name>
    <message>
        <source>Re&amp;veal roles on the projector</source>
        <translation>Показать &amp;роли на проекторе</translation>
    </message>
    <message>
        <source>Reveal roles &amp;automatically at the end</source>
        <translation>Показывать роли &amp;автоматически в конце игры</translation>
    </message>
</context>
<context>
    <name>ProjectorScene</name>
    <message>
        <source>Mafia</source>
        <translation>Мафия</translation>
    </message>
</context>
<context>
    <name>ProjectorWindow</name>
    <message>
        <source>Mafia — players&apos; screen</source>
        <translation>Мафия — экран игроков</translation>
    </message>
</context>
<context>
    <name>QFileDialog</name>
    <message>
        <source>&amp;Look in:</source>
        <translation>&amp;Перейти к:</translation>
    </message>
    <message>
        <source>Files of &amp;type:</source>
        <translation>&amp;Типы файлов:</translation>
    </message>
</context>
<context>
    <name>RatingPanel</name>
    <message>
        <source>Date</source>
        <translation>Дата</translation>
    </message>
    <message>
        <source>Family</source>
        <translation>Вид игры</translation>
    </message>
    <message>
        <source>Side</source>
        <translation>Сторона</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Итог</translation>
    </message>
    <message>
        <source>Rating change</source>
        <translation>Изменение рейтинга</translation>
    </message>
    <message>
        <source>Rating: %1</source>
        <translation>Рейтинг: %1</translation>
    </message>
    <message>
        <source>As %1: %2</source>
        <translation>За сторону «%1»: %2</translation>
    </message>
    <message>
        <source>The rating is μ − 3σ: the skill the games show (μ) less three times the doubt about it (σ).</source>
        <translation>Рейтинг — это μ − 3σ: мастерство, которое показывают игры (μ), за вычетом трёх сомнений в нём (σ).</translation>
    </message>
    <message>
        <source>No finished games yet (%1): no rating.</source>
        <translation>Оконченных игр пока нет (%1): рейтинга нет.</translation>
    </message>
    <message>
        <source>Rating over the games (%1)</source>
        <translation>Рейтинг по играм (%1)</translation>
    </message>
    <message>
        <source>μ ± σ</source>
        <translation>μ ± σ</translation>
    </message>
    <message>
        <source>μ (skill)</source>
        <translation>μ (мастерство)</translation>
    </message>
    <message>
        <source>Rating (μ − 3σ)</source>
        <translation>Рейтинг (μ − 3σ)</translation>
    </message>
    <message>
        <source>Games played</source>
        <translation>Сыграно игр</translation>
    </message>
    <message>
        <source>Win</source>
        <translation>Победа</translation>
    </message>
    <message>
        <source>Loss</source>
        <translation>Поражение</translation>
    </message>
    <message>
        <source>Draw</source>
        <translation>Ничья</translation>
    </message>
    <message>
        <source>%1 → %2</source>
        <translation>%1 → %2</translation>
    </message>
</context>
<context>
    <name>ReadOnlyBar</name>
    <message>
        <source>Open for correction</source>
        <translation>Открыть для исправления</translation>
    </message>
    <message>
        <source>Open the finished game started %1 (%2) for correction?</source>
        <translation>Открыть для исправления законченную игру, начатую %1 (%2)?</translation>
    </message>
    <message>
        <source>Undo works again. Undoing its last action makes the game unfinished (it moves back to the games in progress) until it ends again; every undone action is kept as a correction.</source>
        <translation>Отмена снова работает. Отмена последнего действия делает игру незаконченной (она вернётся в список текущих игр), пока она снова не закончится; каждое отменённое действие сохраняется как исправление.</translation>
    </message>
    <message>
        <source>Store this game</source>
        <translation>Сохранить эту игру</translation>
    </message>
    <message>
        <source>Store the game from “%1” in the database?</source>
        <translation>Сохранить игру из «%1» в базе данных?</translation>
    </message>
    <message>
        <source>Store</source>
        <translation>Сохранить</translation>
    </message>
    <message>
        <source>It joins the saved games and counts in the Players view, and it opens to go on with or to correct (undo works). A game already stored with the same players and actions is opened instead, never stored twice.</source>
        <translation>Она появится в сохранённых играх и в статистике игроков и откроется, чтобы её продолжить или исправить (отмена работает). Если такая игра (те же игроки и действия) уже сохранена, откроется она: дважды игра не сохраняется.</translation>
    </message>
    <message>
        <source>Go on without storing</source>
        <translation>Продолжить без сохранения</translation>
    </message>
    <message>
        <source>No database is open: this game cannot be stored, and what you change in it is lost when the program closes. Go on with it anyway?</source>
        <translation>База данных не открыта: эту игру нельзя сохранить, и всё, что вы в ней измените, пропадёт при закрытии программы. Всё равно продолжить?</translation>
    </message>
    <message>
        <source>Go on</source>
        <translation>Продолжить</translation>
    </message>
    <message>
        <source>Read-only: the game log “%1”. Nothing is stored until you store it.</source>
        <translation>Только просмотр: журнал игры «%1». Ничего не сохраняется, пока вы не сохраните игру.</translation>
    </message>
    <message>
        <source>Read-only: the game log “%1”. No database is open, so it cannot be stored.</source>
        <translation>Только просмотр: журнал игры «%1». База данных не открыта, поэтому игру нельзя сохранить.</translation>
    </message>
    <message>
        <source>Read-only: a finished game. To correct a mistake in it, open it for correction.</source>
        <translation>Только просмотр: законченная игра. Чтобы исправить в ней ошибку, откройте её для исправления.</translation>
    </message>
    <message>
        <source>Read-only: this window only shows the games of a database another window is writing (or on read-only media); nothing can be changed here.</source>
        <translation>Только чтение: это окно лишь показывает игры базы данных, в которую пишет другое окно (или на носителе только для чтения); здесь ничего нельзя изменить.</translation>
    </message>
</context>
<context>
    <name>RefereesButton</name>
    <message>
        <source>&amp;Referees…</source>
        <translation>&amp;Судьи…</translation>
    </message>
</context>
<context>
    <name>RefereesDialog</name>
    <message>
        <source>Referees of round %1</source>
        <translation>Судьи тура %1</translation>
    </message>
    <message>
        <source>Each table&apos;s referee for the round</source>
        <translation>Судья каждого стола на тур</translation>
    </message>
    <message>
        <source>Table %1:</source>
        <translation>Стол %1:</translation>
    </message>
    <message>
        <source>no referee</source>
        <translation>судьи нет</translation>
    </message>
    <message>
        <source>A game&apos;s own referee (wins over its table&apos;s)</source>
        <translation>Свой судья игры (вместо судьи стола)</translation>
    </message>
    <message>
        <source>Table %1, game %2</source>
        <translation>Стол %1, игра %2</translation>
    </message>
    <message>
        <source>&amp;Game:</source>
        <translation>&amp;Игра:</translation>
    </message>
    <message>
        <source>&amp;Own referee:</source>
        <translation>&amp;Свой судья:</translation>
    </message>
    <message>
        <source>the table&apos;s: %1</source>
        <translation>судья стола: %1</translation>
    </message>
    <message>
        <source>Table %1: %2</source>
        <translation>Стол %1: %2</translation>
    </message>
    <message>
        <source>Table %1, game %2: %3</source>
        <translation>Стол %1, игра %2: %3</translation>
    </message>
    <message>
        <source>Referees of round %1 stored.</source>
        <translation>Судьи тура %1 сохранены.</translation>
    </message>
    <message>
        <source>The referees are as they were.</source>
        <translation>Судьи не изменились.</translation>
    </message>
</context>
<context>
    <name>Refusals</name>
    <message>
        <source>the game has ended: no further actions (undo works)</source>
        <extracomment>The shared codes every family may raise (each with these params, in any family&apos;s engine or in the shared rules: the names&apos; rule R-NAME-1/R-SETUP-1, the seats of a setup): code -&gt; (English template, the params that fill %1, %2, … in that order). Params named in ``rules.errors.SEAT_PARAMS`` are seats (worded by name), in ``SEAT_LIST_PARAMS`` lists of seats (names joined by &quot;, &quot;), ``role`` a role id (:data:`ROLE_WORDS`), ``what`` a kind of name (:data:`NAME_WORDS`); any other param is shown as it is. A family&apos;s own codes are in its words&apos; table (``i18n/&lt;family&gt;/refusals.py``, :attr:`~.family.FamilyWords.refusals`); no family&apos;s table words a shared code (a test holds it).</extracomment>
        <translation>игра окончена: новых действий нет (отмена работает)</translation>
    </message>
    <message>
        <source>the time %1 is before the previous action&apos;s %2: times never go backwards</source>
        <translation>время %1 раньше времени предыдущего действия (%2): время не идёт назад</translation>
    </message>
    <message>
        <source>nominations are made by day</source>
        <translation>выдвигают только днём</translation>
    </message>
    <message>
        <source>no nomination is accepted once voting has started</source>
        <translation>после начала голосования выдвижения не принимаются</translation>
    </message>
    <message>
        <source>%1 is dead and cannot nominate</source>
        <translation>%1 — вне игры и не может выдвигать</translation>
    </message>
    <message>
        <source>%1 has already nominated %2 today (one nomination a day)</source>
        <translation>%1 сегодня уже выдвинул(а) игрока %2 (одно выдвижение в день)</translation>
    </message>
    <message>
        <source>%1 cannot nominate themself</source>
        <translation>%1 не может выдвинуть себя</translation>
    </message>
    <message>
        <source>%1 is dead and cannot be nominated</source>
        <translation>%1 — вне игры, его (её) нельзя выдвинуть</translation>
    </message>
    <message>
        <source>%1 is already a candidate today (nominated by %2)</source>
        <translation>%1 уже кандидат сегодня (выдвинул(а) %2)</translation>
    </message>
    <message>
        <source>the vote is held by day</source>
        <translation>голосование проводится днём</translation>
    </message>
    <message>
        <source>the vote is already open</source>
        <translation>голосование уже открыто</translation>
    </message>
    <message>
        <source>today&apos;s execution has taken place: one vote a day</source>
        <translation>сегодняшняя казнь уже состоялась: одно голосование в день</translation>
    </message>
    <message>
        <source>no vote is open</source>
        <translation>голосование не открыто</translation>
    </message>
    <message>
        <source>%1 is dead and cannot vote</source>
        <translation>%1 — вне игры и не может голосовать</translation>
    </message>
    <message>
        <source>the vote window closed at %1; %2&apos;s entry at %3 is too late</source>
        <translation>время голосования истекло в %1; голос игрока %2 в %3 подан слишком поздно</translation>
    </message>
    <message>
        <source>%1 has used their %2 change(s) of vote</source>
        <translation>%1 уже сменил(а) голос столько раз, сколько можно (разрешено смен: %2)</translation>
    </message>
    <message>
        <source>no change of vote is allowed</source>
        <translation>менять голос нельзя</translation>
    </message>
    <message>
        <source>%1 cannot vote against themself</source>
        <translation>%1 не может голосовать против себя</translation>
    </message>
    <message>
        <source>%1 is not a candidate; candidates: %2</source>
        <translation>%1 не кандидат; кандидаты: %2</translation>
    </message>
    <message>
        <source>%1 already votes for %2: a change is to another candidate</source>
        <translation>%1 уже голосует против игрока %2: сменить голос можно только на другого кандидата</translation>
    </message>
    <message>
        <source>%1 has no standing vote to withdraw</source>
        <translation>у игрока %1 нет голоса, который можно отозвать</translation>
    </message>
    <message>
        <source>the doctor names the protection by day</source>
        <translation>врач называет, кого лечит, днём</translation>
    </message>
    <message>
        <source>there is no living doctor (R-ROLE-3)</source>
        <translation>врача в игре нет (R-ROLE-3)</translation>
    </message>
    <message>
        <source>%1 is dead and cannot be protected</source>
        <translation>%1 — вне игры, лечить некого</translation>
    </message>
    <message>
        <source>the journalist asks by day</source>
        <translation>журналист спрашивает днём</translation>
    </message>
    <message>
        <source>there is no living journalist (R-ROLE-3)</source>
        <translation>журналиста в игре нет (R-ROLE-3)</translation>
    </message>
    <message>
        <source>the journalist has already asked today (once a day)</source>
        <translation>журналист сегодня уже спрашивал (раз в день)</translation>
    </message>
    <message>
        <source>the journalist compares two different players</source>
        <translation>журналист сравнивает двух разных игроков</translation>
    </message>
    <message>
        <source>%1 is dead: the journalist compares living players</source>
        <translation>%1 — вне игры: журналист сравнивает живых игроков</translation>
    </message>
    <message>
        <source>it is night: there is no day to end</source>
        <translation>сейчас ночь: заканчивать нечего — день не идёт</translation>
    </message>
    <message>
        <source>the day cannot end before today&apos;s execution</source>
        <translation>день не может закончиться до сегодняшней казни</translation>
    </message>
    <message>
        <source>the mafia decides by night</source>
        <translation>мафия решает ночью</translation>
    </message>
    <message>
        <source>no mafia member lives</source>
        <translation>в игре нет ни одного мафиози</translation>
    </message>
    <message>
        <source>the mafia cannot kill until its new godfather is recorded</source>
        <translation>мафия не может убивать, пока не назначен новый Крёстный отец</translation>
    </message>
    <message>
        <source>the godfather died: the mafia cannot kill this night</source>
        <translation>Крёстный отец выбыл: этой ночью мафия не может убивать</translation>
    </message>
    <message>
        <source>%1 is dead</source>
        <translation>%1 — вне игры</translation>
    </message>
    <message>
        <source>%1 is no living mafia member: the host takes the word of a living mafia member</source>
        <translation>%1 — не живой член мафии: ведущий принимает слово только живого члена мафии</translation>
    </message>
    <message>
        <source>the maniac kills by night</source>
        <translation>маньяк убивает ночью</translation>
    </message>
    <message>
        <source>there is no living maniac (R-ROLE-3)</source>
        <translation>маньяка в игре нет (R-ROLE-3)</translation>
    </message>
    <message>
        <source>the maniac cannot kill themself</source>
        <translation>маньяк не может убить себя</translation>
    </message>
    <message>
        <source>the commissar checks by night</source>
        <translation>комиссар проверяет ночью</translation>
    </message>
    <message>
        <source>there is no living commissar (R-ROLE-3)</source>
        <translation>комиссара в игре нет (R-ROLE-3)</translation>
    </message>
    <message>
        <source>the commissar has already checked tonight (once a night)</source>
        <translation>комиссар этой ночью уже проверял (раз за ночь)</translation>
    </message>
    <message>
        <source>the commissar cannot check themself</source>
        <translation>комиссар не может проверить себя</translation>
    </message>
    <message>
        <source>it is day: there is no night to end</source>
        <translation>сейчас день: заканчивать нечего — ночь не идёт</translation>
    </message>
    <message>
        <source>the maniac must kill every night: name the maniac&apos;s victim first</source>
        <translation>маньяк обязан убивать каждую ночь: сначала назовите его жертву</translation>
    </message>
    <message>
        <source>no appointment of a godfather is pending</source>
        <translation>назначать Крёстного отца сейчас не нужно</translation>
    </message>
    <message>
        <source>no appointment of a godfather is pending: %1 is the godfather</source>
        <translation>назначать Крёстного отца сейчас не нужно: Крёстный отец — %1</translation>
    </message>
    <message>
        <source>%1 is no living mafia member</source>
        <translation>%1 — не живой член мафии</translation>
    </message>
    <message>
        <source>%1 is already dead</source>
        <translation>%1 уже вне игры</translation>
    </message>
    <message>
        <source>a name must be text, got %1</source>
        <translation>имя должно быть текстом, а получено %1</translation>
    </message>
    <message>
        <source>a name cannot be empty</source>
        <translation>имя не может быть пустым</translation>
    </message>
    <message>
        <source>a name cannot contain the control character %1</source>
        <translation>в имени не может быть управляющего символа %1</translation>
    </message>
    <message>
        <source>a name has at most %1 characters; %2... has %3</source>
        <translation>в имени не больше %1 знаков; в %2... их %3</translation>
    </message>
    <message>
        <source>the name %1 is taken (by %2)</source>
        <translation>имя %1 занято (игроком %2)</translation>
    </message>
    <message>
        <source>%1 must be text, got %2</source>
        <translation>%1 должно быть текстом, а получено %2</translation>
    </message>
    <message>
        <source>%1 cannot be empty</source>
        <translation>%1 не может быть пустым</translation>
    </message>
    <message>
        <source>%1 cannot contain the control character %2</source>
        <translation>%1 не может содержать управляющий символ %2</translation>
    </message>
    <message>
        <source>%1 has at most %2 characters; %3... has %4</source>
        <translation>%1 — не больше %2 знаков; в %3... их %4</translation>
    </message>
    <message>
        <source>seats must be 1..%1, each once; got %2</source>
        <translation>места должны быть 1..%1, каждое по разу; получено %2</translation>
    </message>
    <message>
        <source>at least %1 players are needed, got %2</source>
        <translation>нужно не меньше %1 игроков, а их %2</translation>
    </message>
    <message>
        <source>exactly one godfather at the start, got %1</source>
        <translation>в начале игры Крёстный отец ровно один, а их %1</translation>
    </message>
    <message>
        <source>at most one %1, got %2</source>
        <translation>%1: не больше одного, а их %2</translation>
    </message>
    <message>
        <source>the mafia (%1) must be fewer than the town (%2) at the start, or the game is already won (R-WIN-1)</source>
        <translation>мафии (%1) в начале должно быть меньше, чем мирных (%2), иначе игра уже выиграна (R-WIN-1)</translation>
    </message>
    <message>
        <source>the game has ended: only a bonus, a foul or a disqualification may be given (undo works)</source>
        <translation>игра окончена: можно дать только доп. баллы, фол или дисквалификацию (отмена работает)</translation>
    </message>
    <message>
        <source>a best move is named only by the player shot in the first night, from the shot until the end of their last word (not after two departures on day 1; once a game)</source>
        <translation>лучший ход называет только игрок, убитый в первую ночь, — с выстрела до конца его последнего слова (не после двух выбывших в первый день; один раз за игру)</translation>
    </message>
    <message>
        <source>a referee&apos;s name</source>
        <extracomment>A kind of name (``rules.names.NAME_KINDS``) -&gt; the words a refusal (``name.*``) says.</extracomment>
        <translation>имя судьи</translation>
    </message>
    <message>
        <source>an evening&apos;s name</source>
        <translation>название вечера</translation>
    </message>
    <message>
        <source>a tournament&apos;s name</source>
        <translation>название турнира</translation>
    </message>
    <message>
        <source>a round&apos;s name</source>
        <translation>название тура</translation>
    </message>
    <message>
        <source>a club&apos;s name</source>
        <translation>название клуба</translation>
    </message>
    <message>
        <source>nobody is speaking now</source>
        <translation>сейчас никто не говорит</translation>
    </message>
    <message>
        <source>a nomination is made only during a regular speech</source>
        <translation>выставляют только во время обычной речи</translation>
    </message>
    <message>
        <source>%1 is not the speaker: only the current speaker nominates</source>
        <translation>%1 сейчас не говорит: выставляет только говорящий</translation>
    </message>
    <message>
        <source>%1 has nominated %2 today already</source>
        <translation>%1 уже выставил(а) сегодня игрока %2</translation>
    </message>
    <message>
        <source>%1 cannot be nominated: the candidate is another player in the game</source>
        <translation>%1 нельзя выставить: кандидат — другой игрок, оставшийся в игре</translation>
    </message>
    <message>
        <source>%1 is nominated already</source>
        <translation>%1 уже выставлен(а)</translation>
    </message>
    <message>
        <source>%1 tie with %2 vote(s): the host chooses one of them (this game&apos;s rules: on a tie, the host&apos;s choice)</source>
        <translation>равенство голосов (по %2): %1; ведущий выбирает одного из них (по правилам этой игры при равенстве выбирает ведущий)</translation>
    </message>
    <message>
        <source>no vote stands: the host chooses one of %1 (this game&apos;s rules: with no votes, the host&apos;s choice)</source>
        <translation>голосов нет: ведущий выбирает одного из кандидатов: %1 (по правилам этой игры без голосов выбирает ведущий)</translation>
    </message>
    <message>
        <source>the doctor may not protect themself (this game&apos;s rules)</source>
        <translation>врач не может лечить себя (по правилам этой игры)</translation>
    </message>
    <message>
        <source>%1 was protected last night (this game&apos;s rules: not the same player two nights running)</source>
        <translation>игрока %1 лечили прошлой ночью (по правилам этой игры нельзя лечить одного игрока две ночи подряд)</translation>
    </message>
    <message>
        <source>%1 is a mafia member (this game&apos;s rules: the mafia may not kill its own)</source>
        <translation>%1 — член мафии (по правилам этой игры мафия не может убить своего)</translation>
    </message>
    <message>
        <source>the maniac&apos;s kill has no description: this game&apos;s rules ask for one</source>
        <translation>у убийства маньяка нет описания, а по правилам этой игры оно обязательно</translation>
    </message>
    <message>
        <source>a nomination stands: this game&apos;s rules do not allow withdrawing it</source>
        <translation>выдвижение не снимается: правила этой игры не разрешают его снимать</translation>
    </message>
    <message>
        <source>a nomination is withdrawn only during its maker&apos;s speech</source>
        <translation>выдвижение снимают только во время речи того, кто выставил</translation>
    </message>
    <message>
        <source>%1 is not the speaker</source>
        <translation>%1 сейчас не говорит</translation>
    </message>
    <message>
        <source>%1 has no nomination to withdraw</source>
        <translation>у игрока %1 нет выдвижения, которое можно снять</translation>
    </message>
    <message>
        <source>%1 has left the game and does not vote</source>
        <translation>%1 выбыл(а) из игры и не голосует</translation>
    </message>
    <message>
        <source>%1 is listed twice</source>
        <translation>%1 указан(а) дважды</translation>
    </message>
    <message>
        <source>no vote is under way</source>
        <translation>сейчас нет голосования</translation>
    </message>
    <message>
        <source>%1 is the last candidate: every vote not cast before is theirs</source>
        <translation>%1 — последний кандидат: все не отданные раньше голоса идут ему</translation>
    </message>
    <message>
        <source>the next ballot is for %1, in the order of nomination</source>
        <translation>следующим голосуется %1, в порядке выставления</translation>
    </message>
    <message>
        <source>%1 has voted in this round already</source>
        <translation>%1 уже голосовал(а) в этом круге</translation>
    </message>
    <message>
        <source>the raise-all question is asked only after a revote ties again</source>
        <translation>подъём проводится, только если переголосование снова дало ничью (попил)</translation>
    </message>
    <message>
        <source>the day ends when no speech and no vote is left</source>
        <translation>день заканчивается, когда не осталось ни речей, ни голосования</translation>
    </message>
    <message>
        <source>only at night</source>
        <translation>только ночью</translation>
    </message>
    <message>
        <source>nobody shoots or checks on night 0</source>
        <translation>в нулевую ночь никто не стреляет и не проверяет</translation>
    </message>
    <message>
        <source>the black team has shot tonight already (undo the entry to change it)</source>
        <translation>чёрные этой ночью уже стреляли (чтобы изменить, отмените запись)</translation>
    </message>
    <message>
        <source>%1 has left the game</source>
        <translation>%1 выбыл(а) из игры</translation>
    </message>
    <message>
        <source>no living %1 checks tonight</source>
        <translation>этой ночью нет живого игрока с ролью «%1», чтобы проверять</translation>
    </message>
    <message>
        <source>the %1 has checked tonight already</source>
        <translation>роль «%1» этой ночью уже проверяла</translation>
    </message>
    <message>
        <source>%1 cannot be checked: the target is another living player</source>
        <translation>игрока %1 нельзя проверить: проверяют другого живого игрока</translation>
    </message>
    <message>
        <source>it is not night</source>
        <translation>сейчас не ночь</translation>
    </message>
    <message>
        <source>a best move names three different players (this game&apos;s rules)</source>
        <translation>лучший ход называет трёх разных игроков (по правилам этой игры)</translation>
    </message>
    <message>
        <source>a best move names 1 to 3 different players</source>
        <translation>в лучшем ходе называют от 1 до 3 разных игроков</translation>
    </message>
    <message>
        <source>%1 cannot be named: a best move names living players other than its maker</source>
        <translation>игрока %1 нельзя назвать: в лучшем ходе называют живых игроков, кроме себя</translation>
    </message>
    <message>
        <source>%1 was removed after the end already (it counts for the points only)</source>
        <translation>%1 уже удалён(а) после конца игры (это учитывается только в баллах)</translation>
    </message>
    <message>
        <source>%1 has four fouls: nobody gets more</source>
        <translation>у игрока %1 четыре фола: больше не бывает</translation>
    </message>
    <message>
        <source>a bonus is between -1.0 and 1.0 points, got %1</source>
        <translation>доп. баллы — от -1,0 до 1,0, а указано %1</translation>
    </message>
    <message>
        <source>a sport table is ten players: one don, two mafiosi, one sheriff and six civilians (the free table option allows others)</source>
        <translation>за спортивным столом десять игроков: дон, две мафии, шериф и шесть мирных жителей (иначе — только со «свободным столом»)</translation>
    </message>
    <message>
        <source>a free sport table is 6 to 14 players with one don, one sheriff, and fewer black than red players</source>
        <translation>свободный спортивный стол — от 6 до 14 игроков: один дон, один шериф, чёрных меньше, чем красных</translation>
    </message>
    <message>
        <source>civilian</source>
        <extracomment>Role id -&gt; the word a refusal uses for it, in the middle of a sentence (``setup.role_count``, ``sport.don_check.twice``); a role not here is named by its family&apos;s words (``role_name``: &quot;Seer&quot;), never left as its id.</extracomment>
        <translation>мирный житель</translation>
    </message>
    <message>
        <source>mafioso</source>
        <translation>мафиози</translation>
    </message>
    <message>
        <source>godfather</source>
        <translation>Крёстный отец</translation>
    </message>
    <message>
        <source>commissar</source>
        <translation>комиссар</translation>
    </message>
    <message>
        <source>maniac</source>
        <translation>маньяк</translation>
    </message>
    <message>
        <source>doctor</source>
        <translation>врач</translation>
    </message>
    <message>
        <source>journalist</source>
        <translation>журналист</translation>
    </message>
    <message>
        <source>don</source>
        <translation>дон</translation>
    </message>
    <message>
        <source>sheriff</source>
        <translation>шериф</translation>
    </message>
    <message>
        <source>this is done at night</source>
        <translation>это делается ночью</translation>
    </message>
    <message>
        <source>this is done by day</source>
        <translation>это делается днём</translation>
    </message>
    <message>
        <source>no living %1 to wake</source>
        <translation>некого будить: роль «%1» выбыла</translation>
    </message>
    <message>
        <source>already chosen this night</source>
        <translation>этой ночью выбор уже сделан</translation>
    </message>
    <message>
        <source>%1 is a werewolf: the pack attacks another player</source>
        <translation>%1 — оборотень: стая нападает на другого игрока</translation>
    </message>
    <message>
        <source>the seer checks another player</source>
        <translation>провидица проверяет другого игрока</translation>
    </message>
    <message>
        <source>the bodyguard may not guard themself</source>
        <translation>телохранитель не может охранять себя</translation>
    </message>
    <message>
        <source>%1 was guarded last night: not twice in a row</source>
        <translation>%1 под охраной с прошлой ночи: не две ночи подряд</translation>
    </message>
    <message>
        <source>the potion is used up</source>
        <translation>зелье уже израсходовано</translation>
    </message>
    <message>
        <source>the werewolves have not chosen yet</source>
        <translation>оборотни ещё не выбрали жертву</translation>
    </message>
    <message>
        <source>%1 is not the werewolves&apos; victim</source>
        <translation>%1 — не жертва оборотней</translation>
    </message>
    <message>
        <source>the witch does not poison themself</source>
        <translation>ведьма не травит себя</translation>
    </message>
    <message>
        <source>the %1 has not been woken yet</source>
        <translation>роль «%1» ещё не разбужена</translation>
    </message>
    <message>
        <source>the vote has begun: no more nominations</source>
        <translation>голосование началось: выдвижений больше нет</translation>
    </message>
    <message>
        <source>nobody nominates themself</source>
        <translation>никто не выдвигает себя</translation>
    </message>
    <message>
        <source>%1 has nominated today</source>
        <translation>%1 уже выдвигал(а) сегодня</translation>
    </message>
    <message>
        <source>%1 has voted</source>
        <translation>%1 уже проголосовал(а)</translation>
    </message>
    <message>
        <source>%1 is not up for the vote</source>
        <translation>%1 не выставлен(а) на голосование</translation>
    </message>
    <message>
        <source>the hunter %1 shoots first</source>
        <translation>сначала стреляет охотник %1</translation>
    </message>
    <message>
        <source>no hunter is leaving</source>
        <translation>ни один охотник не выбывает</translation>
    </message>
    <message>
        <source>a werewolf table is 5 to 20 players, not %1</source>
        <translation>за столом оборотней от 5 до 20 игроков, а не %1</translation>
    </message>
    <message>
        <source>%1 werewolves at a table of %2: at least one, and fewer than the other players</source>
        <translation>оборотней: %1 при %2 игроках; нужен хотя бы один и меньше, чем остальных</translation>
    </message>
    <message>
        <source>at most one %1 is dealt</source>
        <translation>роль «%1» раздаётся не больше одного раза</translation>
    </message>
    <message>
        <source>a %1 is dealt only with its option</source>
        <translation>роль «%1» раздаётся только с её опцией</translation>
    </message>
</context>
<context>
    <name>Report</name>
    <message>
        <source>Players</source>
        <extracomment>Kept referenced while installed (Qt does not own installed translators).</extracomment>
        <translation>Игроки</translation>
    </message>
    <message>
        <source>Winners in bold; the dead in grey.</source>
        <translation>Победители — жирным, выбывшие — серым.</translation>
    </message>
    <message>
        <source>Seat</source>
        <translation>Место</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Имя</translation>
    </message>
    <message>
        <source>Role</source>
        <translation>Роль</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Игрок</translation>
    </message>
    <message>
        <source>Extra points</source>
        <translation>Доп. баллы</translation>
    </message>
    <message>
        <source>Revote</source>
        <translation>Перегол.</translation>
    </message>
    <message>
        <source>Explanations: extra points, penalties, protests</source>
        <translation>Пояснения: доп. баллы, штрафы, протесты</translation>
    </message>
    <message>
        <source>Referee&apos;s signature</source>
        <translation>Подпись судьи</translation>
    </message>
    <message>
        <source>Chief referee&apos;s signature</source>
        <translation>Подпись главного судьи</translation>
    </message>
    <message>
        <source>Why</source>
        <translation>За что</translation>
    </message>
    <message>
        <source>Penalties</source>
        <translation>Штрафы</translation>
    </message>
    <message>
        <source>Penalty</source>
        <translation>Штраф</translation>
    </message>
    <message>
        <source>Protests</source>
        <translation>Протесты</translation>
    </message>
    <message>
        <source>Who protests</source>
        <translation>Кто подаёт протест</translation>
    </message>
    <message>
        <source>Against what</source>
        <translation>На что</translation>
    </message>
    <message>
        <source>Decision</source>
        <translation>Решение</translation>
    </message>
    <message>
        <source>D</source>
        <translation>Д</translation>
    </message>
    <message>
        <source>Raise all</source>
        <translation>Подъём</translation>
    </message>
    <message>
        <source>Vote %1</source>
        <translation>Голосование %1</translation>
    </message>
    <message>
        <source>Draw</source>
        <translation>Ничья</translation>
    </message>
    <message>
        <source>%1 (black: %2)</source>
        <translation>%1 (чёрных: %2)</translation>
    </message>
    <message>
        <source>Foul boxes: X a foul, D a disqualification.</source>
        <translation>Клетки фолов: X — фол, Д — дисквалификация.</translation>
    </message>
    <message>
        <source>Winning team</source>
        <translation>Победила команда</translation>
    </message>
    <message>
        <source>First killed</source>
        <translation>Первый убитый</translation>
    </message>
    <message>
        <source>Protest</source>
        <translation>Протест</translation>
    </message>
    <message>
        <source>Referee</source>
        <translation>Судья</translation>
    </message>
    <message>
        <source>Signature</source>
        <translation>Подпись</translation>
    </message>
    <message>
        <source>Tournament</source>
        <translation>Турнир</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Стол</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Игра</translation>
    </message>
    <message>
        <source>Stage</source>
        <translation>Этап</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Дата</translation>
    </message>
    <message>
        <source>Game protocol</source>
        <translation>Протокол игры</translation>
    </message>
    <message>
        <source>Fate</source>
        <translation>Судьба</translation>
    </message>
    <message>
        <source>Host&apos;s note</source>
        <translation>Заметка ведущего</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Правила</translation>
    </message>
    <message>
        <source>Timeline</source>
        <translation>Ход игры</translation>
    </message>
    <message>
        <source>Who lived after each phase</source>
        <translation>Кто был в игре после каждой фазы</translation>
    </message>
    <message>
        <source>green: alive; red: died in this phase; grey: dead</source>
        <translation>зелёный: в игре; красный: выбыл в этой фазе; серый: выбыл раньше</translation>
    </message>
    <message>
        <source>The vote</source>
        <translation>Голосование</translation>
    </message>
    <message>
        <source>Standing votes at the close</source>
        <translation>Голоса на момент закрытия</translation>
    </message>
    <message>
        <source>Candidate</source>
        <translation>Кандидат</translation>
    </message>
    <message>
        <source>Votes</source>
        <translation>Голоса</translation>
    </message>
    <message>
        <source>Voters</source>
        <translation>Голосовавшие</translation>
    </message>
    <message>
        <source>Voter</source>
        <translation>Голосующий</translation>
    </message>
    <message>
        <source>For</source>
        <translation>За кого</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>Время</translation>
    </message>
    <message>
        <source>#</source>
        <extracomment>The vote blocks a protocol always has, and the candidate rows of each (the FIIM form&apos;s eleven: ten nominations and a raise-all). The empty lines page 2 gives each of its lists at least (a filled one&apos;s entries first). The longest name in a vote block&apos;s cell (the name is cut with &quot;…&quot;). The sizes of the page to start from (the template&apos;s are for scale 1): large enough to write on by hand; :func:`write_protocol` shrinks them until the page holds everything. the best move: its author and the three number boxes (empty strings when blank) page 2: each list&apos;s title, its columns and its lines (blank lines to write on) the marks of the foul boxes explained (&quot;X: a foul; D: a disqualification&quot;)</extracomment>
        <translation>№</translation>
    </message>
    <message>
        <source>What happened</source>
        <translation>Что произошло</translation>
    </message>
    <message>
        <source>Host&apos;s corrections</source>
        <translation>Исправления ведущего</translation>
    </message>
    <message>
        <source>Actions the host entered and then undid; they are not part of the game. Players&apos; names corrected are listed too.</source>
        <translation>Действия, которые ведущий ввёл, а затем отменил; в игру они не входят. Здесь же — исправленные имена игроков.</translation>
    </message>
    <message>
        <source>At action</source>
        <translation>На действии</translation>
    </message>
    <message>
        <source>Phase</source>
        <translation>Фаза</translation>
    </message>
    <message>
        <source>Undone action</source>
        <translation>Отменённое действие</translation>
    </message>
    <message>
        <source>Undone at</source>
        <translation>Когда отменено</translation>
    </message>
    <message>
        <source>Host&apos;s notes</source>
        <translation>Заметки ведущего</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Итог</translation>
    </message>
    <message>
        <source>Contents</source>
        <translation>Содержание</translation>
    </message>
    <message>
        <source>Nothing was entered in this phase.</source>
        <translation>В этой фазе ничего не вводилось.</translation>
    </message>
    <message>
        <source>Protocol</source>
        <translation>Протокол</translation>
    </message>
    <message>
        <source>The winning team in bold; players who left in grey.</source>
        <translation>Победившая команда — жирным; покинувшие игру — серым.</translation>
    </message>
    <message>
        <source>Team</source>
        <translation>Команда</translation>
    </message>
    <message>
        <source>Fouls</source>
        <translation>Фолы</translation>
    </message>
    <message>
        <source>Left the game</source>
        <translation>Покинул игру</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Баллы</translation>
    </message>
    <message>
        <source>Best move, penalties, bonuses</source>
        <translation>Лучший ход, штрафы, допбаллы</translation>
    </message>
    <message>
        <source>Night</source>
        <translation>Ночь</translation>
    </message>
    <message>
        <source>Checks</source>
        <translation>Проверки</translation>
    </message>
    <message>
        <source>Who checks</source>
        <translation>Кто проверяет</translation>
    </message>
    <message>
        <source>Whom</source>
        <translation>Кого</translation>
    </message>
    <message>
        <source>Answer</source>
        <translation>Ответ</translation>
    </message>
    <message>
        <source>Shots</source>
        <translation>Отстрелы</translation>
    </message>
    <message>
        <source>Shot</source>
        <translation>Выстрел</translation>
    </message>
    <message>
        <source>Best move</source>
        <translation>Лучший ход</translation>
    </message>
    <message>
        <source>No best move was named.</source>
        <translation>Лучший ход не назван.</translation>
    </message>
    <message>
        <source>No checks.</source>
        <translation>Проверок не было.</translation>
    </message>
    <message>
        <source>Nominations</source>
        <translation>Выставления</translation>
    </message>
    <message>
        <source>Nobody was nominated.</source>
        <translation>Никто не выставлен.</translation>
    </message>
    <message>
        <source>The game, phase by phase</source>
        <translation>Ход игры</translation>
    </message>
    <message>
        <source>Made by Mafia Desktop from the game log.</source>
        <translation>Составлено программой Mafia Desktop по журналу игры.</translation>
    </message>
    <message>
        <source>nobody</source>
        <translation>никто</translation>
    </message>
    <message>
        <source>%1 nominates %2.</source>
        <translation>%1 выдвигает игрока %2.</translation>
    </message>
    <message>
        <source>%1 withdraws the nomination of %2 (S-NOM-2).</source>
        <translation>%1 снимает выставление %2 (S-NOM-2).</translation>
    </message>
    <message>
        <source>%1 leaves the game: %2. Role: %3.</source>
        <translation>%1 покидает игру: %2. Роль: %3.</translation>
    </message>
    <message>
        <source>The black team shoots %1.</source>
        <translation>Чёрные стреляют в %1.</translation>
    </message>
    <message>
        <source>The black team missed: nobody is shot (S-SHOT-1).</source>
        <translation>Промах чёрных: никто не убит (S-SHOT-1).</translation>
    </message>
    <message>
        <source>The don (%1) checks %2: %3.</source>
        <translation>Дон (%1) проверяет %2: %3.</translation>
    </message>
    <message>
        <source>The sheriff (%1) checks %2: %3.</source>
        <translation>Шериф (%1) проверяет %2: %3.</translation>
    </message>
    <message>
        <source>Best move of %1: %2. Black among them: %3 of %4.</source>
        <translation>Лучший ход %1: %2. Чёрных среди них: %3 из %4.</translation>
    </message>
    <message>
        <source>Foul to %1 (fouls now: %2).</source>
        <translation>Фол игроку %1 (всего фолов: %2).</translation>
    </message>
    <message>
        <source>Penalty for %1: %2 (%3).</source>
        <translation>Штраф игроку %1: %2 (%3).</translation>
    </message>
    <message>
        <source>The host gives %1 %2 points.</source>
        <translation>Ведущий даёт игроку %1 допбаллы: %2.</translation>
    </message>
    <message>
        <source>Today&apos;s vote is cancelled by the removal (S-FOUL-4).</source>
        <translation>Удаление отменяет сегодняшнее голосование (S-FOUL-4).</translation>
    </message>
    <message>
        <source>The next day&apos;s vote is cancelled by the removal (S-FOUL-4).</source>
        <translation>Удаление отменяет голосование следующего дня (S-FOUL-4).</translation>
    </message>
    <message>
        <source>Raise-all: %1 of %2 players in the game are for all of them leaving.</source>
        <translation>Подъём: %1 из %2 игроков за то, чтобы ушли все.</translation>
    </message>
    <message>
        <source>All of them leave: %1 (S-TIE-2).</source>
        <translation>Уходят все: %1 (S-TIE-2).</translation>
    </message>
    <message>
        <source>Nobody leaves (S-TIE-2).</source>
        <translation>Никто не уходит (S-TIE-2).</translation>
    </message>
    <message>
        <source>The only candidate, %1, leaves without a ballot (S-VOTE-1).</source>
        <translation>Единственный кандидат %1 уходит без голосования (S-VOTE-1).</translation>
    </message>
    <message>
        <source>The only candidate on day 1, %1: no vote, nobody leaves (S-VOTE-1).</source>
        <translation>Единственный кандидат в первый день — %1: голосования нет, никто не уходит (S-VOTE-1).</translation>
    </message>
    <message>
        <source>Round %1: %2 leaves with %3 votes (S-VOTE-4).</source>
        <translation>Круг %1: уходит %2 (голосов: %3) (S-VOTE-4).</translation>
    </message>
    <message>
        <source>Round %1: a tie between %2 (%3 votes each): defence speeches and a revote (S-TIE-1).</source>
        <translation>Круг %1: поровну у %2 (голосов у каждого: %3): оправдательные речи и переголосование (S-TIE-1).</translation>
    </message>
    <message>
        <source>Round %1: the same tie again between %2: the host asks whether all of them leave (S-TIE-2).</source>
        <translation>Круг %1: снова поровну у %2: ведущий спрашивает, кто за то, чтобы ушли все (S-TIE-2).</translation>
    </message>
    <message>
        <source>Round %1: every player in the game is tied (%2): nobody leaves (S-TIE-3).</source>
        <translation>Круг %1: поровну у всех игроков в игре (%2): никто не уходит (S-TIE-3).</translation>
    </message>
    <message>
        <source>For all of them leaving</source>
        <translation>За то, чтобы ушли все</translation>
    </message>
    <message>
        <source>Raise-all: %1</source>
        <translation>Подъём: %1</translation>
    </message>
    <message>
        <source>Vote</source>
        <translation>Голосование</translation>
    </message>
    <message>
        <source>Revote (round %1)</source>
        <translation>Переголосование (круг %1)</translation>
    </message>
    <message>
        <source>The game has not ended: it stands at %1.</source>
        <translation>Игра не окончена: она остановилась на фазе «%1».</translation>
    </message>
    <message>
        <source>A draw: nobody wins.</source>
        <translation>Ничья: никто не победил.</translation>
    </message>
    <message>
        <source>The red team wins.</source>
        <translation>Победа красных.</translation>
    </message>
    <message>
        <source>The black team wins.</source>
        <translation>Победа чёрных.</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>%1: the game&apos;s report</source>
        <translation>%1: отчёт об игре</translation>
    </message>
    <message>
        <source>The game is not over.</source>
        <translation>Игра не окончена.</translation>
    </message>
    <message>
        <source>in the game at the end</source>
        <translation>в игре до конца</translation>
    </message>
    <message>
        <source>in the game</source>
        <translation>в игре</translation>
    </message>
    <message>
        <source>best move: %1 black of %2</source>
        <translation>лучший ход: %1 чёрных из %2</translation>
    </message>
    <message>
        <source>bonus %1</source>
        <translation>допбаллы %1</translation>
    </message>
    <message>
        <source>%1 → %2</source>
        <translation>%1 → %2</translation>
    </message>
    <message>
        <source>In the game after %1 (%2): %3.</source>
        <translation>В игре после фазы «%1» (%2): %3.</translation>
    </message>
    <message>
        <source>missed</source>
        <translation>промах</translation>
    </message>
    <message>
        <source>%1 names %2: %3 of them black.</source>
        <translation>%1 называет %2: чёрных среди них %3.</translation>
    </message>
    <message>
        <source>Family</source>
        <translation>Вид игры</translation>
    </message>
    <message>
        <source>Sport mafia</source>
        <translation>Спортивная мафия</translation>
    </message>
    <message>
        <source>Sport mafia: game protocol</source>
        <translation>Спортивная мафия: протокол игры</translation>
    </message>
    <message>
        <source>The host opens the vote. Nobody was nominated, so every living player is a candidate (R-VOTE-1): %1.</source>
        <translation>Ведущий открывает голосование. Никого не выдвинули, поэтому кандидаты — все живые игроки (R-VOTE-1): %1.</translation>
    </message>
    <message>
        <source>The host opens the vote. Candidates: %1.</source>
        <translation>Ведущий открывает голосование. Кандидаты: %1.</translation>
    </message>
    <message>
        <source>%1 votes again, for %2 (after withdrawing: a change, R-VOTE-3).</source>
        <translation>%1 снова голосует, за игрока %2 (после отзыва: это изменение, R-VOTE-3).</translation>
    </message>
    <message>
        <source>%1 changes the vote from %2 to %3 (R-VOTE-3).</source>
        <translation>%1 меняет голос: был за %2, теперь за %3 (R-VOTE-3).</translation>
    </message>
    <message>
        <source>%1 votes for %2.</source>
        <translation>%1 голосует за игрока %2.</translation>
    </message>
    <message>
        <source>%1 withdraws the vote for %2 (R-VOTE-3).</source>
        <translation>%1 отзывает голос за игрока %2 (R-VOTE-3).</translation>
    </message>
    <message>
        <source>The host closes the vote. %1 is executed. Status: %2.</source>
        <translation>Ведущий закрывает голосование. Казнь: %1. Статус: %2.</translation>
    </message>
    <message>
        <source>The doctor (%1) changes the protection from %2 to %3.</source>
        <translation>Врач (%1) меняет защиту: вместо %2 — %3.</translation>
    </message>
    <message>
        <source>The doctor (%1) protects %2 for the coming night.</source>
        <translation>Врач (%1) защищает на предстоящую ночь игрока %2.</translation>
    </message>
    <message>
        <source>The journalist (%1) asks whether %2 and %3 have the same status. The host answers: %4.</source>
        <translation>Журналист (%1) спрашивает, одинаков ли статус у %2 и %3. Ответ ведущего: %4.</translation>
    </message>
    <message>
        <source>The host ends the day.</source>
        <translation>Ведущий завершает день.</translation>
    </message>
    <message>
        <source>%1 is appointed the new godfather (R-GF-1).</source>
        <translation>Новый Крёстный отец — %1 (R-GF-1).</translation>
    </message>
    <message>
        <source>%1, the last mafia member, becomes the godfather (R-GF-1).</source>
        <translation>%1, последний член мафии, становится Крёстным отцом (R-GF-1).</translation>
    </message>
    <message>
        <source>The godfather is dead: the mafia must name a new godfather before it can kill again (R-GF-1).</source>
        <translation>Крёстный отец выбыл: прежде чем снова убивать, мафия должна назвать нового (R-GF-1).</translation>
    </message>
    <message>
        <source>The mafia chooses %1 on the word of %2 (R-MAF-3).</source>
        <translation>Мафия выбирает жертву: %1, со слов игрока %2 (R-MAF-3).</translation>
    </message>
    <message>
        <source>The mafia chooses %1 (the godfather %2 decides).</source>
        <translation>Мафия выбирает жертву: %1 (решает Крёстный отец %2).</translation>
    </message>
    <message>
        <source>The mafia decides not to kill tonight (the godfather %1, R-MAF-2).</source>
        <translation>Мафия решает этой ночью не убивать (Крёстный отец %1, R-MAF-2).</translation>
    </message>
    <message>
        <source>This replaces the earlier choice of %1.</source>
        <translation>Это заменяет прежний выбор: %1.</translation>
    </message>
    <message>
        <source>The maniac (%1) chooses %2.</source>
        <translation>Маньяк (%1) выбирает жертву: %2.</translation>
    </message>
    <message>
        <source>The commissar (%1) checks %2. The host answers: %3.</source>
        <translation>Комиссар (%1) проверяет игрока %2. Ответ ведущего: %3.</translation>
    </message>
    <message>
        <source>The host ends the night.</source>
        <translation>Ведущий завершает ночь.</translation>
    </message>
    <message>
        <source>The mafia made no decision: it has refused to kill (R-MAF-4).</source>
        <translation>Мафия не приняла решения, то есть отказалась убивать (R-MAF-4).</translation>
    </message>
    <message>
        <source>%1 dies: %2. Status: %3.</source>
        <translation>%1 выбывает: %2. Статус: %3.</translation>
    </message>
    <message>
        <source>The host removes %1 from the game (R-HOST-1). Status: %2.</source>
        <translation>Ведущий удаляет игрока %1 из игры (R-HOST-1). Статус: %2.</translation>
    </message>
    <message>
        <source>Reason: %1</source>
        <translation>Причина: %1</translation>
    </message>
    <message>
        <source>The game ends: %1</source>
        <translation>Игра окончена: %1</translation>
    </message>
    <message>
        <source>Description: “%1”</source>
        <translation>Описание: «%1»</translation>
    </message>
    <message>
        <source>No description was given: this kill will not count (%1).</source>
        <translation>Описания нет: это убийство не будет засчитано (%1).</translation>
    </message>
    <message>
        <source>The mafia&apos;s kill of %1</source>
        <translation>Убийство игрока %1 мафией</translation>
    </message>
    <message>
        <source>The maniac&apos;s kill of %1</source>
        <translation>Убийство игрока %1 Маньяком</translation>
    </message>
    <message>
        <source>no description was given, and this game&apos;s rules require one</source>
        <translation>не дано описание, а правила этой игры его требуют</translation>
    </message>
    <message>
        <source>the godfather died this night</source>
        <translation>Крёстный отец погиб этой ночью</translation>
    </message>
    <message>
        <source>the doctor protected that player</source>
        <translation>Врач защитил этого игрока</translation>
    </message>
    <message>
        <source>that player was already dead</source>
        <translation>этот игрок уже выбыл</translation>
    </message>
    <message>
        <source>the host removed the maniac during the night</source>
        <translation>ведущий удалил Маньяка ночью</translation>
    </message>
    <message>
        <source>%1 did not count: %2 (%3).</source>
        <translation>%1 не засчитано: %2 (%3).</translation>
    </message>
    <message>
        <source>The game has not ended: it stands at %1 (%2).</source>
        <translation>Игра не окончена: она остановилась на фазе %1 (%2).</translation>
    </message>
    <message>
        <source>Nobody wins: a draw.</source>
        <translation>Никто не победил: ничья.</translation>
    </message>
    <message>
        <source>%1 wins.</source>
        <translation>Победа: %1.</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>alive</source>
        <translation>в игре</translation>
    </message>
    <message>
        <source>alive at the end</source>
        <translation>в игре до конца</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation>%1, %2</translation>
    </message>
    <message>
        <source>%1 is executed with the most votes (%2), R-VOTE-7.</source>
        <translation>Казнь: %1 — больше всех голосов (%2), R-VOTE-7.</translation>
    </message>
    <message>
        <source>%1 is executed: of the tied candidates, the last standing vote for %1 came earliest (R-VOTE-7, earliest last vote).</source>
        <translation>Казнь: %1 — среди набравших поровну последний голос за этого кандидата был подан раньше всех (R-VOTE-7, самый ранний последний голос).</translation>
    </message>
    <message>
        <source>No vote stood; %1, the only candidate, is executed (R-VOTE-8).</source>
        <translation>Голосов не осталось; казнь: %1, единственный кандидат (R-VOTE-8).</translation>
    </message>
    <message>
        <source>No vote stood, so %1 was drawn at random among the candidates (R-VOTE-8, from the game&apos;s recorded seed).</source>
        <translation>Голосов не осталось, поэтому жребий среди кандидатов пал на игрока %1 (R-VOTE-8, по записанному зерну игры).</translation>
    </message>
    <message>
        <source>No votes: every candidate had 0 (%1).</source>
        <translation>Голосов нет: у каждого кандидата 0 (%1).</translation>
    </message>
    <message>
        <source>%1 is executed: the host chose among the tied candidates (%2, host&apos;s choice).</source>
        <translation>Казнь: %1 — ведущий выбрал среди набравших поровну (%2, выбор ведущего).</translation>
    </message>
    <message>
        <source>Status: %1.</source>
        <translation>Статус: %1.</translation>
    </message>
    <message>
        <source>Last standing vote for %1: %2, action #%3%4</source>
        <translation>Последний голос за игрока %1: %2, действие №%3%4</translation>
    </message>
    <message>
        <source>Votes at the close of %1</source>
        <translation>Голоса при закрытии голосования, %1</translation>
    </message>
    <message numerus="yes">
        <source>Tie: %1 have %n vote(s) each.</source>
        <translation>
            <numerusform>Поровну: у %1 по %n голосу.</numerusform>
            <numerusform>Поровну: у %1 по %n голоса.</numerusform>
            <numerusform>Поровну: у %1 по %n голосов.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n player(s); %1</source>
        <translation>
            <numerusform>%n игрок; %1</numerusform>
            <numerusform>%n игрока; %1</numerusform>
            <numerusform>%n игроков; %1</numerusform>
        </translation>
    </message>
    <message>
        <source>Protected tonight: %1 (R-DOC-2).</source>
        <translation>Под защитой этой ночью: %1 (R-DOC-2).</translation>
    </message>
    <message>
        <source>Died: %1.</source>
        <translation>Выбывшие: %1.</translation>
    </message>
    <message>
        <source>Nobody died.</source>
        <translation>Никто не выбыл.</translation>
    </message>
    <message>
        <source>The log ends during this phase.</source>
        <translation>Журнал обрывается в этой фазе.</translation>
    </message>
    <message>
        <source>Alive after %1 (%2): %3.</source>
        <translation>В игре после фазы %1 (%2): %3.</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Начало</translation>
    </message>
    <message>
        <source>D%1</source>
        <translation>Д%1</translation>
    </message>
    <message>
        <source>N%1</source>
        <translation>Н%1</translation>
    </message>
    <message>
        <source>%1. D = day, N = night.</source>
        <translation>%1. Д — день, Н — ночь.</translation>
    </message>
    <message>
        <source>Preset</source>
        <translation>Набор правил</translation>
    </message>
    <message>
        <source>First phase</source>
        <translation>Первая фаза</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>да</translation>
    </message>
    <message>
        <source>no</source>
        <translation>нет</translation>
    </message>
    <message>
        <source>by hand</source>
        <translation>вручную</translation>
    </message>
    <message>
        <source>at random (seed recorded)</source>
        <translation>случайно (зерно записано)</translation>
    </message>
    <message>
        <source>not recorded (an imported log)</source>
        <translation>не записано (импортированный журнал)</translation>
    </message>
    <message>
        <source>Actions in the log</source>
        <translation>Действий в журнале</translation>
    </message>
    <message>
        <source>Random seed</source>
        <translation>Зерно случайности</translation>
    </message>
    <message>
        <source>Roles dealt</source>
        <translation>Раздача ролей</translation>
    </message>
    <message>
        <source>First action</source>
        <translation>Первое действие</translation>
    </message>
    <message>
        <source>Last action</source>
        <translation>Последнее действие</translation>
    </message>
    <message>
        <source>Seat %1 renamed: %2 → %3</source>
        <translation>Игрок %1 переименован: %2 → %3</translation>
    </message>
    <message>
        <source>Mafia: game report</source>
        <translation>Мафия: отчёт об игре</translation>
    </message>
    <message>
        <source>… [%1 more characters are not in the PDF: see the HTML report or the game log]</source>
        <translation>… [ещё %1 символов нет в PDF: см. отчёт HTML или журнал игры]</translation>
    </message>
    <message>
        <source>… %1 lines of this phase are not in the PDF (at most %2 a phase): the HTML report and the game log hold them all.</source>
        <translation>… %1 строк этой фазы нет в PDF (не больше %2 на фазу): все они есть в отчёте HTML и в журнале игры.</translation>
    </message>
    <message>
        <source>For the ratings site (mafiaratings)…</source>
        <extracomment>name -&gt; format, in the order the window&apos;s menu lists them.</extracomment>
        <translation>Для рейтингового сайта (mafiaratings)…</translation>
    </message>
    <message>
        <source>For the FIIM site (mwt)…</source>
        <translation>Для сайта ФИИМ (mwt)…</translation>
    </message>
</context>
<context>
    <name>RoleCard</name>
    <message>
        <source>Nominates one candidate a day and votes for whom to execute.</source>
        <extracomment>What each role does by day (RULES.md §3, R-ROLE-2), by role id.</extracomment>
        <translation>Выдвигает одного кандидата в день и голосует, кого казнить.</translation>
    </message>
    <message>
        <source>Has a civilian&apos;s rights: nominates and votes, hiding among the town.</source>
        <translation>Имеет права мирного жителя: выдвигает и голосует, скрываясь среди мирных.</translation>
    </message>
    <message>
        <source>Heads the mafia. Has a civilian&apos;s rights: nominates and votes.</source>
        <translation>Глава мафии. Имеет права мирного жителя: выдвигает и голосует.</translation>
    </message>
    <message>
        <source>Has a civilian&apos;s rights: nominates and votes, guided by the checks.</source>
        <translation>Имеет права мирного жителя: выдвигает и голосует, опираясь на проверки.</translation>
    </message>
    <message>
        <source>Plays alone. Has a civilian&apos;s rights: nominates and votes.</source>
        <translation>Играет сам за себя. Имеет права мирного жителя: выдвигает и голосует.</translation>
    </message>
    <message>
        <source>Tells the host whom to protect tonight, and may change the choice until the day ends.</source>
        <translation>Говорит ведущему, кого защитить этой ночью, и может менять выбор до конца дня.</translation>
    </message>
    <message>
        <source>Once a day asks the host whether two living players have the same status. Nominates and votes.</source>
        <translation>Раз в день спрашивает ведущего, одинаков ли статус у двух живых игроков. Выдвигает и голосует.</translation>
    </message>
    <message>
        <source>Sleeps.</source>
        <extracomment>What each role does at night (RULES.md §4), by role id.</extracomment>
        <translation>Спит.</translation>
    </message>
    <message>
        <source>Wakes with the mafia to choose a victim; the godfather decides. May become the next godfather.</source>
        <translation>Просыпается с мафией, чтобы выбрать жертву; решает Крёстный отец. Может стать следующим Крёстным отцом.</translation>
    </message>
    <message>
        <source>Names the mafia&apos;s victim to the host, or decides not to kill. In the night the godfather dies, the mafia kills nobody.</source>
        <translation>Называет ведущему жертву мафии или решает не убивать. В ночь гибели Крёстного отца мафия никого не убивает.</translation>
    </message>
    <message>
        <source>Learns the status of one other living player from the host.</source>
        <translation>Узнаёт у ведущего статус одного другого живого игрока.</translation>
    </message>
    <message>
        <source>Must kill one player every night. Wins when everyone else is dead.</source>
        <translation>Каждую ночь обязан убить одного игрока. Побеждает, когда все остальные выбыли.</translation>
    </message>
    <message>
        <source>The protected player survives the mafia&apos;s and the maniac&apos;s kills.</source>
        <translation>Защищённый игрок переживает убийства мафии и Маньяка.</translation>
    </message>
    <message>
        <source>By day</source>
        <translation>Днём</translation>
    </message>
    <message>
        <source>By night</source>
        <translation>Ночью</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <extracomment>The card&apos;s frame colour per faction id. A card&apos;s width : height.</extracomment>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>By day: %1 By night: %2</source>
        <translation>Днём: %1 Ночью: %2</translation>
    </message>
</context>
<context>
    <name>RoundPlayers</name>
    <message>
        <source>Ticked: %1</source>
        <translation>Отмечено: %1</translation>
    </message>
    <message>
        <source>every player</source>
        <translation>все игроки</translation>
    </message>
    <message>
        <source>the top N after a round</source>
        <translation>лучшие N после тура</translation>
    </message>
    <message>
        <source>chosen by hand</source>
        <translation>выбранные вручную</translation>
    </message>
    <message>
        <source>Pla&amp;yers:</source>
        <translation>И&amp;гроки:</translation>
    </message>
    <message>
        <source>To&amp;p:</source>
        <translation>&amp;Лучшие:</translation>
    </message>
    <message>
        <source>&amp;After round:</source>
        <translation>&amp;После тура:</translation>
    </message>
    <message>
        <source>C&amp;hoose the players…</source>
        <translation>&amp;Выбрать игроков…</translation>
    </message>
    <message>
        <source>round %1</source>
        <translation>тур %1</translation>
    </message>
    <message>
        <source>The top %1 after round %2 play; a tie at the cut is yours to decide.</source>
        <translation>Играют лучшие %1 после тура %2; кто пройдёт при равенстве на границе, решаете вы.</translation>
    </message>
    <message>
        <source>%1 players chosen by hand.</source>
        <translation>Выбрано вручную игроков: %1.</translation>
    </message>
    <message>
        <source>Every player of the tournament plays (%1).</source>
        <translation>Играют все игроки турнира (%1).</translation>
    </message>
    <message>
        <source>choose the round&apos;s players first (ten a table at least)</source>
        <translation>сначала выберите игроков тура (не меньше десяти на стол)</translation>
    </message>
    <message>
        <source>a cut is taken after a stored round</source>
        <translation>отбор делается после сохранённого тура</translation>
    </message>
    <message>
        <source>Nothing was seated: the tie at the cut waits for your choice.</source>
        <translation>Ничего не рассажено: равенство на границе отбора ждёт вашего решения.</translation>
    </message>
</context>
<context>
    <name>RoundsPage</name>
    <message>
        <source>New round</source>
        <extracomment>A slot as the grid draws it: game, table, the seats&apos; numbers, played, its referee.</extracomment>
        <translation>Новый тур</translation>
    </message>
    <message>
        <source>added to the round before&apos;s</source>
        <translation>к баллам прошлого тура</translation>
    </message>
    <message>
        <source>counted separately</source>
        <translation>считаются отдельно</translation>
    </message>
    <message>
        <source>S&amp;tage:</source>
        <translation>&amp;Стадия:</translation>
    </message>
    <message>
        <source>&amp;Tables:</source>
        <translation>С&amp;толов:</translation>
    </message>
    <message>
        <source>&amp;Games a table:</source>
        <translation>&amp;Игр за столом:</translation>
    </message>
    <message>
        <source>S&amp;eed:</source>
        <translation>&amp;Зерно:</translation>
    </message>
    <message>
        <source>Its p&amp;oints:</source>
        <translation>&amp;Баллы тура:</translation>
    </message>
    <message>
        <source>Search &amp;budget:</source>
        <translation>&amp;Время поиска:</translation>
    </message>
    <message>
        <source> s</source>
        <translation> с</translation>
    </message>
    <message>
        <source>First-night compensation (&amp;Ci) counts</source>
        <translation>Учитывать &amp;Ci (первая ночь)</translation>
    </message>
    <message>
        <source>Seat the &amp;round</source>
        <translation>&amp;Рассадить тур</translation>
    </message>
    <message>
        <source>&amp;Cancel the seating</source>
        <translation>&amp;Отменить рассадку</translation>
    </message>
    <message>
        <source>S&amp;wap two players…</source>
        <translation>&amp;Поменять двух игроков…</translation>
    </message>
    <message>
        <source>St&amp;ore the round</source>
        <translation>Со&amp;хранить тур</translation>
    </message>
    <message>
        <source>&amp;Discard</source>
        <translation>О&amp;тбросить</translation>
    </message>
    <message>
        <source>S&amp;ubstitute in this game…</source>
        <translation>&amp;Замена в этой игре…</translation>
    </message>
    <message>
        <source>E&amp;xport schedules…</source>
        <translation>&amp;Выгрузить расписания…</translation>
    </message>
    <message>
        <source>Round %1: %2, %3 × %4</source>
        <translation>Тур %1: %2, %3 × %4</translation>
    </message>
    <message numerus="yes">
        <source>%n table(s)</source>
        <translation>
            <numerusform>%n стол</numerusform>
            <numerusform>%n стола</numerusform>
            <numerusform>%n столов</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n game(s)</source>
        <translation>
            <numerusform>%n игра</numerusform>
            <numerusform>%n игры</numerusform>
            <numerusform>%n игр</numerusform>
        </translation>
    </message>
    <message>
        <source>Referee: %1</source>
        <translation>Судья: %1</translation>
    </message>
    <message>
        <source>Seating %1 at %2 for %3 (about %4 s)…</source>
        <translation>Рассаживаем: %1, %2, %3 (около %4 с)…</translation>
    </message>
    <message numerus="yes">
        <source>%n player(s)</source>
        <translation>
            <numerusform>%n игрок</numerusform>
            <numerusform>%n игрока</numerusform>
            <numerusform>%n игроков</numerusform>
        </translation>
    </message>
    <message>
        <source>Kept apart</source>
        <translation>Разведены</translation>
    </message>
    <message>
        <source>%1 is kept apart from %2, who plays at this table (T-APART-5). Seat them together anyway?</source>
        <translation>%1 разведён(а) с игроком %2, который играет за этим столом (T-APART-5). Всё равно посадить их вместе?</translation>
    </message>
    <message>
        <source>Seat them &amp;together</source>
        <translation>Посадить &amp;вместе</translation>
    </message>
    <message>
        <source>No substitution: the pair kept apart stays apart.</source>
        <translation>Замены нет: разведённая пара остаётся порознь.</translation>
    </message>
    <message>
        <source>They meet %1, kept apart from them, in this game.</source>
        <translation>В этой игре встречается с разведённым игроком: %1.</translation>
    </message>
    <message numerus="yes">
        <source>%n schedule file(s) written to %1.</source>
        <translation>
            <numerusform>%n файл расписания записан в %1.</numerusform>
            <numerusform>%n файла расписания записаны в %1.</numerusform>
            <numerusform>%n файлов расписания записаны в %1.</numerusform>
        </translation>
    </message>
    <message>
        <source>Proposed seating, not stored yet.</source>
        <translation>Предложенная рассадка, ещё не сохранена.</translation>
    </message>
    <message>
        <source>%1 players.</source>
        <translation>Игроков: %1.</translation>
    </message>
    <message>
        <source>Seed %1.</source>
        <translation>Зерно %1.</translation>
    </message>
    <message>
        <source>No round yet: seat one on the left.</source>
        <translation>Туров ещё нет: рассадите тур слева.</translation>
    </message>
    <message>
        <source>Table %1</source>
        <translation>Стол %1</translation>
    </message>
    <message>
        <source>Game %1</source>
        <translation>Игра %1</translation>
    </message>
    <message>
        <source>✓ played</source>
        <translation>✓ сыграна</translation>
    </message>
    <message>
        <source>not played yet</source>
        <translation>ещё не сыграна</translation>
    </message>
    <message>
        <source>The seating is ready: look at it, swap players by hand if needed, then store the round.</source>
        <translation>Рассадка готова: посмотрите, при необходимости поменяйте игроков вручную и сохраните тур.</translation>
    </message>
    <message>
        <source>The seating was cancelled.</source>
        <translation>Рассадка отменена.</translation>
    </message>
    <message>
        <source>Round %1 stored: export the schedules for the tables.</source>
        <translation>Тур %1 сохранён: выгрузите расписания для столов.</translation>
    </message>
    <message>
        <source>choose a game in the grid first</source>
        <translation>сначала выберите игру в сетке</translation>
    </message>
    <message>
        <source>Seat %1 of round %2, table %3, game %4 is now %5&apos;s.</source>
        <translation>Место %1 (тур %2, стол %3, игра %4) теперь занимает %5.</translation>
    </message>
    <message>
        <source>Export the schedules</source>
        <translation>Выгрузить расписания</translation>
    </message>
    <message>
        <source>Every player of the tournament.</source>
        <translation>Все игроки турнира.</translation>
    </message>
    <message>
        <source>%1 players: the top %2 after round %3.</source>
        <translation>Игроков: %1 — лучшие %2 после тура %3.</translation>
    </message>
    <message>
        <source>%1 players chosen by hand.</source>
        <translation>Игроков: %1, выбраны вручную.</translation>
    </message>
    <message>
        <source>Its points are added to the round before&apos;s.</source>
        <translation>Баллы тура прибавляются к предыдущему туру.</translation>
    </message>
    <message>
        <source>Its points are counted separately.</source>
        <translation>Баллы тура считаются отдельно.</translation>
    </message>
    <message>
        <source>Ci counts.</source>
        <translation>Ci учитывается.</translation>
    </message>
    <message>
        <source>No Ci.</source>
        <translation>Без Ci.</translation>
    </message>
    <message>
        <source>balanced</source>
        <translation>поровну</translation>
    </message>
    <message>
        <source>not balanced</source>
        <translation>не поровну</translation>
    </message>
    <message>
        <source>Seats: largest spread %1 (%2); per seat, fewest–most: %3</source>
        <translation>Места: наибольший разброс %1 (%2); по местам, меньше–больше всего: %3</translation>
    </message>
    <message>
        <source>Meetings of two players: %1–%2 (ideal %3, goal %4–%5)</source>
        <translation>Встречи двух игроков: %1–%2 (идеал %3, цель %4–%5)</translation>
    </message>
    <message>
        <source>Tables: at most %1 games of a player at one table; %2 players more than one game over their even share (T-TABLE-1)</source>
        <translation>Столы: у игрока не больше %1 игр за одним столом; игроков, у которых больше своей доли на две игры и более: %2 (T-TABLE-1)</translation>
    </message>
    <message>
        <source>in turn</source>
        <translation>по очереди</translation>
    </message>
    <message>
        <source>not in turn</source>
        <translation>не по очереди</translation>
    </message>
    <message>
        <source>Sit-outs: %1–%2 a player, %3, at least %4 games apart (T-SIT-1)</source>
        <translation>Пропуски: %1–%2 на игрока, %3, не ближе %4 игр друг к другу (T-SIT-1)</translation>
    </message>
    <message>
        <source>Sit-outs: %1–%2 a player, %3 (T-SIT-1)</source>
        <translation>Пропуски: %1–%2 на игрока, %3 (T-SIT-1)</translation>
    </message>
    <message>
        <source>Kept-apart pairs who meet: %1</source>
        <translation>Разведённые пары, которые встречаются: %1</translation>
    </message>
    <message>
        <source>none</source>
        <translation>нет</translation>
    </message>
    <message>
        <source>No figures for this seating.</source>
        <translation>Для этой рассадки нет показателей.</translation>
    </message>
    <message>
        <source>%1 is kept apart from %2 players, but only %3 can sit away from their table in a game: %4 meetings at least (T-APART-2)</source>
        <translation>%1: разведён(а) с игроками (%2), а сесть не за его стол в игре могут только %3: встреч не меньше %4 (T-APART-2)</translation>
    </message>
    <message>
        <source>%1 are all kept apart from each other, more than %2 table(s) and the sit-outs can hold: %3 meetings at least (T-APART-3)</source>
        <translation>%1 разведены друг с другом, их больше, чем вмещают столы (%2) и пропуски: встреч не меньше %3 (T-APART-3)</translation>
    </message>
    <message>
        <source>Some kept-apart pairs meet where a seating without it may exist: seat the round again with a longer budget, or undo the change by hand (T-APART-4).</source>
        <translation>Некоторые разведённые пары встречаются, хотя рассадка без этого, возможно, есть: рассадите тур заново с большим временем поиска или отмените ручное изменение (T-APART-4).</translation>
    </message>
    <message>
        <source>Each player plays %1 games.</source>
        <translation>Каждый игрок играет игр: %1.</translation>
    </message>
    <message>
        <source>Players play %1 or %2 games, not all the same (T-SHAPE-1); everyone plays the same with %3 games a table.</source>
        <translation>Игроки играют не поровну, по %1–%2 игр (T-SHAPE-1); поровну будет при числе игр за столом: %3.</translation>
    </message>
</context>
<context>
    <name>ScheduleDialog</name>
    <message>
        <source>Tournament schedule</source>
        <translation>Расписание турнира</translation>
    </message>
    <message>
        <source>%1 — %2, round %3, table %4</source>
        <translation>%1 — %2, тур %3, стол %4</translation>
    </message>
    <message>
        <source>%1 — %2, round %3</source>
        <translation>%1 — %2, тур %3</translation>
    </message>
    <message>
        <source>Choose a game and start it: the new-game dialog opens with its players in seat order; deal the roles as usual.</source>
        <translation>Выберите игру и начните её: откроется окно новой игры с игроками по местам; раздайте роли как обычно.</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>Тур</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Стол</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Игра</translation>
    </message>
    <message>
        <source>Played</source>
        <translation>Сыграна</translation>
    </message>
    <message>
        <source>✓ played</source>
        <translation>✓ сыграна</translation>
    </message>
    <message>
        <source>&amp;Start this game…</source>
        <translation>&amp;Начать эту игру…</translation>
    </message>
    <message>
        <source>This game has been played already. Start it again?</source>
        <translation>Эта игра уже сыграна. Начать её снова?</translation>
    </message>
</context>
<context>
    <name>ScheduleFile</name>
    <message>
        <source>%1: “%2” must be a whole number from 1, not %3</source>
        <extracomment>The file&apos;s ``format`` and the one ``version`` read. A schedule is small: a larger file is refused unread.</extracomment>
        <translation>%1: «%2» должно быть целым числом от 1, а не %3</translation>
    </message>
    <message>
        <source>game %1 of the file</source>
        <translation>игра %1 в файле</translation>
    </message>
    <message>
        <source>%1 is not an object</source>
        <translation>%1 — не объект</translation>
    </message>
    <message>
        <source>%1: “played” must be true or false</source>
        <translation>%1: «played» должно быть true или false</translation>
    </message>
    <message>
        <source>%1: expected ten players, one a seat</source>
        <translation>%1: нужно десять игроков, по одному на место</translation>
    </message>
    <message>
        <source>%1: the players must be listed by seat, 1 to 10 (entry %2 is not seat %2)</source>
        <translation>%1: игроки должны идти по местам с 1 по 10 (запись %2 — не место %2)</translation>
    </message>
    <message>
        <source>%1, seat %2: %3</source>
        <translation>%1, место %2: %3</translation>
    </message>
    <message>
        <source>the schedule: %1</source>
        <translation>расписание: %1</translation>
    </message>
    <message>
        <source>the file is not JSON (%1)</source>
        <translation>файл не в формате JSON (%1)</translation>
    </message>
    <message>
        <source>the file is not a tournament schedule (its format is %1, expected %2)</source>
        <translation>файл — не расписание турнира (его формат %1, нужен %2)</translation>
    </message>
    <message>
        <source>the schedule&apos;s version is %1; this program reads version %2</source>
        <translation>версия расписания %1; программа читает версию %2</translation>
    </message>
    <message>
        <source>the schedule does not name its tournament</source>
        <translation>в расписании нет названия турнира</translation>
    </message>
    <message>
        <source>the schedule holds no games</source>
        <translation>в расписании нет игр</translation>
    </message>
    <message>
        <source>the schedule</source>
        <translation>расписание</translation>
    </message>
    <message>
        <source>Open a tournament schedule</source>
        <translation>Открыть расписание турнира</translation>
    </message>
    <message>
        <source>Tournament schedule (*.schedule.json *.json);;Any file (*)</source>
        <translation>Расписание турнира (*.schedule.json *.json);;Любой файл (*)</translation>
    </message>
    <message>
        <source>This file cannot be opened as a tournament schedule: %1</source>
        <translation>Этот файл нельзя открыть как расписание турнира: %1</translation>
    </message>
</context>
<context>
    <name>Screen</name>
    <message>
        <source>Day %1</source>
        <translation>День %1</translation>
    </message>
    <message>
        <source>Night %1</source>
        <translation>Ночь %1</translation>
    </message>
    <message>
        <source>dead</source>
        <translation>вне игры</translation>
    </message>
    <message>
        <source>A draw</source>
        <translation>Ничья</translation>
    </message>
    <message>
        <source>The game is over</source>
        <translation>Игра окончена</translation>
    </message>
</context>
<context>
    <name>SeatQrDialog</name>
    <message>
        <source>Seat %1 — %2: scan, then pass the laptop</source>
        <translation>Место %1 — %2: отсканируйте и передайте ноутбук дальше</translation>
    </message>
    <message>
        <source>This game has no such seat any more.</source>
        <translation>В этой игре больше нет такого места.</translation>
    </message>
    <message>
        <source>A phone holds this seat. The role was seen.</source>
        <translation>Место на телефоне. Роль просмотрена.</translation>
    </message>
    <message>
        <source>A phone holds this seat.</source>
        <translation>Место на телефоне.</translation>
    </message>
    <message>
        <source>No phone has opened this link yet.</source>
        <translation>Эту ссылку ещё не открыл ни один телефон.</translation>
    </message>
    <message>
        <source>Seat links</source>
        <translation>Ссылки мест</translation>
    </message>
    <message>
        <source>← &amp;Previous seat</source>
        <translation>← &amp;Предыдущее место</translation>
    </message>
    <message>
        <source>&amp;Next seat →</source>
        <translation>&amp;Следующее место →</translation>
    </message>
    <message>
        <source>&amp;Done</source>
        <translation>&amp;Готово</translation>
    </message>
</context>
<context>
    <name>SeatingFigures</name>
    <message numerus="yes">
        <source>%1 and %2 (%n time(s), %3)</source>
        <translation>
            <numerusform>%1 и %2 (%n раз, %3)</numerusform>
            <numerusform>%1 и %2 (%n раза, %3)</numerusform>
            <numerusform>%1 и %2 (%n раз, %3)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SoundBoard</name>
    <message>
        <source>No audio output device was found: the sound cannot be heard (the system beep is used for the bell).</source>
        <extracomment>The settings and their defaults: sounds on, music and speech off until asked for. Each sound: its file in ``resources/sounds/`` and the setting that switches it. The tone sounds when this many seconds are left.</extracomment>
        <translation>Не найдено устройство вывода звука: звук не будет слышен (вместо колокольчика — системный сигнал).</translation>
    </message>
    <message>
        <source>The sound could not be played on the audio device (the system beep is used for the bell).</source>
        <translation>Звук не удалось воспроизвести на звуковом устройстве (вместо колокольчика — системный сигнал).</translation>
    </message>
</context>
<context>
    <name>SoundDialog</name>
    <message>
        <source>Sound, music and voice</source>
        <translation>Звук, музыка и голос</translation>
    </message>
    <message>
        <source>Sounds</source>
        <translation>Звуки</translation>
    </message>
    <message>
        <source>A bell when a timer reaches zero</source>
        <translation>Звонок, когда таймер доходит до нуля</translation>
    </message>
    <message>
        <source>A short tone ten seconds before</source>
        <translation>Короткий сигнал за десять секунд</translation>
    </message>
    <message>
        <source>When the vote opens and closes</source>
        <translation>Когда голосование открывается и закрывается</translation>
    </message>
    <message>
        <source>When night falls and ends</source>
        <translation>Когда наступает и кончается ночь</translation>
    </message>
    <message>
        <source>Test sound</source>
        <translation>Проверить звук</translation>
    </message>
    <message>
        <source>Volume:</source>
        <translation>Громкость:</translation>
    </message>
    <message>
        <source>Night music</source>
        <translation>Ночная музыка</translation>
    </message>
    <message>
        <source>Play music at night (it fades in at nightfall and out at daybreak)</source>
        <translation>Играть музыку ночью (плавно включается с наступлением ночи и стихает утром)</translation>
    </message>
    <message>
        <source>Choose…</source>
        <translation>Выбрать…</translation>
    </message>
    <message>
        <source>Folder:</source>
        <translation>Папка:</translation>
    </message>
    <message>
        <source>Mute key:</source>
        <translation>Клавиша выключения звука:</translation>
    </message>
    <message>
        <source>Spoken announcements</source>
        <translation>Объявления голосом</translation>
    </message>
    <message>
        <source>Say phases, who leaves the game and the vote&apos;s result aloud</source>
        <translation>Объявлять вслух фазы, выбывших игроков и итог голосования</translation>
    </message>
    <message>
        <source>Voice: %1</source>
        <translation>Голос: %1</translation>
    </message>
    <message numerus="yes">
        <source>%n track(s) to play</source>
        <translation>
            <numerusform>%n дорожка</numerusform>
            <numerusform>%n дорожки</numerusform>
            <numerusform>%n дорожек</numerusform>
        </translation>
    </message>
    <message>
        <source>No folder chosen</source>
        <translation>Папка не выбрана</translation>
    </message>
    <message>
        <source>Night music folder</source>
        <translation>Папка ночной музыки</translation>
    </message>
</context>
<context>
    <name>Speech</name>
    <message>
        <source>No speech engine: install speech-dispatcher (sudo apt install speech-dispatcher) and start the program again.</source>
        <translation>Нет синтезатора речи: установите speech-dispatcher (sudo apt install speech-dispatcher) и запустите программу снова.</translation>
    </message>
    <message>
        <source>No speech engine was found on this system.</source>
        <translation>В системе не найден синтезатор речи.</translation>
    </message>
    <message>
        <source>Sound is not available: install libpulse0 (sudo apt install libpulse0).</source>
        <translation>Звук недоступен: установите libpulse0 (sudo apt install libpulse0).</translation>
    </message>
    <message>
        <source>Sound and speech are not available (PySide6-Addons is missing: pip install PySide6-Addons).</source>
        <translation>Звук и речь недоступны (не установлен PySide6-Addons: pip install PySide6-Addons).</translation>
    </message>
</context>
<context>
    <name>Sport</name>
    <message>
        <source>Classic</source>
        <extracomment>The factions in the rules&apos; order (R-WIN-*; ``rules.classic.FACTION_ORDER``). THE faction colours (the players&apos; screen by day, the seats, the cards, the reports). The same on the players&apos; screen&apos;s night sky (lighter, to read on the dark). The faction of each role id (R-ROLE-*; ``rules.classic.Role.faction``).
----------
The rules families (``rules.family_name``).</extracomment>
        <translation>Классика</translation>
    </message>
    <message>
        <source>Sport</source>
        <translation>Спортивная</translation>
    </message>
    <message>
        <source>Civilian</source>
        <translation>Мирный житель</translation>
    </message>
    <message>
        <source>Sheriff</source>
        <translation>Шериф</translation>
    </message>
    <message>
        <source>Mafioso</source>
        <translation>Мафия</translation>
    </message>
    <message>
        <source>Don</source>
        <translation>Дон</translation>
    </message>
    <message>
        <source>Red</source>
        <translation>Красные</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Чёрные</translation>
    </message>
    <message>
        <source>voted out</source>
        <extracomment>How a player left the game (SportDeath.cause).</extracomment>
        <translation>заголосован</translation>
    </message>
    <message>
        <source>raised (all tied left)</source>
        <translation>подъём (ушли все)</translation>
    </message>
    <message>
        <source>shot</source>
        <translation>убит ночью</translation>
    </message>
    <message>
        <source>removed: fourth foul</source>
        <translation>удалён: четвёртый фол</translation>
    </message>
    <message>
        <source>disqualified</source>
        <translation>дисквалифицирован</translation>
    </message>
    <message>
        <source>the sheriff</source>
        <extracomment>A check&apos;s answer (SportCheck.answer).</extracomment>
        <translation>шериф</translation>
    </message>
    <message>
        <source>not the sheriff</source>
        <translation>не шериф</translation>
    </message>
    <message>
        <source>black</source>
        <translation>чёрный</translation>
    </message>
    <message>
        <source>red</source>
        <translation>красный</translation>
    </message>
    <message>
        <source>fourth foul</source>
        <extracomment>A penalty&apos;s kind (Penalty.kind).</extracomment>
        <translation>четвёртый фол</translation>
    </message>
    <message>
        <source>disqualification</source>
        <translation>дисквалификация</translation>
    </message>
    <message>
        <source>team defeat (PPK)</source>
        <translation>поражение команды (ППК)</translation>
    </message>
    <message>
        <source>night</source>
        <extracomment>A sport game&apos;s stages (SportState.stage).</extracomment>
        <translation>ночь</translation>
    </message>
    <message>
        <source>last word</source>
        <translation>последнее слово</translation>
    </message>
    <message>
        <source>speeches</source>
        <translation>речи</translation>
    </message>
    <message>
        <source>vote</source>
        <translation>голос</translation>
    </message>
    <message>
        <source>defence speeches</source>
        <translation>оправдательные речи</translation>
    </message>
    <message>
        <source>raise-all</source>
        <translation>по подъёму</translation>
    </message>
    <message>
        <source>end of the day</source>
        <translation>конец дня</translation>
    </message>
    <message>
        <source>game over</source>
        <translation>игра окончена</translation>
    </message>
    <message>
        <source>speech</source>
        <extracomment>The kinds of speech (SportState.speech).</extracomment>
        <translation>речь</translation>
    </message>
    <message>
        <source>short speech</source>
        <translation>короткая речь</translation>
    </message>
    <message>
        <source>silent turn (third foul)</source>
        <translation>молчание (третий фол)</translation>
    </message>
    <message>
        <source>defence speech</source>
        <translation>оправдательная речь</translation>
    </message>
    <message>
        <source>Ten players: one don, two mafiosi, one sheriff, six civilians</source>
        <extracomment>The S-* rules&apos; short titles.</extracomment>
        <translation>Десять игроков: дон, две мафии, шериф, шесть мирных</translation>
    </message>
    <message>
        <source>Roles dealt by hand or at random</source>
        <translation>Роли раздаются вручную или случайно</translation>
    </message>
    <message>
        <source>No role is announced before the end</source>
        <translation>Роли не объявляются до конца игры</translation>
    </message>
    <message>
        <source>Night 0: the black team&apos;s agreement; nobody shoots</source>
        <translation>Нулевая ночь: договорка чёрных; никто не стреляет</translation>
    </message>
    <message>
        <source>The last word, then one speech each round the table</source>
        <translation>Последнее слово, затем по речи каждому по кругу</translation>
    </message>
    <message>
        <source>Each day opens with the next player</source>
        <translation>Каждый день начинает следующий игрок</translation>
    </message>
    <message>
        <source>The host ends every speech</source>
        <translation>Каждую речь заканчивает ведущий</translation>
    </message>
    <message>
        <source>Only the speaker nominates, one candidate a day</source>
        <translation>Выставляет только говорящий, одного кандидата в день</translation>
    </message>
    <message>
        <source>A nomination may be withdrawn during its maker&apos;s speech</source>
        <translation>Выдвижение можно снять во время своей речи</translation>
    </message>
    <message>
        <source>The vote follows the speeches, in the order of nomination</source>
        <translation>Голосование — после речей, в порядке выставления</translation>
    </message>
    <message>
        <source>One ballot per candidate; each player votes once</source>
        <translation>Голоса за каждого кандидата; каждый голосует один раз</translation>
    </message>
    <message>
        <source>The votes left go to the last candidate</source>
        <translation>Оставшиеся голоса — последнему кандидату</translation>
    </message>
    <message>
        <source>Most votes leaves, with a last word</source>
        <translation>Набравший больше всех уходит с последним словом</translation>
    </message>
    <message>
        <source>A tie: defence speeches and a revote</source>
        <translation>Ничья: оправдательные речи и переголосование</translation>
    </message>
    <message>
        <source>A second tie: the raise-all question</source>
        <translation>Повторная ничья (попил): подъём</translation>
    </message>
    <message>
        <source>All the living tied: nobody leaves</source>
        <translation>В ничьей все живые: никто не уходит</translation>
    </message>
    <message>
        <source>Three of nine tied again: nobody leaves</source>
        <translation>Трое из девяти снова поровну: никто не выбывает</translation>
    </message>
    <message>
        <source>The host ends the day</source>
        <translation>Ведущий заканчивает день</translation>
    </message>
    <message>
        <source>One shot a night, or a miss</source>
        <translation>Один выстрел за ночь или промах</translation>
    </message>
    <message>
        <source>The shot player leaves with a last word</source>
        <translation>Убитый уходит с последним словом</translation>
    </message>
    <message>
        <source>The don and the sheriff check one player a night</source>
        <translation>Дон и шериф проверяют по одному игроку за ночь</translation>
    </message>
    <message>
        <source>The first night&apos;s victim names a best move</source>
        <translation>Убитый в первую ночь называет лучший ход</translation>
    </message>
    <message>
        <source>Fouls: at most four</source>
        <translation>Фолы: не больше четырёх</translation>
    </message>
    <message>
        <source>A third foul costs the next speech</source>
        <translation>Третий фол лишает следующей речи</translation>
    </message>
    <message>
        <source>A fourth foul or a disqualification removes the player</source>
        <translation>Четвёртый фол или дисквалификация удаляет игрока</translation>
    </message>
    <message>
        <source>A removal cancels the vote (anti-monster)</source>
        <translation>Удаление отменяет голосование (антимонстр)</translation>
    </message>
    <message>
        <source>A team defeat ends the game</source>
        <translation>ППК заканчивает игру</translation>
    </message>
    <message>
        <source>Red wins when no black player is left</source>
        <translation>Красные побеждают, когда в игре не осталось чёрных</translation>
    </message>
    <message>
        <source>Black wins when as many as red</source>
        <translation>Чёрные побеждают, когда их не меньше, чем красных</translation>
    </message>
    <message>
        <source>Three rounds without a departure: a draw</source>
        <translation>Три круга без ухода: ничья</translation>
    </message>
    <message>
        <source>The game has ended: only bonuses, fouls and disqualifications</source>
        <translation>Игра окончена: только доп. баллы, фолы и дисквалификации</translation>
    </message>
    <message>
        <source>Points from the scoring table</source>
        <translation>Баллы по таблице очков</translation>
    </message>
    <message>
        <source>The black team meets at night 0 and knows each other</source>
        <translation>Чёрные знакомятся в нулевую ночь и знают друг друга</translation>
    </message>
    <message>
        <source>Seconds of the black team&apos;s agreement on night 0</source>
        <translation>Секунд на договорку чёрных в нулевую ночь</translation>
    </message>
    <message>
        <source>The black team meets at night 0 (sees each other)</source>
        <translation>Договорка чёрных в нулевую ночь (видят друг друга)</translation>
    </message>
    <message>
        <source>Seconds of a speech</source>
        <translation>Секунд на речь</translation>
    </message>
    <message>
        <source>Seconds of a defence speech</source>
        <translation>Секунд на оправдательную речь</translation>
    </message>
    <message>
        <source>Seconds of a last word</source>
        <translation>Секунд на последнее слово</translation>
    </message>
    <message>
        <source>Seconds of a speech shortened by a third foul</source>
        <translation>Секунд на речь, урезанную третьим фолом</translation>
    </message>
    <message>
        <source>Free table: 6 to 14 players, fewer black than red</source>
        <translation>Свободный стол: от 6 до 14 игроков, чёрных меньше, чем красных</translation>
    </message>
    <message>
        <source>A speaker may withdraw their nomination</source>
        <translation>Игрок может снять своё выставление</translation>
    </message>
    <message>
        <source>Who may name a best move</source>
        <translation>Кто может дать лучший ход</translation>
    </message>
    <message>
        <source>How many players a best move names</source>
        <translation>Сколько игроков называет лучший ход</translation>
    </message>
    <message>
        <source>Nine alive: three tied again are put to the raise-all</source>
        <translation>Девять живых: троих, снова набравших поровну, ставят на подъём</translation>
    </message>
    <message>
        <source>A removal by fouls cancels the vote (anti-monster)</source>
        <translation>Удаление по фолам отменяет голосование (антимонстр)</translation>
    </message>
    <message>
        <source>Three rounds without a departure with four alive</source>
        <translation>Три круга без ухода при четырёх живых</translation>
    </message>
    <message>
        <source>Points for a win</source>
        <translation>Баллы за победу</translation>
    </message>
    <message>
        <source>Points for a best move with 2 black</source>
        <translation>Баллы за лучший ход с 2 чёрными</translation>
    </message>
    <message>
        <source>Points for a best move with 3 black</source>
        <translation>Баллы за лучший ход с 3 чёрными</translation>
    </message>
    <message>
        <source>Points for a fourth foul</source>
        <translation>Баллы за четвёртый фол</translation>
    </message>
    <message>
        <source>Points for a disqualification</source>
        <translation>Баллы за дисквалификацию</translation>
    </message>
    <message>
        <source>Points for a team defeat (PPK)</source>
        <translation>Баллы за ППК</translation>
    </message>
    <message>
        <source>FIIM</source>
        <translation>ФИИМ</translation>
    </message>
    <message>
        <source>allowed</source>
        <translation>разрешено</translation>
    </message>
    <message>
        <source>no</source>
        <translation>нет</translation>
    </message>
    <message>
        <source>the first night&apos;s victim</source>
        <translation>убитый в первую ночь</translation>
    </message>
    <message>
        <source>every night&apos;s victim</source>
        <translation>убитый в любую ночь</translation>
    </message>
    <message>
        <source>three</source>
        <translation>трёх</translation>
    </message>
    <message>
        <source>one to three</source>
        <translation>от одного до трёх</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>да</translation>
    </message>
    <message>
        <source>if the player is a candidate</source>
        <translation>если игрок — кандидат</translation>
    </message>
    <message>
        <source>red wins</source>
        <translation>победа красных</translation>
    </message>
    <message>
        <source>a draw</source>
        <translation>ничья</translation>
    </message>
</context>
<context>
    <name>SportAnnouncer</name>
    <message>
        <source>Player %1, %2</source>
        <translation>Игрок %1, %2</translation>
    </message>
    <message>
        <source>Tonight %1 was shot.</source>
        <translation>Этой ночью убит %1.</translation>
    </message>
    <message>
        <source>By the vote, %1 leaves the game.</source>
        <translation>По итогам голосования игру покидает %1.</translation>
    </message>
    <message>
        <source>By the raise-all, %1 leaves the game.</source>
        <translation>По подъёму игру покидает %1.</translation>
    </message>
    <message>
        <source>Fourth foul: %1 leaves the game.</source>
        <translation>Четвёртый фол: игру покидает %1.</translation>
    </message>
    <message>
        <source>%1 is disqualified.</source>
        <translation>%1 дисквалифицирован(а).</translation>
    </message>
    <message>
        <source>The mafia missed: nobody was shot.</source>
        <translation>Мафия промахнулась: этой ночью никто не убит.</translation>
    </message>
    <message>
        <source>%1: foul %2.</source>
        <translation>%1: фол %2.</translation>
    </message>
    <message>
        <source>A tie between players %1: defence speeches.</source>
        <translation>Поровну голосов у игроков %1: оправдательные речи.</translation>
    </message>
    <message>
        <source>The revote ties again: who is for all of players %1 leaving?</source>
        <translation>Снова поровну: кто за то, чтобы все игроки %1 покинули игру?</translation>
    </message>
    <message>
        <source>Nobody leaves by the vote.</source>
        <translation>По итогам голосования никто не покидает игру.</translation>
    </message>
    <message>
        <source>Today&apos;s vote is cancelled.</source>
        <translation>Сегодняшнее голосование отменено.</translation>
    </message>
    <message>
        <source>%1: your minute.</source>
        <translation>%1: ваша минута.</translation>
    </message>
    <message>
        <source>%1: your speech, shortened by a third foul.</source>
        <translation>%1: ваша речь сокращена за третий фол.</translation>
    </message>
    <message>
        <source>%1: a silent turn after a third foul.</source>
        <translation>%1: после третьего фола вы молчите.</translation>
    </message>
    <message>
        <source>%1: your defence.</source>
        <translation>%1: ваша оправдательная речь.</translation>
    </message>
    <message>
        <source>%1: your last word.</source>
        <translation>%1: ваше последнее слово.</translation>
    </message>
    <message>
        <source>The game is over. Red wins.</source>
        <translation>Игра окончена. Победа красных.</translation>
    </message>
    <message>
        <source>The game is over. Black wins.</source>
        <translation>Игра окончена. Победа чёрных.</translation>
    </message>
    <message>
        <source>The game is over: a draw.</source>
        <translation>Игра окончена: ничья.</translation>
    </message>
</context>
<context>
    <name>SportEnd</name>
    <message>
        <source>in the game</source>
        <translation>в игре</translation>
    </message>
    <message numerus="yes">
        <source>%n foul(s)</source>
        <translation>
            <numerusform>%n фол</numerusform>
            <numerusform>%n фола</numerusform>
            <numerusform>%n фолов</numerusform>
        </translation>
    </message>
    <message>
        <source>disqualified after the end (points only)</source>
        <translation>дисквалифицирован после конца игры (только баллы)</translation>
    </message>
    <message>
        <source>fourth foul after the end (points only)</source>
        <translation>четвёртый фол после конца игры (только баллы)</translation>
    </message>
    <message>
        <source>points: %1</source>
        <translation>баллы: %1</translation>
    </message>
</context>
<context>
    <name>SportPanel</name>
    <message>
        <source>The vote, in the order of nomination</source>
        <translation>Голосование в порядке выставления</translation>
    </message>
    <message>
        <source>The night (host only)</source>
        <translation>Ночь (видит только ведущий)</translation>
    </message>
    <message>
        <source>Bonus:</source>
        <translation>Доп. баллы:</translation>
    </message>
    <message>
        <source>The points of a bonus, -1 to 1 (S-SCORE-1)</source>
        <translation>Доп. баллы, от -1 до 1 (S-SCORE-1)</translation>
    </message>
    <message>
        <source>Reason:</source>
        <translation>Причина:</translation>
    </message>
    <message>
        <source>for a disqualification or a bonus</source>
        <translation>для дисквалификации или доп. баллов</translation>
    </message>
    <message>
        <source>Nominations: %1</source>
        <translation>Выставлены: %1</translation>
    </message>
    <message>
        <source>none yet</source>
        <translation>пока никто</translation>
    </message>
    <message>
        <source>Nobody speaks now.</source>
        <translation>Сейчас никто не говорит.</translation>
    </message>
    <message>
        <source>Speaks: %1 — %2, %3 s</source>
        <translation>Говорит: %1 — %2, %3 с</translation>
    </message>
    <message>
        <source>%1) %2: %3 vote(s) (%4)</source>
        <translation>%1) %2: голосов — %3 (%4)</translation>
    </message>
    <message>
        <source>%1) %2: next — click the raised hands</source>
        <translation>%1) %2: следующий — отметьте поднятые руки</translation>
    </message>
    <message>
        <source>%1) %2: counted by itself (every vote left)</source>
        <translation>%1) %2: считается сам (все оставшиеся голоса)</translation>
    </message>
    <message>
        <source>%1) %2</source>
        <translation>%1) %2</translation>
    </message>
    <message>
        <source>Tied again: who is for all of them leaving? (more than half of the living: they all leave)</source>
        <translation>Снова ничья (попил): кто за то, чтобы ушли все? (больше половины живых — уходят все)</translation>
    </message>
    <message>
        <source>Revote %1</source>
        <translation>Переголосование %1</translation>
    </message>
    <message>
        <source>Raise-all: %1 for</source>
        <translation>Подъём: за — %1</translation>
    </message>
    <message>
        <source>Round %1: %2</source>
        <translation>Круг %1: %2</translation>
    </message>
    <message>
        <source>The vote is cancelled (S-FOUL-4).</source>
        <translation>Голосование отменено (S-FOUL-4).</translation>
    </message>
    <message>
        <source>Night 0: the black team agrees; the don and the sheriff look round. Nobody shoots or checks.</source>
        <translation>Нулевая ночь: договорка чёрных; дон и шериф осматривают стол. Никто не стреляет и не проверяет.</translation>
    </message>
    <message>
        <source>No shot entered yet (none: a miss).</source>
        <translation>Выстрел ещё не записан (без него — промах).</translation>
    </message>
    <message>
        <source>The black team missed.</source>
        <translation>Чёрные промахнулись.</translation>
    </message>
    <message>
        <source>Shot: %1</source>
        <translation>Выстрел: %1</translation>
    </message>
    <message>
        <source>Don&apos;s check: %1 is %2</source>
        <translation>Проверка дона: %1 — %2</translation>
    </message>
    <message>
        <source>Sheriff&apos;s check: %1 is %2</source>
        <translation>Проверка шерифа: %1 — %2</translation>
    </message>
</context>
<context>
    <name>SportScreen</name>
    <message>
        <source>The game is over</source>
        <translation>Игра окончена</translation>
    </message>
    <message>
        <source>The agreement</source>
        <translation>Договорка</translation>
    </message>
    <message>
        <source>The town sleeps</source>
        <translation>Город засыпает</translation>
    </message>
    <message>
        <source>The vote</source>
        <translation>Голосование</translation>
    </message>
    <message>
        <source>Revote (round %1)</source>
        <translation>Переголосование (круг %1)</translation>
    </message>
    <message>
        <source>Last word</source>
        <translation>Последнее слово</translation>
    </message>
    <message>
        <source>Speeches</source>
        <translation>Речи</translation>
    </message>
    <message>
        <source>Defence speeches</source>
        <translation>Оправдательные речи</translation>
    </message>
    <message>
        <source>Raise-all</source>
        <translation>Подъём</translation>
    </message>
    <message>
        <source>The day is over</source>
        <translation>День окончен</translation>
    </message>
    <message>
        <source>Speech</source>
        <translation>Речь</translation>
    </message>
    <message>
        <source>Short speech (third foul)</source>
        <translation>Короткая речь (третий фол)</translation>
    </message>
    <message>
        <source>Silent turn (third foul)</source>
        <translation>Молчание (третий фол)</translation>
    </message>
    <message>
        <source>Defence speech</source>
        <translation>Оправдательная речь</translation>
    </message>
    <message>
        <source>The agreement minute</source>
        <translation>Минута договорки</translation>
    </message>
    <message>
        <source>voted out</source>
        <translation>по голосованию</translation>
    </message>
    <message>
        <source>raise-all</source>
        <translation>по подъёму</translation>
    </message>
    <message>
        <source>shot</source>
        <translation>отстрел</translation>
    </message>
    <message>
        <source>4 fouls</source>
        <translation>4 фола</translation>
    </message>
    <message>
        <source>disqualified</source>
        <translation>дисквалификация</translation>
    </message>
    <message>
        <source>Red wins</source>
        <translation>Победа красных</translation>
    </message>
    <message>
        <source>Black wins</source>
        <translation>Победа чёрных</translation>
    </message>
    <message>
        <source>A draw</source>
        <translation>Ничья</translation>
    </message>
    <message>
        <source>No black player is left</source>
        <translation>Чёрных игроков не осталось</translation>
    </message>
    <message>
        <source>Black players are as many as red ones</source>
        <translation>Чёрных столько же, сколько красных</translation>
    </message>
    <message>
        <source>Nobody left the game for three rounds</source>
        <translation>Три круга подряд никто не покинул игру</translation>
    </message>
    <message>
        <source>A team defeat was given</source>
        <translation>Команде засчитано поражение</translation>
    </message>
    <message>
        <source>Nominated</source>
        <translation>Выставлены</translation>
    </message>
    <message>
        <source>%1 (by %2)</source>
        <translation>%1 (выставлен №%2)</translation>
    </message>
    <message>
        <source>Defence</source>
        <translation>Оправдание</translation>
    </message>
    <message>
        <source>Do all of them leave?</source>
        <translation>Все покидают игру?</translation>
    </message>
    <message>
        <source>Candidates</source>
        <translation>Кандидаты</translation>
    </message>
    <message>
        <source>Revote</source>
        <translation>Переголосование</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Баллы</translation>
    </message>
    <message>
        <source>Raise-all: %1 for</source>
        <translation>Подъём: за — %1</translation>
    </message>
    <message>
        <source>They leave: %1</source>
        <translation>Покидают игру: %1</translation>
    </message>
    <message>
        <source>Nobody leaves</source>
        <translation>Никто не покидает игру</translation>
    </message>
    <message>
        <source>One candidate: %1 leaves</source>
        <translation>Один кандидат: %1 покидает игру</translation>
    </message>
    <message>
        <source>One candidate on day 1: nobody leaves</source>
        <translation>Один кандидат в первый день: никто не покидает игру</translation>
    </message>
    <message>
        <source>Vote: %1</source>
        <translation>Голосование: %1</translation>
    </message>
    <message>
        <source>Revote: %1</source>
        <translation>Переголосование: %1</translation>
    </message>
    <message>
        <source>A tie: defence speeches, then a revote</source>
        <translation>Равенство голосов: оправдательные речи, затем переголосование</translation>
    </message>
    <message>
        <source>A tie again: raise-all</source>
        <translation>Снова равенство: подъём</translation>
    </message>
    <message>
        <source>Leaves: %1</source>
        <translation>Покидает игру: %1</translation>
    </message>
    <message>
        <source>Nobody leaves by the night&apos;s shot</source>
        <translation>Ночной выстрел никого не убрал</translation>
    </message>
    <message>
        <source>Shot in the night: %1</source>
        <translation>Убит ночью: %1</translation>
    </message>
    <message>
        <source>Fourth foul: %1</source>
        <translation>Четвёртый фол: %1</translation>
    </message>
    <message>
        <source>Disqualified: %1</source>
        <translation>Дисквалификация: %1</translation>
    </message>
    <message>
        <source>No vote today: a player was removed</source>
        <translation>Голосования сегодня нет: игрок удалён</translation>
    </message>
    <message>
        <source>Best move of %1: %2</source>
        <translation>Лучший ход %1: %2</translation>
    </message>
    <message>
        <source>%1 (%2 black)</source>
        <translation>%1 (чёрных: %2)</translation>
    </message>
</context>
<context>
    <name>SportSeats</name>
    <message>
        <source>don</source>
        <translation>дон</translation>
    </message>
    <message>
        <source>sheriff</source>
        <translation>шериф</translation>
    </message>
    <message>
        <source>fouls: %1</source>
        <translation>фолы: %1</translation>
    </message>
    <message>
        <source>nominated by %1</source>
        <translation>выставил(а) %1</translation>
    </message>
    <message>
        <source>votes: %1</source>
        <translation>голосов: %1</translation>
    </message>
    <message>
        <source>→ %1</source>
        <translation>→ %1</translation>
    </message>
    <message>
        <source>shot tonight</source>
        <translation>убит(а) этой ночью</translation>
    </message>
</context>
<context>
    <name>SportSetupPart</name>
    <message>
        <source>At ra&amp;ndom</source>
        <translation>&amp;Случайно</translation>
    </message>
    <message>
        <source>By &amp;hand</source>
        <translation>&amp;Вручную</translation>
    </message>
    <message>
        <source>S&amp;eed:</source>
        <translation>&amp;Зерно:</translation>
    </message>
    <message>
        <source>The seed of the random deal; it is recorded in the game log (S-SETUP-2)</source>
        <translation>Зерно случайной раздачи; записывается в журнал игры (S-SETUP-2)</translation>
    </message>
    <message>
        <source>New seed</source>
        <translation>Новое зерно</translation>
    </message>
    <message>
        <source>FIIM table: ten players — six civilians and the sheriff (red), two mafiosi and the don (black).</source>
        <translation>Стол ФИИМ: десять игроков — шесть мирных жителей и шериф (красные), две мафии и дон (чёрные).</translation>
    </message>
    <message>
        <source>(empty seat)</source>
        <translation>(свободное место)</translation>
    </message>
    <message>
        <source>%1 (now %2 players).</source>
        <translation>%1 (сейчас игроков: %2).</translation>
    </message>
    <message>
        <source>Give every seat a role (no role yet: seat %1).</source>
        <translation>Дайте роль каждому месту (пока без роли: место %1).</translation>
    </message>
</context>
<context>
    <name>StandingsPage</name>
    <message>
        <source>&amp;Round:</source>
        <extracomment>The tie-break orders offered: the ratings site&apos;s default, and the desk&apos;s order before issue 34 (any other may be typed). The table&apos;s columns (``StandingRow`` fields), in order.</extracomment>
        <translation>&amp;Тур:</translation>
    </message>
    <message>
        <source>&amp;Before game:</source>
        <translation>&amp;До игры:</translation>
    </message>
    <message>
        <source>all games</source>
        <translation>все игры</translation>
    </message>
    <message>
        <source>Show on the &amp;players&apos; screen</source>
        <translation>Показать на &amp;экране игроков</translation>
    </message>
    <message>
        <source>&amp;Tie-breaks:</source>
        <translation>&amp;Дополнительные показатели:</translation>
    </message>
    <message>
        <source>After the total: our keys separated by commas (total, points, main, extra, best_move, bonus, penalties, ci, wins, wins_sheriff, wins_don, first_killed; a+b sums them, -key prefers less), or the ratings site&apos;s letters: (epg)wsk is its default.</source>
        <translation>После суммы баллов: наши ключи через запятую (total, points, main, extra, best_move, bonus, penalties, ci, wins, wins_sheriff, wins_don, first_killed; a+b — их сумма, -ключ — лучше меньше) или буквы рейтингового сайта: (epg)wsk — его порядок по умолчанию.</translation>
    </message>
    <message>
        <source>&amp;Set the tie-breaks</source>
        <translation>&amp;Задать порядок</translation>
    </message>
    <message>
        <source>Overall</source>
        <translation>общий зачёт</translation>
    </message>
    <message>
        <source>Round %1 (%2)</source>
        <translation>Тур %1 (%2)</translation>
    </message>
    <message>
        <source>round %1</source>
        <translation>тур %1</translation>
    </message>
    <message>
        <source>overall</source>
        <translation>общий зачёт</translation>
    </message>
    <message>
        <source>before game %1</source>
        <translation>до игры %1</translation>
    </message>
    <message>
        <source>in the overall standings its points are added to the round before&apos;s</source>
        <translation>в общем зачёте его баллы прибавляются к предыдущему туру</translation>
    </message>
    <message>
        <source>in the overall standings its points are counted separately</source>
        <translation>в общем зачёте его баллы считаются отдельно</translation>
    </message>
    <message>
        <source>Round %1 alone: its %2 players and its own games; %3.</source>
        <translation>Тур %1 отдельно: его игроки (%2) и его игры; %3.</translation>
    </message>
    <message>
        <source>Overall: the last round&apos;s players first, then those who reached each round before, each by the points of the rounds counted up to theirs.</source>
        <translation>Общий зачёт: сначала игроки последнего тура, затем дошедшие до каждого тура перед ним, каждый по баллам туров, засчитанных до его тура.</translation>
    </message>
    <message>
        <source>Overall: every game of every round counted.</source>
        <translation>Общий зачёт: учтены все игры всех туров.</translation>
    </message>
    <message>
        <source>%1: %2 (%3)</source>
        <translation>%1: %2 (%3)</translation>
    </message>
    <message>
        <source>Awards: %1.</source>
        <translation>Номинации: %1.</translation>
    </message>
    <message>
        <source>Awards: none yet (no game counted).</source>
        <translation>Номинации: пока нет (ни одна игра не засчитана).</translation>
    </message>
    <message>
        <source>Ties are broken by: %1.</source>
        <translation>Равенство баллов решают по порядку: %1.</translation>
    </message>
    <message>
        <source>The standings are shown on the players&apos; screen between games: end or close the game first.</source>
        <translation>Турнирная таблица показывается на экране игроков между играми: сначала завершите или закройте игру.</translation>
    </message>
    <message>
        <source>The standings are on the players&apos; screen until a game is opened.</source>
        <translation>Турнирная таблица на экране игроков, пока не открыта игра.</translation>
    </message>
</context>
<context>
    <name>StartPage</name>
    <message>
        <source>Mafia Desktop</source>
        <translation>Мафия</translation>
    </message>
    <message>
        <source>The host&apos;s table: seats, votes, nights, timers and undo</source>
        <translation>Стол ведущего: места, голосования, ночи, таймеры и отмена действий</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Новая игра</translation>
    </message>
    <message>
        <source>Resume a game</source>
        <translation>Продолжить игру</translation>
    </message>
    <message>
        <source>Open game log (.mafia.json)</source>
        <translation>Открыть журнал (.mafia.json)</translation>
    </message>
</context>
<context>
    <name>StorageProblems</name>
    <message>
        <source>is not an SQLite database (its first bytes are not &quot;SQLite format 3&quot;)</source>
        <extracomment>The English templates of the storage&apos;s message parts: %1, %2… a number each, except where :data:`GROUPS` says otherwise.</extracomment>
        <translation>не является базой данных SQLite (файл не начинается со слов «SQLite format 3»)</translation>
    </message>
    <message>
        <source>is truncated</source>
        <translation>обрезана</translation>
    </message>
    <message>
        <source>%1 bytes, shorter than an SQLite header</source>
        <translation>в файле %1 байт — меньше заголовка SQLite</translation>
    </message>
    <message>
        <source>%1 bytes is no whole number of %2-byte pages</source>
        <translation>%1 байт — это не целое число страниц по %2 байт</translation>
    </message>
    <message>
        <source>its header promises %1 pages of %2 bytes, the file holds %3</source>
        <translation>по заголовку в ней %1 страниц по %2 байт, а в файле их %3</translation>
    </message>
    <message>
        <source>is corrupt</source>
        <translation>повреждена</translation>
    </message>
    <message>
        <source>its header gives a page size of %1</source>
        <translation>заголовок указывает размер страницы %1</translation>
    </message>
    <message>
        <source>is corrupt or not a database</source>
        <translation>повреждена или не является базой данных</translation>
    </message>
    <message>
        <source>is damaged</source>
        <translation>повреждена</translation>
    </message>
    <message>
        <source>is not a file</source>
        <translation>не является файлом</translation>
    </message>
    <message>
        <source>cannot be read</source>
        <translation>не читается</translation>
    </message>
    <message>
        <source>cannot be opened for writing (its file or folder is read-only)</source>
        <translation>не открывается для записи (файл или его папка доступны только для чтения)</translation>
    </message>
    <message>
        <source>cannot be opened for writing</source>
        <translation>не открывается для записи</translation>
    </message>
    <message>
        <source>it can be opened read-only</source>
        <translation>её можно открыть только для чтения</translation>
    </message>
    <message>
        <source>attempt to write a readonly database</source>
        <translation>запись в базу, доступную только для чтения, отклонена</translation>
    </message>
    <message>
        <source>the database was opened read-only, or its file, folder or disk is read-only</source>
        <translation>база данных открыта только для чтения, или её файл, папка или диск защищены от записи</translation>
    </message>
    <message>
        <source>cannot save action %1 of game %2</source>
        <translation>не удаётся сохранить действие %1 игры %2</translation>
    </message>
    <message>
        <source>cannot undo action %1 of game %2</source>
        <translation>не удаётся отменить действие %1 игры %2</translation>
    </message>
    <message>
        <source>cannot store a new game</source>
        <translation>не удаётся сохранить новую игру</translation>
    </message>
    <message>
        <source>process %1</source>
        <extracomment>The lock&apos;s holder (``storage.lock.describe_holder``): &quot;process 19551 on host, since 2026-05-09 21:05 UTC&quot;, each part worded alone; the time shown in the local zone.</extracomment>
        <translation>процесс %1</translation>
    </message>
    <message>
        <source>process %1 on %2</source>
        <translation>процесс %1 на %2</translation>
    </message>
    <message>
        <source>since %1</source>
        <translation>с %1</translation>
    </message>
    <message>
        <source>is in use by another Mafia Desktop window or command%1</source>
        <translation>занята другим окном или командой Mafia Desktop%1</translation>
    </message>
    <message>
        <source>only one program may write to a database at a time; it can be opened read-only</source>
        <translation>писать в базу данных может только одна программа одновременно; её можно открыть только для чтения</translation>
    </message>
</context>
<context>
    <name>SubstituteDialog</name>
    <message>
        <source>Substitution</source>
        <translation>Замена</translation>
    </message>
    <message>
        <source>&amp;Seat:</source>
        <translation>&amp;Место:</translation>
    </message>
    <message>
        <source>&amp;Taken by:</source>
        <translation>&amp;Кто садится:</translation>
    </message>
</context>
<context>
    <name>SwapDialog</name>
    <message>
        <source>Swap two players</source>
        <translation>Поменять двух игроков</translation>
    </message>
    <message>
        <source>&amp;Player:</source>
        <translation>&amp;Игрок:</translation>
    </message>
    <message>
        <source>&amp;With:</source>
        <translation>&amp;С кем:</translation>
    </message>
    <message>
        <source>&amp;In game:</source>
        <translation>&amp;В игре:</translation>
    </message>
    <message>
        <source>every game (their whole schedules)</source>
        <translation>во всех играх (всё расписание)</translation>
    </message>
</context>
<context>
    <name>Texts</name>
    <message>
        <source>Civilian</source>
        <translation>Мирный житель</translation>
    </message>
    <message>
        <source>Mafioso</source>
        <translation>Мафиози</translation>
    </message>
    <message>
        <source>Godfather</source>
        <translation>Крёстный отец</translation>
    </message>
    <message>
        <source>Commissar</source>
        <translation>Комиссар</translation>
    </message>
    <message>
        <source>Maniac</source>
        <translation>Маньяк</translation>
    </message>
    <message>
        <source>Doctor</source>
        <translation>Врач</translation>
    </message>
    <message>
        <source>Journalist</source>
        <translation>Журналист</translation>
    </message>
    <message>
        <source>Host</source>
        <translation>Ведущий</translation>
    </message>
    <message>
        <source>Town</source>
        <translation>Мирные</translation>
    </message>
    <message>
        <source>Mafia</source>
        <translation>Мафия</translation>
    </message>
    <message>
        <source>execution</source>
        <translation>казнь</translation>
    </message>
    <message>
        <source>killed by the mafia</source>
        <translation>убийство мафией</translation>
    </message>
    <message>
        <source>killed by the maniac</source>
        <translation>убийство Маньяком</translation>
    </message>
    <message>
        <source>killed by the mafia and the maniac</source>
        <translation>убийство мафией и Маньяком</translation>
    </message>
    <message>
        <source>removed by the host</source>
        <translation>удаление ведущим</translation>
    </message>
    <message>
        <source>discussion</source>
        <translation>обсуждение</translation>
    </message>
    <message>
        <source>voting</source>
        <translation>голосование</translation>
    </message>
    <message>
        <source>last word</source>
        <translation>последнее слово</translation>
    </message>
    <message>
        <source>night</source>
        <translation>ночь</translation>
    </message>
    <message>
        <source>nomination</source>
        <translation>выдвижение</translation>
    </message>
    <message>
        <source>open the vote</source>
        <translation>открыть голосование</translation>
    </message>
    <message>
        <source>vote</source>
        <translation>голос</translation>
    </message>
    <message>
        <source>withdraw a vote</source>
        <translation>отозвать голос</translation>
    </message>
    <message>
        <source>close the vote</source>
        <translation>закрыть голосование</translation>
    </message>
    <message>
        <source>doctor&apos;s protection</source>
        <translation>защита Врача</translation>
    </message>
    <message>
        <source>journalist&apos;s question</source>
        <translation>вопрос Журналиста</translation>
    </message>
    <message>
        <source>end the day</source>
        <translation>завершить день</translation>
    </message>
    <message>
        <source>appoint the godfather</source>
        <translation>назначить Крёстного отца</translation>
    </message>
    <message>
        <source>mafia&apos;s victim</source>
        <translation>жертва мафии</translation>
    </message>
    <message>
        <source>mafia does not kill</source>
        <translation>мафия не убивает</translation>
    </message>
    <message>
        <source>maniac&apos;s victim</source>
        <translation>жертва Маньяка</translation>
    </message>
    <message>
        <source>commissar&apos;s check</source>
        <translation>проверка Комиссара</translation>
    </message>
    <message>
        <source>end the night</source>
        <translation>завершить ночь</translation>
    </message>
    <message>
        <source>host&apos;s removal</source>
        <translation>удаление ведущим</translation>
    </message>
    <message>
        <source>A player&apos;s status is their role</source>
        <extracomment>A short title of every rule of RULES.md, by ID.</extracomment>
        <translation>Статус игрока — его роль</translation>
    </message>
    <message>
        <source>Every role has a civilian&apos;s day rights</source>
        <translation>У каждой роли есть дневные права мирного жителя</translation>
    </message>
    <message>
        <source>A role with no living holder cannot act</source>
        <translation>Роль без живого носителя не действует</translation>
    </message>
    <message>
        <source>Unique names and seats 1..N</source>
        <translation>Уникальные имена и места 1..N</translation>
    </message>
    <message>
        <source>One godfather; at most one of each special role; at least 4 players</source>
        <translation>Один Крёстный отец; каждой особой роли не больше одной; не меньше 4 игроков</translation>
    </message>
    <message>
        <source>The mafia must start fewer than the town</source>
        <translation>В начале мафии должно быть меньше, чем мирных</translation>
    </message>
    <message>
        <source>Roles dealt by hand or at random</source>
        <translation>Роли раздаются вручную или случайно</translation>
    </message>
    <message>
        <source>Days and nights alternate</source>
        <translation>Дни и ночи чередуются</translation>
    </message>
    <message>
        <source>One nomination per living player a day</source>
        <translation>Каждый живой игрок выдвигает не больше одного кандидата в день</translation>
    </message>
    <message>
        <source>Nominate a living player other than yourself</source>
        <translation>Выдвигать можно живого игрока, но не себя</translation>
    </message>
    <message>
        <source>No nominations once voting has started</source>
        <translation>После начала голосования выдвигать нельзя</translation>
    </message>
    <message>
        <source>A candidate cannot be nominated twice</source>
        <translation>Кандидата нельзя выдвинуть дважды</translation>
    </message>
    <message>
        <source>The host opens the vote; it closes when its window runs out</source>
        <translation>Голосование открывает ведущий; оно закрывается, когда выходит время</translation>
    </message>
    <message>
        <source>Living players vote for a candidate</source>
        <translation>Живые игроки голосуют за кандидата</translation>
    </message>
    <message>
        <source>A vote may be changed or withdrawn once</source>
        <translation>Голос можно один раз изменить или отозвать</translation>
    </message>
    <message>
        <source>A vote against oneself does not count</source>
        <translation>Голос против себя не засчитывается</translation>
    </message>
    <message>
        <source>No vote against all; abstaining is allowed</source>
        <translation>Голоса «против всех» нет; воздержаться можно</translation>
    </message>
    <message>
        <source>A vote is changed only by a new vote</source>
        <translation>Голос меняется только новым голосом</translation>
    </message>
    <message>
        <source>Most votes is executed; a tie goes to the earliest last vote</source>
        <translation>Казнят набравшего больше всех голосов; при равенстве — того, чей последний голос раньше</translation>
    </message>
    <message>
        <source>With no votes, a random candidate or the host&apos;s choice</source>
        <translation>Без голосов — случайный кандидат или выбор ведущего</translation>
    </message>
    <message>
        <source>Exactly one execution every day</source>
        <translation>Каждый день — ровно одна казнь</translation>
    </message>
    <message>
        <source>The executed player has a last word</source>
        <translation>У казнённого есть последнее слово</translation>
    </message>
    <message>
        <source>The doctor names a protection by day</source>
        <translation>Врач называет защиту днём</translation>
    </message>
    <message>
        <source>The protected player survives the night&apos;s kills</source>
        <translation>Защищённый переживает ночные убийства</translation>
    </message>
    <message>
        <source>The journalist compares two living players once a day</source>
        <translation>Журналист раз в день сравнивает двух живых игроков</translation>
    </message>
    <message>
        <source>The mafia may kill one non-mafia player a night</source>
        <translation>Мафия может за ночь убить одного игрока не из мафии</translation>
    </message>
    <message>
        <source>The godfather decides, and may decide not to kill</source>
        <translation>Решает Крёстный отец; он может решить не убивать</translation>
    </message>
    <message>
        <source>The host may take another mafia member&apos;s word</source>
        <translation>Ведущий может принять слово другого члена мафии</translation>
    </message>
    <message>
        <source>A silent mafia has refused to kill</source>
        <translation>Молчащая мафия отказалась убивать</translation>
    </message>
    <message>
        <source>A kill without a required description does not count</source>
        <translation>Убийство без обязательного описания не засчитывается</translation>
    </message>
    <message>
        <source>A new godfather is appointed when the godfather dies</source>
        <translation>После гибели Крёстного отца назначается новый</translation>
    </message>
    <message>
        <source>No mafia kill in the night the godfather dies</source>
        <translation>В ночь гибели Крёстного отца мафия не убивает</translation>
    </message>
    <message>
        <source>A kill the mafia cannot make is refused</source>
        <translation>Убийство, невозможное для мафии, отклоняется</translation>
    </message>
    <message>
        <source>The maniac must kill every night</source>
        <translation>Маньяк обязан убивать каждую ночь</translation>
    </message>
    <message>
        <source>The maniac&apos;s kill needs a description</source>
        <translation>Убийству Маньяка нужно описание</translation>
    </message>
    <message>
        <source>The commissar checks one other living player a night</source>
        <translation>Комиссар за ночь проверяет одного другого живого игрока</translation>
    </message>
    <message>
        <source>The night&apos;s kills take effect together</source>
        <translation>Ночные убийства вступают в силу одновременно</translation>
    </message>
    <message>
        <source>The host may remove a player at any time</source>
        <translation>Ведущий может удалить игрока в любой момент</translation>
    </message>
    <message>
        <source>The host announces the status of the dead</source>
        <translation>Ведущий объявляет статус выбывших</translation>
    </message>
    <message>
        <source>The mafia wins when it equals or outnumbers the town</source>
        <translation>Мафия побеждает, когда её не меньше, чем мирных</translation>
    </message>
    <message>
        <source>The town wins when every mafia member is dead</source>
        <translation>Мирные побеждают, когда выбыла вся мафия</translation>
    </message>
    <message>
        <source>The maniac wins when everyone else is dead</source>
        <translation>Маньяк побеждает, когда выбыли все остальные</translation>
    </message>
    <message>
        <source>The game has ended</source>
        <translation>Игра окончена</translation>
    </message>
    <message>
        <source>Statuses are roles, or only factions</source>
        <extracomment>One line explaining each option of RULES.md, by option name.</extracomment>
        <translation>Статус — это роль или только сторона</translation>
    </message>
    <message>
        <source>The game starts with a day or with a night</source>
        <translation>Игра начинается днём или ночью</translation>
    </message>
    <message>
        <source>Seconds the vote stays open</source>
        <translation>Сколько секунд открыто голосование</translation>
    </message>
    <message>
        <source>Votes after the vote&apos;s time are refused</source>
        <translation>Голоса после окончания времени голосования не принимаются</translation>
    </message>
    <message>
        <source>Changes of vote allowed (-1: any number)</source>
        <translation>Сколько раз можно менять голос (-1: сколько угодно)</translation>
    </message>
    <message>
        <source>A tie executes the candidate whose last vote came first, or the host chooses</source>
        <translation>При равенстве казнят кандидата, чей последний голос был раньше, или выбирает ведущий</translation>
    </message>
    <message>
        <source>With no votes, a random candidate or the host&apos;s choice is executed</source>
        <translation>Без голосов казнят случайного кандидата или по выбору ведущего</translation>
    </message>
    <message>
        <source>Seconds of the executed player&apos;s last word</source>
        <translation>Секунды на последнее слово казнённого</translation>
    </message>
    <message>
        <source>The doctor may protect themself</source>
        <translation>Врач может защищать себя</translation>
    </message>
    <message>
        <source>The doctor may protect the same player two nights running</source>
        <translation>Врач может защищать одного игрока две ночи подряд</translation>
    </message>
    <message>
        <source>The mafia may kill one of its own</source>
        <translation>Мафия может убить своего</translation>
    </message>
    <message>
        <source>A night kill without a description does not count</source>
        <translation>Ночное убийство без описания не засчитывается</translation>
    </message>
    <message>
        <source>A godfather who dies by day also blocks the next night&apos;s kill</source>
        <translation>Гибель Крёстного отца днём тоже отменяет убийство следующей ночью</translation>
    </message>
    <message>
        <source>What the host announces of a player who dies</source>
        <translation>Что ведущий объявляет о выбывшем игроке</translation>
    </message>
    <message>
        <source>The maniac counts as town against the mafia</source>
        <translation>Против мафии Маньяк считается мирным</translation>
    </message>
    <message>
        <source>The town wins only once the maniac is dead too</source>
        <translation>Мирные побеждают, только когда выбыл и Маньяк</translation>
    </message>
    <message>
        <source>A living maniac wins beside the town or the mafia</source>
        <translation>Живой Маньяк побеждает вместе с мирными или мафией</translation>
    </message>
    <message>
        <source>role</source>
        <extracomment>The values of the options that take words, by value.</extracomment>
        <translation>роль</translation>
    </message>
    <message>
        <source>faction</source>
        <translation>сторона</translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>ничего</translation>
    </message>
    <message>
        <source>day</source>
        <translation>день</translation>
    </message>
    <message>
        <source>earliest last vote</source>
        <translation>самый ранний последний голос</translation>
    </message>
    <message>
        <source>host&apos;s choice</source>
        <translation>выбор ведущего</translation>
    </message>
    <message>
        <source>random</source>
        <translation>случайно</translation>
    </message>
    <message>
        <source>most votes</source>
        <translation>больше всех голосов</translation>
    </message>
    <message>
        <source>same</source>
        <translation>одинаковый</translation>
    </message>
    <message>
        <source>different</source>
        <translation>разный</translation>
    </message>
    <message>
        <source>At the table</source>
        <translation>За столом</translation>
    </message>
    <message>
        <source>Forum (source rules)</source>
        <translation>Форум (исходные правила)</translation>
    </message>
    <message>
        <source>Day %1</source>
        <translation>День %1</translation>
    </message>
    <message>
        <source>Night %1</source>
        <translation>Ночь %1</translation>
    </message>
</context>
<context>
    <name>TieDialog</name>
    <message>
        <source>A tie at the cut</source>
        <translation>Равенство на границе отбора</translation>
    </message>
    <message>
        <source>%1 players go through as the top %2 after round %3. These %4 share place %5 on every tie-break: tick the %6 who go through (T-CUT-1: the desk never picks).</source>
        <translation>Проходят как лучшие %2 после тура %3: %1. Эти игроки (%4) делят место %5 по всем дополнительным показателям: отметьте, кто проходит (нужно %6; T-CUT-1: программа не выбирает сама).</translation>
    </message>
</context>
<context>
    <name>Tournament</name>
    <message>
        <source>#</source>
        <extracomment>The standings&apos; columns (``StandingRow`` fields, ``place`` first), in order: the results&apos; own words (:mod:`mafia_desktop.i18n.sport.tournament`), the place as &quot;#&quot;.</extracomment>
        <translation>Место</translation>
    </message>
    <message>
        <source>counted for round %1, table %2, game %3</source>
        <extracomment>A round&apos;s stage (``storage.tournaments.STAGES``): the results&apos; words. What became of an imported log (``Imported.status``, and ``refused``).</extracomment>
        <translation>засчитан: тур %1, стол %2, игра %3</translation>
    </message>
    <message>
        <source>already counted for round %1, table %2, game %3 (a duplicate)</source>
        <translation>уже засчитан: тур %1, стол %2, игра %3 (повтор)</translation>
    </message>
    <message>
        <source>a conflict: round %1, table %2, game %3 counts another log; choose below</source>
        <translation>конфликт: за тур %1, стол %2, игру %3 засчитан другой журнал; выберите ниже</translation>
    </message>
    <message>
        <source>refused: %1</source>
        <translation>отклонён: %1</translation>
    </message>
    <message>
        <source>%1: taken whole, %2 games:</source>
        <extracomment>A file of several games: its line, then one line a game (issue 34, point 5).</extracomment>
        <translation>%1: файл принят целиком, игр: %2:</translation>
    </message>
    <message>
        <source>%1: refused whole, none of its %2 games counts:</source>
        <translation>%1: файл не принят целиком, ни одна из %2 игр не засчитана:</translation>
    </message>
    <message>
        <source>    game %1 of the file: %2</source>
        <translation>    игра %1 в файле: %2</translation>
    </message>
    <message>
        <source>not taken (it was in order; the file was refused for another game)</source>
        <translation>не принята (она в порядке; файл отклонён из-за другой игры)</translation>
    </message>
    <message>
        <source>Standings</source>
        <translation>Турнирная таблица</translation>
    </message>
</context>
<context>
    <name>TournamentProblems</name>
    <message>
        <source>several games have this seating (%1): choose its game with “Assign to game…”</source>
        <extracomment>The window&apos;s wording of a message that gives a command-line hint (English source: the storage&apos;s message -&gt; what the window says instead).</extracomment>
        <translation>эта рассадка у нескольких игр (%1): выберите игру кнопкой «Указать игру…»</translation>
    </message>
    <message>
        <source>no game of the tournament has this log&apos;s seating (its players in seat order): is it a log of this tournament&apos;s table? “Assign to game…” compares it with a game&apos;s seating</source>
        <translation>ни у одной игры турнира нет рассадки этого журнала (игроков по местам): это журнал стола этого турнира? «Указать игру…» сравнит его с рассадкой игры</translation>
    </message>
    <message>
        <source>“before game” expects a game number from 1, got %1</source>
        <translation>«перед игрой» — номер игры от 1, а не %1</translation>
    </message>
    <message>
        <source>this file holds several games</source>
        <translation>в этом файле несколько игр</translation>
    </message>
    <message>
        <source>too few players for %1 × 10 seats: at least %2 needed, got %3</source>
        <translation>столам (%1) нужно не меньше %2 игроков (по десять за стол), есть %3</translation>
    </message>
    <message>
        <source>“before game” names a game of the round: round %1 has games 1..%2, not %3 (T-STAND-1)</source>
        <translation>«до игры» — это игра тура: в туре %1 игры 1..%2, игры %3 нет (T-STAND-1)</translation>
    </message>
    <message>
        <source>player number %1 is kept apart from %2 at this table</source>
        <translation>игрок № %1 разведён с игроками за этим столом: %2</translation>
    </message>
    <message>
        <source>a tournament needs a name</source>
        <extracomment>The storage&apos;s messages (or parts of them, between &quot;: &quot;), %1, %2… any text each.</extracomment>
        <translation>у турнира должно быть название</translation>
    </message>
    <message>
        <source>the tournament ends (%1) before it starts (%2)</source>
        <translation>турнир заканчивается (%1) раньше, чем начинается (%2)</translation>
    </message>
    <message>
        <source>%1 external ids for %2 players</source>
        <translation>внешних номеров: %1, игроков: %2</translation>
    </message>
    <message>
        <source>“%1” is in the tournament already</source>
        <translation>«%1» уже участвует в турнире</translation>
    </message>
    <message>
        <source>apart pair %1,%2</source>
        <translation>пара «не вместе» %1,%2</translation>
    </message>
    <message>
        <source>expected two players of the tournament</source>
        <translation>нужны два игрока турнира</translation>
    </message>
    <message>
        <source>game %1 at table %2 is given twice</source>
        <translation>игра %1 за столом %2 указана дважды</translation>
    </message>
    <message>
        <source>game %1, table %2</source>
        <translation>игра %1, стол %2</translation>
    </message>
    <message>
        <source>expected ten distinct players of the tournament, got %1</source>
        <translation>нужны десять разных игроков турнира, а указаны %1</translation>
    </message>
    <message>
        <source>game %1</source>
        <translation>игра %1</translation>
    </message>
    <message>
        <source>players %1 are at two tables</source>
        <translation>игроки %1 сидят за двумя столами</translation>
    </message>
    <message>
        <source>a round needs at least one game</source>
        <translation>в туре должна быть хотя бы одна игра</translation>
    </message>
    <message>
        <source>round %1, table %2, game %3 has been played: its seating stays as it was played</source>
        <translation>тур %1, стол %2, игра %3 уже сыграна: её рассадка остаётся такой, как была</translation>
    </message>
    <message>
        <source>seat</source>
        <translation>место</translation>
    </message>
    <message>
        <source>expected 1..%1, got %2</source>
        <translation>нужно от 1 до %1, а не %2</translation>
    </message>
    <message>
        <source>player number %1 is not in the tournament</source>
        <translation>игрока с номером %1 нет в турнире</translation>
    </message>
    <message>
        <source>player number %1 already plays in game %2</source>
        <translation>игрок с номером %1 уже играет в игре %2</translation>
    </message>
    <message>
        <source>there is no round %1, table %2, game %3</source>
        <translation>нет игры: тур %1, стол %2, игра %3</translation>
    </message>
    <message>
        <source>there is no round %1</source>
        <translation>тура %1 нет</translation>
    </message>
    <message>
        <source>round %1 has tables 1..%2, not %3</source>
        <translation>в туре %1 столы с 1 по %2, стола %3 нет</translation>
    </message>
    <message>
        <source>the log cannot be read</source>
        <translation>журнал не читается</translation>
    </message>
    <message>
        <source>a tournament counts sport games only; this log is a %1 game</source>
        <translation>турнир засчитывает только спортивные игры; в этом журнале игра «%1»</translation>
    </message>
    <message>
        <source>the game in this log has not ended: only finished games count</source>
        <translation>игра в этом журнале не закончена: засчитываются только законченные игры</translation>
    </message>
    <message>
        <source>game %1 of the file</source>
        <translation>игра %1 в файле</translation>
    </message>
    <message>
        <source>the result record cannot be read</source>
        <translation>запись результата не читается</translation>
    </message>
    <message>
        <source>round %1, table %2, game %3 counts a game already: a result record is taken only for a game not yet counted</source>
        <translation>в туре %1, за столом %2, в игре %3 уже засчитана игра: запись результата принимается только для ещё не засчитанной игры</translation>
    </message>
    <message>
        <source>round %1, table %2, game %3</source>
        <translation>тур %1, стол %2, игра %3</translation>
    </message>
    <message>
        <source>the log&apos;s players are not that game&apos;s seating</source>
        <translation>игроки журнала не совпадают с рассадкой этой игры</translation>
    </message>
    <message>
        <source>there is no conflict %1 in this tournament</source>
        <translation>в этом турнире нет конфликта %1</translation>
    </message>
    <message>
        <source>a round needs at least one table, got %1</source>
        <translation>туру нужен хотя бы один стол, указано %1</translation>
    </message>
    <message>
        <source>the games of a round must be 1 to %1, got %2</source>
        <translation>игр в туре должно быть от 1 до %1, указано %2</translation>
    </message>
    <message>
        <source>at most %1 players, got %2</source>
        <translation>не больше %1 игроков, указано %2</translation>
    </message>
    <message>
        <source>the time budget must be 0 to %1 seconds, got %2</source>
        <translation>время на рассадку — от 0 до %1 с, указано %2</translation>
    </message>
    <message>
        <source>the pair kept apart %1,%2 names player %3, not one of 1..%4</source>
        <translation>пара «не вместе» %1,%2 называет игрока %3, а не одного из 1..%4</translation>
    </message>
    <message>
        <source>the pair kept apart %1,%2 names the same player twice</source>
        <translation>пара «не вместе» %1,%2 называет одного игрока дважды</translation>
    </message>
    <message>
        <source>player %1 is not one of 1..%2</source>
        <translation>игрок %1 — не из 1..%2</translation>
    </message>
    <message>
        <source>cannot swap player %1 with themselves</source>
        <translation>игрока %1 нельзя поменять местами с самим собой</translation>
    </message>
    <message>
        <source>game %1 is not one of 1..%2</source>
        <translation>игра %1 — не из 1..%2</translation>
    </message>
    <message>
        <source>players %1 share place %2 at the cut of the top %3 after round %4</source>
        <translation>игроки %1 делят место %2 на границе отбора лучших %3 после тура %4</translation>
    </message>
    <message>
        <source>name %1 of them to go through</source>
        <translation>назовите, кто из них проходит (нужно %1)</translation>
    </message>
    <message>
        <source>round %1 has %2 game(s) not counted yet</source>
        <translation>в туре %1 ещё не учтено игр: %2</translation>
    </message>
    <message>
        <source>the cut is taken when every game counts</source>
        <translation>отбор делается, когда учтены все игры</translation>
    </message>
    <message>
        <source>the top %1 after round %2</source>
        <translation>лучшие %1 после тура %2</translation>
    </message>
    <message>
        <source>expected 1 to %1 (the players ranked)</source>
        <translation>ожидалось от 1 до %1 (игроков в зачёте)</translation>
    </message>
    <message>
        <source>a round&apos;s participants are players of the tournament, each once, got %1</source>
        <translation>игроки тура — игроки турнира, каждый по одному разу, а получено %1</translation>
    </message>
    <message>
        <source>players %1 are seated but not participants of the round</source>
        <translation>игроки %1 рассажены, но не участвуют в туре</translation>
    </message>
    <message>
        <source>%1 players × %2 games = %3 seats, not a multiple of %4 (%5 table(s) of ten)</source>
        <translation>%1 игроков × %2 игр = %3 мест, не кратно %4 (столов по десять: %5)</translation>
    </message>
    <message>
        <source>not everyone can play %1 games; the nearest shapes where everyone plays the same number</source>
        <translation>не все могут сыграть по %1 игр; ближайшие формы, где все играют поровну</translation>
    </message>
    <message>
        <source>each player plays at least one game, got %1</source>
        <translation>каждый игрок играет хотя бы одну игру, получено %1</translation>
    </message>
    <message>
        <source>the file is too large for a game: %1 MiB, at most %2 MiB (T-IMPORT-1)</source>
        <translation>файл слишком велик для игры: %1 МиБ, допустимо не больше %2 МиБ (T-IMPORT-1)</translation>
    </message>
    <message>
        <source>the game has too many actions for a real game: %1, at most %2 (T-IMPORT-2)</source>
        <translation>в игре слишком много действий для настоящей игры: %1, допустимо не больше %2 (T-IMPORT-2)</translation>
    </message>
    <message>
        <source>seat %1 has too many extra points in one game: %2 bonuses, at most %3 (T-IMPORT-3)</source>
        <translation>у места %1 слишком много дополнительных баллов за одну игру: начислений %2, допустимо не больше %3 (T-IMPORT-3)</translation>
    </message>
    <message>
        <source>seat %1 has too many extra points in one game: %2 in all, at most %3 either way (T-IMPORT-3)</source>
        <translation>у места %1 слишком много дополнительных баллов за одну игру: всего %2, допустимо не больше %3 в плюс или в минус (T-IMPORT-3)</translation>
    </message>
    <message>
        <source>%1 contradicts the record&apos;s own departures</source>
        <translation>%1 — противоречит выбываниям в самой записи</translation>
    </message>
    <message>
        <source>%1 black and %2 red player(s) left in the game, so %3 (%4)</source>
        <translation>в игре остались чёрных: %1, красных: %2, значит, %3 (%4)</translation>
    </message>
    <message>
        <source>%1 black and %2 red player(s) left in the game, which ends the game only by three rounds with nobody leaving, so %3 (%4)</source>
        <translation>в игре остались чёрных: %1, красных: %2, а так игра кончается только тремя кругами без выбываний, значит, %3 (%4)</translation>
    </message>
    <message>
        <source>a team defeat given to seat %1 (%2), so %3 (%4)</source>
        <translation>поражение команды (ППК) месту %1 (%2), значит, %3 (%4)</translation>
    </message>
    <message>
        <source>a team defeat of seat %1 after the departures had ended the game (%2); an ended game takes no team defeat (S-WIN-4)</source>
        <translation>поражение команды (ППК) месту %1 после того, как выбывания уже закончили игру (%2); в законченной игре ППК не даётся (S-WIN-4)</translation>
    </message>
    <message>
        <source>a draw by three rounds with nobody leaving cannot end on day %1</source>
        <translation>ничья по трём кругам без выбываний не может наступить в день %1</translation>
    </message>
    <message>
        <source>the last departure was in round %1, so day %2 at the earliest (S-WIN-3)</source>
        <translation>последнее выбывание было в круге %1, значит, не раньше дня %2 (S-WIN-3)</translation>
    </message>
    <message>
        <source>red wins</source>
        <extracomment>Words that stand in a message&apos;s place for a number or a name (a team, an outcome): translated where they fill a template (issue 34).</extracomment>
        <translation>победа красных</translation>
    </message>
    <message>
        <source>black wins</source>
        <translation>победа чёрных</translation>
    </message>
    <message>
        <source>a draw</source>
        <translation>ничья</translation>
    </message>
    <message>
        <source>a draw or red wins</source>
        <translation>ничья или победа красных</translation>
    </message>
    <message>
        <source>red</source>
        <translation>красный</translation>
    </message>
    <message>
        <source>black</source>
        <translation>чёрный</translation>
    </message>
    <message>
        <source>not valid JSON</source>
        <extracomment>The log reader&apos;s words (``rules/log_format.py``) a refused log is named with.</extracomment>
        <translation>это не JSON</translation>
    </message>
    <message>
        <source>%1 (line %2, column %3)</source>
        <translation>%1 (строка %2, столбец %3)</translation>
    </message>
    <message>
        <source>not UTF-8 text</source>
        <translation>это не текст UTF-8</translation>
    </message>
    <message>
        <source>JSON nested too deeply</source>
        <translation>слишком глубокая вложенность JSON</translation>
    </message>
    <message>
        <source>missing field %1</source>
        <translation>нет поля %1</translation>
    </message>
    <message>
        <source>expected %1, got %2</source>
        <translation>ожидалось %1, а здесь %2</translation>
    </message>
    <message>
        <source>duplicate key %1 in a JSON object</source>
        <translation>ключ %1 повторяется в объекте JSON</translation>
    </message>
    <message>
        <source>cannot read %1</source>
        <translation>не удаётся прочитать %1</translation>
    </message>
    <message>
        <source>not a regular file (%1)</source>
        <translation>не обычный файл (%1)</translation>
    </message>
    <message>
        <source>cannot write %1: %2</source>
        <translation>не удаётся записать %1: %2</translation>
    </message>
    <message>
        <source>No such file or directory</source>
        <translation>такого файла или папки нет</translation>
    </message>
    <message>
        <source>Permission denied</source>
        <translation>нет прав доступа</translation>
    </message>
    <message>
        <source>Is a directory</source>
        <translation>это папка</translation>
    </message>
    <message>
        <source>Input/output error</source>
        <translation>ошибка ввода-вывода</translation>
    </message>
    <message>
        <source>Not a directory</source>
        <translation>это не папка</translation>
    </message>
    <message>
        <source>No space left on device</source>
        <translation>на диске нет места</translation>
    </message>
    <message>
        <source>Read-only file system</source>
        <translation>диск только для чтения</translation>
    </message>
    <message>
        <source>File exists</source>
        <translation>файл уже есть</translation>
    </message>
    <message>
        <source>Expecting value</source>
        <extracomment>Python&apos;s JSON reader&apos;s words (``json.JSONDecodeError.msg``), by their English.</extracomment>
        <translation>ожидалось значение</translation>
    </message>
    <message>
        <source>Extra data</source>
        <translation>лишние данные после конца</translation>
    </message>
    <message>
        <source>Expecting property name enclosed in double quotes</source>
        <translation>ожидалось имя поля в двойных кавычках</translation>
    </message>
    <message>
        <source>Expecting &apos;,&apos; delimiter</source>
        <translation>ожидалась запятая</translation>
    </message>
    <message>
        <source>Expecting &apos;:&apos; delimiter</source>
        <translation>ожидалось двоеточие</translation>
    </message>
    <message>
        <source>Unterminated string starting</source>
        <translation>незакрытая строка</translation>
    </message>
    <message>
        <source>Invalid control character</source>
        <translation>недопустимый управляющий символ</translation>
    </message>
    <message>
        <source>Invalid \escape</source>
        <translation>недопустимая escape-последовательность</translation>
    </message>
</context>
<context>
    <name>TournamentResults</name>
    <message>
        <source>Place</source>
        <extracomment>The standings&apos; columns (``StandingRow`` fields), in the table&apos;s order.</extracomment>
        <translation>Место</translation>
    </message>
    <message>
        <source>No.</source>
        <translation>№</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Игрок</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Игры</translation>
    </message>
    <message>
        <source>Wins</source>
        <translation>Победы</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Баллы</translation>
    </message>
    <message>
        <source>Extra</source>
        <translation>Доп.</translation>
    </message>
    <message>
        <source>Ci</source>
        <translation>Ci</translation>
    </message>
    <message>
        <source>Penalties</source>
        <translation>Штрафы</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Итого</translation>
    </message>
    <message>
        <source>Standings</source>
        <extracomment>The standings&apos; columns in order (what the export, the window and the CSV show). The other words of the results.</extracomment>
        <translation>Турнирная таблица</translation>
    </message>
    <message>
        <source>Overall</source>
        <translation>общий зачёт</translation>
    </message>
    <message>
        <source>Round %1</source>
        <translation>Тур %1</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>Тур</translation>
    </message>
    <message>
        <source>before game %1</source>
        <translation>до игры %1</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Стол</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Игра</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Результат</translation>
    </message>
    <message>
        <source>Players by seat</source>
        <translation>Игроки по местам</translation>
    </message>
    <message>
        <source>not played yet</source>
        <translation>ещё не сыграна</translation>
    </message>
    <message>
        <source>draw</source>
        <translation>ничья</translation>
    </message>
    <message>
        <source>cannot be read</source>
        <translation>не читается</translation>
    </message>
    <message>
        <source>a result record from a file (not replayable)</source>
        <translation>результат из файла (ход игры не воспроизводится)</translation>
    </message>
    <message>
        <source>exhibition: not ranked</source>
        <translation>вне зачёта</translation>
    </message>
    <message>
        <source>Points per game as the sport rules give them (a win, the best move, penalties, bonuses). Ci: a red player shot in the first night gets %1 per such game, in full when shot first in %2 % of their games or more. Ties are broken by: %3.</source>
        <translation>Баллы за игру — по правилам спортивной мафии (победа, лучший ход, штрафы, доп. баллы). Ci: красный игрок, убитый в первую ночь, получает %1 за каждую такую игру, полностью — если его убивали первым в %2 % его игр или чаще. При равенстве решают: %3.</translation>
    </message>
    <message>
        <source>Main round</source>
        <extracomment>A round&apos;s stage (``storage.sport.tournaments.STAGES``).</extracomment>
        <translation>Основной этап</translation>
    </message>
    <message>
        <source>Semi-final</source>
        <translation>Полуфинал</translation>
    </message>
    <message>
        <source>Final</source>
        <translation>Финал</translation>
    </message>
    <message>
        <source>points with Ci</source>
        <extracomment>The tie-break keys worded (``rules.sport.tournament.standings.TIE_BREAKS``).</extracomment>
        <translation>баллы с Ci</translation>
    </message>
    <message>
        <source>points without Ci</source>
        <translation>баллы без Ci</translation>
    </message>
    <message>
        <source>extra points</source>
        <translation>доп. баллы</translation>
    </message>
    <message>
        <source>wins</source>
        <translation>победы</translation>
    </message>
    <message>
        <source>wins as the sheriff</source>
        <translation>победы шерифом</translation>
    </message>
    <message>
        <source>wins as the don</source>
        <translation>победы доном</translation>
    </message>
    <message>
        <source>times shot in the first night</source>
        <translation>убит в первую ночь</translation>
    </message>
    <message>
        <source>fewer penalties</source>
        <translation>меньше штрафов</translation>
    </message>
    <message>
        <source>points for wins</source>
        <translation>баллы за победы</translation>
    </message>
    <message>
        <source>best-move points</source>
        <translation>баллы за лучший ход</translation>
    </message>
    <message>
        <source>the host&apos;s extra points</source>
        <translation>дополнительные баллы ведущего</translation>
    </message>
    <message>
        <source>MVP</source>
        <extracomment>The awards (``rules.sport.tournament.awards.AWARDS``), issue 34.</extracomment>
        <translation>MVP</translation>
    </message>
    <message>
        <source>best red</source>
        <translation>лучший красный</translation>
    </message>
    <message>
        <source>best black</source>
        <translation>лучший чёрный</translation>
    </message>
    <message>
        <source>best sheriff</source>
        <translation>лучший шериф</translation>
    </message>
    <message>
        <source>best don</source>
        <translation>лучший дон</translation>
    </message>
    <message>
        <source>the sum of %1</source>
        <extracomment>How an entry of several keys, or one where less is better, is worded (issue 34).</extracomment>
        <translation>сумма: %1</translation>
    </message>
    <message>
        <source>less: %1</source>
        <translation>меньше: %1</translation>
    </message>
    <message>
        <source>%1 and %2</source>
        <translation>%1 и %2</translation>
    </message>
    <message>
        <source>penalty points</source>
        <translation>штрафные баллы</translation>
    </message>
</context>
<context>
    <name>TournamentWindow</name>
    <message>
        <source>Tournament</source>
        <translation>Турнир</translation>
    </message>
    <message>
        <source>Tournament:</source>
        <translation>Турнир:</translation>
    </message>
    <message>
        <source>&amp;New tournament…</source>
        <translation>&amp;Новый турнир…</translation>
    </message>
    <message>
        <source>No tournament yet: start one with “New tournament…”</source>
        <translation>Турниров пока нет: начните с «Новый турнир…»</translation>
    </message>
    <message>
        <source>&amp;Players</source>
        <translation>&amp;Игроки</translation>
    </message>
    <message>
        <source>&amp;Rounds</source>
        <translation>&amp;Туры</translation>
    </message>
    <message>
        <source>&amp;Games</source>
        <translation>И&amp;гры</translation>
    </message>
    <message>
        <source>&amp;Standings</source>
        <translation>Т&amp;аблица</translation>
    </message>
    <message>
        <source>%1 (from %2)</source>
        <translation>%1 (с %2)</translation>
    </message>
    <message>
        <source>Not done: %1</source>
        <translation>Не сделано: %1</translation>
    </message>
    <message>
        <source>Tournament “%1” created: add its players.</source>
        <translation>Турнир «%1» создан: добавьте игроков.</translation>
    </message>
</context>
<context>
    <name>VoteGrid</name>
    <message>
        <source>Voter</source>
        <translation>Голосующий</translation>
    </message>
    <message>
        <source>Withdraw this voter&apos;s vote</source>
        <translation>Отозвать голос этого игрока</translation>
    </message>
</context>
<context>
    <name>Werewolf</name>
    <message>
        <source>Villager</source>
        <translation>Мирный житель</translation>
    </message>
    <message>
        <source>Werewolf</source>
        <translation>Оборотень</translation>
    </message>
    <message>
        <source>Seer</source>
        <translation>Провидица</translation>
    </message>
    <message>
        <source>Bodyguard</source>
        <translation>Телохранитель</translation>
    </message>
    <message>
        <source>Witch</source>
        <translation>Ведьма</translation>
    </message>
    <message>
        <source>Hunter</source>
        <translation>Охотник</translation>
    </message>
    <message>
        <source>Village</source>
        <translation>Деревня</translation>
    </message>
    <message>
        <source>Werewolves</source>
        <translation>Оборотни</translation>
    </message>
    <message>
        <source>killed by the werewolves</source>
        <extracomment>How a player left: the engine&apos;s causes (the host&apos;s) and the room&apos;s words (W-VIEW-1).</extracomment>
        <translation>убит(а) оборотнями</translation>
    </message>
    <message>
        <source>poisoned by the witch</source>
        <translation>отравлен(а) ведьмой</translation>
    </message>
    <message>
        <source>voted out</source>
        <translation>изгнан(а) голосованием</translation>
    </message>
    <message>
        <source>shot by the hunter</source>
        <translation>застрелен(а) охотником</translation>
    </message>
    <message>
        <source>died in the night</source>
        <translation>погиб(ла) ночью</translation>
    </message>
    <message>
        <source>night</source>
        <translation>ночь</translation>
    </message>
    <message>
        <source>discussion and nominations</source>
        <translation>обсуждение и выдвижения</translation>
    </message>
    <message>
        <source>the vote</source>
        <translation>голосование</translation>
    </message>
    <message>
        <source>the revote</source>
        <translation>переголосование</translation>
    </message>
    <message>
        <source>the hunter&apos;s shot</source>
        <translation>выстрел охотника</translation>
    </message>
    <message>
        <source>game over</source>
        <translation>игра окончена</translation>
    </message>
    <message>
        <source>the werewolves&apos; attack</source>
        <translation>нападение оборотней</translation>
    </message>
    <message>
        <source>the seer&apos;s check</source>
        <translation>проверка провидицы</translation>
    </message>
    <message>
        <source>the bodyguard&apos;s guard</source>
        <translation>охрана телохранителя</translation>
    </message>
    <message>
        <source>the witch&apos;s healing</source>
        <translation>лечение ведьмы</translation>
    </message>
    <message>
        <source>the witch&apos;s poison</source>
        <translation>яд ведьмы</translation>
    </message>
    <message>
        <source>dawn</source>
        <translation>рассвет</translation>
    </message>
    <message>
        <source>nomination</source>
        <translation>выдвижение</translation>
    </message>
    <message>
        <source>vote</source>
        <translation>голос</translation>
    </message>
    <message>
        <source>closing the vote</source>
        <translation>закрытие голосования</translation>
    </message>
    <message>
        <source>The village wins when no werewolf is left</source>
        <translation>Деревня побеждает, когда не осталось ни одного оборотня</translation>
    </message>
    <message>
        <source>The werewolves win when they are as many as the others</source>
        <translation>Оборотни побеждают, когда их столько же, сколько остальных</translation>
    </message>
    <message>
        <source>A witch may be dealt (one healing, one poison)</source>
        <translation>В игре может быть ведьма (одно лечение, один яд)</translation>
    </message>
    <message>
        <source>A hunter may be dealt (shoots when leaving)</source>
        <translation>В игре может быть охотник (стреляет, выбывая)</translation>
    </message>
    <message>
        <source>The bodyguard may guard the same player two nights in a row</source>
        <translation>Телохранитель может охранять одного игрока две ночи подряд</translation>
    </message>
    <message>
        <source>The bodyguard may guard themself</source>
        <translation>Телохранитель может охранять себя</translation>
    </message>
    <message>
        <source>Who leaves by the vote</source>
        <translation>Кто выбывает по голосованию</translation>
    </message>
    <message>
        <source>A tie in the vote</source>
        <translation>Ничья в голосовании</translation>
    </message>
    <message>
        <source>A leaving player&apos;s role is shown</source>
        <translation>Роль выбывшего игрока показывается</translation>
    </message>
    <message>
        <source>the werewolves&apos; victim</source>
        <translation>жертва оборотней</translation>
    </message>
    <message>
        <source>the most votes</source>
        <translation>больше всех голосов</translation>
    </message>
    <message>
        <source>more than half of the living</source>
        <translation>больше половины живых</translation>
    </message>
    <message>
        <source>nobody leaves</source>
        <translation>никто не выбывает</translation>
    </message>
    <message>
        <source>a revote</source>
        <translation>переголосование</translation>
    </message>
    <message>
        <source>Party</source>
        <translation>Вечеринка</translation>
    </message>
    <message>
        <source>Full (witch, hunter, revote)</source>
        <translation>Полная (ведьма, охотник, переголосование)</translation>
    </message>
    <message>
        <source>Werewolf (party)</source>
        <extracomment>The sides&apos; colours (the seats, the dialog, the players&apos; screen, the reports). The family&apos;s name (the new-game dialog, the reports).</extracomment>
        <translation>Оборотни (вечеринка)</translation>
    </message>
</context>
<context>
    <name>WerewolfAnnouncer</name>
    <message>
        <source>Player %1, %2</source>
        <translation>Игрок %1, %2</translation>
    </message>
    <message>
        <source>Night %1. The village falls asleep.</source>
        <translation>Ночь %1. Деревня засыпает.</translation>
    </message>
    <message>
        <source>Day %1. The village wakes up.</source>
        <translation>День %1. Деревня просыпается.</translation>
    </message>
    <message>
        <source>%1 did not survive the night.</source>
        <translation>%1 не пережил(а) эту ночь.</translation>
    </message>
    <message>
        <source>By the vote, %1 leaves the village.</source>
        <translation>По итогам голосования %1 покидает деревню.</translation>
    </message>
    <message>
        <source>The hunter shot %1.</source>
        <translation>Выстрел охотника: %1 покидает деревню.</translation>
    </message>
    <message>
        <source>A tie: the village votes again.</source>
        <translation>Ничья: деревня голосует ещё раз.</translation>
    </message>
    <message>
        <source>%1 was the hunter: a last shot.</source>
        <translation>%1 — охотник: последний выстрел.</translation>
    </message>
    <message>
        <source>The game is over: %1 win.</source>
        <translation>Игра окончена, победа: %1.</translation>
    </message>
</context>
<context>
    <name>WerewolfPanel</name>
    <message>
        <source>Werewolves&apos; victim: %1</source>
        <translation>Жертва оборотней: %1</translation>
    </message>
    <message>
        <source>Guarded: %1</source>
        <translation>Под охраной: %1</translation>
    </message>
    <message>
        <source>Healed: %1</source>
        <translation>Вылечен(а): %1</translation>
    </message>
    <message>
        <source>Poisoned: %1</source>
        <translation>Отравлен(а): %1</translation>
    </message>
    <message>
        <source>Seer&apos;s check: %1 — %2</source>
        <translation>Проверка провидицы: %1 — %2</translation>
    </message>
    <message>
        <source>Still to wake: %1</source>
        <translation>Ещё разбудить: %1</translation>
    </message>
    <message>
        <source>Everyone is woken: D for dawn</source>
        <translation>Все разбужены: D — рассвет</translation>
    </message>
    <message>
        <source>No nominations yet.</source>
        <translation>Выдвижений пока нет.</translation>
    </message>
    <message>
        <source>%1 — votes: %2</source>
        <translation>%1 — голосов: %2</translation>
    </message>
    <message>
        <source>Voted: %1 of %2</source>
        <translation>Проголосовали: %1 из %2</translation>
    </message>
    <message>
        <source>The hunter %1 shoots before anything else.</source>
        <translation>Охотник %1 стреляет прежде всего остального.</translation>
    </message>
    <message>
        <source>Night</source>
        <translation>Ночь</translation>
    </message>
    <message>
        <source>Day</source>
        <translation>День</translation>
    </message>
    <message>
        <source>The hunter</source>
        <translation>Охотник</translation>
    </message>
</context>
<context>
    <name>WerewolfScreen</name>
    <message>
        <source>The game is over</source>
        <translation>Игра окончена</translation>
    </message>
    <message>
        <source>The village sleeps</source>
        <translation>Деревня спит</translation>
    </message>
    <message>
        <source>Revote</source>
        <translation>Переголосование</translation>
    </message>
    <message>
        <source>Nominated</source>
        <translation>Выдвинуты</translation>
    </message>
    <message>
        <source>Left in the night: %1</source>
        <translation>Ночью выбыли: %1</translation>
    </message>
    <message>
        <source>Nobody left in the night.</source>
        <translation>Этой ночью никто не выбыл.</translation>
    </message>
    <message>
        <source>The village voted out %1.</source>
        <translation>Деревня изгнала: %1.</translation>
    </message>
    <message>
        <source>A tie: %1 face a revote.</source>
        <translation>Ничья: переголосование между %1.</translation>
    </message>
    <message>
        <source>A tie: nobody leaves.</source>
        <translation>Ничья: никто не выбывает.</translation>
    </message>
    <message>
        <source>The vote sent nobody away.</source>
        <translation>По голосованию никто не выбыл.</translation>
    </message>
    <message>
        <source>The hunter %1 takes a last shot.</source>
        <translation>Охотник %1 делает последний выстрел.</translation>
    </message>
    <message>
        <source>No werewolf is left.</source>
        <translation>Не осталось ни одного оборотня.</translation>
    </message>
    <message>
        <source>The werewolves are as many as the others.</source>
        <translation>Оборотней столько же, сколько остальных.</translation>
    </message>
</context>
<context>
    <name>WerewolfSeats</name>
    <message>
        <source>attacked</source>
        <translation>жертва</translation>
    </message>
    <message>
        <source>guarded</source>
        <translation>под охраной</translation>
    </message>
    <message>
        <source>healed</source>
        <translation>вылечен(а)</translation>
    </message>
    <message>
        <source>poisoned</source>
        <translation>отравлен(а)</translation>
    </message>
    <message>
        <source>checked: %1</source>
        <translation>проверка: %1</translation>
    </message>
    <message>
        <source>nominated by %1</source>
        <translation>выдвинул(а) %1</translation>
    </message>
    <message>
        <source>votes: %1</source>
        <translation>голосов: %1</translation>
    </message>
    <message>
        <source>→ %1</source>
        <translation>→ %1</translation>
    </message>
</context>
<context>
    <name>WerewolfSetupPart</name>
    <message>
        <source>The seed of the random deal; it is recorded in the game log (W-SETUP-3)</source>
        <translation>Зерно случайной раздачи; оно записывается в журнал игры (W-SETUP-3)</translation>
    </message>
    <message>
        <source>A werewolf table is %1 to %2 players (W-SETUP-1)</source>
        <translation>За столом оборотней от %1 до %2 игроков (W-SETUP-1)</translation>
    </message>
    <message>
        <source>The random deal for %1 players: %2 (W-SETUP-3)</source>
        <translation>Случайная раздача на %1 игроков: %2 (W-SETUP-3)</translation>
    </message>
</context>
</TS>
