"""The device's games (game/web/keeping/games.py, saves.py): ids, keys, which game a
link or the plain page opens, the list's order and trimming, the old saves'
migration, and the board's picture."""

import json
import random

import pytest

from game import Game, Rules
from game.web.export import thumbnail
from game.web.keeping import games, saves
from game.web.play.session import Session
from game.web.play.settings import Settings, TWO_PLAYERS, VS_BOT


def kept(game_id, played, origin=saves.NEW, source="", result=None):
    return saves.Kept(game_id, origin, source, played, summary={"result": result})


def test_ids_are_fresh_and_name_their_keys_only():
    chooser = random.Random(3)
    ids = {games.new_id(chooser.random) for _ in range(1000)}
    assert len(ids) == 1000 and all(len(found) == games.ID_LENGTH and found.isalnum() for found in ids)
    some = sorted(ids)[0]
    assert games.id_of(games.key(some)) == some
    for other in (games.key(some) + ".broken", "virus-war.game", "virus-war.games.", "virus-war.games.A-B"):
        assert games.id_of(other) is None, other


def test_a_link_opens_its_newest_game_and_the_plain_page_the_newest_of_all():
    found = [kept("a", 10, saves.LINKED, "size=5"), kept("b", 30, saves.NEW), kept("c", 20, saves.LINKED, "size=5"),
             kept("d", 40, saves.LINKED, "size=6")]
    assert games.to_open(found, "size=5") == "c"
    assert games.to_open(found, "") == "d"
    assert games.to_open(found, "size=7") is None and games.to_open([], "") is None
    assert [game.id for game in games.newest_first(found)] == ["d", "b", "c", "a"]


def test_the_list_trims_the_oldest_finished_games_never_an_unfinished_one_nor_the_one_shown():
    found = [kept("u%d" % n, n, result=None) for n in range(5)] + \
        [kept("f%d" % n, 10 + n, result="X") for n in range(5)]
    assert games.to_trim(found, keep=10) == []
    assert games.to_trim(found, keep=7) == ["f0", "f1", "f2"]
    assert games.to_trim(found, keep=7, spare=("f0",)) == ["f1", "f2", "f3"]
    assert games.to_trim(found, keep=2) == ["f0", "f1", "f2", "f3", "f4"], "the unfinished stay, however many"


def test_a_link_is_named_by_its_games_own_parameters_as_the_old_saves_keys_were():
    pairs = [("size", "5"), ("utm_source", "news"), ("lang", "en"), ("id", "abc"), ("mode", "two")]
    assert games.source_text(pairs) == "mode=two&size=5"
    assert games.embed_key("mode=two&size=5", 1) != games.embed_key("mode=two&size=5", 0) \
        != games.embed_key("mode=two&size=6", 0)
    assert games.digest("mode=two") == games.digest("mode=two") and len(games.digest("x" * 1000)) == 8


def test_old_saves_become_games_that_open_from_the_same_address():
    keys = ["virus-war.game:mode=two", "virus-war.game", "virus-war.game.broken", "virus-war.game:mode=two.broken.2",
            "virus-war.games.abc", "virus-war.language"]
    assert games.old_keys(keys) == ["virus-war.game", "virus-war.game:mode=two"]
    old = json.dumps({"version": 1, "game": {"mode": "two", "record": "1. a1"}, "tallied": True})
    first, launch = saves.read_save(old)
    assert first.id is None and launch.game.record() == "1. a1"
    plain = games.migrated("virus-war.game", first)
    linked = games.migrated("virus-war.game:mode=two", saves.read_save(old)[0])
    assert plain.origin == saves.NEW and linked.origin == saves.LINKED and linked.source == "mode=two"
    assert plain.id != linked.id and plain.id == games.migrated("virus-war.game", saves.Kept(None)).id, \
        "two tabs migrating one save write one game"
    assert games.to_open([linked], games.source_text([("mode", "two")])) == linked.id
    assert first.tallied is True, "an old save said only that its result was counted"


def test_a_save_keeps_the_games_identity_its_record_and_what_the_list_says():
    session = Session(Settings(VS_BOT, "X", Rules(5, 5)))
    session.click("a1")
    identity = saves.Kept("k1", saves.EMBEDDED, "size=5", 1234.5, post=1, tallied="lost")
    text = saves.save_text(identity, saves.game_data(session.settings, session.game))
    again, launch = saves.read_save(text)
    assert (again.id, again.origin, again.source, again.played, again.post, again.tallied) == \
        ("k1", saves.EMBEDDED, "size=5", 1234, 1, "lost")
    assert again.record == session.game.record() == '[Size "5x5"]\n\n1. a1'
    assert again.summary == {"game": "classic", "turn": "X", "result": None, "actions": 1}
    assert launch.game.record() == session.game.record()
    broken = json.loads(text)
    broken["post"] = 99
    assert saves.read_save(json.dumps(broken))[0].post == 0, "no floor above the game itself"


