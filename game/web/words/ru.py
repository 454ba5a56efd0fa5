"""The page's words in Russian, grouped as en.py: the same keys, the same
{fields}, said as a Russian player says them.
"""

TEXT = {
    # --- the page around the board: its title, the language, the buttons, the move list
    "title": "Война вирусов",
    "board": "Игровое поле. Стрелки двигают курсор, Enter или пробел — ходик, P — пропуск хода, "
             "U — отмена.",
    "language": "Язык",
    "language.en": "English",
    "language.ru": "Русский",
    "updated": "С вашего прошлого визита игра обновилась.",
    "button.pass": "Пропустить",
    "button.undo": "Отменить",
    "button.pass-short": "Пас",   # во встройке (game/web/language.py): её ряд кнопок в 280 px
    "button.undo-short": "Отмена",
    "button.resign": "Сдаться",
    "button.hint": "Подсказка",
    "button.pause": "Пауза",
    "button.resume": "Дальше",
    "button.finish": "Доиграть",
    "button.fit": "Вся доска",
    "button.new": "Новая игра",
    "button.play-again": "Сыграть ещё",
    "button.copy": "Копировать запись",
    "button.load": "Загрузить запись",
    "button.share": "Поделиться",
    "button.save-image": "Сохранить картинку",
    "button.save-replay": "Сохранить анимацию",
    "button.save-replay-busy": "Готовлю анимацию…",
    "image.caption": "Подпись",
    "image.caption-move": "Последний ход",
    "image.caption-record": "Вся запись",
    "image.caption-none": "Без подписи",
    "image.replay-start": "Начало",   # первый кадр анимации: пустая доска
    "button.first": "К первому ходику",
    "button.previous": "Ходик назад",
    "button.next": "Ходик вперёд",
    "button.last": "К последнему ходику",
    "button.full-page": "Открыть игру целиком",
    "button.review": "Разбор",
    "button.sound": "Звук",
    "moves": "Ходы",
    "record": "Запись партии",
    "button.ground": "Показать территорию",
    # --- the first-game guide (game/web/views/guide.py)
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
                        "или углом; точки показывают, куда можно. Поставьте ещё два: b2, потом "
                        "c3.",
    "guide.step.kill": "O сходил. Ходиком можно и убить чужой знак, который касается вашего: "
                       "нажмите на O в d4. Убитый O закрашивается и остаётся навсегда.",
    "guide.step.chain": "Через убитые чужие знаки ваша досягаемость идёт дальше: e5 не касается "
                        "ни одного крестика, только убитого O в d4, и всё же туда можно ходить. "
                        "Убейте его. (Через свои убитые знаки — никогда.)",
    "guide.step.win": "Кому некуда ходить, тот проиграл. У O остался один живой знак, c4: "
                      "убейте его последним ходиком, и O больше никогда не сходит.",
    "guide.well-done": "Отлично! Нажмите «Дальше».",
    "guide.finished": "Отлично: правила вы знаете!",
    "guide.passed": "Этот шаг пройден: нажмите «{button}».",
    "guide.again": "Не совсем: ход окончен, а шаг не пройден, поэтому он начинается заново.",
    # --- How to play: each game's rules (WORDS["help"] of its rule system), the keys, and the
    # legend of the marks (WORDS["legend"])
    "help.title": "Как играть",
    "help.classic.start": "Две колонии, крестики (X) и нолики (O), начинают из противоположных "
                          "углов: первый ходик X — в a1, O — в противоположный угол (до тех пор "
                          "начальная клетка обведена). Ход — это три ходика (в «Новой игре» "
                          "можно задать другое число), и делать надо все, если только "
                          "допустимых не осталось.",
    "help.classic.sub-move": "Ходик — это размножение: поставить свой знак в пустую клетку, или "
                             "убийство: объявить убитым живой чужой знак. Клетка должна "
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
                        "сторона ставит у края: в свой угол (X — в a1, O — в противоположный, △ "
                        "и □ — в два других) или, если игра начинается с любой клетки края, в "
                        "клетку края по выбору.",
    "help.bases.sub-move": "Ходик ставит вирус в пустую клетку или превращает вирус противника "
                           "в вашу базу. Клетка должна касаться боком или углом вашего вируса "
                           "или активной базы. База активна, пока цепочка ваших баз связывает "
                           "её с вашим вирусом; отрезанная база пассивна и никуда не ведёт. "
                           "Ставить на клетку со своим вирусом или с любой базой нельзя.",
    "help.bases.end": "Кому в начале хода некуда ходить, тот выбывает, а остальные играют "
                      "дальше: побеждает последний оставшийся. Кто окружит свой вирус со всех "
                      "сторон своими базами (край поля тоже стена), сразу побеждает. На "
                      "заполненном поле побеждает тот, у кого больше баз, при равенстве — "
                      "вирусов. Ход можно пропустить целиком («Пропустить» или P), только в его "
                      "начале; если пропустили все оставшиеся — ничья. Сдаться можно в любой "
                      "момент, и сдавшийся выбывает.",
    "help.capture.start": "«Вирусы» (захват) — игра ленинградских студентов 60-х годов. У "
                          "крестиков и ноликов по два стартовых знака в противоположных углах "
                          "(X — в a1 и противоположном углу, O — в двух других). За ход сторона "
                          "ставит по одному три знака в пустые клетки рядом со своей колонией — "
                          "по горизонтали или вертикали, не по диагонали.",
    "help.capture.taken": "Знак, окружённый вражескими с трёх из четырёх сторон, снимается с "
                          "поля; поэтому нельзя ставить знак в клетку, которая с трёх сторон "
                          "уже окружена вражескими. Край поля — не враг: угловой знак не снять. "
                          "(«Оторвавшиеся» от стартовых знаков гибли бы целиком, но взятие "
                          "знака колонию не разрывает.)",
    "help.capture.count": "Пропускать ход нельзя. Когда стороне, чей ход, некуда поставить все "
                          "знаки хода, наступает подсчёт, выбранный в «Новой игре»: только "
                          "знаки на поле или знаки плюс пустые клетки, которые граничат только "
                          "с вашими знаками и куда противник уже не попадёт («Показать "
                          "территорию» их закрашивает). У кого больше, тот победил; сдавшийся "
                          "проигрывает при любом счёте.",
    "help.shape": "У этого поля есть форма: пустые клетки без линий вырезаны из поля. Это "
                  "вовсе не клетки: туда не ходят, их не считают, через них ничего не проходит "
                  "и соседями они не бывают, как будто там край поля.",
    "help.keys": "«Подсказка» отмечает хороший ход, пронумерованный по порядку. Клавиши на "
                 "поле: стрелки двигают курсор, Enter или пробел — действие в его клетке, U — "
                 "отмена.",
    "legend.title": "Знаки на поле",
    "legend.X": "знак X, крестик",
    "legend.O": "знак O, нолик",
    "legend.x": "крестик, убитый O: обведён",
    "legend.o": "нолик, убитый X: закрашен",
    "legend.start": "начальная клетка, пока сторона не сделала первый ходик",
    "legend.reach": "клетка, куда можно поставить знак",
    "legend.target": "чужой знак, который можно убить",
    "legend.turn": "последний ход по порядку, номер убийства — в закрашенном кружке",
    "legend.viruses": "вирус каждой стороны: её знак её цветом",
    "legend.bases": "активная база стороны: клетка, закрашенная её цветом",
    "legend.inactive": "неактивная база, отрезанная от вирусов своей стороны: обведена, "
                       "бледная, в штриховку",
    "legend.take": "вирус противника, который можно сделать своей базой",
    "legend.bases-turn": "последний ход по порядку, номер взятой базы — в закрашенном кружке",
    "legend.territory": "территория, куда противник уже не дотянется, подкрашена цветом её стороны",
    "legend.capture-turn": "последний ход, знаки пронумерованы по порядку",
    "legend.off": "клетка вне поля: ни бумаги, ни линий, вокруг неё край поля",
    # --- the New game dialog (game/web/dialogs/new_game_view.py, new_game.py): the games, who plays, the rules
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
    "new.shape": "Форма поля",
    "shape.full": "Весь прямоугольник",
    "shape.plus": "Крест",
    "shape.diamond": "Ромб",
    "shape.ring": "Кольцо",
    "shape.rooms": "Две комнаты",
    "shape.island": "Остров",
    "shape.go": "Доска для го, 19×19",
    "shape.drawn": "Нарисовать своё",
    "new.shape-game": "Доска для го — только для игры «Вирусы» (захват).",
    "new.board-room": "У края поля {width}×{height} слишком мало клеток, чтобы начали все игроки: {players}. "
                      "Увеличьте поле или выберите меньше игроков.",
    "new.shape-room": "У края этого поля слишком мало клеток, чтобы начали все игроки: {players}. "
                      "Выберите другое поле или меньше игроков.",
    "new.over-at-start": "На этом поле игра закончилась бы до первого хода: у {side} нет места на целый первый ход. "
                         "Освободите место на поле или уменьшите «{field}».",
    "new.width": "Ширина поля",
    "new.height": "Высота поля",
    "new.actions": "Ходиков за ход",
    "new.last-mover-wins": "Побеждает сходивший последним (без ничьих)",
    "new.start": "Начать",
    "cancel": "Отмена",
    "error.whole-number": "{field}: нужно целое число.",
    "error.range": "{field}: от {low} до {high}.",
    "game.classic": "Классика",
    "game.bases": "Вирусы и базы",
    "game.capture": "«Вирусы» (захват)",
    "new.game": "Игра",
    "new.player-count": "Число игроков",
    "new.people": "Сколько людей играет",
    "new.bots": "Уровень ботов",
    "new.seats": "Кто за кого играет",
    "new.seat": "Кто играет за {side}",
    "new.person": "Человек",
    "new.bot-easy": "Бот, лёгкий",
    "new.bot-medium": "Бот, средний",
    "new.bot-hard": "Бот, сильный",
    "new.start-at": "Первый вирус",
    "new.start-corners": "В углах",
    "new.start-edge": "На любой клетке края",
    "new.scoring": "Счёт",
    "new.scoring-marks": "Знаки на поле",
    "new.scoring-territory": "Знаки и территория",
    "new.marks": "Знаков за ход",
    # --- the Resign dialog
    "resign.title": "Сдаться?",
    "resign.text": "{side} проигрывает эту партию.",
    "resign.confirm": "Да, сдаться",
    "resign.cancel": "Нет, играть дальше",
    "resign.which": "Кто сдаётся?",
    "resign.leaves": "{side} выбывает из игры; остальные играют дальше.",
    # --- the Load record dialog
    "load.title": "Загрузить запись",
    "load.prompt": "Вставьте запись партии:",
    "load.confirm": "Загрузить",
    "load.error": "Запись не читается: {error}",
    "load.done": "Запись загружена. «Отменить» вернёт прежнюю игру.",
    # --- the status: whose move and how far the turn has gone, who is out, the count
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
    "status.people-out": "Вы выбыли — смотрите или остановите («Пауза»), или пусть боты доиграют быстро. {status}",
    "status.out-paused": "Вы выбыли; боты на паузе («Дальше» или «Доиграть»). {status}",
    "status.finishing": "Вы выбыли; боты быстро доигрывают… {status}",
    "status.demo-paused": "Показ на паузе. {status}",
    "status.reviewing": "Показан ходик {shown} из {total}. Нажмите », чтобы вернуться к игре.",
    "side.player": "Игрок {number}",
    "board.too-small": "Клетки на этом экране слишком малы, чтобы различать стороны: поверните "
                       "устройство, увеличьте масштаб или откройте игру на большом экране.",
    "side.marked": "{symbol} {side}",
    "progress.marks": "знак {done} из {total}",
    "status.seat-bot-to-move": "Ходит бот {side} ({level}): {progress}.",
    "status.seat-bot-thinking": "Бот {side} ({level}) думает… ({progress})",
    "status.count": "Счёт ({scoring}): {counts}.",
    "out.no-moves": "{side} выбыл: некуда ходить.",
    "out.resigned": "{side} сдался и выбыл.",
    "count.marks": "знаки",
    "count.territory": "знаки и территория",
    "sides.title": "Игроки: {points}",
    "sides.row": "{side} ({state}): {counts}.",
    "sides.count": "{what} — {points}",
    "sides.turn": "сейчас ход",
    "sides.in": "в игре",
    "sides.won": "победа",
    "sides.out.no-moves": "вне игры: некуда ходить",
    "sides.out.resigned": "вне игры: сдача",
    "points.bases": "базы",
    "points.viruses": "вирусы",
    "count.side": "{side} {points}",
    # --- why a click, a pass or a button did nothing
    "refuse.over": "Начните новую игру, чтобы сыграть ещё.",
    "refuse.wait": "Подождите бота: сейчас ходит {side}.",
    "refuse.demo-undo": "Отмена — для игроков; показ идёт сам.",
    "pass.ask": "Пропустить весь ход? Нажмите «Пропустить» ещё раз.",
    "refuse.post": "Это позиция автора: дальше отменить нельзя.",
    "games.title": "Ваши игры",
    "games.none": "Пока нет игр: игры, сыгранные здесь, хранятся на этом устройстве.",
    "games.what": "{game}, {width}×{height}. {who}",
    "games.open": "Открыть",
    "games.delete": "Удалить",
    "games.undelete": "Вернуть удалённую",
    "games.kept": "Прежняя игра сохранена в списке «Ваши игры».",
    "link.id": "Параметр id должен назвать игру: до {length} строчных латинских букв и цифр.",
    "refuse.nothing-to-undo": "Отменять пока нечего.",
    "refuse.nothing-of-yours": "Ваших ходов ещё не было.",
    "refuse.reviewing": "Вы смотрите прошлые ходы. Нажмите », чтобы вернуться к игре.",
    "refuse.not-yours": "За {side} здесь играет не человек.",
    # --- why the engine refused a sub-move, a pass or a resignation: its codes (words/__init__.py,
    # REFUSALS) and each game's (WORDS["refusals"])
    "illegal.bad-cell": "На поле {size} нет клетки {cell} (буквы столбцов без j).",
    "illegal.own-mark": "В клетке {cell} уже ваш знак.",
    "illegal.killed-mark": "В клетке {cell} убитый знак, а убитые знаки не меняются.",
    "illegal.first-move": "{side} ещё не ходил: первый ходик — в начальную клетку {start}.",
    "illegal.out-of-reach": "Клетка {cell} вне досягаемости {side}: она должна касаться живого "
                            "{side} прямо или через цепочку убитых {enemy}.",
    "illegal.out-of-virus-reach": "Клетка {cell} вне досягаемости {side}: рядом должен быть "
                                  "вирус или активная база {side}.",
    "illegal.pass-mid-turn": "Пропустить можно только весь ход; {side} уже сделал {done} из "
                             "{total} ходиков.",
    "illegal.game-over": "Игра окончена.",
    "illegal.bad-side": "Сдаться может только сторона этой игры, а не {side}.",
    "illegal.side-out": "{side} уже выбыл из игры.",
    "illegal.no-pass": "В этой игре пропускать нельзя: поставьте свои знаки или сдайтесь.",
    "illegal.taken": "Клетка {cell} занята: знаки ставят на пустые клетки.",
    "illegal.three-sides": "У клетки {cell} с трёх сторон враги: знак там сразу снимут.",
    "illegal.not-beside": "Клетка {cell} не примыкает стороной к колонии {side}.",
    "illegal.own-virus": "В клетке {cell} уже ваш вирус.",
    "illegal.own-base": "В клетке {cell} уже ваша база.",
    "illegal.enemy-base": "Клетка {cell} — база {owner}, а базы не меняются.",
    "illegal.first-move-edge": "{side} ещё не ходил: первый знак ставится на край поля.",
    "illegal.nothing-to-undo": "Отменять пока нечего.",
    "illegal.off-board": "Клетки {cell} нет на поле: её вырезали из формы поля.",
    "illegal.illegal": "Так здесь нельзя.",
    # --- the end of a game: each game's ends (WORDS["ends"], ["draws"]), who went out before, the
    # headline, the tab's title and the record of results
    "result.no-moves": "{winner} победил: {loser} некуда ходить.",
    "result.draw": "Ничья: оба пропустили ход.",
    "result.double-pass": "{winner} победил: оба пропустили, последним ходил {winner}.",
    "result.resigned": "{winner} победил: {loser} сдался.",
    "headline.won": "Вы выиграли",
    "headline.lost": "Вы проиграли",
    "headline.drawn": "Ничья",
    "headline.side-won": "{side} победил",
    "title.state": "{state} — {title}",
    "title.your-move": "Ваш ход",
    "title.bot-thinking": "Бот думает…",
    "title.to-move": "Ходит {side}",
    "tally.line": "Против бота ({level}): побед {won} · поражений {lost} · ничьих {drawn}",
    "result.bases.enclosed": "{winner} победил: вирус {winner} со всех сторон окружён своими "
                             "базами.",
    "result.bases.no-moves": "{winner} победил, оставшись один: {loser} некуда ходить.",
    "result.bases.last-in": "{winner} победил, оставшись один.",
    "end.out": "Выбыл {side} ({why})",
    "end.then": ", затем {side} ({why})",
    "why.no-moves": "некуда ходить",
    "why.resigned": "сдался",
    "result.bases.resigned": "{winner} победил, оставшись один: {loser} сдался.",
    "result.bases.full-board": "{winner} победил на заполненном поле: у него больше всех баз "
                               "(базы/вирусы: {counts}).",
    "result.bases.full-board.draw": "Ничья на заполненном поле: у лидеров поровну баз и вирусов "
                                    "(базы/вирусы: {counts}).",
    "result.bases.all-passed.draw": "Ничья: все оставшиеся в игре пропустили ход.",
    "result.capture.counted": "{winner} победил по счёту, {counts}: {mover} не хватает места "
                              "на целый ход.",
    "result.capture.counted.draw": "Ничья по счёту, {counts}: {mover} не хватает места на целый "
                                   "ход.",
    "result.capture.resigned": "{winner} победил: {loser} сдался.",
    # --- who plays, the line under the buttons (and the game, beside the classic one: WORDS["mode"])
    "mode.bot": "Вы играете за {side} против бота, уровень: {level}.",
    "mode.two": "Двое на одном устройстве.",
    "mode.demo": "Показ: бот (уровень: {level}) играет за обе стороны.",
    "mode.level.easy": "лёгкий",
    "mode.level.medium": "средний",
    "mode.level.hard": "сильный",
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
    # --- what is wrong with a game record (game/engine/notation.py), after "line L, column C:"
    "record.where": "строка {line}, столбец {column}: {detail}",
    "record.not-text": "запись — это текст, а не {kind}",
    "record.too-long": "запись не длиннее {limit} символов",
    "record.tag-after-moves": "теги пишутся перед ходами",
    "record.tag-shape": "тег пишется так: [Имя \"значение\"]",
    "record.tag-twice": "тег {name} повторяется",
    "record.size": "Size пишется как \"8x8\" или \"10x6\", а не \"{value}\"",
    "record.size-range": "поле должно быть от {low}x{low} до {high}x{high}, а не {value}",
    "record.actions": "Actions — число от {low} до {high}, а не \"{value}\"",
    "record.start": "Start — разные клетки для каждой стороны, сначала X, например \"a1 h8\" "
                    "(или \"edge\" в игре с базами), а не \"{value}\"",
    "record.start-room": "у края поля {size} слишком мало клеток, чтобы начали все игроки: {players} (места "
                         "хватает на {cells})",
    "record.variant": "неизвестный вариант \"{value}\" (известен: {known})",
    "record.result-tag": "Result — это {sides} или draw, а не \"{value}\"",
    "record.game": "неизвестная игра \"{value}\" (известны: {known})",
    "record.scoring": "Scoring — это marks или territory, и только в игре «Вирусы», а не "
                      "\"{value}\"",
    "record.players": "Players — число от {low} до {high} в этой игре, а не \"{value}\"",
    "record.holes": "Holes — клетки поля {size}, например \"e5 f5\", а не \"{value}\"",
    "record.holes-start": "дыры \"{value}\" вырезают угол, с которого начинают: добавьте тег "
                          "Start с клетками на поле",
    "record.resign-word": "сдача пишется \"resign\" или \"resign(X)\", а не \"{word}\"",
    "record.after-end": "ход после конца партии",
    "record.round-number": "номер хода {number} не на своём месте",
    "record.turn-over": "ход {side} уже окончен после {played} ходиков",
    "record.turn-short": "в ходе {side} {played} ходиков, а нужно {required}",
    "record.empty-cell": "пустое имя клетки (два дефиса подряд?)",
    "record.false-kill": "{written} отмечено как убийство, но в {cell} нет живого {enemy}",
    "record.result-mismatch": "Result говорит {value}, но ходы кончаются иначе",
    "record.result-out": "Result говорит {value}, но {value} уже выбыл из игры",
    "record.result-no-moves": "Result говорит {value}, но {value} не может сделать ни одного хода, когда "
                              "стороны перед ним сдаются",
    "record.result-draw": "Result говорит draw, но игра не окончена (ничья — это пропуск всех "
                          "оставшихся подряд)",
    "record.record": "это не запись партии",
    "record.empty": "запись пуста",
    # --- hint, copy, share, Show ground and the saved game
    "hint.looking": "Ищу хороший ход…",
    "hint.none": "Подсказки нет: {error}.",
    "hint.pass": "Подсказка: пропустить ход.",
    "hint.turn": "Подсказка: {turn} (на поле отмечено {numbers}).",
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
    "saved.why.rules": "по её правилам здесь не сыграть",
    "saved.unavailable": "Браузер не даёт сохранять: игра пропадёт с вкладкой.",
    "ground.none": "Территории пока ни у кого нет.",
    # --- drawing a board of one's own (game/web/dialogs/shape_editor.py)
    "editor.start-off": "Начальная клетка вне поля ({cells}): верните её на поле или перенесите старт.",
    "editor.starts-off": "Начальные клетки вне поля ({cells}): верните их на поле или перенесите старты.",
    "editor.start-twice": "Две стороны начинают с одной клетки ({cells}): перенесите одну из них.",
    "editor.starts-twice": "Стороны начинают с общих клеток ({cells}): разведите их.",
    "editor.empty": "Все клетки вырезаны: верните хотя бы часть.",
    "editor.start-refused": "С клеток {cells} на этом поле начать нельзя: в «Вирусах и базах» "
                            "первый вирус ставят у края, в «Вирусах» (захват) начальный знак стоит в "
                            "углу поля.",
    "editor.no-room": "Из {cells} некуда расти: рядом нет ни одной клетки поля.",
    "editor.no-room-many": "Из {cells} некуда расти: рядом с ними нет ни одной клетки поля.",
    "editor.split": "Поле распалось на части: из {cells} до других сторон не добраться.",
    "editor.cut-off": "Ни от одного старта не добраться до {cells}: вырежьте и эту клетку или соедините её с "
                      "полем.",
    "editor.cut-off-many": "Ни от одного старта не добраться до {cells}: вырежьте и эти клетки или соедините их с "
                           "полем.",
    "editor.asymmetric": "Форма несимметрична, поэтому стороны начинают в неравных условиях.",
    "editor.label": "Поле, которое вы рисуете",
    "editor.how": "Нажимайте на клетки или ведите по ним, чтобы вырезать их из поля и возвращать обратно. "
                  "Чтобы перенести старт, нажмите на него, а потом на клетку (или перетащите). С клавиатуры: "
                  "стрелки и пробел.",
    "editor.symmetric": "Симметрично: поле не меняется при повороте на 180° вокруг центра (равные старты)",
    "editor.cell-on": "{cell}: на поле",
    "editor.cell-off": "{cell}: вырезана из поля",
    "editor.cell-start": "{cell}: здесь начинает {side}. Пробел берёт старт",
    "editor.picked": "Старт {side} с {cell} взят: выберите клетку, куда его перенести (Escape — оставить на "
                     "месте)",
    "editor.ready": "На этом поле можно играть: клеток — {cells}.",
    "editor.edge-room": "У края этого поля слишком мало клеток, чтобы начали все игроки: {players}.",
    # --- a bad link: one line naming what is not used (the defaults are), then why (link.notice)
    "link.ignored": "Из ссылки не взято: {names}.",
    "link.ignored-more": "Из ссылки не взято: {names} и ещё {more}.",
    # --- a list in words (Strings.listing): "a1 и k10", "a1, b2 и k10", "a1, … f6 и ещё 3"
    "list.and": "{items} и {last}",
    "list.more": "{items} и ещё {count}",
    "link.unknown": "«{name}» — неизвестный параметр.",
    "link.seats": "Параметр seats должен назвать, кто играет за каждую из {players} сторон: "
                  "{choices}.",
    "link.choose": "Параметр {name} должен быть одним из: {choices}.",
    "link.range": "Параметр {name} должен быть целым числом от {low} до {high}.",
    "link.two-players": "В эту игру играют только вдвоём.",
    "link.size": "Размер пишется как 8 или 8x6, от {low} до {high}.",
    "link.size-room": "На поле {size} не хватает клеток у края, чтобы начали все: игроков {players}. Поле — "
                      "{default}.",
    "link.record": "Запись не читается: {error}",
    "link.too-long": "Параметр {name} длиннее {limit} символов.",
    "link.record-rules": "Это задаёт сама запись: {names}.",
    "link.other-game": "Параметр {name} не относится к этой игре.",
    "link.shape-game": "Форма shape={shape} — только для game={games}.",
    "link.shape-room": "На поле {shape} не хватает клеток у края, чтобы начали все: игроков {players}.",
    "link.shape-sets": "Параметр {name} не взят: форма shape={shape} сама задаёт размер поля и дыры.",
    "link.holes": "Параметр holes должен называть клетки поля {size}, например e5,f5.",
    "link.holes-room": "С такими дырами у края поля не хватает клеток, чтобы начали все: игроков {players}. "
                       "Поле остаётся целым.",
    "link.holes-start": "holes вырезает клетку, с которой начинают ({cells}): поле остаётся целым.",
    # --- spoken by screen readers: each turn, the end, the cell under the keyboard's cursor
    "say.turn": "{side} {actions}.",
    "say.place": "ставит {cell}",
    "say.kill": "убивает {cell}",
    "say.pass": "{side} пропускает ход.",
    "say.resign": "{side} сдаётся.",
    "say.bot": "Бот: {action}",
    "say.end": "Игра окончена: {headline}.",
    "say.cursor": "{cell}: {content}.",
    "cell.off-board": "вне поля",
    "cell.empty": "пусто",
    "cell.virus": "вирус {side}",
    "cell.base": "база {side}",
    "cell.mark": "знак {side}",
    "cell.living": "живой {side}",
    "cell.killed": "убитый {side}",

    # --- view=replay (game/web/views/replay_view.py) и view=puzzle (game/web/views/puzzle_view.py)
    "replay.play": "Пуск",
    "replay.pause": "Пауза",
    "replay.speed": "Скорость, ходиков в секунду",
    "replay.slider": "Показанный ходик",
    "replay.continue": "Играть отсюда",
    "replay.status": "Ходик {shown} из {total}.",
    "puzzle.retry": "Ещё раз",
    "puzzle.show": "Решение",
    "puzzle.next": "Следующая задача",
    "puzzle.loading": "Загружаю задачу…",
    "puzzle.no-set": "Задачи не загрузились ({error}).",
    "puzzle.no-number": "Задачи {number} нет: в наборе их {count}. Вот задача дня.",
    "puzzle.task-one": "Ход {side}: выиграйте за один ход",
    "puzzle.task-two": "Ход {side}: выиграйте за два хода",
    "puzzle.daily": "Задача дня, {number} из {count}. {task}",
    "puzzle.numbered": "Задача {number} из {count}. {task}",
    "puzzle.thinking": "Соперник ищет ответ…",
    "puzzle.searching": "Ищу решение…",
    "puzzle.answered": "Ответ: {turn}. {side}, теперь выигрывайте.",
    "puzzle.a-pass": "пропуск хода",
    "puzzle.refuted": "Это не выигрыш: на этот ход есть ответ {turn}",
    "puzzle.not-won": "Это не выигрыш",
    "puzzle.try": "Попробуйте ещё раз",
    "puzzle.solved": "Решено! Этот ход выигрывает.",
    "puzzle.solution": "Выигрывающий ход: {turn} (отмечен на поле; всего выигрывающих ходов: {count})",
    "puzzle.no-solution": "В этой позиции такого выигрыша нет",
    "puzzle.unknown": "Перебор не успел дать ответ",
    "puzzle.failed": "Перебор сломался: {error}",
    "puzzle.wait": "Дождитесь ответа",
    "puzzle.done": "Эта попытка окончена: «Ещё раз» или «Решение»",
    "puzzle.over": "Эта партия уже окончена: задачи в ней нет",
    "link.view-only": "Параметр {name} действует только при {view}.",
    "link.autoplay": "autoplay — это скорость, от {low} до {high} ходиков в секунду (без значения: 1).",
    "link.puzzle-empty": "в записи нет ни одного хода, решать нечего: вот задача из набора.",
    "link.puzzle-record": "puzzle и record задают две позиции: показана позиция из record.",
    # --- окно «Встроить»: партия, позиция или задача для записи в блоге
    "button.embed": "Встроить",
    "embed.title": "Партия в вашей записи",
    "embed.view": "Что покажет вставка",
    "embed.view-play": "Эту позицию, чтобы играть дальше",
    "embed.view-replay": "Эту партию, ход за ходом",
    "embed.view-puzzle": "Эту позицию как задачу",
    "embed.opponent": "Читатель играет",
    "embed.bot-easy": "против лёгкого бота",
    "embed.bot-medium": "против среднего бота",
    "embed.bot-hard": "против сильного бота",
    "embed.two": "за все стороны (люди)",
    "embed.move": "Открыть после хода",
    "embed.autoplay": "Листается сама, ходик в секунду",
    "embed.task": "Задача читателя",
    "embed.task-win1": "выиграть за один ход",
    "embed.task-win2": "выиграть за два хода",
    "embed.puzzle-searching": "Ищу выигрывающие ходы…",
    "embed.puzzle-one": "Выигрывает один ход: у задачи одно решение.",
    "embed.puzzle-many": "Выигрывающих ходов: {count}; любой решает задачу.",
    "embed.puzzle-none": "Отсюда не выиграть за столько ходов: выберите другую позицию или задачу.",
    "embed.puzzle-unknown": "Поиск не справился: попробуйте позицию ближе к концу партии.",
    "embed.puzzle-failed": "Поиск не запустился: {error}",
    "embed.width": "Ширина",
    "embed.height": "Высота",
    "embed.language": "Язык",
    "embed.language-reader": "как у читателя",
    "embed.theme": "Цвета",
    "embed.theme-auto": "как на устройстве читателя",
    "embed.theme-light": "светлые",
    "embed.theme-dark": "тёмные",
    "embed.transparent": "Прозрачный фон (виден фон записи)",
    "embed.preview": "Так это будет выглядеть",
    "embed.code": "Код для вставки в запись",
    "embed.link": "Или просто ссылка",
    "embed.copy": "Скопировать код",
    "embed.copy-link": "Скопировать ссылку",
    "embed.copied": "Скопировано.",
    "embed.copy-refused": "Браузер не дал скопировать: текст выделен, скопируйте его с клавиатуры.",
    "embed.bad-box": "Ширина и высота — целые числа пикселей от {low} до {high}.",
    "embed.frame-play": "Война вирусов: позиция, чтобы сыграть",
    "embed.frame-replay": "Война вирусов: партия ход за ходом",
    "embed.frame-puzzle": "Война вирусов: задача",
    "close": "Закрыть",
}
