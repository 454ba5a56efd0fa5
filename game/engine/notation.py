"""Game records in the seed notation (RULES.md §5, "Records").

    [Size "8x8"]
    [Result "X"]

    1. a1-b2-c3, h8-g7-f6
    2. c4-d5-e6, pass

The header appears only for rules other than the classic game, plus Result
once the game is decided; the bases game names itself and its players:

    [Game "bases"]
    [Players "3"]

    1. a1-b2-c3, k10-i9-h8, k1-i2-h3
    2. c4, resign(O), pass

A round is one turn of each side still in, in turn order, on one line.  A
resignation is the word ``resign`` (the side to move) or ``resign(T)``; the
writer leaves out only a final one in a two-player game, which the Result
tag says.  The reader replays every sub-move through the engine, so an
illegal move in a record is reported like any other fault.

A turn may carry a mark glued to it and a comment in braces after it; a
comment on a line of its own before the first round is the game's:

    {club night}
    1. a1-b2-c3!? {the sharp line}, k10-i9-h8??
"""

from game.core.board import MIN_SIZE, MAX_SIZE, is_number, number_up_to, read_size, size_in_range
from game.core.errors import IllegalMove, RecordError
from game.rules import (Rules, SYSTEMS, DEFAULT_GAME, DEFAULT_ACTIONS, DEFAULT_SIZE, MIN_ACTIONS,
                        MAX_ACTIONS, every_option, read_holes)
from game.rules.system import TooFewStarts
DRAW = "draw"
RESIGN = "resign"
KILL_MARKS = "+xX"
MARKS = ("!", "?", "!!", "??", "!?", "?!")   # a turn's mark, glued to it: "a1-b2-c3!?"
NOWHERE = -1   # no place for a comment (after a round's number or a resignation)
# The longest legal game is far shorter (game/engine/README.md, "Records"): on 25x25 every cell
# changes at most twice, so at most 1250 sub-moves, 2502 turns and 1251 rounds
# make at most about 24 000 characters as written.  Longer text is refused
# before reading, so no paste or link can keep the page busy for long.
MAX_RECORD_LENGTH = 100000


def write_record(game):
    lines = []
    tags = game.rules.tags()
    if game.result is not None:
        tags.append(("Result", game.result))
    for name, value in tags:
        lines.append('[%s "%s"]' % (name, value))
    rounds = _round_lines(game)
    comment = game.annotation(None)[1]
    if comment is not None:   # the game's, on a line of its own before the first round
        rounds = ["{%s}" % comment] + rounds
    if lines and rounds:
        lines.append("")
    return "\n".join(lines + rounds)


def _round_lines(game):
    """The record's lines of rounds, "1. a1-b2-c3, k10-i9-h8".  A round that
    has ended never changes, so the game keeps the lines of those before its
    last round (Game.written; undo forgets them) and writes the last one
    alone: a game of 30 writes its record after each sub-move, to save it,
    and the whole of it runs past 1,000 entries."""
    kept_lines, begin, turn = game.written or ([], 0, 0)
    rounds, starts, ends = _rounds(game.history(begin), game.players)
    if game.annotations():
        _annotate_words(rounds, ends, turn, game)
    lines = kept_lines + ["%d. %s" % (len(kept_lines) + number + 1, ", ".join(words))
                          for number, words in enumerate(rounds)]
    if len(rounds) > 1:
        last = len(rounds) - 1
        game.written = (lines[:-1], begin + starts[-1],
                        turn + len([1 for number, word in ends if number < last]))
    return lines


def _annotate_words(rounds, ends, first, game):
    """Puts each turn's annotation after its last word, "a1-b2-c3!? {the sharp line}":
    ``ends`` (round, word) of each turn's last word, the first of them turn number ``first``."""
    for offset, (number, word) in enumerate(ends):
        mark, comment = game.annotation(first + offset)
        if mark is not None:
            rounds[number][word] += mark
        if comment is not None:
            rounds[number][word] += " {%s}" % comment


