"""Card Table launcher."""

import sys

if __name__ == "__main__":
    from gui.app import run

    sys.exit(run())
