"""Every string the page shows, in English and Russian: the one table.

    text = Strings("ru")
    text("status.your-move", side="X", progress=text("progress", done=1, total=3))

Keys name what a string is for; values fill ``{name}`` fields.  index.html
carries the English text for the moment before Python starts, and marks
each element with the key (data-text, data-label, data-placeholder) that
replaces it.
"""

from game.core.errors import RecordError

LANGUAGES = ("en", "ru")
DEFAULT_LANGUAGE = "en"

TEXT = {
    "en": {
        # the page around the board
        "title": "Virus War",
        "board": "Game board. Arrow keys move the cursor, Enter or Space acts, P passes, U undoes.",
        "language": "Language",
        "language.en": "English",
        "language.ru": "Русский",
        "updated": "Virus War has been updated since your last visit.",
        "button.pass": "Pass",
        "button.undo": "Undo",
        "button.resign": "Resign",
        "button.hint": "Hint",
        "button.pause": "Pause",
        "button.resume": "Resume",
        "button.new": "New game",
        "button.play-again": "Play again",
        "button.copy": "Copy record",
        "button.load": "Load record",
        "button.share": "Share",
        "button.first": "First move",
        "button.previous": "Previous move",
        "button.next": "Next move",
        "button.last": "Last move",
        "button.full-page": "Open the full game",
        "button.review": "Review",
        "button.sound": "Sound",
        "moves": "Moves",
        "record": "Game record",
        # the first-game guide (game/web/guide.py)
        "guide.offer": "New to Virus War? Learn the rules in five short steps on a small board.",
        "guide.offer-no": "No, thanks",
        "guide.start": "Learn to play",
        "guide.start-classic": "Learn the classic game",
        "guide.title": "Learn to play: step {number} of {total}",
        "guide.next": "Next",
        "guide.finish": "Start playing",
        "guide.skip": "Skip",
        "guide.close": "Close",
        "guide.step.start": "You play crosses (X) on a small 5×5 board. Your first mark goes on "
                            "your start corner, a1: tap it.",
        "guide.step.reach": "A turn is three sub-moves. Each new mark must touch one of yours, by a "
                            "side or a corner; the dots show where. Play two more: b2, then c3.",
        "guide.step.kill": "O has played. A sub-move can also kill an enemy mark that touches yours: "
                           "tap the O on d4. A killed O is filled in and stays for good.",
        "guide.step.chain": "Killed enemy marks carry your reach on: e5 touches none of your "
                            "crosses, only the killed O on d4, yet you can act on it. Kill it. "
                            "(Your own killed marks never carry it.)",
        "guide.step.win": "A player with no legal sub-move loses. O has one living mark left, c4: "
                          "kill it with your last sub-move, and O can never move again.",
        "guide.well-done": "Well done! Press Next.",
        "guide.finished": "Well done: you know the rules!",
        "guide.passed": "This step is done: press {button}.",
        "guide.again": "Not quite: the turn is over and the step is not done, so it starts again.",
        "help.title": "How to play",
        # How to play: the rules of the game played, a paragraph each (HELP below), then the keys
        "help.classic.start": "Two colonies, crosses (X) and noughts (O), start in opposite "
                              "corners: X's first sub-move is on a1, O's on the corner opposite it "
                              "(each start cell is outlined until then). A turn is three sub-moves (New game can set "
                              "another number), and a side must make them all unless none is left.",
        "help.classic.sub-move": "A sub-move either puts your mark on an empty cell or kills a "
                                 "living enemy mark, on a cell that touches one of your living "
                                 "marks by a side or a corner. Killed enemy marks carry your reach "
                                 "on through them while their chain touches a living mark of yours; "
                                 "your own killed marks never do. So three sub-moves can cut a "
                                 "corridor through the enemy's front.",
        "help.classic.end": "A player whose turn comes with no legal sub-move loses. You may pass "
                            "a whole turn (Pass, or P), at its start only; two passes in a row are a draw "
                            "(with Last mover wins, the side that made the last sub-move wins). "
                            "Resign ends the game at once.",
        "help.bases.start": "Virus and bases, for two to four players: X, O, △ and □ move in that "
                            "order, three sub-moves a turn. Each side's first virus stands on the "
                            "board's edge: in its corner (X on a1, O on the corner opposite it, △ "
                            "and □ on the other two), or, when the game starts on any edge "
                            "cell, on the edge cell of its choice.",
        "help.bases.sub-move": "A sub-move puts a virus on an empty cell, or turns another "
                               "player's virus into your base. The cell must touch, by a side or a "
                               "corner, one of your viruses or active bases. A base is active "
                               "while a chain of your bases links it to one of your viruses; cut "
                               "off, it carries nothing. Your own units and every base never "
                               "change.",
        "help.bases.end": "A player whose turn comes with no legal sub-move is out, and the others "
                          "play on: the last one in wins. Whoever walls in a virus of their own "
                          "with their own bases all round (the board's edge counts as a wall) "
                          "wins at once. On a full board the most bases win, then the most "
                          "viruses. A pass (Pass, or P) is allowed at the start of a turn; when everyone still "
                          "in has passed, it is a draw. Anyone may resign at any time and leaves "
                          "the game.",
        "help.capture.start": "Capture, «Вирусы», a game of Leningrad students of the 1960s. "
                              "Crosses and noughts start with two marks each, in opposite corners "
                              "(X on a1 and the corner opposite it, O on the other two). Each turn a side "
                              "places three marks, one by one, on empty cells beside its colony "
                              "by a side: never across a corner.",
        "help.capture.taken": "A mark with enemy marks on three of its four sides is taken off "
                              "the board, so no one may place a mark where three sides are the "
                              "enemy's already. The board's edge is no enemy: a corner mark is "
                              "never taken. (A group cut off from its start marks would die whole, "
                              "but taking a mark never cuts a colony.)",
        "help.capture.count": "There is no pass. When the side to move has no room for a whole "
                              "turn, the game is counted as New game chose: the marks on the "
                              "board, or the marks plus the empty ground that borders your marks "
                              "only, where the enemy can never come (Show ground shades it). More "
                              "points win; a resignation loses whatever the count.",
        "help.keys": "Hint marks a good turn for you, numbered in playing order. Keys on the "
                     "board: the arrows move a cursor, Enter or Space acts on its cell, U undoes.",
        "legend.title": "Marks on the board",
        "legend.X": "X's mark, a cross",
        "legend.O": "O's mark, a nought",
        "legend.x": "a cross killed by O: circled",
        "legend.o": "a nought killed by X: filled in",
        "legend.start": "a start cell, until its side's first mark",
        "legend.reach": "an empty cell where you can place your mark",
        "legend.target": "an enemy mark you can kill",
        "legend.turn": "the last turn in order, a kill's number in a filled disc",
        # the legend of the bases game and of the capture game (game/web/board_view.py, LEGENDS)
        "legend.viruses": "each side's virus: its mark in its own colour",
        "legend.bases": "each side's active base: the cell shaded in its colour",
        "legend.inactive": "an inactive base, cut off from its side's viruses: outlined, pale, hatched",
        "legend.take": "an enemy virus you can turn into your base",
        "legend.bases-turn": "the last turn in order, a base's number in a filled disc",
        "legend.territory": "ground the enemy can no longer reach, tinted in its side's colour",
        "legend.capture-turn": "the last turn, its marks numbered in order",
        # the New game dialog
        "new.title": "New game",
        "new.players": "Players",
        "new.bot-X": "You (X) vs the bot",
        "new.bot-O": "You (O) vs the bot",
        "new.two": "Two players on this device",
        "new.demo": "Bot vs bot (demo)",
        "new.bot": "Bot",
        "new.level": "Level",
        "level.easy": "Easy",
        "level.medium": "Medium",
        "level.hard": "Hard",
        "new.rules": "Rules",
        "new.width": "Board width",
        "new.height": "Board height",
        "new.actions": "Sub-moves per turn",
        "new.last-mover-wins": "Last mover wins (no draws)",
        "new.start": "Start",
        "cancel": "Cancel",
        "error.whole-number": "{field} must be a whole number.",
        "error.range": "{field} must be from {low} to {high}.",
        # the Resign dialog
        "resign.title": "Resign?",
        "resign.text": "{side} loses this game.",
        "resign.confirm": "Yes, resign",
        "resign.cancel": "No, play on",
        # the Load dialog
        "load.title": "Load a record",
        "load.prompt": "Paste a game record:",
        "load.confirm": "Load",
        "load.error": "This record cannot be read: {error}",
        "load.done": "The record is loaded. Undo brings back the game it replaced.",
        # the status line
        "progress": "sub-move {done} of {total}",
        "status.your-move": "Your move ({side}): {progress}.",
        "status.to-move": "{side} to move: {progress}.",
        "status.bot-to-move": "The bot ({side}) to move: {progress}.",
        "status.bot-thinking": "The bot ({side}) is thinking… ({progress})",
        "status.demo-to-move": "Bot {side} to move: {progress}.",
        "status.demo-thinking": "Bot {side} is thinking… ({progress})",
        "status.bot-waking": "The bot is waking up… ({side} to move)",
        "status.bot-broken": "The bot could not start ({error}). Two people can still play: New game.",
        "status.bot-failed": "The bot failed: {error}. Undo or start a new game.",
        "status.demo-paused": "Demo paused. {status}",
        "status.reviewing": "Showing sub-move {shown} of {total}. Press » to return to the game.",
        "result.no-moves": "{winner} wins: {loser} has no legal sub-move.",
        "result.draw": "A draw: both sides passed.",
        "result.double-pass": "{winner} wins: both passed and {winner} made the last sub-move.",
        "result.resigned": "{winner} wins: {loser} resigned.",
        # the end of a game, the tab's title and the record of results
        "headline.won": "You won",
        "headline.lost": "You lost",
        "headline.drawn": "Draw",
        "headline.side-won": "{side} won",
        "title.state": "{state} — {title}",
        "title.your-move": "Your move",
        "title.bot-thinking": "Bot thinking…",
        "title.to-move": "{side} to move",
        "tally.line": "Against the {level} bot: {won} won · {lost} lost · {drawn} drawn",
        "mode.bot": "You play {side} against the {level} bot.",
        "mode.two": "Two players on this device.",
        "mode.demo": "Demo: the {level} bot plays both sides.",
        "mode.level.easy": "easy",
        "mode.level.medium": "medium",
        "mode.level.hard": "hard",
        # refusals: why a click or a button did nothing
        "refuse.over": "Start a new game to play again.",
        "refuse.wait": "Wait for the bot: it is {side}'s turn.",
        "refuse.demo-undo": "Undo is for players; the demo plays on by itself.",
        "refuse.nothing-to-undo": "Nothing to undo yet.",
        "refuse.nothing-of-yours": "Nothing of yours to undo yet.",
        "refuse.reviewing": "You are looking back at the game. Press » to return to it and play.",
        "illegal.bad-cell": "{cell} is not a cell of the {size} board (columns skip j).",
        "illegal.own-mark": "{cell} already holds your mark.",
        "illegal.killed-mark": "{cell} holds a killed mark, and killed marks never change.",
        "illegal.first-move": "{side} has not moved yet: the first sub-move must be on the start "
                              "cell {start}.",
        "illegal.out-of-reach": "{cell} is out of {side}'s reach: a cell must touch a living "
                                "{side}, directly or through a chain of killed {enemy} marks.",
        "illegal.out-of-virus-reach": "{cell} is out of {side}'s reach: a cell must touch a virus "
                                      "or an active base of {side}.",
        "illegal.pass-mid-turn": "A pass is only allowed at the start of a turn; {side} has made "
                                 "{done} of {total} sub-moves.",
        "illegal.game-over": "The game is over.",
        "illegal.bad-side": "Only a side of this game can resign, not {side}.",
        "illegal.side-out": "{side} is already out of the game.",
        "illegal.no-pass": "There is no pass in this game: place your marks or resign.",
        "illegal.taken": "{cell} is taken: marks go on empty cells.",
        "illegal.three-sides": "{cell} has enemy marks on three sides: a mark there would be taken at once.",
        "illegal.not-beside": "{cell} does not touch {side}'s colony side by side.",
        "illegal.own-virus": "{cell} already holds your virus.",
        "illegal.own-base": "{cell} already holds your base.",
        "illegal.enemy-base": "{cell} is a base of {owner}, and bases never change.",
        "illegal.first-move-edge": "{side} has not moved yet: the first unit must stand on an edge cell.",
        "illegal.nothing-to-undo": "Nothing to undo yet.",
        "illegal.off-board": "{cell} is off the board: the board's shape leaves it out.",
        "illegal.illegal": "That is not allowed here.",
        # what is wrong with a game record (game/engine/notation.py), after "line L, column C:"
        "record.where": "line {line}, column {column}: {detail}",
        "record.not-text": "a record is text, not {kind}",
        "record.too-long": "a record is at most {limit} characters long",
        "record.tag-after-moves": "a tag must come before the moves",
        "record.tag-shape": "a tag must look like [Name \"value\"]",
        "record.tag-twice": "the {name} tag appears twice",
        "record.size": "Size must be like \"8x8\" or \"10x6\", not \"{value}\"",
        "record.size-range": "the board must be from {low}x{low} to {high}x{high}, not {value}",
        "record.actions": "Actions must be a number from {low} to {high}, not \"{value}\"",
        "record.start": "Start must name a different cell for each side, X's first, like \"a1 h8\" (or \"edge\" in the bases game), not \"{value}\"",
        "record.variant": "unknown variant \"{value}\" (known: {known})",
        "record.result-tag": "Result must be {sides} or draw, not \"{value}\"",
        "record.game": "unknown game \"{value}\" (known: {known})",
        "record.scoring": "Scoring must be marks or territory, in the capture game only, not \"{value}\"",
        "record.players": "Players must be a number from {low} to {high} in this game, not \"{value}\"",
        "record.holes": "Holes must name cells of the {size} board, like \"e5 f5\", not \"{value}\"",
        "record.holes-start": "the holes \"{value}\" take a corner the game starts from: add a Start tag with cells on the board",
        "record.resign-word": "a resignation is written \"resign\" or \"resign(X)\", not \"{word}\"",
        "record.after-end": "a move after the end of the game",
        "record.round-number": "round number {number} is out of place",
        "record.turn-over": "{side}'s turn is already over after {played} sub-moves",
        "record.turn-short": "{side}'s turn has {played} sub-moves, but {required} were required",
        "record.empty-cell": "an empty cell name (two hyphens in a row?)",
        "record.false-kill": "{written} marks a kill, but {cell} holds no living {enemy}",
        "record.result-mismatch": "Result says {value}, but the moves end otherwise",
        "record.result-out": "Result says {value}, but {value} is out of the game already",
        "record.result-draw": "Result says draw, but the game is not over (a draw needs every side "
                              "still in to pass in a row)",
        "record.record": "this is not a record",
        "record.empty": "the record is empty",
        # hint, copy, share, saving
        "hint.looking": "Looking for a good turn…",
        "hint.none": "No hint: {error}.",
        "hint.pass": "Hint: pass.",
        "hint.turn": "Hint: {turn} (marked 1, 2, 3 on the board).",
        "copy.done": "The record is copied.",
        "copy.empty": "No moves to copy yet.",
        "copy.refused": "Copying was refused here: the record is selected, copy it by hand.",
        "share.done": "The link to this game is in the address bar and copied.",
        "share.shown": "The link to this game is in the address bar: copy it from there.",
        "saved.broken": "The saved game could not be read ({error}); it is kept aside and a new "
                        "game begins.",
        "saved.broken-stays": "The saved game could not be read ({error}) nor kept aside (the "
                              "browser's storage is full): it stays where it is.",
        "saved.failed": "Not saved: the browser refused (is its storage full?); tried again at the "
                        "next move. {status}",
        "saved.other-tab": "This game was changed in another tab: it is shown here as it was saved "
                           "there.",
        "saved.why.json": "it is not JSON",
        "saved.why.too-long": "it is longer than {limit} characters",
        "saved.why.shape": "it is not a game saved by this version",
        "saved.why.value": "its {name} is wrong",
        "saved.unavailable": "This browser keeps no save: the game lasts while the tab is open.",
        # a bad link: one line naming what is not used (the defaults are), then why (link.notice)
        "link.ignored": "Not used from the link: {names}.",
        "link.ignored-more": "Not used from the link: {names} and {more} more.",
        "link.unknown": "“{name}” is not a parameter of the page.",
        "link.seats": "seats must name who plays each of the {players} sides, each one of "
                      "{choices}.",
        "link.choose": "{name} must be one of {choices}.",
        "link.range": "{name} must be a whole number from {low} to {high}.",
        "link.two-players": "This game is for two players only.",
        "link.size": "size must be like 8 or 8x6, from {low} to {high}.",
        "link.record": "The record cannot be read: {error}",
        "link.too-long": "{name} is longer than {limit} characters.",
        "link.record-rules": "Set by the record itself: {names}.",
        "link.other-game": "{name} is not a setting of this game.",
        # spoken by screen readers after each sub-move
        "say.turn": "{side} {actions}.",
        "say.place": "plays {cell}",
        "say.kill": "kills {cell}",
        "say.pass": "{side} passes.",
        "say.resign": "{side} resigns.",
        "say.bot": "Bot: {action}",
        "say.end": "Game over: {headline}.",
        "say.cursor": "{cell}: {content}.",
        "cell.empty": "empty",
        "cell.X": "living X",
        "cell.O": "living O",
        "cell.x": "killed X",
        "cell.o": "killed O",
        # the games beside the classic one (virus and bases; capture)
        "game.classic": "Classic",
        "game.bases": "Virus and bases",
        "game.capture": "Capture",
        "side.marked": "{symbol}\u00a0{side}",
        "new.game": "Game",
        "new.player-count": "Number of players",
        "new.seat-X": "Who plays X",
        "new.seat-O": "Who plays O",
        "new.seat-T": "Who plays △ T",
        "new.seat-S": "Who plays □ S",
        "new.person": "A person",
        "new.bot-easy": "Bot, easy",
        "new.bot-medium": "Bot, medium",
        "new.bot-hard": "Bot, hard",
        "new.start-at": "First virus",
        "new.start-corners": "In the corners",
        "new.start-edge": "On any edge cell",
        "new.scoring": "Count",
        "new.scoring-marks": "Marks on the board",
        "new.scoring-territory": "Marks and secured ground",
        "new.marks": "Marks per turn",
        "button.ground": "Show ground",
        "ground.none": "No secured ground yet.",
        "resign.which": "Who resigns?",
        "resign.leaves": "{side} leaves the game; the others play on.",
        "refuse.not-yours": "{side} is not a person's side here.",
        "progress.marks": "mark {done} of {total}",
        "status.seat-bot-to-move": "Bot {side} ({level}) to move: {progress}.",
        "status.seat-bot-thinking": "Bot {side} ({level}) is thinking… ({progress})",
        "status.count": "Count ({scoring}): {counts}.",
        "out.no-moves": "{side} is out: no legal sub-move.",
        "out.resigned": "{side} resigned and is out.",
        "count.marks": "marks",
        "count.territory": "marks and ground",
        "count.side": "{side} {points}",
        "count.bases": "{side} {bases}/{viruses}",
        "result.bases.enclosed": "{winner} wins: a virus of {winner} is walled in by its own bases.",
        "result.bases.no-moves": "{winner} wins, the last one in: {loser} has no legal sub-move.",
        "result.bases.last-in": "{winner} wins, the last one in.",
        "end.out": "{side} went out ({why})",
        "end.then": ", then {side} ({why})",
        "why.no-moves": "no legal sub-move",
        "why.resigned": "resigned",
        "result.bases.resigned": "{winner} wins, the last one in: {loser} resigned.",
        "result.bases.full-board": "{winner} wins on a full board, with the most bases "
                                   "(bases/viruses: {counts}).",
        "result.bases.full-board.draw": "A draw on a full board: the leaders have as many bases and "
                                        "viruses (bases/viruses: {counts}).",
        "result.bases.all-passed.draw": "A draw: every player still in passed.",
        "result.capture.counted": "{winner} wins on the count, {counts}: {mover} has no room "
                                  "for a whole turn.",
        "result.capture.counted.draw": "A draw on the count, {counts}: {mover} has no room for a "
                                       "whole turn.",
        "result.capture.resigned": "{winner} wins: {loser} resigned.",
        "mode.line": "{game}. {who}",
        "mode.game.bases": "Virus and bases for {players}",
        "mode.game.bases-edge": "Virus and bases for {players}, starting on any edge cell",
        "mode.game.capture": "Capture, counting {scoring}",
        "mode.bots": "You play {side} against {count} {level} bots.",
        "mode.demo-all": "Demo: {level} bots play every side.",
        "mode.people": "Everyone plays on this device.",
        "mode.seats": "{seats}.",
        "mode.seat.person": "{side}: a person",
        "mode.seat.bot": "{side}: the {level} bot",
        "cell.virus": "{side}'s virus",
        "cell.base": "{side}'s base",
        "cell.mark": "{side}'s mark",
    },
    "ru": {
        "title": "Война вирусов",
        "board": "Игровое поле. Стрелки двигают курсор, Enter или пробел — ходик, P — пропуск хода, "
                 "U — отмена.",
        "language": "Язык",
        "language.en": "English",
        "language.ru": "Русский",
        "updated": "С вашего прошлого визита игра обновилась.",
        "button.pass": "Пропустить",
        "button.undo": "Отменить",
        "button.resign": "Сдаться",
        "button.hint": "Подсказка",
        "button.pause": "Пауза",
        "button.resume": "Дальше",
        "button.new": "Новая игра",
        "button.play-again": "Сыграть ещё",
        "button.copy": "Копировать запись",
        "button.load": "Загрузить запись",
        "button.share": "Поделиться",
        "button.first": "К первому ходику",
        "button.previous": "Ходик назад",
        "button.next": "Ходик вперёд",
        "button.last": "К последнему ходику",
        "button.full-page": "Открыть игру целиком",
        "button.review": "Разбор",
        "button.sound": "Звук",
        "moves": "Ходы",
        "record": "Запись партии",
        "guide.offer": "Впервые здесь? Выучите правила за пять коротких шагов на маленьком поле.",
        "guide.offer-no": "Нет, спасибо",
        "guide.start": "Научиться играть",
        "guide.start-classic": "Выучить классическую игру",
        "guide.title": "Как играть: шаг {number} из {total}",
        "guide.next": "Дальше",
        "guide.finish": "Играть",
        "guide.skip": "Пропустить",
        "guide.close": "Закрыть",
        "guide.step.start": "Вы играете крестиками (X) на маленьком поле 5×5. Первый знак ставится "
                            "в ваш начальный угол, a1: нажмите на него.",
        "guide.step.reach": "Ход — это три ходика. Каждый новый знак должен касаться вашего боком "
                            "или углом; точки показывают, куда можно. Поставьте ещё два: b2, потом c3.",
        "guide.step.kill": "O сходили. Ходиком можно и убить чужой знак, который касается вашего: "
                           "нажмите на O в d4. Убитый O закрашивается и остаётся навсегда.",
        "guide.step.chain": "Через убитые чужие знаки ваша досягаемость идёт дальше: e5 не касается "
                            "ни одного крестика, только убитого O в d4, и всё же туда можно "
                            "ходить. Убейте его. (Через свои убитые знаки — никогда.)",
        "guide.step.win": "Кому некуда ходить, тот проиграл. У O остался один живой знак, c4: "
                          "убейте его последним ходиком, и O больше никогда не сходят.",
        "guide.well-done": "Отлично! Нажмите «Дальше».",
        "guide.finished": "Отлично: правила вы знаете!",
        "guide.passed": "Этот шаг пройден: нажмите «{button}».",
        "guide.again": "Не совсем: ход окончен, а шаг не пройден, поэтому он начинается заново.",
        "help.title": "Как играть",
        "help.classic.start": "Две колонии, крестики (X) и нолики (O), начинают из противоположных "
                              "углов: первый ходик X — в a1, O — в противоположный угол (до тех "
                              "пор начальная клетка обведена). Ход — это три ходика (в «Новой игре» можно задать другое "
                              "число), и делать надо все, если только допустимых не осталось.",
        "help.classic.sub-move": "Ходик — это размножение: поставить свой знак в пустую клетку, "
                                 "или убийство: объявить убитым живой чужой знак. Клетка должна "
                                 "касаться вашего живого знака боком или углом. Через убитые чужие "
                                 "знаки доступность идёт дальше, пока их цепочка касается вашего "
                                 "живого знака; через свои убитые — никогда. Так за три ходика "
                                 "можно прорубить коридор в чужой обороне.",
        "help.classic.end": "Кому в начале хода некуда ходить, тот проиграл. От хода можно "
                            "отказаться целиком («Пропустить» или P), но только в его начале; два "
                            "пропуска подряд — ничья (в варианте «Побеждает сходивший последним» — "
                            "победа того, кто сделал последний ходик). «Сдаться» кончает партию "
                            "сразу.",
        "help.bases.start": "Вирусы и базы, от двух до четырёх игроков: X, O, △ и □ ходят по "
                            "очереди в этом порядке, по три ходика за ход. Первый вирус каждая "
                            "сторона ставит у края: в свой угол (X — в a1, O — в противоположный, "
                            "△ и □ — в два других) или, если игра "
                            "начинается с любой клетки края, в клетку края по выбору.",
        "help.bases.sub-move": "Ходик ставит вирус в пустую клетку или превращает вирус противника "
                               "в вашу базу. Клетка должна касаться боком или углом вашего вируса "
                               "или активной базы. База активна, пока цепочка ваших баз связывает "
                               "её с вашим вирусом; отрезанная база пассивна и никуда не ведёт. "
                               "Ставить на клетку со своим вирусом или с любой базой нельзя.",
        "help.bases.end": "Кому в начале хода некуда ходить, тот выбывает, а остальные играют "
                          "дальше: побеждает последний оставшийся. Кто окружит свой вирус со всех "
                          "сторон своими базами (край поля тоже стена), сразу побеждает. На "
                          "заполненном поле побеждает тот, у кого больше баз, при равенстве — "
                          "вирусов. Ход можно пропустить целиком («Пропустить» или P), только в "
                          "его начале; если пропустили все оставшиеся — ничья. Сдаться можно в "
                          "любой момент, и сдавшийся выбывает.",
        "help.capture.start": "«Вирусы» (захват) — игра ленинградских студентов 60-х годов. У "
                              "крестиков и ноликов по два стартовых знака в противоположных углах "
                              "(X — в a1 и противоположном углу, O — в двух других). За ход "
                              "сторона ставит по одному три знака в пустые клетки рядом со своей "
                              "колонией — по горизонтали или вертикали, не по диагонали.",
        "help.capture.taken": "Знак, окружённый вражескими с трёх из четырёх сторон, снимается с "
                              "поля; поэтому нельзя ставить знак в клетку, которая с трёх сторон "
                              "уже окружена вражескими. Край поля — не враг: угловой знак не "
                              "снять. («Оторвавшиеся» от стартовых знаков гибли бы целиком, но "
                              "взятие знака колонию не разрывает.)",
        "help.capture.count": "Пропускать ход нельзя. Когда стороне, чей ход, некуда поставить "
                              "все знаки хода, наступает подсчёт, выбранный в «Новой игре»: только "
                              "знаки на поле или знаки плюс пустые клетки, которые граничат только "
                              "с вашими знаками и куда противник уже не попадёт («Показать "
                              "территорию» их закрашивает). У кого больше, тот победил; сдавшийся "
                              "проигрывает при любом счёте.",
        "help.keys": "«Подсказка» отмечает хороший ход, пронумерованный по порядку. Клавиши на "
                     "поле: стрелки двигают курсор, Enter или пробел — действие в его клетке, "
                     "U — отмена.",
        "legend.title": "Знаки на поле",
        "legend.X": "знак X, крестик",
        "legend.O": "знак O, нолик",
        "legend.x": "крестик, убитый O: обведён",
        "legend.o": "нолик, убитый X: закрашен",
        "legend.start": "начальная клетка, пока сторона не сделала первый ходик",
        "legend.reach": "клетка, куда можно поставить знак",
        "legend.target": "чужой знак, который можно убить",
        "legend.turn": "последний ход по порядку, номер убийства — в закрашенном кружке",
        # легенда игры с базами и игры «Вирусы» (game/web/board_view.py, LEGENDS)
        "legend.viruses": "вирус каждой стороны: её знак её цветом",
        "legend.bases": "активная база стороны: клетка, закрашенная её цветом",
        "legend.inactive": "неактивная база, отрезанная от вирусов своей стороны: обведена, бледная, в штриховку",
        "legend.take": "вирус противника, который можно сделать своей базой",
        "legend.bases-turn": "последний ход по порядку, номер взятой базы — в закрашенном кружке",
        "legend.territory": "территория, куда противник уже не дотянется, подкрашена цветом её "
                             "стороны",
        "legend.capture-turn": "последний ход, знаки пронумерованы по порядку",
        "new.title": "Новая игра",
        "new.players": "Игроки",
        "new.bot-X": "Вы (X) против бота",
        "new.bot-O": "Вы (O) против бота",
        "new.two": "Двое на одном устройстве",
        "new.demo": "Бот против бота (показ)",
        "new.bot": "Бот",
        "new.level": "Уровень",
        "level.easy": "Лёгкий",
        "level.medium": "Средний",
        "level.hard": "Сильный",
        "new.rules": "Правила",
        "new.width": "Ширина поля",
        "new.height": "Высота поля",
        "new.actions": "Ходиков за ход",
        "new.last-mover-wins": "Побеждает сходивший последним (без ничьих)",
        "new.start": "Начать",
        "cancel": "Отмена",
        "error.whole-number": "{field}: нужно целое число.",
        "error.range": "{field}: от {low} до {high}.",
        "resign.title": "Сдаться?",
        "resign.text": "{side} проигрывают эту партию.",
        "resign.confirm": "Да, сдаться",
        "resign.cancel": "Нет, играть дальше",
        "load.title": "Загрузить запись",
        "load.prompt": "Вставьте запись партии:",
        "load.confirm": "Загрузить",
        "load.error": "Запись не читается: {error}",
        "load.done": "Запись загружена. «Отменить» вернёт прежнюю игру.",
        "progress": "ходик {done} из {total}",
        "status.your-move": "Ваш ход ({side}): {progress}.",
        "status.to-move": "Ходит {side}: {progress}.",
        "status.bot-to-move": "Ходит бот ({side}): {progress}.",
        "status.bot-thinking": "Бот ({side}) думает… ({progress})",
        "status.demo-to-move": "Ходит бот {side}: {progress}.",
        "status.demo-thinking": "Бот {side} думает… ({progress})",
        "status.bot-waking": "Бот просыпается… (ходит {side})",
        "status.bot-broken": "Бот не запустился ({error}). Вдвоём играть можно: «Новая игра».",
        "status.bot-failed": "Бот сломался: {error}. Отмените ход или начните новую игру.",
        "status.demo-paused": "Показ на паузе. {status}",
        "status.reviewing": "Показан ходик {shown} из {total}. Нажмите », чтобы вернуться к игре.",
        "result.no-moves": "{winner} победили: {loser} некуда ходить.",
        "result.draw": "Ничья: оба пропустили ход.",
        "result.double-pass": "{winner} победили: оба пропустили, последним ходили {winner}.",
        "result.resigned": "{winner} победили: {loser} сдались.",
        "headline.won": "Вы выиграли",
        "headline.lost": "Вы проиграли",
        "headline.drawn": "Ничья",
        "headline.side-won": "{side} победили",
        "title.state": "{state} — {title}",
        "title.your-move": "Ваш ход",
        "title.bot-thinking": "Бот думает…",
        "title.to-move": "Ходит {side}",
        "tally.line": "Против бота ({level}): побед {won} · поражений {lost} · ничьих {drawn}",
        "mode.bot": "Вы играете за {side} против бота, уровень: {level}.",
        "mode.two": "Двое на одном устройстве.",
        "mode.demo": "Показ: бот (уровень: {level}) играет за обе стороны.",
        "mode.level.easy": "лёгкий",
        "mode.level.medium": "средний",
        "mode.level.hard": "сильный",
        "refuse.over": "Начните новую игру, чтобы сыграть ещё.",
        "refuse.wait": "Подождите бота: сейчас ходит {side}.",
        "refuse.demo-undo": "Отмена — для игроков; показ идёт сам.",
        "refuse.nothing-to-undo": "Отменять пока нечего.",
        "refuse.nothing-of-yours": "Ваших ходов ещё не было.",
        "refuse.reviewing": "Вы смотрите прошлые ходы. Нажмите », чтобы вернуться к игре.",
        "illegal.bad-cell": "На поле {size} нет клетки {cell} (буквы столбцов без j).",
        "illegal.own-mark": "В клетке {cell} уже ваш знак.",
        "illegal.killed-mark": "В клетке {cell} убитый знак, а убитые знаки не меняются.",
        "illegal.first-move": "{side} ещё не ходили: первый ходик — в начальную клетку {start}.",
        "illegal.out-of-reach": "Клетка {cell} вне досягаемости {side}: она должна касаться живого "
                                "{side} прямо или через цепочку убитых {enemy}.",
        "illegal.out-of-virus-reach": "Клетка {cell} вне досягаемости {side}: рядом должен быть "
                                      "вирус или активная база {side}.",
        "illegal.pass-mid-turn": "Пропустить можно только весь ход; {side} уже сделали {done} из "
                                 "{total} ходиков.",
        "illegal.game-over": "Игра окончена.",
        "illegal.bad-side": "Сдаться может только сторона этой игры, а не {side}.",
        "illegal.side-out": "{side} уже выбыли из игры.",
        "illegal.no-pass": "В этой игре пропускать нельзя: поставьте свои знаки или сдайтесь.",
        "illegal.taken": "Клетка {cell} занята: знаки ставят на пустые клетки.",
        "illegal.three-sides": "У клетки {cell} с трёх сторон враги: знак там сразу снимут.",
        "illegal.not-beside": "Клетка {cell} не примыкает стороной к колонии {side}.",
        "illegal.own-virus": "В клетке {cell} уже ваш вирус.",
        "illegal.own-base": "В клетке {cell} уже ваша база.",
        "illegal.enemy-base": "Клетка {cell} — база {owner}, а базы не меняются.",
        "illegal.first-move-edge": "{side} ещё не ходили: первый знак ставится на край поля.",
        "illegal.nothing-to-undo": "Отменять пока нечего.",
        "illegal.off-board": "Клетки {cell} нет на поле: её вырезали из формы поля.",
        "illegal.illegal": "Так здесь нельзя.",
        "record.where": "строка {line}, столбец {column}: {detail}",
        "record.not-text": "запись — это текст, а не {kind}",
        "record.too-long": "запись не длиннее {limit} символов",
        "record.tag-after-moves": "теги пишутся перед ходами",
        "record.tag-shape": "тег пишется так: [Имя \"значение\"]",
        "record.tag-twice": "тег {name} повторяется",
        "record.size": "Size пишется как \"8x8\" или \"10x6\", а не \"{value}\"",
        "record.size-range": "поле должно быть от {low}x{low} до {high}x{high}, а не {value}",
        "record.actions": "Actions — число от {low} до {high}, а не \"{value}\"",
        "record.start": "Start — разные клетки для каждой стороны, сначала X, например \"a1 h8\" (или \"edge\" в игре с базами), а не \"{value}\"",
        "record.variant": "неизвестный вариант \"{value}\" (известен: {known})",
        "record.result-tag": "Result — это {sides} или draw, а не \"{value}\"",
        "record.game": "неизвестная игра \"{value}\" (известны: {known})",
        "record.scoring": "Scoring — это marks или territory, и только в игре «Вирусы», а не \"{value}\"",
        "record.players": "Players — число от {low} до {high} в этой игре, а не \"{value}\"",
        "record.holes": "Holes — клетки поля {size}, например \"e5 f5\", а не \"{value}\"",
        "record.holes-start": "дыры \"{value}\" вырезают угол, с которого начинают: добавьте тег Start с клетками на поле",
        "record.resign-word": "сдача пишется \"resign\" или \"resign(X)\", а не \"{word}\"",
        "record.after-end": "ход после конца партии",
        "record.round-number": "номер хода {number} не на своём месте",
        "record.turn-over": "ход {side} уже окончен после {played} ходиков",
        "record.turn-short": "в ходе {side} {played} ходиков, а нужно {required}",
        "record.empty-cell": "пустое имя клетки (два дефиса подряд?)",
        "record.false-kill": "{written} отмечено как убийство, но в {cell} нет живого {enemy}",
        "record.result-mismatch": "Result говорит {value}, но ходы кончаются иначе",
        "record.result-out": "Result говорит {value}, но {value} уже выбыли из игры",
        "record.result-draw": "Result говорит draw, но игра не окончена (ничья — это пропуск всех "
                              "оставшихся подряд)",
        "record.record": "это не запись партии",
        "record.empty": "запись пуста",
        "hint.looking": "Ищу хороший ход…",
        "hint.none": "Подсказки нет: {error}.",
        "hint.pass": "Подсказка: пропустить ход.",
        "hint.turn": "Подсказка: {turn} (на поле отмечено 1, 2, 3).",
        "copy.done": "Запись скопирована.",
        "copy.empty": "Копировать пока нечего.",
        "copy.refused": "Копирование здесь запрещено: запись выделена, скопируйте её вручную.",
        "share.done": "Ссылка на эту партию — в адресной строке, и она скопирована.",
        "share.shown": "Ссылка на эту партию — в адресной строке: скопируйте её оттуда.",
        "saved.broken": "Сохранённую игру не удалось прочитать ({error}); она отложена, начата "
                        "новая игра.",
        "saved.broken-stays": "Сохранённую игру не удалось прочитать ({error}) и отложить (память "
                              "браузера заполнена): она остаётся на месте.",
        "saved.failed": "Не сохранено: браузер отказал (память заполнена?); новая попытка — при "
                        "следующем ходе. {status}",
        "saved.other-tab": "Эту игру изменили в другой вкладке: здесь она показана такой, как её "
                           "там сохранили.",
        "saved.why.json": "это не JSON",
        "saved.why.too-long": "она длиннее {limit} символов",
        "saved.why.shape": "это не игра, сохранённая этой версией",
        "saved.why.value": "неверное поле {name}",
        "saved.unavailable": "Браузер не даёт сохранять: игра пропадёт с вкладкой.",
        "link.ignored": "Из ссылки не взято: {names}.",
        "link.ignored-more": "Из ссылки не взято: {names} и ещё {more}.",
        "link.unknown": "«{name}» — неизвестный параметр.",
        "link.seats": "Параметр seats должен назвать, кто играет за каждую из {players} сторон: "
                      "{choices}.",
        "link.choose": "Параметр {name} должен быть одним из: {choices}.",
        "link.range": "Параметр {name} должен быть целым числом от {low} до {high}.",
        "link.two-players": "В эту игру играют только вдвоём.",
        "link.size": "Размер пишется как 8 или 8x6, от {low} до {high}.",
        "link.record": "Запись не читается: {error}",
        "link.too-long": "Параметр {name} длиннее {limit} символов.",
        "link.record-rules": "Это задаёт сама запись: {names}.",
        "link.other-game": "Параметр {name} не относится к этой игре.",
        "say.turn": "{side} {actions}.",
        "say.place": "ставят {cell}",
        "say.kill": "убивают {cell}",
        "say.pass": "{side} пропускают ход.",
        "say.resign": "{side} сдаются.",
        "say.bot": "Бот: {action}",
        "say.end": "Игра окончена: {headline}.",
        "say.cursor": "{cell}: {content}.",
        "cell.empty": "пусто",
        "cell.X": "живой X",
        "cell.O": "живой O",
        "cell.x": "убитый X",
        "cell.o": "убитый O",
        "game.classic": "Классика",
        "game.bases": "Вирусы и базы",
        "game.capture": "«Вирусы» (захват)",
        "side.marked": "{symbol}\u00a0{side}",
        "new.game": "Игра",
        "new.player-count": "Число игроков",
        "new.seat-X": "Кто играет за X",
        "new.seat-O": "Кто играет за O",
        "new.seat-T": "Кто играет за △ T",
        "new.seat-S": "Кто играет за □ S",
        "new.person": "Человек",
        "new.bot-easy": "Бот, лёгкий",
        "new.bot-medium": "Бот, средний",
        "new.bot-hard": "Бот, сильный",
        "new.start-at": "Первый вирус",
        "new.start-corners": "В углах",
        "new.start-edge": "На любой клетке края",
        "new.scoring": "Счёт",
        "new.scoring-marks": "Знаки на поле",
        "new.scoring-territory": "Знаки и территория",   # as the count says it (count.territory)
        "new.marks": "Знаков за ход",
        "button.ground": "Показать территорию",
        "ground.none": "Территории пока ни у кого нет.",
        "resign.which": "Кто сдаётся?",
        "resign.leaves": "{side} выбывают из игры; остальные играют дальше.",
        "refuse.not-yours": "За {side} здесь играет не человек.",
        "progress.marks": "знак {done} из {total}",
        "status.seat-bot-to-move": "Ходит бот {side} ({level}): {progress}.",
        "status.seat-bot-thinking": "Бот {side} ({level}) думает… ({progress})",
        "status.count": "Счёт ({scoring}): {counts}.",
        "out.no-moves": "{side} выбыли: некуда ходить.",
        "out.resigned": "{side} сдались и выбыли.",
        "count.marks": "знаки",
        "count.territory": "знаки и территория",
        "count.side": "{side} {points}",
        "count.bases": "{side} {bases}/{viruses}",
        "result.bases.enclosed": "{winner} победили: вирус {winner} со всех сторон окружён своими "
                                 "базами.",
        "result.bases.no-moves": "{winner} победили, оставшись одни: {loser} некуда ходить.",
        "result.bases.last-in": "{winner} победили, оставшись одни.",
        "end.out": "Выбыли {side} ({why})",
        "end.then": ", затем {side} ({why})",
        "why.no-moves": "некуда ходить",
        "why.resigned": "сдались",
        "result.bases.resigned": "{winner} победили, оставшись одни: {loser} сдались.",
        "result.bases.full-board": "{winner} победили на заполненном поле: у них больше всех баз "
                                   "(базы/вирусы: {counts}).",
        "result.bases.full-board.draw": "Ничья на заполненном поле: у лидеров поровну баз и вирусов "
                                        "(базы/вирусы: {counts}).",
        "result.bases.all-passed.draw": "Ничья: все оставшиеся в игре пропустили ход.",
        "result.capture.counted": "{winner} победили по счёту, {counts}: {mover} не хватает места на "
                                  "целый ход.",
        "result.capture.counted.draw": "Ничья по счёту, {counts}: {mover} не хватает места на целый "
                                       "ход.",
        "result.capture.resigned": "{winner} победили: {loser} сдались.",
        "mode.line": "{game}. {who}",
        "mode.game.bases": "Вирусы и базы, игроков: {players}",
        "mode.game.bases-edge": "Вирусы и базы, игроков: {players}, начало — на любой клетке края",
        "mode.game.capture": "«Вирусы» (захват), счёт: {scoring}",
        "mode.bots": "Вы играете за {side} против ботов ({count}), уровень: {level}.",
        "mode.demo-all": "Показ: боты (уровень: {level}) играют за все стороны.",
        "mode.people": "Все играют на одном устройстве.",
        "mode.seats": "{seats}.",
        "mode.seat.person": "{side}: человек",
        "mode.seat.bot": "{side}: бот ({level})",
        "cell.virus": "вирус {side}",
        "cell.base": "база {side}",
        "cell.mark": "знак {side}",
    },
}