def _rounds(history, order):
    """The words of the record of ``history``, round by round, the index in
    it where each round begins, and (round, word) of each turn's last word:
    a round ends before a turn of a side that comes no later in the turn
    order than the turn before it.  A resignation is written where it was
    made, in the middle of a turn if need be ("c4-c2, resign(S), d1": S
    resigned during O's turn).  ``history`` is the game's, or its end from a
    round's first turn on."""
    if len(order) == 2 and history and history[-1][1] == RESIGN:
        history = history[:-1]   # the Result tag says it
    rounds = []        # lists of words; a turn's word is a list of cells until written out
    starts = []
    ends = []
    mover = None       # the side whose turn is being written
    cells = None       # the cells of its word being written
    for index, (side, action) in enumerate(history):
        if action == RESIGN:
            if not rounds:
                rounds.append([])
                starts.append(index)
            rounds[-1].append("%s(%s)" % (RESIGN, side))
            cells = None   # the turn, should it go on, goes on in a word of its own
            continue
        new_turn = side != mover
        if new_turn:
            if not rounds or (mover is not None and order.index(side) <= order.index(mover)):
                rounds.append([])   # (resignations before the first turn share its round)
                starts.append(index)
            mover = side
            cells = None
        if cells is None:
            cells = []
            rounds[-1].append(cells)
            if not new_turn:
                ends.pop()   # the turn goes on in this word
            ends.append((len(rounds) - 1, len(rounds[-1]) - 1))
        if action != "pass":
            cells.append(action)
    return [[word if isinstance(word, str) else format_turn(word) for word in words]
            for words in rounds], starts, ends


def round_starts(history, order):
    """Where each round of the record of ``history`` begins, as indices in it
    (``order`` the sides' turn order): the record's numbering of its rounds."""
    return _rounds(history, order)[1]


def format_turn(cells):
    return "-".join(cells) if cells else "pass"


# --- reading ---------------------------------------------------------------------


def read_record(text, game_class):
    return read_record_on(text, game_class)[0]


def read_record_on(text, game_class):
    """(the game of ``text``, as read_record reads it, and where its reader stopped):
    read_more(game, where, more) reads on what a longer record of it adds."""
    if not isinstance(text, str):
        kind = type(text).__name__
        raise RecordError(1, 1, "a record is text, not %s" % kind, "not-text", kind=kind)
    if len(text) > MAX_RECORD_LENGTH:
        raise RecordError(1, 1, "a record is at most %d characters long" % MAX_RECORD_LENGTH,
                          "too-long", limit=MAX_RECORD_LENGTH)
    header, moves = _split(text)
    tags = _read_tags(header)
    game = game_class(_rules_from_tags(tags))
    where = _Place()
    _replay(game, _tokens(moves), where)
    if "Result" in tags:
        _apply_result(game, tags["Result"])
    return game, where


def read_more(game, where, more):
    """Plays onto ``game`` the moves of ``more``, the movetext a longer record of
    it adds to the one read_record_on read (starting after a comma, a space or
    a line's end, so that no word of the two runs on into the other), as the
    whole record would have been read: RecordError if the moves cannot be
    played, ValueError if ``more`` does not start so or has tags.  Faster than
    reading the whole record again: replaying 600 sub-moves takes 150 ms on
    MicroPython, more than easy's time limit (the bot's worker reads the game
    every turn, game/bot/worker.py).  After an error ``game`` is spoilt."""
    if not more or more[0] not in ", \n":
        raise ValueError("not more moves after a record")
    header, moves = _split(more)
    if header:
        raise ValueError("tags after a record")
    _replay(game, _tokens(moves), where)


