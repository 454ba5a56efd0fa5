"""game/tools/build/engines.py's set-up of Firefox and WebKit, each case
simulated: what is missing, root and apt-get are injected, so nothing on this
machine is installed or changed."""

from game.tools.build import engines


class Machine:
    """A pretend machine: the parts each engine lacks, until apt-get brings them."""

    def __init__(self, lacking, root=True, apt_get=True, apt_works=True):
        self.lacking = {engine: list(parts) for engine, parts in lacking.items()}
        self.root, self.apt_get, self.apt_works = root, apt_get, apt_works
        self.installed, self.said = [], []

    def missing(self, engine):
        return self.lacking.get(engine, [])

    def apt_install(self, packages):
        self.installed.append(tuple(packages))
        if not self.apt_works:
            return False, "E: Unable to locate package webkit2gtk-driver"
        for engine, wanted in engines.DEBIAN_PACKAGES.items():
            if tuple(packages) == wanted:
                self.lacking[engine] = []
        return True, ""

    def set_up(self):
        engines.set_up(missing=self.missing, is_root=lambda: self.root,
                       which=lambda name: "/usr/bin/apt-get" if self.apt_get else None,
                       apt_install=self.apt_install, version=lambda engine: engine + " 1.0",
                       say=self.said.append)


def test_engines_already_here_are_named_and_nothing_is_installed():
    machine = Machine({})
    machine.set_up()
    assert machine.installed == []
    assert machine.said == ["engines: firefox (firefox 1.0)", "engines: webkit (webkit 1.0)"]


def test_a_missing_engine_is_installed_by_apt_get_as_root():
    machine = Machine({"webkit": ["WebKitWebDriver", "Xvfb"]})
    machine.set_up()
    assert machine.installed == [("webkit2gtk-driver", "xvfb")]
    assert machine.said[-1] == "engines: webkit (webkit 1.0)"


def test_without_root_a_missing_engine_is_one_line_naming_what_to_install():
    machine = Machine({"firefox": ["firefox"]}, root=False)
    machine.set_up()
    assert machine.installed == []
    assert machine.said[0] == ("engines: no firefox here (firefox missing: apt-get install firefox-esr);"
                               " its tests are skipped")


def test_a_failed_apt_get_says_why_and_then_that_the_engine_is_not_here():
    machine = Machine({"webkit": ["MiniBrowser"]}, apt_works=False)
    machine.set_up()
    assert machine.said[1:] == ["engines: apt-get install webkit2gtk-driver xvfb failed:"
                                " E: Unable to locate package webkit2gtk-driver",
                                "engines: no webkit here (MiniBrowser missing: apt-get install"
                                " webkit2gtk-driver xvfb); its tests are skipped"]
