"""The made-up game's words in each language: its own keys (the others are the page's: illegal.taken, ...)."""

TEXT = {
    "en": {
        "help.dots.rules": "Dots: put a dot beside one of yours; on a full board the most dots win "
                           "(or the fewest, as the game was set).",
        "legend.dots.dots": "each player's dot",
        "cell.dots.dot": "{side}'s dot",
        "result.dots.no-moves": "{winner} wins: {loser} has no cell beside its dots.",
        "result.dots.resigned": "{winner} wins: {loser} resigned.",
        "result.dots.full": "{winner} wins on a full board ({counts}).",
        "result.dots.full.draw": "A draw on a full board ({counts}).",
        "result.dots.last-in": "{winner} wins, the last one in.",
        "illegal.dots.apart": "{cell} is not beside a dot of {side}.",
        "record.dots.goal": "Goal must be most or fewest, not \"{value}\"",
        "dots.goal.most": "most",
        "dots.goal.fewest": "fewest",
        "game.dots": "Dots",
        "new.dots.goal": "The winner",
        "new.dots.goal-most": "Most dots",
        "new.dots.goal-fewest": "Fewest dots",
        "mode.game.dots": "Dots for {players}, the {goal} win",
    },
    "ru": {
        "help.dots.rules": "Точки: ставьте точку рядом со своей; на полном поле побеждает тот, "
                           "у кого точек больше (или меньше, как условились).",
        "legend.dots.dots": "точка каждого игрока",
        "cell.dots.dot": "точка {side}",
        "result.dots.no-moves": "{winner} победил: {loser} некуда ставить.",
        "result.dots.resigned": "{winner} победил: {loser} сдался.",
        "result.dots.full": "{winner} победил на полном поле ({counts}).",
        "result.dots.full.draw": "Ничья на полном поле ({counts}).",
        "result.dots.last-in": "{winner} победил, оставшись один.",
        "illegal.dots.apart": "Клетка {cell} не рядом с точкой {side}.",
        "record.dots.goal": "Goal — это most или fewest, а не \"{value}\"",
        "dots.goal.most": "больше",
        "dots.goal.fewest": "меньше",
        "game.dots": "Точки",
        "new.dots.goal": "Побеждает",
        "new.dots.goal-most": "Больше точек",
        "new.dots.goal-fewest": "Меньше точек",
        "mode.game.dots": "Точки, игроков: {players}, побеждает тот, у кого точек {goal}",
    },
}
