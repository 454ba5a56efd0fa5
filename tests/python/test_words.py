"""The page's words, one file per language (game/web/words/en.py, ru.py): the
same keys in both, every key used written out whole and defined, every key
defined used, and words for every refusal, fault and end each game can give."""

import ast
import re
from pathlib import Path

import pytest

from game import Game, IllegalMove, RecordError, Rules
from game.rules import SYSTEMS, every_option
from game.web.panel.spoken import spoken_turns
from game.web.panel.status import result_key, status_words
from game.web.play.session import Session
from game.web.words import FAULTS, LANGUAGES, REFUSALS, Strings, available, browser_language, fault_key, \
    refusal_key, table
from helpers import said

FIELD = re.compile(r"{(\w+)}")
ROOT = Path(__file__).resolve().parents[2]
GAME = ROOT / "game"
LANGUAGE_FILES = ([GAME / "web" / "words" / (language + ".py") for language in LANGUAGES]
                  + sorted((GAME / "systems").glob("*/words.py")))
# The first word of every key with a dot ("status" of "status.your-move"): a constant
# beginning so is a key, or (ending in "." or "-", or with a % field) a key being built.
AREAS = {key.split(".")[0] for key in table("en") if "." in key}
STORAGE = "virus-war."   # localStorage's keys look like words' keys, and are none


def source_constants(tree=None):
    """(where, text) of every string constant of game/'s Python, but the words themselves."""
    for path in sorted(GAME.rglob("*.py")):
        if path in LANGUAGE_FILES:
            continue
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Constant) and isinstance(node.value, str):
                yield "%s:%d" % (path.relative_to(ROOT), node.lineno), node.value


def is_module(text):
    """game.web.page: a module's dotted name, which can look like a key of words."""
    path = ROOT.joinpath(*text.split("."))
    return path.with_suffix(".py").is_file() or (path / "__init__.py").is_file()


def keys_in(constants):
    """The constants that are keys of words: a key's first word, a dot, no space."""
    return [(where, text) for where, text in constants
            if "." in text and text.split(".")[0] in AREAS and " " not in text
            and not text.startswith(STORAGE) and not is_module(text)]


def page_keys():
    """The keys index.html names for its elements (data-text, data-label, data-short)."""
    html = (ROOT / "index.html").read_text(encoding="utf-8")
    return re.findall(r'data-(?:text|label|placeholder|short)="([^"]+)"', html)


def test_both_languages_have_the_same_keys_and_fields():
    english, russian = table("en"), table("ru")
    assert sorted(english) == sorted(russian)
    for key in english:
        assert set(FIELD.findall(english[key])) == set(FIELD.findall(russian[key])), key


def test_every_key_used_is_written_out_whole_and_said_in_both_languages():
    used = keys_in(source_constants())
    assert len(used) > 200
    built = [(where, text) for where, text in used if text.endswith((".", "-")) or "%" in text]
    assert built == [], "a key is written out whole where it is used, so that a search finds it"
    for language in LANGUAGES:
        assert [(where, key) for where, key in used if key not in table(language)] == [], language
    named = page_keys()
    assert len(named) > 30
    assert [key for key in named if key not in table("en")] == []


def test_every_key_defined_is_used():
    used = {text for where, text in source_constants()} | set(page_keys())
    assert [key for key in table("en") if key not in used] == []


def test_a_key_built_by_joining_is_found():
    tree = ast.parse('text("illegal." + code)\ntext("result.%s.%s" % (game, reason))\nkey = "virus-war.game"')
    constants = [("", node.value) for node in ast.walk(tree) if isinstance(node, ast.Constant)]
    assert [text for where, text in keys_in(constants)] == ["illegal.", "result.%s.%s"]


@pytest.mark.parametrize("name", sorted(SYSTEMS))
def test_every_key_a_game_names_is_said_in_both_languages(name):
    words = SYSTEMS[name].WORDS
    keys = list(words["help"]) + [key for sample, key in words["legend"]] \
        + [words["name"], words["progress"], words["actions"]] + [words[name] for name in ("last-in", "count") if name in words] \
        + [key for name in ("cells", "ends", "draws", "refusals", "faults", "mode") for key in words.get(name, {}).values()] \
        + [key for said in words["options"].values() for key in said.values()] \
        + [key for label, choices in words["fields"].values() for key in [label] + list((choices or {}).values())]
    assert len(keys) >= 15
    for language in LANGUAGES:
        assert [key for key in keys if key not in table(language)] == [], language


def test_one_refusal_code_is_one_key_in_every_game():
    """Load record names a record's illegal sub-move by its code alone."""
    keys = {}
    for system in SYSTEMS.values():
        for code, key in system.WORDS["refusals"].items():
            assert keys.setdefault(code, key) == key and code not in REFUSALS, code
    assert refusal_key("taken") == "illegal.taken" and refusal_key("strange") == "illegal.illegal"
    assert fault_key("scoring") == "record.scoring" and fault_key("strange") == FAULTS["record"]


