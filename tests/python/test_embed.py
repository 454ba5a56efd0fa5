"""What the Embed dialog writes (game/web/dialogs/embed.py), on CPython: the
embed's link opens the game as chosen, and the iframe carries it safely."""

import html.parser
import random

import pytest

from game.engine.game import Game
from game.rules import Rules
from game.web.dialogs.embed import PLAY, PUZZLE, REPLAY, Embed, iframe, parameters, read_box, shown_theme, url
from game.web.keeping import link
from game.web.keeping.address import params
from game.web.play.settings import TWO_PLAYERS, VS_BOT, Settings
from game.web.views.kinds import SPEED, WIN_IN_TWO

PAGE = "https://example.org/virus/"


def played(rules, count, seed=1):
    game = Game(rules)
    chooser = random.Random(seed)
    while len(game.history()) < count and game.result is None:
        game.play(chooser.choice(sorted(game.legal_moves())))
    return game


def opened(query, pairs):
    """What the page opens for an embed's link (its view: what it shows of the game)."""
    launch = link.read(params(query, pairs))
    assert not launch.problems, [problem.key for problem in launch.problems]
    return launch, launch.view


class Src(html.parser.HTMLParser):
    def handle_starttag(self, tag, attrs):
        self.tag, self.attrs = tag, dict(attrs)


@pytest.mark.parametrize("rules", [Rules(), Rules(9, 9, game="bases", players=3),
                                   Rules(8, 8, game="capture", scoring="territory")],
                         ids=["classic", "bases", "capture"])
def test_play_from_here_starts_where_the_person_looks_with_the_reader_to_move(rules):
    game = played(rules, 14)
    position = played(rules, 8)   # the person stepped back to the eighth sub-move
    query, pairs = parameters(Settings(rules=rules), game, position, Embed(PLAY, "hard"))
    launch, view = opened(query, pairs)
    assert launch.embed and (view.kind, view.move) == (PLAY, None)
    assert launch.game.history() == game.history()[:8]
    assert launch.settings.mode == VS_BOT and launch.settings.human == position.turn
    assert launch.settings.level == "hard"


def test_an_embed_against_the_expert_gives_it_the_default_time():
    game = played(Rules(), 6)
    launch, _ = opened(*parameters(Settings(), game, game, Embed(PLAY, "expert")))
    assert (launch.settings.level, launch.settings.think) == ("expert", 15)
    assert "expert" in launch.settings.seats and not launch.problems


def test_play_from_here_for_people_plays_every_side_by_hand():
    game = played(Rules(), 5)
    launch, _ = opened(*parameters(Settings(), game, game, Embed(PLAY, TWO_PLAYERS)))
    assert launch.settings.mode == TWO_PLAYERS and launch.game.history() == game.history()


def test_a_replay_carries_the_whole_game_the_players_and_the_move_it_opens_at():
    rules = Rules(9, 9, game="bases", players=4)
    game = played(rules, 30)
    settings = Settings(rules=rules, seats=("person", "easy", "hard", "person"))
    launch, view = opened(*parameters(settings, game, played(rules, 3), Embed(REPLAY, move=12)))
    assert (view.kind, view.move, view.autoplay) == (REPLAY, 12, None)
    assert launch.game.history() == game.history() and launch.settings.seats == settings.seats


def test_a_replay_that_plays_by_itself_says_so():
    game = played(Rules(), 9)
    _, view = opened(*parameters(Settings(), game, game, Embed(REPLAY, move=2, autoplay=True)))
    assert (view.kind, view.move, view.autoplay) == (REPLAY, 2, SPEED)


@pytest.mark.parametrize("task", [1, WIN_IN_TWO])
def test_a_puzzle_is_the_position_shown_with_its_task(task):
    game = played(Rules(6, 6), 20)
    position = played(Rules(6, 6), 12)
    launch, view = opened(*parameters(Settings(), game, position, Embed(PUZZLE, task=task)))
    assert (view.kind, view.task) == (PUZZLE, task)
    assert launch.game.history() == position.history()


def test_a_replay_past_the_end_opens_at_the_end():
    game = played(Rules(), 6)
    _, view = opened(*parameters(Settings(), game, game, Embed(REPLAY, move=99)))
    assert view.move == 6


def test_the_page_options_go_in_the_query_the_page_reads_before_python():
    embed = Embed(PLAY, language="ru", theme="dark", transparent=True)
    query, pairs = parameters(Settings(), Game(), Game(), embed)
    assert query == [("embed", "1"), ("lang", "ru"), ("theme", "dark"), ("bg", "transparent")]
    assert not {name for name, _ in pairs} & {"embed", "lang", "theme", "bg"}
    assert parameters(Settings(), Game(), Game(), Embed())[0] == [("embed", "1")]


def test_the_iframe_is_lazy_titled_sized_and_its_link_survives_the_html():
    game = played(Rules(), 7)
    src = url(PAGE, Settings(), game, game, Embed(REPLAY, move=3, width=560, height=600))
    assert src.startswith(PAGE + "?embed=1#") and "&" in src
    code = iframe(src, 'Virus War: "a game" <move by move>', Embed(width=560, height=600))
    parsed = Src()
    parsed.feed(code)
    assert parsed.tag == "iframe"
    assert parsed.attrs["src"] == src   # the & and quotes come back as they were
    assert parsed.attrs["title"] == 'Virus War: "a game" <move by move>'
    assert (parsed.attrs["width"], parsed.attrs["height"], parsed.attrs["loading"]) == ("560", "600", "lazy")


@pytest.mark.parametrize("width, height, box", [
    ("280", "280", (280, 280)), (" 400 ", "1600", (400, 1600)), ("279", "400", None), ("400", "1601", None),
    ("1e3", "400", None), ("²", "400", None), ("", "400", None), ("400.5", "400", None)])
def test_the_box_is_whole_pixels_from_the_smallest_embed_up(width, height, box):
    assert read_box(width, height) == box


@pytest.mark.parametrize("theme, device, shown", [("auto", "light", "light"), ("auto", "dark", "dark"),
                                                  ("dark", "light", "dark"), ("light", "dark", "light")])
def test_the_embeds_theme_is_the_one_chosen_else_the_devices(theme, device, shown):
    assert shown_theme(Embed(theme=theme, transparent=True), device) == shown
