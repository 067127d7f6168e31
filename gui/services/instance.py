"""One instance per data folder.

The first app on a data folder holds a lock file in it (``QLockFile``) and listens on a
local socket named after the folder. A second app finds the lock taken: it may ask the
first to come forward (a message on the socket) or open read-only (it writes no autosave,
history, statistics nor settings, so the first one's game is never overwritten or deleted).

The lock is never "stale" by age (an app may run for days): only when the process that
took it is gone (it crashed, or was killed), which ``QLockFile`` checks by its process id,
so a crash never leaves the folder locked.
"""

from __future__ import annotations

import hashlib
import logging
from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QLockFile, QObject
from PySide6.QtNetwork import QLocalServer, QLocalSocket

log = logging.getLogger(__name__)

LOCK_NAME = "card-table.lock"


def server_name(folder: Path) -> str:
    """The local socket's name for a data folder (the same for every path to it)."""
    try:
        key = str(folder.resolve())
    except OSError:
        key = str(folder.absolute())
    return "card-table-" + hashlib.sha256(key.encode("utf-8", "surrogatepass")).hexdigest()[:20]


class InstanceLock(QObject):
    """The data folder's lock and, once held, the socket others reach this app by."""

    def __init__(self, folder: Path, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.folder = Path(folder)
        self.lock = QLockFile(str(self.folder / LOCK_NAME))
        self.lock.setStaleLockTime(0)  # stale only when its process is gone, never by age
        self.server: QLocalServer | None = None
        self.on_raise: Callable[[], None] | None = None
        self.error = ""

    def acquire(self) -> bool:
        """Take the lock (a dead instance's lock is taken over). False when another
        running app holds it, or the folder cannot hold a lock file (``error`` says why:
        the app then runs as if it were the only one)."""
        try:
            self.folder.mkdir(parents=True, exist_ok=True)
        except OSError as e:
            self.error = f"cannot make {self.folder}: {e.strerror}"
            log.warning("no instance lock: %s", self.error)
            return True
        if self.lock.tryLock(0):
            self._listen()
            return True
        if self.lock.error() == QLockFile.LockError.LockFailedError:
            return False
        self.error = f"cannot write the lock file in {self.folder}"
        log.warning("no instance lock: %s", self.error)
        return True

    def _listen(self) -> None:
        name = server_name(self.folder)
        QLocalServer.removeServer(name)  # a crashed instance's socket (we hold the lock)
        server = QLocalServer(self)
        if not server.listen(name):
            log.warning("cannot listen on %s: %s", name, server.errorString())
            return
        server.newConnection.connect(self._on_connection)
        self.server = server

    def _on_connection(self) -> None:
        # a connection is the message: no Python slot on the socket, which is freed at once
        assert self.server is not None
        came = False
        while (socket := self.server.nextPendingConnection()) is not None:
            socket.abort()
            socket.deleteLater()
            came = True
        if came and self.on_raise is not None:
            self.on_raise()

    def release(self) -> None:
        """Give the folder back (at quit)."""
        if self.server is not None:
            self.server.close()
            self.server = None
        if self.lock.isLocked():
            self.lock.unlock()


def bring_forward(folder: Path, timeout_ms: int = 2000) -> bool:
    """Ask the app holding ``folder`` to show its window (connecting is the message).
    Whether it was reached."""
    socket = QLocalSocket()
    socket.connectToServer(server_name(folder))
    reached = socket.waitForConnected(timeout_ms)
    socket.abort()
    return reached