def refusals():
    """Every IllegalMove the engine and each rule system raise, as (where, code,
    the names of its values), read from the calls: a new one is checked too."""
    paths = ([GAME / "engine" / "game.py"] + sorted((GAME / "rules").glob("*.py"))
             + sorted((GAME / "systems").glob("*/rules.py")))
    found = []
    for path in paths:
        for node in ast.walk(ast.parse(path.read_text())):
            if not (isinstance(node, ast.Call) and getattr(node.func, "id", "") == "IllegalMove"):
                continue
            where = "%s:%d" % (path.relative_to(GAME), node.lineno)
            names = {keyword.arg for keyword in node.keywords}
            assert None not in names, "%s: values by name, not **values" % where
            code = node.args[1] if len(node.args) > 1 else ast.Constant("illegal")
            codes = [code.body, code.orelse] if isinstance(code, ast.IfExp) else [code]
            assert all(isinstance(each, ast.Constant) for each in codes), \
                "%s: a code this test can read (a constant, or one of two)" % where
            found += [(where, each.value, names) for each in codes]
    # and what each registered system declares of its refusals (tests/python/test_systems.py checks them)
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

        session = Session()
        assert not session._try(refused), where
        status = status_words(said(session, text))
        assert status == text(refusal_key(code), **error.values), where
        recorded = text.record_error(RecordError.illegal(4, 7, error))
        assert recorded == text("record.where", line=4, column=7, detail=status), where


def reasons_of(module):
    """The reasons a rule system's Position gives for an end ({"_finish": ...}) and
    for a side going out ({"_go_out": ...}): the module's constants its calls name."""
    tree = ast.parse((GAME / "systems" / module / "rules.py").read_text())
    shared = ast.parse((GAME / "rules" / "system.py").read_text())   # NO_MOVES, RESIGNED
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
            try:
                keys.append(result_key(said(Session(game=game))))
            except KeyError:
                pass   # a game that is never drawn, or never won, for this reason
        assert keys and all(key in table("en") for key in keys), (name, reason, keys)
    for reason in reasons["_go_out"]:
        game = Game(Rules(game=name, players=system.MAX_PLAYERS))
        game.position.out = ((0, reason),)
        assert len(status_words(said(Session(game=game))).split(". ")) == 2, reason   # said in the status


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_fault_the_record_reader_names_has_words_that_need_only_its_values(language):
    notation = ast.parse((GAME / "engine" / "notation.py").read_text())
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
                                                detail=text(fault_key(code), **error.values)), code
        assert fault_key(code) != FAULTS["record"] or code == "record", code


def test_strings_fill_fields_and_refuse_unknown_languages():
    assert Strings("ru")("progress", done=2, total=3) == "ходик 2 из 3"
    assert Strings()("hint.turn", turn="a1-b2", numbers="1, 2") == "Hint: a1-b2 (marked 1, 2 on the board)."
    with pytest.raises(ValueError):
        Strings("de")


def test_the_browser_chooses_the_language():
    assert browser_language(["ru-RU", "en-US"]) == "ru"
    assert browser_language(["de-DE", "en-GB"]) == "en"
    assert browser_language(["fr"]) == "en"
    assert browser_language([]) == "en"
    assert all(available(language) for language in LANGUAGES)


@pytest.mark.parametrize("language, ground", [("en", "ground"), ("ru", "территори")])
def test_the_capture_games_words_agree_with_each_other(language, ground):
    words = table(language)
    for key in ("button.ground", "count.territory", "legend.territory"):   # one word for the ground
        assert ground in words[key].lower(), key


def test_the_capture_games_words_say_what_happens():
    # in the capture game "taken" marks leave the board, so a cell to place on is not one to "take"
    assert "take" not in table("en")["legend.reach"]
    # the count comes when the side to move cannot place a whole turn, not when it has nowhere at all
    assert "некуда" not in table("ru")["result.capture.counted"]


def test_the_russian_bases_rules_use_a_players_words():
    # the bases game's seed calls viruses and bases «единицы», a term it defines first;
    # said without it, «первую единицу» reads oddly: a player says what is placed
    ru = table("ru")
    assert [key for key in ru if "единиц" in ru[key]] == []
    assert "Первый вирус каждая сторона ставит у края" in ru["help.bases.start"]
    assert "со своим вирусом или с любой базой" in ru["help.bases.sub-move"]


# A Russian verb in the plural: past tense (-ли, -лись) or present (-ют, -ят, -ются, -ятся, -ут).
PLURAL_VERB = re.compile(r"(?<![а-яё])[а-яё]+(?:ли|лись|ют|ят|ются|ятся|ут)(?![а-яё])")
# Plural words in those sentences whose subject is not the one side: "или" is "or",
# "остальные играют", "базы не меняются", "оба пропустили"; "взят" is a participle.
NOT_THE_SIDES = {"или", "играют", "меняются", "пропустили", "взят"}
SIDE_FIELDS = re.compile(r"{(?:side|winner|loser|mover|owner)}")
# keys said of a side without its field: after "{side}" in say.turn and end.out, or of O in the guide
SAID_OF_A_SIDE = ("say.place", "say.kill", "why.resigned", "why.no-moves", "guide.step.kill", "guide.step.win",
                  "record.result-out")


def test_a_side_is_one_player_in_russian_so_its_verbs_are_singular():
    """«O победил», «X ставит e4»: one side is one player (as «Игрок 13 ставит»),
    never «O победили» — in every sentence a side is the subject of."""
    plural = {}
    for key, words in table("ru").items():
        if SIDE_FIELDS.search(words) or key in SAID_OF_A_SIDE:
            found = set(PLURAL_VERB.findall(words.lower())) - NOT_THE_SIDES
            if found:
                plural[key] = sorted(found)
    assert plural == {}


def test_what_the_page_says_of_a_side_in_russian_agrees_with_one_player():
    game = Game(Rules(5, 5))
    session = Session()
    session.new_game(session.settings, game)
    for cell in ("a1", "b2", "c3"):
        session.click(cell)
    text = Strings("ru")
    assert spoken_turns(said(session, text), 0) == ["X ставит a1, ставит b2, ставит c3."]
    assert text("out.resigned", side="O") == "O сдался и выбыл."
    assert text("headline.side-won", side="O") == "O победил"
    assert text("result.resigned", winner="X", loser="O") == "X победил: O сдался."