def test_a_new_game_saves_its_record_too_for_the_list():
    data = saves.game_data(Settings(TWO_PLAYERS), Game())
    assert data["game"]["record"] == "" and data["summary"]["actions"] == 0


def test_the_picture_draws_each_cell_as_the_engine_says():
    game = Game.from_record('[Size "4x3"]\n\n1. a1-b2-c3, d3-c3')
    picture = thumbnail.svg(game)
    assert picture.startswith("<svg") and picture.endswith("</svg>")
    assert picture.count("<rect") == 1 + 4, "paper, then X's a1 b2, O's d3, X's c3 killed"
    assert 'fill-opacity="0.3"' in picture
    holed = thumbnail.svg(Game(Rules(4, 4, holes=["b2"])))
    assert holed.count("<rect") == 2


def test_a_save_whose_reading_fails_in_any_way_is_a_broken_save(monkeypatch):
    from game.web.keeping import link

    def fails(params):
        raise KeyError("Holes")
    monkeypatch.setattr(link, "read", fails)
    text = json.dumps({"version": 2, "id": "x", "game": {"record": "1. a1"}})
    with pytest.raises(saves.BrokenSave) as broken:
        saves.read_save(text)
    assert broken.value.key == "saved.why.rules"


def test_a_save_keeps_what_redo_would_bring_back_and_a_reload_redoes_it():
    session = Session(Settings(TWO_PLAYERS))
    for cell in ("a1", "b2", "c3", "k10"):
        session.click(cell)
    session.game.annotate(0, "!?", "a diagonal")
    session.undo()
    session.undo()
    session.undo()   # the game is at "1. a1", with b2, then c3, then k10 to redo one at a time
    kept = saves.Kept("k1")
    text = saves.save_text(kept, saves.game_data(session.settings, session.game), session.ahead())
    again, launch = saves.read_save(text)
    assert launch.game.record() == "1. a1"
    reloaded = Session(launch.settings, launch.game)
    reloaded.restore_ahead(again.ahead)
    for record in ("1. a1-b2", "1. a1-b2-c3!? {a diagonal}", "1. a1-b2-c3!? {a diagonal}, k10"):
        assert reloaded.redo() and reloaded.game.record() == record
    assert not reloaded.can_redo()


@pytest.mark.parametrize("ahead", [
    "1. a1-b2", {"record": 5, "steps": [1]}, {"record": "1. a1-b2", "steps": "1"},
    {"record": "1. a1-b2", "steps": [2]}, {"record": "1. a1-b2", "steps": [0]},
    {"record": "1. b1-b2", "steps": [1]}, {"record": "1. a1-zz", "steps": [1]},
    {"record": "1. a1-b2", "steps": [1, 1]}, {"record": "1. a1-b2", "steps": [True]}])
def test_a_saves_redo_that_does_not_go_on_from_its_game_is_dropped_and_the_game_kept(ahead):
    session = Session(Settings(TWO_PLAYERS))
    session.click("a1")
    data = json.loads(saves.save_text(saves.Kept("k1"), saves.game_data(session.settings, session.game)))
    data["ahead"] = ahead
    again, launch = saves.read_save(json.dumps(data))
    reloaded = Session(launch.settings, launch.game)
    reloaded.restore_ahead(again.ahead)
    assert reloaded.game.record() == "1. a1" and not reloaded.can_redo()


def test_a_save_too_long_for_its_redo_keeps_the_game_without_it(monkeypatch):
    session = Session(Settings(TWO_PLAYERS))
    for cell in ("a1", "b2", "c3", "k10"):
        session.click(cell)
    session.undo()
    data = saves.game_data(session.settings, session.game)
    bare = saves.save_text(saves.Kept("k1"), data)
    assert "ahead" in json.loads(saves.save_text(saves.Kept("k1"), data, session.ahead()))
    monkeypatch.setattr(saves, "MAX_SAVE_LENGTH", len(bare) + 10)
    assert saves.save_text(saves.Kept("k1"), data, session.ahead()) == bare, "the game, not what it might become"