class _Place:
    """Where the reader of a record's moves is (see _replay)."""

    def __init__(self):
        self.rounds = 0          # rounds begun, counted here: game.turns() each time would be quadratic
        self.last = None         # the turn order place of the turn read last
        self.numbered = 0        # the round whose number was read last: each is numbered once
        self.unfinished = None   # the RecordError for a turn cut short by the writer
        self.comment_to = None   # a comment read next is on: a turn's number, the game (None), NOWHERE
        self.commented = False   # the word read last was a comment
        self.noted_at = None     # (line, column) of the annotation read last


def _split(text):
    """(tag lines, movetext lines), each as (1-based line number, line); blank lines left out."""
    header = []
    moves = []
    if text.startswith("\ufeff"):
        text = text[1:]
    line_number = 0
    for line in text.split("\n"):
        line_number += 1
        stripped = line.strip()
        if not stripped:
            continue
        line = line.rstrip("\r")
        if stripped.startswith("["):
            if moves:
                raise RecordError(line_number, line.find("[") + 1,
                                  "a tag must come before the moves", "tag-after-moves")
            header.append((line_number, line))
        else:
            moves.append((line_number, line))
    return header, moves


def _tokens(lines):
    """The words of movetext lines, split at spaces and commas, as (line, column, word);
    a comment is one word, braces and all ("{the sharp line}").

    Made one at a time as the replay reads them, so the first fault ends the
    work, and split, not indexed: MicroPython finds line[column] by walking
    the UTF-8 from the start, so a loop over the columns would be quadratic.
    """
    for line_number, line in lines:
        if "{" in line or "}" in line:
            for token in _braced_tokens(line_number, line):
                yield token
            continue
        for column, word in _words(line, 1):
            yield line_number, column, word


def _words(text, column):
    """(column, word) of the words of ``text``, whose first character is at ``column``."""
    for word in text.replace("\t", " ").replace(",", " ").split(" "):
        if word:
            yield column, word
        column += len(word) + 1


def _braced_tokens(line_number, line):
    """The tokens of a line with braces (see _tokens); a comment's braces stand on its line."""
    pieces = line.split("{")
    last = len(pieces) - 1
    column = 1
    for number, piece in enumerate(pieces):
        if number:   # a comment opened before this piece, and what follows its end
            inside, closed, piece = piece.partition("}")
            if not closed and number < last:
                raise RecordError(line_number, column + len(inside), "a comment cannot hold a {",
                                  "comment-brace")
            if not closed:
                raise RecordError(line_number, column - 1, "a comment opened with { is not closed "
                                  "with } on its line", "comment-open")
            yield line_number, column - 1, "{" + inside + "}"
            column += len(inside) + 1
        words, stray, rest = piece.partition("}")
        for word_column, word in _words(words, column):
            yield line_number, word_column, word
        if stray:
            raise RecordError(line_number, column + len(words), "a } closes no comment",
                              "comment-close")
        column += len(piece) + 1   # and the { after it


def _read_tags(header):
    """{name: (value, line, column)} from lines like [Size "8x8"]."""
    tags = {}
    for line_number, line in header:
        stripped = line.strip()
        column = line.find("[") + 1
        if not stripped.endswith("]"):
            raise RecordError(line_number, column, 'a tag must look like [Name "value"]', "tag-shape")
        inner = stripped[1:-1].strip()
        space = inner.find(" ")
        name = inner[:space] if space > 0 else inner
        value = inner[len(name):].strip()
        if space <= 0 or len(value) < 2 or value[0] != '"' or value[-1] != '"' \
                or '"' in value[1:-1]:
            raise RecordError(line_number, column, 'a tag must look like [Name "value"]', "tag-shape")
        if name in tags:
            raise RecordError(line_number, column, "the %s tag appears twice" % name, "tag-twice",
                              name=name)
        tags[name] = (value[1:-1], line_number, line.find('"') + 2)
    return tags