# How to play: the paragraphs of each game's rules, in order; "help.keys" follows them.
HELP = {
    "classic": ("help.classic.start", "help.classic.sub-move", "help.classic.end"),
    "bases": ("help.bases.start", "help.bases.sub-move", "help.bases.end"),
    "capture": ("help.capture.start", "help.capture.taken", "help.capture.count"),
}


class Strings:
    """The table of one language, called with a key and the values of its fields."""

    def __init__(self, language=DEFAULT_LANGUAGE):
        if language not in TEXT:
            raise ValueError("language must be one of %s, not %r" % (", ".join(LANGUAGES), language))
        self.language = language
        self.table = TEXT[language]

    def __call__(self, key, **values):
        for name, value in values.items():
            if isinstance(value, RecordError):
                values[name] = self.record_error(value)
        return self.table[key].format(**values)

    def sentences(self, parts):
        """[(key, values)] said one after another, each ended as a sentence (a
        record's fault may end without a full stop)."""
        said = [self(key, **values) for key, values in parts]
        return " ".join(words if words.endswith((".", "!", "?", "…")) else words + "." for words in said)

    def record_error(self, error):
        """Where a record goes wrong and why, in this language."""
        if error.code == "illegal-move":
            values = dict(error.values)
            detail = self("illegal." + values.pop("reason"), **values)
        else:
            detail = self("record." + error.code, **error.values)
        return self("record.where", line=error.line, column=error.column, detail=detail)


def browser_language(preferred):
    """The first of the browser's languages ("ru-RU", "en-GB", ...) that the page speaks."""
    for tag in preferred:
        language = str(tag).split("-")[0].lower()
        if language in TEXT:
            return language
    return DEFAULT_LANGUAGE
