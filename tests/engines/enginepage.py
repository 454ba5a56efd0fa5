"""Playing the page as a person does in any engine, through WebDriver: the
Chromium tests' BoardPage (tests/browser/boardpage.py) for Selenium, by the
same page contract (game/web/README.md, "Page contract")."""

from selenium.webdriver.common.action_chains import ActionChains
from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import WebDriverWait

from boardpage import BOOT_TIMEOUT, BOT_TIMEOUT, cell_point

PROBLEMS_KEY = "engine-tests-problems"   # watch.js keeps them there
POLL_S = 0.05


class EnginePage:
    def __init__(self, driver, base_url=None):
        self.driver = driver
        self.base_url = base_url

    # --- waiting and reading ------------------------------------------------------------

    def js(self, script, *args):
        return self.driver.execute_script(script, *args)

    def wait(self, expression, timeout_ms=BOT_TIMEOUT, *args):
        """Until the JavaScript ``expression`` (of ``arguments``) is true; its last value."""
        return WebDriverWait(self.driver, timeout_ms / 1000, POLL_S).until(
            lambda driver: driver.execute_script("return " + expression, *args),
            "not so in %d s: %s" % (timeout_ms / 1000, expression))

    def wait_for_promise(self, check, timeout_ms=BOT_TIMEOUT):
        """Until the JavaScript function ``check`` resolves true (the caches, say,
        are read by promises, which ``wait`` cannot wait for)."""
        self.driver.set_script_timeout(timeout_ms / 1000 + 5)
        failed = self.driver.execute_async_script("""const [check, timeout, done] = arguments;
            const deadline = performance.now() + timeout;
            (async () => {
                while (!(await eval(check)())) {
                    if (performance.now() > deadline) return "not so in time: " + check;
                    await new Promise((next) => setTimeout(next, 50));   // the next look
                }
                return null;
            })().then(done, (error) => done(String(error)));""", check, timeout_ms)
        assert failed is None, failed

    def open(self, query=""):
        """The page at ``query``, once it is ready for input."""
        self.driver.get(self.base_url + query)
        self.wait_until_ready()
        return self

    def wait_until_ready(self):
        self.wait("document.documentElement.dataset.ready === 'true'", BOOT_TIMEOUT)

    def text(self, selector):
        return self.js("return document.querySelector(arguments[0]).textContent", selector)

    def status(self):
        return self.text("#status-text")

    def record(self):
        return self.text("#record")

    def data(self, name):
        return self.js("return document.querySelector('#status').dataset[arguments[0]]", name)

    def problems(self):
        """What watch.js kept of this tab's top page (its console errors, page
        errors and failed loads, across reloads)."""
        self.driver.switch_to.default_content()
        return self.js("return JSON.parse(sessionStorage.getItem(arguments[0]) || '[]')"
                       ".concat(window.engineTestProblems ? [] : ['watch.js is not in this page'])",
                       PROBLEMS_KEY)

    # --- acting ---------------------------------------------------------------------------

    def click(self, *cells):
        """A click on each cell's centre, as a mouse makes it."""
        canvas = self.driver.find_element(By.ID, "board")
        for cell in cells:
            data = self.js("const board = document.querySelector('#board'), box = board.getBoundingClientRect();"
                           "return Object.assign({width: box.width, height: box.height}, board.dataset)")
            point = cell_point(data, cell)
            # WebDriver's offsets are from the element's centre
            ActionChains(self.driver).move_to_element_with_offset(
                canvas, round(point["x"] - data["width"] / 2), round(point["y"] - data["height"] / 2)).click().perform()

    def press(self, button_id):
        self.driver.find_element(By.ID, button_id).click()

    def wait_for_status(self, expression, timeout_ms=BOT_TIMEOUT):
        """Until a JavaScript expression about #status (as ``s``) is true."""
        self.wait("(() => { const s = document.querySelector('#status'); return %s; })()" % expression,
                  timeout_ms)

    def wait_for_human(self, side="X"):
        """Until the bots have played and it is ``side``'s turn (or the game is over)."""
        self.wait_for_status("(s.dataset.turn === '%s' && s.dataset.thinking === 'false') "
                             "|| s.dataset.result !== ''" % side)
