"""The one table of the page's words, game/web/strings.py, in both languages."""

import ast
import re
from pathlib import Path

import pytest

from game import Game, Rules
from game.rules import SYSTEMS
from game.web.session import Session
from game.web.strings import LANGUAGES, TEXT, Strings, browser_language

FIELD = re.compile(r"{(\w+)}")
ROOT = Path(__file__).resolve().parent.parent


def test_both_languages_have_the_same_keys_and_fields():
    english, russian = TEXT["en"], TEXT["ru"]
    assert sorted(english) == sorted(russian)
    for key in english:
        assert set(FIELD.findall(english[key])) == set(FIELD.findall(russian[key])), key


def test_every_key_the_page_names_is_in_the_table():
    html = (ROOT / "index.html").read_text()
    named = re.findall(r'data-(?:text|label|placeholder)="([^"]+)"', html)
    assert len(named) > 30
    for key in named:
        assert key in TEXT["en"], key
    page = (ROOT / "game" / "web" / "page.py").read_text()
    for key in re.findall(r'(?:text|say)\("([a-z.-]+)"', page):
        assert key in TEXT["en"], key


def test_every_reason_the_engine_gives_has_words_on_the_page():
    codes = set()
    for module in ("core/engine.py", "rules/classic.py", "rules/bases.py", "rules/capture.py"):   # the Game and every rule system
        tree = ast.parse((ROOT / "game" / module).read_text())
        codes |= {node.args[1].value for node in ast.walk(tree)
                  if isinstance(node, ast.Call) and getattr(node.func, "id", "") == "IllegalMove"
                  and len(node.args) > 1 and isinstance(node.args[1], ast.Constant)}
    codes |= {"own-virus", "own-base"}   # rules/bases.py: "own-" + the unit
    assert {"own-mark", "out-of-reach", "pass-mid-turn", "game-over", "bad-cell"} <= codes
    for code in codes:
        assert "illegal." + code in TEXT["en"], code


def reasons_of(module):
    """The reasons a rule system's Position gives for an end ({"_finish": ...}) and
    for a side going out ({"_go_out": ...}): the module's constants its calls name."""
    tree = ast.parse((ROOT / "game" / "rules" / (module + ".py")).read_text())
    constants = {node.targets[0].id: node.value.value for node in tree.body
                 if isinstance(node, ast.Assign) and isinstance(node.value, ast.Constant)
                 and isinstance(node.targets[0], ast.Name)}
    reasons = {"_finish": set(), "_go_out": set()}
    for node in ast.walk(tree):
        if isinstance(node, ast.Call) and getattr(node.func, "attr", "") in reasons \
                and isinstance(node.args[-1], ast.Name) and node.args[-1].id in constants:
            reasons[node.func.attr].add(constants[node.args[-1].id])
    return reasons


@pytest.mark.parametrize("name", sorted(SYSTEMS))
def test_every_way_a_game_ends_or_a_side_goes_out_has_words_on_the_page(name):
    system = SYSTEMS[name]
    reasons = reasons_of(name)
    ends = reasons["_finish"] | reasons["_go_out"]   # the last side to go out ends the game
    assert len(ends) >= 2
    for reason in ends:
        keys = []
        for result in (0, system.DRAW):
            game = Game(Rules(game=name))
            game.position.result, game.position.reason = result, reason
            keys.append(Session(game=game).result_key())
        assert any(key in TEXT["en"] for key in keys), (name, reason, keys)
    for reason in reasons["_go_out"]:
        assert "out." + reason in TEXT["en"], reason


def test_every_fault_the_record_reader_names_has_words_on_the_page():
    notation = ast.parse((ROOT / "game" / "core" / "notation.py").read_text())
    codes = {node.args[3].value for node in ast.walk(notation)
             if isinstance(node, ast.Call) and getattr(node.func, "id", "") == "RecordError"
             and len(node.args) > 3}
    assert len(codes) >= 15
    for code in codes:
        assert "record." + code in TEXT["en"], code


def test_strings_fill_fields_and_refuse_unknown_languages():
    assert Strings("ru")("progress", done=2, total=3) == "ходик 2 из 3"
    assert Strings()("hint.turn", turn="a1-b2") == "Hint: a1-b2 (marked 1, 2, 3 on the board)."
    with pytest.raises(ValueError):
        Strings("de")


def test_the_browser_chooses_the_language():
    assert browser_language(["ru-RU", "en-US"]) == "ru"
    assert browser_language(["de-DE", "en-GB"]) == "en"
    assert browser_language(["fr"]) == "en"
    assert browser_language([]) == "en"
    assert set(LANGUAGES) == set(TEXT)


@pytest.mark.parametrize("language, ground", [("en", "ground"), ("ru", "территори")])
def test_the_capture_games_words_agree_with_each_other(language, ground):
    table = TEXT[language]
    for key in ("button.ground", "count.territory", "legend.territory"):   # one word for the ground
        assert ground in table[key].lower(), key


def test_the_capture_games_words_say_what_happens():
    # in the capture game "taken" marks leave the board, so a cell to place on is not one to "take"
    assert "take" not in TEXT["en"]["legend.reach"]
    # the count comes when the side to move cannot place a whole turn, not when it has nowhere at all
    assert "некуда" not in TEXT["ru"]["result.capture.counted"]


def test_the_russian_bases_rules_use_a_players_words():
    # the bases game's seed calls viruses and bases «единицы», a term it defines first;
    # said without it, «первую единицу» reads oddly: a player says what is placed
    ru = TEXT["ru"]
    assert [key for key in ru if "единиц" in ru[key]] == []
    assert "Первый вирус каждая сторона ставит у края" in ru["help.bases.start"]
    assert "со своим вирусом или с любой базой" in ru["help.bases.sub-move"]
