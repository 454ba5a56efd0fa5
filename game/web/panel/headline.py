"""The end of a game in two words, over its reason: "You won", "You lost" or
"Draw" for one person against the bots, else "X won" ("△ T won") or "Draw";
and the shorter choice where it shares the embed's one line with the reason."""

from game.web.panel.status import outs

HEADLINES = {"won": "headline.won", "lost": "headline.lost", "drawn": "headline.drawn"}


def headline(said):
    """The headline of the session ``said`` (Names) names; "" while the game goes on."""
    session = said.session
    result = session.game.result
    if result is None:
        return ""
    outcome = session.outcome() or ("drawn" if result == "draw" else None)
    if outcome:
        return said.strings(HEADLINES[outcome])
    return said.strings("headline.side-won", side=said.side_name(result))


def beside_reason(said):
    """The headline where it shares one line with the reason (the embed):
    "You won" or "You lost" only, since every reason already says who won
    or that it is a draw ("X won · X wins: ..." said it twice); and where the
    reason says who went out first, so that who won is never cut off."""
    return headline(said) if said.session.outcome() in ("won", "lost") or outs(said) else ""
