"""The page's shared state and its one 'changed' event (game/web/play/state.py)."""

import pytest

from game.web.play.state import PageState


def state_with(log, *registered):
    state = PageState(session="session", text="text", view="view")
    for name, aspects in registered:
        state.on(aspects, lambda name=name: log.append(name))
    return state


def test_the_reactions_run_in_the_order_registered_whatever_the_order_named():
    log = []
    state = state_with(log, ("save", "game"), ("draw", "board"), ("panel", "panel"))
    state.changed("panel", "board", "game")
    assert log == ["save", "draw", "panel"]


def test_only_the_reactions_to_the_aspects_named_run():
    log = []
    state = state_with(log, ("save", "game"), ("draw", "board"), ("panel", "panel"))
    state.changed("board")
    assert log == ["draw"]


def test_a_reaction_to_several_aspects_runs_once_per_change():
    log = []
    state = state_with(log, ("render", ("board", "panel")), ("words", "words"))
    state.changed("board", "panel", "board")
    assert log == ["render"]
    state.changed("panel")
    assert log == ["render", "render"]


def test_an_unknown_aspect_is_an_error_when_registered_or_changed():
    state = PageState(session=None, text=None, view=None)
    with pytest.raises(ValueError):
        state.on("bord", lambda: None)
    with pytest.raises(ValueError):
        state.changed("bord")


def test_a_change_made_by_a_reaction_is_handled_after_the_current_one():
    log = []
    state = PageState(session=None, text=None, view=None)

    def save():
        log.append("save")
        if state.hint:
            state.hint = []
            state.changed("board")   # the hint is gone: a new change

    state.on("game", save)
    state.on("board", lambda: log.append("draw " + repr(state.hint)))
    state.on("panel", lambda: log.append("panel"))
    state.hint = ["b2"]
    state.changed("game", "panel")
    assert log == ["save", "panel", "draw []"]
    assert state.pending is None


def test_a_failing_reaction_leaves_the_state_ready_for_the_next_change():
    log = []
    state = PageState(session=None, text=None, view=None)

    def broken():
        raise RuntimeError("broken")

    state.on("game", broken)
    state.on("board", lambda: log.append("draw"))
    with pytest.raises(RuntimeError):
        state.changed("game")
    state.changed("board")
    assert log == ["draw"]


def test_the_shared_values_start_as_a_new_page_has_them():
    state = PageState(session="session", text="text", view="view")
    assert (state.session, state.text, state.view) == ("session", "text", "view")
    assert (state.spoken, state.hint, state.paused, state.fast, state.played_here) == (0, [], False, False, False)
