"""The words of virus and bases on the page, in each language (game/web/words/ merges
them into its tables; tests/python/test_words.py checks both say every key)."""

TEXT = {
    "en": {
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
        "legend.bases": "each side's active base: the cell shaded in its colour",
        "legend.bases-turn": "the last turn in order, a base's number in a filled disc",
        "game.bases": "Virus and bases",
        "points.bases": "bases",
        "result.bases.enclosed": "{winner} wins: a virus of {winner} is walled in by its own bases.",
        "result.bases.no-moves": "{winner} wins, the last one in: {loser} has no legal sub-move.",
        "result.bases.last-in": "{winner} wins, the last one in.",
        "result.bases.resigned": "{winner} wins, the last one in: {loser} resigned.",
        "result.bases.full-board": "{winner} wins on a full board, with the most bases "
                                   "(bases/viruses: {counts}).",
        "result.bases.full-board.draw": "A draw on a full board: the leaders have as many bases and "
                                        "viruses (bases/viruses: {counts}).",
        "result.bases.all-passed.draw": "A draw: every player still in passed.",
        "mode.game.bases": "Virus and bases for {players}",
        "mode.game.bases-edge": "Virus and bases for {players}, starting on any edge cell",
        "new.start-edge": "On any edge cell",
    },
    "ru": {
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
        "legend.bases": "активная база стороны: клетка, закрашенная её цветом",
        "legend.bases-turn": "последний ход по порядку, номер взятой базы — в закрашенном кружке",
        "game.bases": "Вирусы и базы",
        "points.bases": "базы",
        "result.bases.enclosed": "{winner} победил: вирус {winner} со всех сторон окружён своими "
                                 "базами.",
        "result.bases.no-moves": "{winner} победил, оставшись один: {loser} некуда ходить.",
        "result.bases.last-in": "{winner} победил, оставшись один.",
        "result.bases.resigned": "{winner} победил, оставшись один: {loser} сдался.",
        "result.bases.full-board": "{winner} победил на заполненном поле: у него больше всех баз "
                                   "(базы/вирусы: {counts}).",
        "result.bases.full-board.draw": "Ничья на заполненном поле: у лидеров поровну баз и вирусов "
                                        "(базы/вирусы: {counts}).",
        "result.bases.all-passed.draw": "Ничья: все оставшиеся в игре пропустили ход.",
        "mode.game.bases": "Вирусы и базы, игроков: {players}",
        "mode.game.bases-edge": "Вирусы и базы, игроков: {players}, начало — на любой клетке края",
        "new.start-edge": "На любой клетке края",
    },
}