def _rules_from_tags(tags):
    game = DEFAULT_GAME
    if "Game" in tags:
        value, line, column = tags["Game"]
        if value not in SYSTEMS:
            known = ", ".join(SYSTEMS)
            raise RecordError(line, column, 'unknown game "%s" (known: %s)' % (value, known),
                              "game", value=value, known=known)
        game = value
    system = SYSTEMS[game]
    players = None
    if "Players" in tags:
        value, line, column = tags["Players"]
        players = number_up_to(value, system.MAX_PLAYERS)
        if players is None or players < system.MIN_PLAYERS:
            raise RecordError(line, column, "Players must be a number from %d to %d in the %s game, "
                              'not "%s"' % (system.MIN_PLAYERS, system.MAX_PLAYERS, game, value),
                              "players", low=system.MIN_PLAYERS, high=system.MAX_PLAYERS, value=value)
    width = height = DEFAULT_SIZE
    if "Size" in tags:
        value, line, column = tags["Size"]
        size = read_size(value)
        if size is None:
            raise RecordError(line, column, 'Size must be like "8x8" or "10x6", not "%s"' % value,
                              "size", value=value)
        if not size_in_range(*size):
            raise RecordError(line, column, "the board must be from %dx%d to %dx%d, not %s"
                              % (MIN_SIZE, MIN_SIZE, MAX_SIZE, MAX_SIZE, value), "size-range",
                              low=MIN_SIZE, high=MAX_SIZE, value=value)
        width, height = size
    holes = None
    if "Holes" in tags:
        value, line, column = tags["Holes"]
        holes = value.split()
        try:
            read_holes(width, height, holes)
        except ValueError as error:
            raise RecordError(line, column, "Holes must name cells of the %dx%d board: %s"
                              % (width, height, error), "holes", value=value, size="%dx%d" % (width, height))
    actions = DEFAULT_ACTIONS
    if "Actions" in tags:
        value, line, column = tags["Actions"]
        actions = number_up_to(value, MAX_ACTIONS)
        if actions is None or actions < MIN_ACTIONS:
            raise RecordError(line, column, "Actions must be a number from %d to %d, not \"%s\""
                              % (MIN_ACTIONS, MAX_ACTIONS, value), "actions",
                              low=MIN_ACTIONS, high=MAX_ACTIONS, value=value)
    options = {}
    own = system.OPTIONS
    for option in every_option().values():
        if option.tag not in tags:
            continue
        value, line, column = tags[option.tag]
        try:
            if option not in own:
                raise ValueError("%s is not a rule of the %s game" % (option.tag, game))
            options[option.name] = option.read(value)
        except ValueError as error:
            known = option.known() if option in own else "none"
            raise RecordError(line, column, "%s (known: %s)" % (error, known), option.code,
                              value=value, known=known)
    starts = None
    if "Start" in tags:
        value, line, column = tags["Start"]
        starts = value.split()
        if len(starts) == 1:
            starts = starts[0]   # a word for a rule of start cells, like "edge"
    try:
        rules = Rules(width, height, actions, starts, game=game, players=players, holes=holes,
                      **options)
    except TooFewStarts as error:   # more players than the board has room to start
        value, line, column = _first_tag(tags, ("Players", "Start", "Holes", "Size"))
        size = "%dx%d" % (width, height)
        raise RecordError(line, column, "%s (the %s board)" % (error, size), "start-room", size=size,
                          players=error.players, cells=error.cells)
    except ValueError as error:   # every other tag was checked above
        if "Start" not in tags:   # the corners' start cells are off the board: holes took them
            value, line, column = _first_tag(tags, ("Holes",))
            raise RecordError(line, column, "%s" % error, "holes-start", value=value)
        value, line, column = tags["Start"]
        raise RecordError(line, column, "Start must name %s cells, X's first: %s"
                          % (_number_word(players or system.MIN_PLAYERS), error), "start", value=value)
    if "Result" in tags:
        value, line, column = tags["Result"]
        if value not in rules.sides and value != DRAW:
            sides = ", ".join(rules.sides)
            raise RecordError(line, column, 'Result must be %s or draw, not "%s"' % (sides, value),
                              "result-tag", value=value, sides=sides)
    return rules


