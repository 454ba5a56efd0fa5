"""The words of the capture game on the page, in each language (game/web/words/ merges
them into its tables; tests/python/test_words.py checks both say every key)."""

TEXT = {
    "en": {
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
        "legend.capture-turn": "the last turn, its marks numbered in order",
        "game.capture": "Capture",
        "result.capture.counted": "{winner} wins on the count, {counts}: {mover} has no room for a "
                                  "whole turn.",
        "result.capture.counted.draw": "A draw on the count, {counts}: {mover} has no room for a "
                                       "whole turn.",
        "result.capture.resigned": "{winner} wins: {loser} resigned.",
        "mode.game.capture": "Capture, counting {scoring}",
    },
    "ru": {
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
        "legend.capture-turn": "последний ход, знаки пронумерованы по порядку",
        "game.capture": "«Вирусы» (захват)",
        "result.capture.counted": "{winner} победил по счёту, {counts}: {mover} не хватает места "
                                  "на целый ход.",
        "result.capture.counted.draw": "Ничья по счёту, {counts}: {mover} не хватает места на целый "
                                       "ход.",
        "result.capture.resigned": "{winner} победил: {loser} сдался.",
        "mode.game.capture": "«Вирусы» (захват), счёт: {scoring}",
    },
}
