"""The terminal front end: ``python -m game`` (play), ``replay FILE``, ``bench``."""

import argparse
import json
import sys

from game.bot.levels import LEVELS
from game.bot.review import LEVEL
from game.bot.systems import BOTS
from game.core.board import MAX_SIZE, MIN_SIZE, number_up_to, read_size
from game.engine.game import Game, PASS, RESIGN
from game.core.errors import IllegalMove, RecordError
from game.engine.notation import MAX_RECORD_LENGTH
from game.rules import DEFAULT_GAME, MAX_ACTIONS, MIN_ACTIONS, SYSTEMS, Rules, every_option
from game.systems.classic.rules import LAST_MOVER_WINS
from game.rules.shapes import BY_NAME, rules_for
from game.tools.build.serve import MAX_PORT
from game.engine.textboard import draw_board

HELP = """Type a whole turn as cells joined by hyphens (a1-b2-c3), or one cell at a time.
Other commands: pass, undo, resign, record, help, quit.
On the board: * marks a cell you can act on (X* or O* an enemy mark you can kill);
x is a killed X, o a killed O."""


def parse_size(text):
    """"8" or "8x6" -> (width, height)."""
    size = read_size(text)
    if size is not None:
        return size
    raise argparse.ArgumentTypeError("board size must be like 8 or 8x6, not %r" % text)


def whole_number(low, high):
    """An argparse type: a whole number from ``low`` to ``high``."""
    def parse(text):
        value = number_up_to(text.strip(), high)
        if value is None or value < low:
            raise argparse.ArgumentTypeError("must be a whole number from %d to %d, not %r"
                                             % (low, high, text))
        return value
    return parse


def seconds(text):
    """An argparse type: a time in seconds, more than 0 and at most an hour."""
    try:
        value = float(text)
    except ValueError:
        value = 0.0
    if not 0 < value <= 3600:    # also refuses nan
        raise argparse.ArgumentTypeError("must be seconds, more than 0 and at most 3600, not %r"
                                         % text)
    return value


def rules_from_args(args):
    width, height = args.size
    starts = args.start.split() if args.start and args.start != "edge" else args.start
    options = {}
    for option in every_option().values():
        text = getattr(args, option.link)
        if text is not None:
            options[option.name] = option.read(text)
    try:
        if args.shape:
            return rules_for(args.shape, actions=args.actions, game=args.game, players=args.players,
                             **options)
        return Rules(width, height, args.actions, starts, game=args.game, players=args.players,
                     holes=args.holes.split() if args.holes else None, **options)
    except ValueError as error:
        raise SystemExit("virus war: %s" % error)


def show(game, out):
    print(draw_board(game.position, game.position.legal), file=out)
    if game.result is not None:
        print("Game over: %s." % game.describe_result(), file=out)
    else:
        done = game.rules.actions - game.actions_left
        print("%s to move, sub-move %d of %d." % (game.turn, done + 1, game.rules.actions),
              file=out)


def play_input(game, text):
    """Carry out one line typed by a player; returns a message for them, or None."""
    words = text.replace(",", " ").split()
    if not words:
        return None
    command = words[0].lower()
    if len(words) == 1 and command in (PASS, "undo", RESIGN, "record", "help"):
        if command == "help":
            return HELP
        if command == "record":
            return game.record() or "(no moves yet)"
        try:
            {"pass": game.pass_turn, "undo": game.undo, "resign": game.resign}[command]()
        except IllegalMove as error:
            return str(error)
        return None
    cells = [cell for word in words for cell in word.split("-")]
    played = 0
    for cell in cells:
        try:
            game.play(cell)
        except IllegalMove as error:
            for _ in range(played):   # a typed turn is all or nothing
                game.undo()
            note = "; nothing of %r was played" % text.strip() if played else ""
            return "%s: %s%s" % (cell, error, note)
        played += 1
    return None


def play(args, stdin=sys.stdin, out=sys.stdout):
    game = Game(rules_from_args(args))
    print("Virus War. " + HELP.splitlines()[0], file=out)
    while True:
        show(game, out)
        if game.result is not None:
            print(game.record(), file=out)
            return 0
        print("%s> " % game.turn, end="", file=out)
        out.flush()
        line = stdin.readline()
        if not line or line.strip().lower() in ("quit", "exit", "q"):
            print("\nThe game so far:\n%s" % (game.record() or "(no moves)"), file=out)
            return 0
        message = play_input(game, line)
        if message:
            print(message, file=out)


def read_game(path):
    """The game recorded in the file at ``path``; exits with 2, saying what is wrong, if none is."""
    try:
        with open(path, encoding="utf-8") as handle:
            text = handle.read(MAX_RECORD_LENGTH + 1)   # enough for the reader to refuse more
    except (OSError, UnicodeDecodeError) as error:
        print("virus war: cannot read %s: %s" % (path, error), file=sys.stderr)
        raise SystemExit(2)
    try:
        return Game.from_record(text)
    except RecordError as error:
        print("virus war: %s: %s" % (path, error), file=sys.stderr)
        raise SystemExit(2)