def _first_tag(tags, names):
    """(value, line, column) of the first of ``names`` that the record has: where a
    fault of the rules they make together is shown; the record's start if none."""
    for name in names:
        if name in tags:
            return tags[name]
    return "", 1, 1


def _number_word(number):
    return ("two", "three", "four")[number - 2] if 2 <= number <= 4 else str(number)


def _replay(game, tokens, where):
    """Plays the words of ``tokens`` onto ``game`` from the _Place ``where``, kept up."""
    unfinished, rounds, last, numbered = where.unfinished, where.rounds, where.last, where.numbered
    for line, column, word in tokens:
        if word.startswith("{"):
            _read_comment(game, line, column, word[1:-1], where)
            continue
        where.commented = False
        if game.result is not None:
            raise RecordError(line, column, "a move after the end of the game (%s)"
                              % game.describe_result(), "after-end")
        number, word, word_column = _round_number(word, column)
        position = game.position
        new_round = position.at_turn_start() and (last is None or position.side <= last)
        expected = rounds + 1 if new_round else rounds
        if number is not None:
            if not new_round or numbered == expected or number_up_to(number, expected) != expected:
                what = "round %d" % expected if new_round and numbered != expected \
                    else "%s's turn" % game.turn
                raise RecordError(line, column, "round number %s out of place: expected %s"
                                  % (number, what), "round-number", number=number)
            numbered = expected
        where.comment_to = NOWHERE
        if not word:
            continue
        mark = ""
        if word[-1] in "!?":
            word, mark = _split_mark(line, word_column, word)
        if word.lower().startswith(RESIGN):
            _replay_resign(game, line, word_column, word)
            unfinished = None   # a turn may end in a resignation
            continue
        if unfinished is not None:
            raise unfinished
        if not position.at_turn_start() and game.annotation(game.turn_count() - 1) != (None, None):
            line, column = where.noted_at or (line, word_column)
            raise RecordError(line, column, "%s's turn goes on after its mark or comment, which "
                              "follow a turn's last sub-move" % game.turn, "annotation-mid-turn",
                              side=game.turn)
        rounds = expected
        last = position.side
        unfinished = _replay_turn(game, line, word_column, word)
        where.comment_to = game.turn_count() - 1
        if mark:
            game.annotate(where.comment_to, mark)
            where.noted_at = (line, word_column + len(word))
    where.unfinished, where.rounds, where.last, where.numbered = unfinished, rounds, last, numbered


def _split_mark(line, column, word):
    """(the word, its mark) of a turn's word with a mark glued to it, "a1-b2-c3!?"."""
    body = word.rstrip("!?")
    mark = word[len(body):]
    where = column + len(body)
    if mark not in MARKS:
        known = ", ".join(MARKS)
        raise RecordError(line, where, 'unknown mark "%s" (known: %s)' % (mark, known), "mark",
                          mark=mark, known=known)
    if not body or body.lower().startswith(RESIGN):
        raise RecordError(line, where, 'the mark "%s" is glued to the end of the turn it judges, '
                          "as in a1-b2-c3!?" % mark, "mark-place", mark=mark)
    return body, mark


def _read_comment(game, line, column, comment, where):
    """A comment: on the turn whose word was read last, or the game's before the first round."""
    if where.commented:
        raise RecordError(line, column, "a second comment: a turn, or the game, has one",
                          "comment-twice")
    if where.comment_to == NOWHERE:
        raise RecordError(line, column, "a comment follows a turn, or stands before the first "
                          "round for the whole game", "comment-place")
    turn = where.comment_to
    if turn is None:
        game.annotate(None, comment=comment)
    else:
        mark = game.annotation(turn)[0]
        game.annotate(turn, mark, comment)
        if mark is None:
            where.noted_at = (line, column)
    where.commented = True


