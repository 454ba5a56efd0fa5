"""The page's parts its first board does without, built the first time one is
asked for: New game (and Draw your own), Send your turn, Embed, Save image and
replay, Print.  The entry of their archive, assets/bundle/page-later.tar.gz
(game/tools/build/bundle.py), which holds only what the page's own archive does
not: game/web/later.py unpacks it, and the page builds the parts by ``parts``."""

from game.web.dialogs.embed_view import EmbedDialog
from game.web.dialogs.new_game_view import NewGameDialog
from game.web.dialogs.send_view import SendDialog
from game.web.export.picture_view import SaveImage
from game.web.export.print_view import PrintDialog


def parts(state, start_game, keeper, bots, theme, board):
    """The parts, not yet wired (``start_game``: the page's, a new game with the board in view)."""
    return (NewGameDialog(state, start_game), SendDialog(state, keeper), EmbedDialog(state, bots, theme),
            SaveImage(state, board, theme), PrintDialog(state))
