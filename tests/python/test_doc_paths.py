"""Every file or folder the docs name exists: a move or a rename that leaves a
doc pointing nowhere fails here, not in a reader's hands.  The docs are the
Markdown files of the repository; a name is a link's target (relative to its
file) or a path in backquotes from the repository's top (game/…, tests/…,
assets/…)."""

import pathlib
import re

ROOT = pathlib.Path(__file__).resolve().parents[2]
LINK = re.compile(r"\]\(([^)#\s]+)(?:#[^)]*)?\)")
QUOTED = re.compile(r"`((?:game|tests|assets)/[^`\s*{}<>…]+?)[`:]")


def docs():
    return sorted(path for path in ROOT.rglob("*.md")
                  if not {"node_modules", ".venv", "dist", "test-results", ".git"} & set(path.parts))


def named(path):
    """(line number, the path named, the path it resolves to) of each name in ``path``."""
    for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
        for target in LINK.findall(line):
            if not re.match(r"[a-z]+:", target):   # not http:, mailto:
                yield number, target, (path.parent / target)
        for target in QUOTED.findall(line):
            yield number, target, ROOT / target.rstrip("/.,")


def test_every_path_a_doc_names_exists():
    missing = ["%s:%d %s" % (doc.relative_to(ROOT), number, target)
               for doc in docs() for number, target, resolved in named(doc)
               if not resolved.exists() and not _made(target)]
    assert missing == []


def _made(target):
    """The paths make writes (git-ignored): the runtime, the archives, the results."""
    return target.startswith(("assets/runtime", "assets/bundle", "test-results", "dist"))


def test_the_check_sees_a_path_that_is_not_there(tmp_path):
    doc = tmp_path / "x.md"
    doc.write_text("See [the page](web/README.md) and `game/nowhere.py`.\n")
    assert [(number, target) for number, target, resolved in named(doc) if not resolved.exists()] == [
        (1, "web/README.md"), (1, "game/nowhere.py")]
