"""The words of the classic game on the page, in each language (game/web/words/ merges
them into its tables; tests/python/test_words.py checks both say every key)."""

TEXT = {
    "en": {
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
        "game.classic": "Classic",
    },
    "ru": {
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
        "game.classic": "Классика",
    },
}
