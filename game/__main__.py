import sys

from game.tools.cli import main

sys.exit(main())
