"""The rules of a fourth game, made up for the tests: "dots".

Two or three players in turn put dots on empty cells, each beside (8
neighbours) a dot of their own, or on their start corner for the first
(``starts="anywhere"``: any empty cell); a
player with no legal cell is out; when the board is full, the most dots win
(``goal="fewest"``: the fewest).  It follows game/rules/system.py, and its
folder holds all there is of it, as a game's folder of game/systems/ does
(its bot and its words beside it): nothing outside knows it.
tests/python/test_systems.py plays it through Game, records, a link, the
page's session and the scene the board draws, and
tests/browser/test_a_game_of_its_folder.py through the page.
"""

from game.core.board import COLUMN_LETTERS, popcount
from game.core.diagram import diagram_cells
from game.core.errors import IllegalMove
from game.rules.options import Choice
from game.rules.system import DRAW, MARK, NO_MOVES, RESIGNED

NAME = "dots"
SIDES = ("R", "G", "B")
SYMBOLS = ("●", "◆", "▲")
MIN_PLAYERS = 2
MAX_PLAYERS = 3
PASSING = False
GOAL = Choice("goal", "Goal", "goal", ("most", "fewest"))
OPTIONS = (GOAL,)
FULL = "full"
REASONS = (NO_MOVES, RESIGNED, FULL)
REFUSALS = {"taken": ("cell",), "apart": ("cell", "side")}
KINDS = (MARK,)
ANYWHERE = "anywhere"
NAMED_STARTS = (ANYWHERE,)
WORDS = {
    "name": "game.dots",
    "help": ("help.dots.rules",),
    "legend": (("viruses", "legend.dots.dots"), ("start", "legend.start"), ("reach", "legend.reach"),
               ("capture-turn", "legend.capture-turn")),
    "progress": "progress",
    "actions": "new.actions",
    "cells": {MARK: "cell.dots.dot"},
    "ends": {NO_MOVES: "result.dots.no-moves", RESIGNED: "result.dots.resigned",
             FULL: "result.dots.full"},
    "draws": {FULL: "result.dots.full.draw"},
    "last-in": "result.dots.last-in",
    "refusals": {"taken": "illegal.taken", "apart": "illegal.dots.apart"},
    "faults": {"goal": "record.dots.goal"},
    "options": {"goal": {"most": "dots.goal.most", "fewest": "dots.goal.fewest"}},
    "fields": {"goal": ("new.dots.goal", {"most": "new.dots.goal-most", "fewest": "new.dots.goal-fewest"})},
    "mode": {None: "mode.game.dots", ANYWHERE: "mode.game.dots-anywhere"},
    "starts": {ANYWHERE: "new.dots.start-anywhere"},
}


class Position:
    def __init__(self, rules, state=None):
        self.rules = rules
        self.geo = rules.geometry
        if state is not None:
            self.set_state(state)
            return
        self.dots = [0] * rules.players
        self.side = 0
        self.left = rules.actions
        self.out = ()
        self.result = None
        self.reason = None
        self.legal = 0
        self._start_turn()

    def state(self):
        return (tuple(self.dots), self.side, self.left, self.out, self.result, self.reason, self.legal)

    def set_state(self, state):
        dots, self.side, self.left, self.out, self.result, self.reason, self.legal = state
        self.dots = list(dots)

    def copy(self):
        return Position(self.rules, self.state())

    def key(self):
        return self.state()

    def empty(self):
        taken = 0
        for dots in self.dots:
            taken |= dots
        return self.geo.full & ~taken

    def targets(self, player):
        return self.empty()

    def legal_for(self, player):
        near = self.geo.dilate(self.dots[player]) if self.dots[player] else self.rules.start_masks[player]
        return near & self.targets(player)

    def players_in(self):
        gone = [player for player, reason in self.out]
        return [player for player in range(self.rules.players) if player not in gone]

    def _start_turn(self):
        while self.result is None:
            self.legal = self.legal_for(self.side)
            if self.legal:
                return
            self._go_out(self.side, NO_MOVES)
            self._advance()

    def _advance(self):
        inside = self.players_in()
        later = [player for player in inside if player > self.side]
        self.side = (later or inside)[0]
        self.left = self.rules.actions

    def _go_out(self, player, reason):
        self.out += ((player, reason),)
        inside = self.players_in()
        if len(inside) == 1:
            self._finish(inside[0], reason)

    def _finish(self, result, reason):
        self.result, self.reason, self.legal = result, reason, 0

    def play(self, bit):
        self.dots[self.side] |= bit
        self.left -= 1
        if not self.empty():
            counts = [(popcount(self.dots[player]), player) for player in self.players_in()]
            counts.sort(reverse=self.rules.goal == "most")
            tied = len(counts) > 1 and counts[0][0] == counts[1][0]
            self._finish(DRAW if tied else counts[0][1], FULL)
            return
        self.legal = self.legal_for(self.side)
        if not self.left or not self.legal:
            self._advance()
            self._start_turn()

    def resign(self, player):
        self._go_out(player, RESIGNED)
        if self.result is None and player == self.side:
            self._advance()
            self._start_turn()

    def at_turn_start(self):
        return self.left == self.rules.actions

    def content(self, bit):
        for player, dots in enumerate(self.dots):
            if dots & bit:
                return player, MARK
        return None

    def mark(self, bit):
        found = self.content(bit)
        return "." if found is None else SIDES[found[0]]

    def score(self, player):
        return popcount(self.dots[player])

    def territory(self, player):
        return 0

    def start_cells(self, player):
        return 0 if self.dots[player] else self.rules.start_masks[player]

    def inactive(self, player):
        return 0


def read_starts(geo, starts, players):
    right, top = COLUMN_LETTERS[geo.width - 1], str(geo.height)
    corners = ("a1", right + top, right + "1")[:players]
    if starts is None:
        return corners
    if starts == ANYWHERE:
        return ANYWHERE
    names = tuple(geo.name(geo.parse(name)) for name in starts)
    if len(names) != players or len(set(names)) != players:
        raise ValueError("starts must be %d different cells" % players)
    return names


def start_masks(rules):
    if rules.starts == ANYWHERE:
        return (rules.geometry.full,) * rules.players
    return tuple(rules.geometry.parse(name) for name in rules.starts)


def why_illegal(position, bit):
    name = position.geo.name(bit)
    if not position.empty() & bit:
        return IllegalMove("%s is taken" % name, "taken", cell=name)
    side = SIDES[position.side]
    return IllegalMove("%s is not beside a dot of %s" % (name, side), "apart", cell=name, side=side)


def describe_result(position):
    if position.result is None:
        return "the game goes on"
    if position.result == DRAW:
        return "a draw: the board is full"
    return "%s wins (%s)" % (SIDES[position.result], position.reason)


def position_from_diagram(rules, diagram, side="R"):
    position = Position(rules)
    for bit, token in diagram_cells(rules.geometry, diagram):
        if token != ".":
            position.dots[SIDES.index(token)] |= bit
    position.side = SIDES.index(side)
    position._start_turn()
    return position
