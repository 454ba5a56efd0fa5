"""The page benches play the page as the browser tests do, through the tests'
driver (tests/browser/boardpage.py): one driver of the page contract, kept
beside the tests that hold it to account.  The benches run from a checkout."""

import os
import sys

from game.tools.build import ROOT

sys.path.insert(0, os.path.join(ROOT, "tests", "browser"))

from boardpage import BoardPage, kept_key  # noqa: E402

__all__ = ["BoardPage", "kept_key"]