def replay(args, stdin=sys.stdin, out=sys.stdout):
    final = read_game(args.file)
    step_by_step = not args.all and stdin.isatty()
    game = Game(final.rules)
    show(game, out)
    history = final.history()
    for number, (side, action) in enumerate(history):
        game.apply(side, action)
        turn_over = number + 1 == len(history) or history[number + 1][0] != side
        if turn_over:
            turns = game.turns()
            label = "resigns" if action == RESIGN else "-".join(turns[-1][1]) or "pass"
            print("\n%s: %s" % (side, label), file=out)
            show(game, out)
            if step_by_step and number + 1 < len(history):
                print("(Enter for the next turn, q to stop) ", end="", file=out)
                out.flush()
                if stdin.readline().strip().lower() == "q":
                    return 0
    return 0


def review(args, out=sys.stdout):
    from game.bot import review as reading
    game = read_game(args.file)
    if game.rules.game not in BOTS:
        print("virus war: the %s game has no bot to review it" % game.rules.game, file=sys.stderr)
        return 2
    turns = reading.review(game, args.level)
    if args.json:
        for turn in turns:
            print(json.dumps(turn.as_dict()), file=out)
        return 0
    if args.record:
        reading.annotate(game, turns)
        print(game.record(), file=out)
        return 0
    for turn in turns:
        line = "%3d. %s %-14s %3d%% -> %3d%%  %s" % (
            turn.turn, turn.side, "-".join(turn.played) or "pass", round(turn.before * 100),
            round(turn.after * 100), turn.judgement)
        if turn.judgement != reading.BEST:
            line += " (best %s)" % ("-".join(turn.best) or "pass")
        print(line, file=out)
    accuracy = reading.accuracy(turns)
    for side, counted in sorted(reading.counts(turns).items(), key=lambda item: game.players.index(item[0])):
        print("%s: accuracy %d%%; %s" % (side, round(accuracy[side]), ", ".join(
            "%d %s" % (counted[judgement], judgement) for judgement in reading.JUDGEMENTS)), file=out)
    return 0


def bench(args, out=sys.stdout):
    from game.tools.benches.speed import main
    return main(args.seconds)


def classic_arena(args):
    from game.tools.arena.pairing import main
    return main(args.a, args.b, args.games, args.size, args.actions, args.seed, args.shape,
                args.phone, args.records)


def bases_arena(args):
    from game.tools.arena.seats import bases_main
    return bases_main(args.a, args.b, args.games, args.players, args.size, args.actions,
                      args.seed, not args.no_time_limits, args.records, args.shape, args.phone)


def capture_arena(args):
    from game.tools.arena.capture import main
    return main(args.a, args.b, args.games, args.size, args.actions, args.seed,
                args.scoring, not args.no_time_limits, args.shape, args.phone)


# Each game's arena (its bots' module is its own): a new game adds its row.
ARENAS = {"classic": classic_arena, "bases": bases_arena, "capture": capture_arena}


def arena(args):
    from game.tools.arena import pairing
    pairing.JOBS = args.jobs
    system = SYSTEMS[args.game]
    if not system.MIN_PLAYERS <= args.players <= system.MAX_PLAYERS:
        raise SystemExit("virus war: --players: the %s game is for %s players"
                         % (args.game, player_range(system)))
    return ARENAS[args.game](args)


def player_range(system):
    """2, or 2-4: how many players a game takes, as a person writes it."""
    if system.MIN_PLAYERS == system.MAX_PLAYERS:
        return str(system.MIN_PLAYERS)
    return "%d-%d" % (system.MIN_PLAYERS, system.MAX_PLAYERS)


def serve(args):
    from game.tools.build.serve import main
    return main(args.port, args.directory)


