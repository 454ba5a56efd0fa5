"""The board's canvas calls kept as data (game/web/pencil.py Calls), for the
page to make them in one call into JavaScript (game/web/canvas.py): made in
the same order on a real context, they draw what the ops drawn directly do."""

import json
import random

from game import Game, Rules
from game.web.layout import BoardLayout
from game.web.pencil import METHODS, PROPERTIES, Calls, draw
from game.web.scene import Overlay, scene
from game.web.session import Session


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
