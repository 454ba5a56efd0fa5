"""The board's canvas calls kept as data (game/web/board/pencil.py Calls), for the
page to make them in one call into JavaScript (game/web/canvas.py): made in
the same order on a real context, they draw what the ops drawn directly do."""

import json
import random

from game import Game, Rules
from game.web.board.layout import BoardLayout
from game.web.board.palette import INK
from game.web.board.pencil import METHODS, PROPERTIES, Calls, OpTexts, draw
from game.web.board.scene import Overlay, scene
from game.web.play.session import Session


class CanvasState:
    """A 2D context as far as drawing goes: each method called, with the
    properties in force as it was (what it draws with), save() and restore()
    keeping and bringing back the properties as a canvas does."""

    def __init__(self):
        self.properties = {}
        self.kept = []
        self.drawn = []
        self.sets = 0

    def __getattr__(self, name):
        assert name in METHODS, name
        return lambda *args: self.drawn.append((name, args, sorted(self.properties.items())))

    def __setattr__(self, name, value):
        if name in PROPERTIES:
            self.properties[name] = value
            self.sets += 1
        else:
            object.__setattr__(self, name, value)

    def save(self):
        self.kept.append(dict(self.properties))

    def restore(self):
        self.properties = self.kept.pop()


def made(calls, context):
    """``calls`` made on ``context`` as canvas.py's JavaScript makes them, read back from their JSON."""
    for name, *args in json.loads(calls.json()):
        if name.startswith("="):
            setattr(context, name[1:], args[0])
        else:
            getattr(context, name)(*args)


def a_game_of_many(sub_moves):
    game = Game(Rules(25, 25, 3, game="bases", players=30))
    chooser = random.Random(3)
    while len(game.history()) < sub_moves and game.result is None:
        moves = game.legal_moves()
        game.play(chooser.choice(moves)) if moves else game.pass_turn()
    return game


def test_the_calls_kept_draw_what_the_ops_draw_with_fewer_property_sets():
    game = a_game_of_many(120)
    session = Session(game=game)
    layout = BoardLayout(25, 25, 800, 760)
    ops = scene(game.position, layout, 800, 760, Overlay(game.position.legal, session.recent_turns(), hover=(3, 4),
                                                         cursor=(5, 5), refusal=(6, 6, 0.5)))
    direct = CanvasState()
    draw(direct, ops)
    calls = Calls()
    draw(calls, ops)
    replayed = CanvasState()
    made(calls, replayed)
    assert replayed.drawn == direct.drawn
    assert len(direct.drawn) > 500   # a board of 30 sides and its numbers
    assert replayed.sets < 0.6 * direct.sets, (replayed.sets, direct.sets)


def test_a_property_set_inside_save_and_restore_is_made_again_after_them():
    calls = Calls()
    calls.fillStyle = "red"
    calls.save()
    calls.fillStyle = "blue"
    calls.fillRect(0, 0, 1, 1)
    calls.restore()
    calls.fillStyle = "red"   # the canvas has red again: left out
    calls.fillRect(1, 1, 1, 1)
    calls.fillStyle = "blue"  # not blue since the restore: made
    calls.fillRect(2, 2, 1, 1)
    context = CanvasState()
    made(calls, context)
    assert [(args, dict(state)["fillStyle"]) for name, args, state in context.drawn] == [
        ((0, 0, 1, 1), "blue"), ((1, 1, 1, 1), "red"), ((2, 2, 1, 1), "blue")]
    assert [call for call in calls.calls if call[0] == "=fillStyle"] == [
        ("=fillStyle", "red"), ("=fillStyle", "blue"), ("=fillStyle", "blue")]


def test_each_ops_texts_made_once_draw_what_the_ops_draw_in_any_order_and_company():
    """A cached layer redraws ops round its changed cells from their texts, made
    once each (OpTexts): among other calls, and in any selection of them,
    they draw what the ops drawn directly draw."""
    game = a_game_of_many(200)
    layout = BoardLayout(25, 25, 800, 760)
    ops = [op for op in scene(game.position, layout, 800, 760, Overlay(recent=Session(game=game).recent_turns()))
           if op[0] in ("mark", "start", "killed", "base", "order")]
    texts = OpTexts()
    chooser = random.Random(4)
    for count in (len(ops), 5, 40):
        chosen = sorted(chooser.sample(range(len(ops)), count))
        some = [ops[index] for index in chosen]
        direct = CanvasState()
        direct.fillStyle = "red"
        direct.fillRect(0, 0, 1, 1)
        draw(direct, some)
        direct.fillStyle = "red"   # after the ops: set again, whatever they set
        direct.fillRect(1, 1, 1, 1)
        calls = Calls()
        calls.fillStyle = "red"
        calls.fillRect(0, 0, 1, 1)
        calls.drawn(texts.of(some, "frame"))
        calls.fillStyle = "red"
        calls.fillRect(1, 1, 1, 1)
        replayed = CanvasState()
        made(calls, replayed)
        assert replayed.drawn == direct.drawn
    assert len(texts.texts) == len(set(ops)), "each op's text made once"


def test_the_texts_are_made_again_for_another_frame_and_only_the_layers_are_kept():
    game = a_game_of_many(200)
    layout = BoardLayout(25, 25, 800, 760)
    ops = scene(game.position, layout, 800, 760)
    base = [op for op in ops if op[0] == "base" and op[3]][0]   # its mark left in paper
    texts = OpTexts()
    light = texts.of([base], "light")
    paper = INK["paper"]
    INK["paper"] = "#010203"
    try:
        assert texts.of([base], "light") == light, "the same frame: the text made before"
        dark = texts.of([base], "dark")
    finally:
        INK["paper"] = paper
    assert dark != light and "#010203" in dark[0] and paper not in dark[0]
    marks = [("mark", "X", "#123", 20 * (step % 25), 20 * (step // 25), 20, step % 25, step // 25)
             for step in range(300)]
    texts.of(marks, "dark")
    texts.keep([base])   # the layer now: one op of 301 texts
    assert list(texts.texts) == [base]