def build_parser():
    parser = argparse.ArgumentParser(prog="python -m game", description="Virus War in the terminal.")
    commands = parser.add_subparsers(dest="command")
    parser.set_defaults(func=play)
    for target in (parser, commands.add_parser("play", help="two players at one keyboard")):
        target.add_argument("--size", type=parse_size, default=(10, 10), help="8 or 8x6 (default 10)")
        target.add_argument("--actions", type=int, default=3, help="sub-moves per turn (1-9)")
        target.add_argument("--start", help='start cells, X first, like "c3 h8" ("edge": any edge '
                                            'cell, in the bases game)')
        target.add_argument("--holes", help='cells off the board, like "e5 f5 e6 f6"')
        target.add_argument("--shape", choices=tuple(BY_NAME),
                            help="a preset shape (its size, holes and start cells)")
        target.add_argument("--game", choices=tuple(SYSTEMS), default=DEFAULT_GAME,
                            help="bases: virus and bases (seed 004); capture: the capture game (seed 003)")
        target.add_argument("--players", type=int, default=None, help="players (bases: 2-30)")
        for option in every_option().values():   # each game's own, named as in links
            games = " or ".join(name for name in SYSTEMS if option in SYSTEMS[name].OPTIONS)
            target.add_argument("--" + option.link, choices=option.names, default=None,
                                help="the %s game's %s (default %s)"
                                     % (games, option.tag, option.write(option.default)))
        # seed 001's variant, under the name the rules give it
        target.add_argument("--last-mover-wins", dest="variant", action="store_const",
                            const=LAST_MOVER_WINS, help="the same as --variant last-mover-wins")
        target.set_defaults(func=play)
    replayer = commands.add_parser("replay", help="step through a game record")
    replayer.add_argument("file")
    replayer.add_argument("--all", action="store_true", help="print every turn without waiting")
    replayer.set_defaults(func=replay)
    reviewer = commands.add_parser("review", help="the bot reads a game back: each turn's win chance "
                                                  "and judgement, and the best turn it finds")
    reviewer.add_argument("file")
    reviewer.add_argument("--level", choices=LEVELS, default=LEVEL,
                          help="the search that judges (default %s)" % LEVEL)
    shown = reviewer.add_mutually_exclusive_group()
    shown.add_argument("--json", action="store_true", help="one JSON object a turn: turn, side, before, "
                                                           "after, judgement, best, played")
    shown.add_argument("--record", action="store_true",
                       help="the record with the judgements written in (marks and comments)")
    reviewer.set_defaults(func=review)
    bencher = commands.add_parser("bench", help="measure the engine's speed")
    bencher.add_argument("--seconds", type=seconds, default=3.0, help="time per figure")
    bencher.set_defaults(func=bench)
    arena_parser = commands.add_parser("arena", help="bot against bot, paired games")
    arena_parser.add_argument("a", help="random, greedy, easy, medium, hard, mcts:N (Monte-Carlo tree search, "
                                        "N playouts a sub-move: game/tools/arena/mcts.py) or LEVEL@SECONDS "
                                        "(a level without its budget, SECONDS of processor time a turn: "
                                        "game/tools/arena/timed.py)")
    arena_parser.add_argument("b")
    arena_parser.add_argument("--games", type=whole_number(1, 10 ** 6), default=100)
    arena_parser.add_argument("--size", type=whole_number(MIN_SIZE, MAX_SIZE), default=10)
    arena_parser.add_argument("--actions", type=whole_number(MIN_ACTIONS, MAX_ACTIONS), default=3)
    arena_parser.add_argument("--seed", type=int, default=1)
    arena_parser.add_argument("--game", choices=tuple(ARENAS), default=DEFAULT_GAME,
                              help="bases: virus and bases (seed 004), A in one seat, B in the others; "
                                   "capture: the capture game (seed 003)")
    arena_parser.add_argument("--players", default=2, help="players in a game that takes more than two",
                              type=whole_number(min(system.MIN_PLAYERS for system in SYSTEMS.values()),
                                                max(system.MAX_PLAYERS for system in SYSTEMS.values())))
    arena_parser.add_argument("--scoring", choices=("marks", "territory"), default="marks",
                              help="the capture game's count")
    arena_parser.add_argument("--shape", choices=tuple(BY_NAME) + ("all",),
                              help="play on a preset shape (game/rules/shapes.py), or on each "
                                   "of them in turn (all), instead of the --size square")
    arena_parser.add_argument("--no-time-limits", action="store_true",
                              help="bases and capture: search budgets only, not the page's time limits")
    arena_parser.add_argument("--phone", nargs="?", const=4, type=whole_number(1, 100),
                              metavar="SLOWDOWN",
                              help="the levels as the page's quick stage plays them on a processor "
                                   "SLOWDOWN (default 4) times slower, its time counted by a model "
                                   "of its work (game/tools/arena/phone.py PHONE_COSTS; bases: its budgets)")
    arena_parser.add_argument("--records", metavar="FOLDER",
                              help="classic and bases: write every game's record there, named by "
                                   "A's side and result")
    arena_parser.add_argument("--jobs", type=whole_number(1, 64), default=None,
                              help="processes playing the games (default: 2, or 1 on one core)")
    arena_parser.set_defaults(func=arena)
    server = commands.add_parser("serve", help="serve the web page on 127.0.0.1")
    server.add_argument("--port", type=whole_number(0, MAX_PORT),
                        help="port, 0 for any free one (default: $PORT or 8000)")
    server.add_argument("--directory", default=None, help="folder to serve (default: this repo)")
    server.set_defaults(func=serve)
    return parser


def main(argv=None):
    args = build_parser().parse_args(argv)
    return args.func(args)
