"""The one table of the page's words, game/web/strings.py, in both languages."""

import ast
import re
from pathlib import Path

import pytest

from game import Game, IllegalMove, RecordError, Rules
from game.rules import SYSTEMS, every_option
from game.web.session import Session
from game.web.strings import LANGUAGES, TEXT, Strings, browser_language

FIELD = re.compile(r"{(\w+)}")
ROOT = Path(__file__).resolve().parents[2]


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


def refusals():
    """Every IllegalMove the engine and each rule system raise, as (where, code,
    the names of its values), read from the calls: a new one is checked too."""
    paths = [ROOT / "game" / "engine" / "game.py"] + sorted((ROOT / "game" / "rules").glob("*.py"))
    found = []
    for path in paths:
        for node in ast.walk(ast.parse(path.read_text())):
            if not (isinstance(node, ast.Call) and getattr(node.func, "id", "") == "IllegalMove"):
                continue
            where = "%s:%d" % (path.name, node.lineno)
            names = {keyword.arg for keyword in node.keywords}
            assert None not in names, "%s: values by name, not **values" % where
            code = node.args[1] if len(node.args) > 1 else ast.Constant("illegal")
            codes = [code.body, code.orelse] if isinstance(code, ast.IfExp) else [code]
            assert all(isinstance(each, ast.Constant) for each in codes), \
                "%s: a code this test can read (a constant, or one of two)" % where
            found += [(where, each.value, names) for each in codes]
    # and what each registered system declares of its refusals (tests/test_systems.py checks them)
    return found + [(name + ".REFUSALS", code, set(names)) for name, system in SYSTEMS.items()
                    for code, names in system.REFUSALS.items()]


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_refusal_of_every_game_has_words_that_need_only_the_values_it_gives(language):
    """A refused click, pass or resignation (the session's status) and an illegal
    move in a record (Strings.record_error: Load record, a record= link)."""
    found = refusals()
    assert {"own-mark", "out-of-reach", "pass-mid-turn", "game-over", "bad-cell", "own-virus",
            "own-base", "enemy-base", "not-beside", "no-pass"} <= {code for _, code, _ in found}
    text = Strings(language)
    for where, code, names in found:
        error = IllegalMove("the engine's words", code, **{name: "X" for name in names})

        def refused():
            raise error

        session = Session(strings=text)
        assert not session._try(refused), where
        assert session.status() == text("illegal." + code, **error.values), where
        said = text.record_error(RecordError.illegal(4, 7, error))
        assert said == text("record.where", line=4, column=7, detail=session.status()), where


def reasons_of(module):
    """The reasons a rule system's Position gives for an end ({"_finish": ...}) and
    for a side going out ({"_go_out": ...}): the module's constants its calls name."""
    tree = ast.parse((ROOT / "game" / "rules" / (module + ".py")).read_text())
    shared = ast.parse((ROOT / "game" / "rules" / "system.py").read_text())   # NO_MOVES, RESIGNED
    constants = {node.targets[0].id: node.value.value for node in shared.body + tree.body
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


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_fault_the_record_reader_names_has_words_that_need_only_its_values(language):
    notation = ast.parse((ROOT / "game" / "engine" / "notation.py").read_text())
    faults = []
    for node in ast.walk(notation):
        if isinstance(node, ast.Call) and getattr(node.func, "id", "") == "RecordError" \
                and len(node.args) > 3:
            names = {keyword.arg for keyword in node.keywords}
            code = node.args[3]
            # a constant, or option.code: a system's own tag (the classic variant, the capture count)
            codes = [code.value] if isinstance(code, ast.Constant) else \
                [option.code for option in every_option().values()]
            faults += [(each, names) for each in codes]
    assert len({code for code, names in faults}) >= 15
    text = Strings(language)
    for code, names in faults:
        error = RecordError(2, 3, "the reader's words", code, **{name: "X" for name in names})
        assert text.record_error(error) == text("record.where", line=2, column=3,
                                                detail=text("record." + code, **error.values)), code


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
