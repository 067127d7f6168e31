"""The standalone build's entry point (packaging/build-standalone.sh): the installed app."""

import multiprocessing
import sys

if __name__ == "__main__":
    multiprocessing.freeze_support()  # the AI's spawned search process re-enters here
    from gui.app import run

    sys.exit(run())
