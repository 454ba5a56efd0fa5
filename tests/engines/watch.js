// Put first into every page the cross-engine tests open (tests/engines/conftest.py):
// WebDriver tells nothing of the console in WebKit, so the page keeps its own
// problems, across reloads, in sessionStorage (a window's list where storage
// is refused).  It also asks pages to save data, as Chrome's Data Saver does
// in the Chromium tests, so the bot's full stage (Pyodide) is not loaded in a
// test of something else.
(function () {
  var KEY = "engine-tests-problems";
  window.engineTestProblems = [];
  function keep(text) {
    window.engineTestProblems.push(text);
    try {
      var kept = JSON.parse(sessionStorage.getItem(KEY) || "[]");
      kept.push(text);
      sessionStorage.setItem(KEY, JSON.stringify(kept));
    } catch (refused) {}
  }
  var error = console.error;
  console.error = function () {
    keep("console error: " + Array.prototype.map.call(arguments, String).join(" "));
    return error.apply(console, arguments);
  };
  addEventListener("error", function (event) {
    var target = event.target && (event.target.src || event.target.href);
    keep(target ? "failed to load: " + target : "page error: " + event.message + " (" + event.filename + ":" + event.lineno + ")");
  }, true);
  addEventListener("unhandledrejection", function (event) {
    keep("unhandled rejection: " + (event.reason && event.reason.stack || event.reason));
  });
  if (navigator.connection) Object.defineProperty(navigator.connection, "saveData", { get: function () { return true; } });
  else Object.defineProperty(navigator, "connection", { value: { saveData: true } });
})();