def _replay_resign(game, line, column, word):
    """``resign`` (the side to move) or ``resign(T)``."""
    side = None
    rest = word[len(RESIGN):]
    if rest:
        if not (rest.startswith("(") and rest.endswith(")")):
            raise RecordError(line, column, 'a resignation is written "resign" or "resign(X)", not '
                              '"%s"' % word, "resign-word", word=word)
        side = rest[1:-1]
    try:
        game.resign(side)
    except IllegalMove as error:
        raise RecordError.illegal(line, column, error)


def _round_number(word, column):
    """Split "12." or "12.a1-b2" into ("12", rest, rest's column); (None, word, column) if none."""
    dot = word.find(".")
    if dot > 0 and is_number(word[:dot]):
        rest = word[dot + 1:].lstrip(".")    # "1..." style
        return word[:dot], rest, column + len(word) - len(rest)
    return None, word, column


def _replay_turn(game, line, column, word):
    """Play one written turn; return the fault to report if another turn follows it."""
    side = game.turn
    if word.lower() == "pass":
        try:
            game.pass_turn()
        except IllegalMove as error:
            raise RecordError.illegal(line, column, error)
        return None
    offset = 0
    played = 0
    for written in word.split("-"):
        where = column + offset
        offset += len(written) + 1
        if game.result is not None:
            raise RecordError(line, where, "a sub-move after the end of the game (%s)"
                              % game.describe_result(), "after-end")
        if game.turn != side:
            raise RecordError(line, where, "%s's turn is already over after %d sub-moves"
                              % (side, played), "turn-over", side=side, played=played)
        _replay_cell(game, line, where, written)
        played += 1
    if game.result is None and game.turn == side:
        required = played + game.actions_left
        return RecordError(line, column, "%s's turn has %d sub-moves, but %d were required"
                           % (side, played, required), "turn-short", side=side, played=played,
                           required=required)
    return None


def _replay_cell(game, line, column, written):
    cell = written
    claims_kill = len(cell) > 2 and cell[-1] in KILL_MARKS
    if claims_kill:
        cell = cell[:-1]
    if not cell:
        raise RecordError(line, column, "an empty cell name (two hyphens in a row?)", "empty-cell")
    try:
        holds = game.cell(cell)
        # a kill acts on another side's living mark (a virus, in the bases game)
        if claims_kill and (holds == game.turn or holds not in game.players):
            enemy = "/".join(side for side in game.players if side != game.turn)
            raise RecordError(line, column, "%s marks a kill, but %s holds no living %s"
                              % (written, cell, enemy), "false-kill", written=written, cell=cell,
                              enemy=enemy)
        game.play(cell)
    except IllegalMove as error:
        raise RecordError.illegal(line, column, error)


def _apply_result(game, tag):
    value, line, column = tag
    if game.result is not None:
        if game.result != value:
            raise RecordError(line, column, "Result says %s, but the moves end: %s"
                              % (value, game.describe_result()), "result-mismatch", value=value)
        return
    if value == DRAW:
        raise RecordError(line, column, "Result says draw, but the game is not over "
                          "(a draw needs every side still in to pass in a row)", "result-draw")
    inside = game.inside
    if value not in inside:
        raise RecordError(line, column, "Result says %s, but %s is out of the game already"
                          % (value, value), "result-out", value=value)
    first = inside.index(game.turn)   # the others resign, in turn order from the side to move
    for side in inside[first:] + inside[:first]:
        # one that the turn passing on to it found with no sub-move is out already
        if side != value and game.result is None and side in game.inside:
            game.resign(side)
    if game.result != value:   # the winner named had no sub-move when the turn came to it
        raise RecordError(line, column, "Result says %s, but %s has no sub-move left once the sides "
                          "before it resign" % (value, value), "result-no-moves", value=value)
