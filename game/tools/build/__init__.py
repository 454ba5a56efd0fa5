"""What turns the checkout into the page a host serves: the Python archives
(``bundle``), the runtime's file list (``runtime_list``), the project's
puzzles (``puzzles``), the local server (``serve``) and the Chromium the
tests and benches use (``browser``).  ``make`` runs them; none is shipped."""

import os

# The checkout: the folder holding index.html and game/.
ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
