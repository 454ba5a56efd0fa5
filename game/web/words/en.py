"""The page's words in English, grouped by where they are shown.

Every key is written out whole where it is used (tests/test_words.py checks
that each one used is here and in ru.py, and each one here is used).
"""

TEXT = {
    # --- the page around the board: its title, the language, the buttons, the move list
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
    "button.ground": "Show ground",
    # --- the first-game guide (game/web/guide.py)
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
    "guide.step.kill": "O has played. A sub-move can also kill an enemy mark that touches "
                       "yours: tap the O on d4. A killed O is filled in and stays for good.",
    "guide.step.chain": "Killed enemy marks carry your reach on: e5 touches none of your "
                        "crosses, only the killed O on d4, yet you can act on it. Kill it. "
                        "(Your own killed marks never carry it.)",
    "guide.step.win": "A player with no legal sub-move loses. O has one living mark left, c4: "
                      "kill it with your last sub-move, and O can never move again.",
    "guide.well-done": "Well done! Press Next.",
    "guide.finished": "Well done: you know the rules!",
    "guide.passed": "This step is done: press {button}.",
    "guide.again": "Not quite: the turn is over and the step is not done, so it starts again.",
    # --- How to play: each game's rules (WORDS["help"] of its rule system), the keys, and the
    # legend of the marks (WORDS["legend"])
    "help.title": "How to play",
    "help.classic.start": "Two colonies, crosses (X) and noughts (O), start in opposite "
                          "corners: X's first sub-move is on a1, O's on the corner opposite it "
                          "(each start cell is outlined until then). A turn is three sub-moves "
                          "(New game can set another number), and a side must make them all "
                          "unless none is left.",
    "help.classic.sub-move": "A sub-move either puts your mark on an empty cell or kills a "
                             "living enemy mark, on a cell that touches one of your living "
                             "marks by a side or a corner. Killed enemy marks carry your reach "
                             "on through them while their chain touches a living mark of yours; "
                             "your own killed marks never do. So three sub-moves can cut a "
                             "corridor through the enemy's front.",
    "help.classic.end": "A player whose turn comes with no legal sub-move loses. You may pass a "
                        "whole turn (Pass, or P), at its start only; two passes in a row are a "
                        "draw (with Last mover wins, the side that made the last sub-move "
                        "wins). Resign ends the game at once.",
    "help.bases.start": "Virus and bases, for two to four players: X, O, △ and □ move in that "
                        "order, three sub-moves a turn. Each side's first virus stands on the "
                        "board's edge: in its corner (X on a1, O on the corner opposite it, △ "
                        "and □ on the other two), or, when the game starts on any edge cell, on "
                        "the edge cell of its choice.",
    "help.bases.sub-move": "A sub-move puts a virus on an empty cell, or turns another player's "
                           "virus into your base. The cell must touch, by a side or a corner, "
                           "one of your viruses or active bases. A base is active while a chain "
                           "of your bases links it to one of your viruses; cut off, it carries "
                           "nothing. Your own units and every base never change.",
    "help.bases.end": "A player whose turn comes with no legal sub-move is out, and the others "
                      "play on: the last one in wins. Whoever walls in a virus of their own "
                      "with their own bases all round (the board's edge counts as a wall) wins "
                      "at once. On a full board the most bases win, then the most viruses. A "
                      "pass (Pass, or P) is allowed at the start of a turn; when everyone still "
                      "in has passed, it is a draw. Anyone may resign at any time and leaves "
                      "the game.",
    "help.capture.start": "Capture, «Вирусы», a game of Leningrad students of the 1960s. "
                          "Crosses and noughts start with two marks each, in opposite corners "
                          "(X on a1 and the corner opposite it, O on the other two). Each turn "
                          "a side places three marks, one by one, on empty cells beside its "
                          "colony by a side: never across a corner.",
    "help.capture.taken": "A mark with enemy marks on three of its four sides is taken off the "
                          "board, so no one may place a mark where three sides are the enemy's "
                          "already. The board's edge is no enemy: a corner mark is never taken. "
                          "(A group cut off from its start marks would die whole, but taking a "
                          "mark never cuts a colony.)",
    "help.capture.count": "There is no pass. When the side to move has no room for a whole "
                          "turn, the game is counted as New game chose: the marks on the board, "
                          "or the marks plus the empty ground that borders your marks only, "
                          "where the enemy can never come (Show ground shades it). More points "
                          "win; a resignation loses whatever the count.",
    "help.shape": "This board has a shape: the blank cells with no lines are off the board. "
                  "They are no cells at all: nothing is placed or counted there, nothing passes "
                  "through them and they are no one's neighbour, as if the board's edge ran "
                  "round them.",
    "help.keys": "Hint marks a good turn for you, numbered in playing order. Keys on the board: "
                 "the arrows move a cursor, Enter or Space acts on its cell, U undoes.",
    "legend.title": "Marks on the board",
    "legend.X": "X's mark, a cross",
    "legend.O": "O's mark, a nought",
    "legend.x": "a cross killed by O: circled",
    "legend.o": "a nought killed by X: filled in",
    "legend.start": "a start cell, until its side's first mark",
    "legend.reach": "an empty cell where you can place your mark",
    "legend.target": "an enemy mark you can kill",
    "legend.turn": "the last turn in order, a kill's number in a filled disc",
    "legend.viruses": "each side's virus: its mark in its own colour",
    "legend.bases": "each side's active base: the cell shaded in its colour",
    "legend.inactive": "an inactive base, cut off from its side's viruses: outlined, pale, hatched",
    "legend.take": "an enemy virus you can turn into your base",
    "legend.bases-turn": "the last turn in order, a base's number in a filled disc",
    "legend.territory": "ground the enemy can no longer reach, tinted in its side's colour",
    "legend.capture-turn": "the last turn, its marks numbered in order",
    "legend.off": "a cell off the board: no paper, no lines, the board's edge around it",
    # --- the New game dialog (game/web/new_game.py): the games, who plays, the rules
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
    "new.shape": "Board shape",
    "shape.full": "The whole rectangle",
    "shape.plus": "Plus",
    "shape.diamond": "Diamond",
    "shape.ring": "Ring",
    "shape.rooms": "Two rooms",
    "shape.island": "Island",
    "shape.go": "Go board, 19×19",
    "shape.drawn": "Draw your own",
    "new.shape-game": "The go board is for the capture game only.",
    "new.width": "Board width",
    "new.height": "Board height",
    "new.actions": "Sub-moves per turn",
    "new.last-mover-wins": "Last mover wins (no draws)",
    "new.start": "Start",
    "cancel": "Cancel",
    "error.whole-number": "{field} must be a whole number.",
    "error.range": "{field} must be from {low} to {high}.",
    "game.classic": "Classic",
    "game.bases": "Virus and bases",
    "game.capture": "Capture",
    "new.game": "Game",
    "new.player-count": "Number of players",
    "new.people": "How many people play",
    "new.bots": "The bots' level",
    "new.seats": "Who plays each side",
    "new.seat": "Who plays {side}",
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
    # --- the Resign dialog
    "resign.title": "Resign?",
    "resign.text": "{side} loses this game.",
    "resign.confirm": "Yes, resign",
    "resign.cancel": "No, play on",
    "resign.which": "Who resigns?",
    "resign.leaves": "{side} leaves the game; the others play on.",
    # --- the Load record dialog
    "load.title": "Load a record",
    "load.prompt": "Paste a game record:",
    "load.confirm": "Load",
    "load.error": "This record cannot be read: {error}",
    "load.done": "The record is loaded. Undo brings back the game it replaced.",
    # --- the status: whose move and how far the turn has gone, who is out, the count
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
    "side.player": "Player {number}",
    "board.too-small": "The cells are too small on this screen to tell the sides apart: turn the "
                       "device, zoom in or use a larger screen.",
    "side.marked": "{symbol} {side}",
    "progress.marks": "mark {done} of {total}",
    "status.seat-bot-to-move": "Bot {side} ({level}) to move: {progress}.",
    "status.seat-bot-thinking": "Bot {side} ({level}) is thinking… ({progress})",
    "status.count": "Count ({scoring}): {counts}.",
    "out.no-moves": "{side} is out: no legal sub-move.",
    "out.resigned": "{side} resigned and is out.",
    "count.marks": "marks",
    "count.territory": "marks and ground",
    "sides.title": "Players: {points}",
    "sides.row": "{side} ({state}): {counts}.",
    "sides.count": "{what} {points}",
    "sides.turn": "to move",
    "sides.in": "in the game",
    "sides.won": "won",
    "sides.out.no-moves": "out: no legal sub-move",
    "sides.out.resigned": "out: resigned",
    "points.bases": "bases",
    "points.viruses": "viruses",
    "count.side": "{side} {points}",
    # --- why a click, a pass or a button did nothing
    "refuse.over": "Start a new game to play again.",
    "refuse.wait": "Wait for the bot: it is {side}'s turn.",
    "refuse.demo-undo": "Undo is for players; the demo plays on by itself.",
    "refuse.nothing-to-undo": "Nothing to undo yet.",
    "refuse.nothing-of-yours": "Nothing of yours to undo yet.",
    "refuse.reviewing": "You are looking back at the game. Press » to return to it and play.",
    "refuse.not-yours": "{side} is not a person's side here.",
    # --- why the engine refused a sub-move, a pass or a resignation: its codes (words/__init__.py,
    # REFUSALS) and each game's (WORDS["refusals"])
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
    "illegal.three-sides": "{cell} has enemy marks on three sides: a mark there would be taken "
                           "at once.",
    "illegal.not-beside": "{cell} does not touch {side}'s colony side by side.",
    "illegal.own-virus": "{cell} already holds your virus.",
    "illegal.own-base": "{cell} already holds your base.",
    "illegal.enemy-base": "{cell} is a base of {owner}, and bases never change.",
    "illegal.first-move-edge": "{side} has not moved yet: the first unit must stand on an edge "
                               "cell.",
    "illegal.nothing-to-undo": "Nothing to undo yet.",
    "illegal.off-board": "{cell} is off the board: the board's shape leaves it out.",
    "illegal.illegal": "That is not allowed here.",
    # --- the end of a game: each game's ends (WORDS["ends"], ["draws"]), who went out before, the
    # headline, the tab's title and the record of results
    "result.no-moves": "{winner} wins: {loser} has no legal sub-move.",
    "result.draw": "A draw: both sides passed.",
    "result.double-pass": "{winner} wins: both passed and {winner} made the last sub-move.",
    "result.resigned": "{winner} wins: {loser} resigned.",
    "headline.won": "You won",
    "headline.lost": "You lost",
    "headline.drawn": "Draw",
    "headline.side-won": "{side} won",
    "title.state": "{state} — {title}",
    "title.your-move": "Your move",
    "title.bot-thinking": "Bot thinking…",
    "title.to-move": "{side} to move",
    "tally.line": "Against the {level} bot: {won} won · {lost} lost · {drawn} drawn",
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
    "result.capture.counted": "{winner} wins on the count, {counts}: {mover} has no room for a "
                              "whole turn.",
    "result.capture.counted.draw": "A draw on the count, {counts}: {mover} has no room for a "
                                   "whole turn.",
    "result.capture.resigned": "{winner} wins: {loser} resigned.",
    # --- who plays, the line under the buttons (and the game, beside the classic one: WORDS["mode"])
    "mode.bot": "You play {side} against the {level} bot.",
    "mode.two": "Two players on this device.",
    "mode.demo": "Demo: the {level} bot plays both sides.",
    "mode.level.easy": "easy",
    "mode.level.medium": "medium",
    "mode.level.hard": "hard",
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
    # --- what is wrong with a game record (game/engine/notation.py), after "line L, column C:"
    "record.where": "line {line}, column {column}: {detail}",
    "record.not-text": "a record is text, not {kind}",
    "record.too-long": "a record is at most {limit} characters long",
    "record.tag-after-moves": "a tag must come before the moves",
    "record.tag-shape": "a tag must look like [Name \"value\"]",
    "record.tag-twice": "the {name} tag appears twice",
    "record.size": "Size must be like \"8x8\" or \"10x6\", not \"{value}\"",
    "record.size-range": "the board must be from {low}x{low} to {high}x{high}, not {value}",
    "record.actions": "Actions must be a number from {low} to {high}, not \"{value}\"",
    "record.start": "Start must name a different cell for each side, X's first, like \"a1 h8\" "
                    "(or \"edge\" in the bases game), not \"{value}\"",
    "record.variant": "unknown variant \"{value}\" (known: {known})",
    "record.result-tag": "Result must be {sides} or draw, not \"{value}\"",
    "record.game": "unknown game \"{value}\" (known: {known})",
    "record.scoring": "Scoring must be marks or territory, in the capture game only, not "
                      "\"{value}\"",
    "record.players": "Players must be a number from {low} to {high} in this game, not \"{value}\"",
    "record.holes": "Holes must name cells of the {size} board, like \"e5 f5\", not \"{value}\"",
    "record.holes-start": "the holes \"{value}\" take a corner the game starts from: add a "
                          "Start tag with cells on the board",
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
    # --- hint, copy, share, Show ground and the saved game
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
    "ground.none": "No secured ground yet.",
    # --- drawing a board of one's own (game/web/shape_editor.py)
    "editor.start-off": "A start cell is off the board ({cells}): put it back or move the start.",
    "editor.start-twice": "Two sides start on one cell ({cells}): move one of them.",
    "editor.empty": "Every cell is off the board: put some back.",
    "editor.start-refused": "The game cannot start from {cells} on this board: in virus and bases a "
                            "first virus stands at the edge, in the capture game a start mark in a "
                            "corner of the shape.",
    "editor.no-room": "No room to grow from {cells}: no cell of the board touches it.",
    "editor.split": "The board is in pieces: {cells} cannot reach the other sides.",
    "editor.cut-off": "No start reaches {cells}: take those cells off too, or join them to the board.",
    "editor.asymmetric": "The shape is not symmetric, so the starts are not on equal terms.",
    "editor.label": "The board to draw",
    "editor.how": "Tap or drag over the cells to take them off the board and put them back. Tap a start, then "
                  "a cell, to move it (or drag it). Keys: the arrows, then Space.",
    "editor.symmetric": "Symmetric: the same after a half turn about the centre (fair starts)",
    "editor.cell-on": "{cell}: on the board",
    "editor.cell-off": "{cell}: off the board",
    "editor.cell-start": "{cell}: {side} starts here. Space picks the start up",
    "editor.picked": "{side}'s start on {cell} is picked up: choose the cell to move it to (Escape leaves it)",
    "editor.ready": "The board plays: {cells} cells.",
    "editor.edge-room": "This board has too few edge cells to start {players} players.",
    # --- a bad link: one line naming what is not used (the defaults are), then why (link.notice)
    "link.ignored": "Not used from the link: {names}.",
    "link.ignored-more": "Not used from the link: {names} and {more} more.",
    "link.unknown": "“{name}” is not a parameter of the page.",
    "link.seats": "seats must name who plays each of the {players} sides, each one of {choices}.",
    "link.choose": "{name} must be one of {choices}.",
    "link.range": "{name} must be a whole number from {low} to {high}.",
    "link.two-players": "This game is for two players only.",
    "link.size": "size must be like 8 or 8x6, from {low} to {high}.",
    "link.record": "The record cannot be read: {error}",
    "link.too-long": "{name} is longer than {limit} characters.",
    "link.record-rules": "Set by the record itself: {names}.",
    "link.other-game": "{name} is not a setting of this game.",
    "link.shape-game": "shape={shape} is for game={games} only.",
    "link.shape-room": "The {shape} board has too few edge cells to start {players} players.",
    "link.shape-sets": "{name} is not used: shape={shape} sets the board's size and holes.",
    "link.holes": "holes must name cells of the {size} board, like e5,f5.",
    "link.holes-start": "holes takes away a cell the game starts from ({cells}): the board stays whole.",
    # --- spoken by screen readers: each turn, the end, the cell under the keyboard's cursor
    "say.turn": "{side} {actions}.",
    "say.place": "plays {cell}",
    "say.kill": "kills {cell}",
    "say.pass": "{side} passes.",
    "say.resign": "{side} resigns.",
    "say.bot": "Bot: {action}",
    "say.end": "Game over: {headline}.",
    "say.player.place": "plays {cell}",
    "say.player.kill": "kills {cell}",
    "say.player.pass": "{side} passes.",
    "say.player.resign": "{side} resigns.",
    "say.cursor": "{cell}: {content}.",
    "cell.off-board": "off the board",
    "cell.empty": "empty",
    "cell.virus": "{side}'s virus",
    "cell.base": "{side}'s base",
    "cell.mark": "{side}'s mark",
    "cell.living": "living {side}",
    "cell.killed": "killed {side}",
    # --- the Embed dialog: a game, a position or a puzzle for a blog post
    "button.embed": "Embed",
    "embed.title": "Put this game in a post",
    "embed.view": "The embed shows",
    "embed.view-play": "This position, to play on",
    "embed.view-replay": "This game, move by move",
    "embed.view-puzzle": "This position as a puzzle",
    "embed.opponent": "The reader plays",
    "embed.bot-easy": "against the bot, easy",
    "embed.bot-medium": "against the bot, medium",
    "embed.bot-hard": "against the bot, hard",
    "embed.two": "both sides (people)",
    "embed.move": "Opens after move",
    "embed.width": "Width",
    "embed.height": "Height",
    "embed.language": "Language",
    "embed.language-reader": "the reader's",
    "embed.theme": "Colours",
    "embed.theme-auto": "as the reader's device",
    "embed.theme-light": "light",
    "embed.theme-dark": "dark",
    "embed.transparent": "Transparent background (the post's shows through)",
    "embed.preview": "Preview",
    "embed.code": "The code to paste into the post",
    "embed.link": "Or the plain link",
    "embed.copy": "Copy the code",
    "embed.copy-link": "Copy the link",
    "embed.copied": "Copied.",
    "embed.copy-refused": "The browser would not copy: the text is selected, copy it with the keyboard.",
    "embed.bad-box": "Width and height are whole numbers of pixels from {low} to {high}.",
    "embed.frame-play": "Virus War: a position to play on",
    "embed.frame-replay": "Virus War: a game move by move",
    "embed.frame-puzzle": "Virus War: a puzzle",
    "close": "Close",
}
