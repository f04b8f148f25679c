"""Figures for the players' phones (issue 33 point 8; printed, never asserted).

    .venv/bin/python benchmarks/bench_phones.py [--rounds 40] [--memory-clients 100]
    xvfb-run -a -s '-screen 0 1920x1080x24' .venv/bin/python benchmarks/bench_phones.py

The real host window (``bench_ui.Host``: a temporary database, the players' screen
open) with ``bench_ui.day2_vote``'s 20-player game, the phones' server listening on
127.0.0.1. The phones are Qt WebSocket clients in a second process (this script run
with ``--clients``), so that their work is not the host's: 20 seat sockets (one per
seat) and 2 web screens. The host's key is a real key event (``QTest``): Ctrl+Z and
Ctrl+Shift+Z in turn (undo and redo of day 2's "open the vote").

a. from the key to every one of the 22 sockets having received the new screen (the
   clients' process prints, on the shared monotonic clock, when the last of them got
   it): median and p95;
b. the host's key (to both windows painted and the commit, as ``bench_ui.py`` times
   it) with the 22 clients connected, beside the same key with none (same run);
c. memory per connected phone: the server process's resident memory before and after
   ``--memory-clients`` web screens connect (in the other process), divided by them.
"""

from __future__ import annotations

import argparse
import hashlib
import os
import sys
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "benchmarks"))
if not os.environ.get("DISPLAY"):
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")


def clients(urls: list[str]) -> int:
    """The clients' process: connect to every URL; print ``ready`` when each has its
    first screen, then ``all <monotonic seconds> <sha1>`` each time every client's
    latest screen message is the same new one."""
    from PySide6.QtCore import QCoreApplication, QUrl
    from PySide6.QtWebSockets import QWebSocket

    app = QCoreApplication([])
    latest: list[str | None] = [None] * len(urls)
    state = {"ready": False, "last": ""}
    sockets = []

    def got(k: int, text: str) -> None:
        if not text.startswith('{"type":"screen"'):
            return
        latest[k] = text
        if all(t == text for t in latest):
            now = time.perf_counter()
            if not state["ready"]:
                state["ready"] = True
                print("ready", flush=True)
            elif text != state["last"]:
                print(f"all {now:.6f} {hashlib.sha1(text.encode()).hexdigest()}", flush=True)
            state["last"] = text

    for k, url in enumerate(urls):
        ws = QWebSocket()
        ws.textMessageReceived.connect(lambda text, k=k: got(k, text))
        ws.open(QUrl(url))
        sockets.append(ws)
    return app.exec()


def rss_kib() -> int:
    """This process's resident memory (KiB)."""
    for line in Path("/proc/self/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1])
    return 0


class Clients:
    """The clients' process, started with ``QProcess``; its lines as they come."""

    def __init__(self, urls: list[str]) -> None:
        from PySide6.QtCore import QProcess

        self.lines: list[str] = []
        self.process = QProcess()
        self.process.readyReadStandardOutput.connect(self._read)
        self.process.start(sys.executable, [str(Path(__file__).resolve()), "--clients", *urls])
        self._buffer = b""

    def _read(self) -> None:
        self._buffer += bytes(self.process.readAllStandardOutput().data())
        *done, self._buffer = self._buffer.split(b"\n")
        self.lines += [d.decode() for d in done]

    def wait_for(self, app: Any, test: Any, seconds: float = 30.0) -> Any:
        end = time.perf_counter() + seconds
        while time.perf_counter() < end:
            for line in self.lines:
                if test(line):
                    self.lines.remove(line)
                    return line
            app.processEvents()
        return None

    def close(self) -> None:
        self.process.kill()
        self.process.waitForFinished(5000)


def main(argv: list[str] | None = None) -> int:
    argv = sys.argv[1:] if argv is None else argv
    if argv[:1] == ["--clients"]:
        return clients(argv[1:])
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=40)
    parser.add_argument("--memory-clients", type=int, default=100)
    parser.add_argument("--size", default="1366x768")
    args = parser.parse_args(argv)
    from bench_ui import Host, Samples, day2_vote, median_ms, p95, run_for, undo_keys
    from PySide6.QtCore import Qt

    redo = [(Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier
             | Qt.KeyboardModifier.ShiftModifier)]
    width, height = (int(v) for v in args.size.split("x"))
    host = Host((width, height))
    host.open(day2_vote())
    app, window = host.app, host.window
    page = window.session.page
    assert page is not None
    hub = window.session.phones
    hub.start("127.0.0.1", 0)
    print(f"bench_phones: {args.rounds} rounds, 20 seats + 2 web screens, "
          f"{host.platform}, {window.width()}x{window.height()}")

    def keys_round(samples: Samples) -> None:
        for keys in (undo_keys(), redo):
            host.respond(keys, samples)
            page.timer.pause()  # no tick between the rounds
            run_for(app, 20)

    none = Samples()
    for _ in range(args.rounds // 2):
        keys_round(none)

    port = hub.port()
    urls = [f"ws://127.0.0.1:{port}/ws"] * 2 + [
        f"ws://127.0.0.1:{port}/ws/seat/{link.url.rsplit('/', 1)[1]}?phone=bench-phone-{link.seat:08d}"
        for link in hub.seats()]
    phones = Clients(urls)
    if phones.wait_for(app, lambda line: line == "ready") is None:
        print("the clients did not connect")
        return 1
    print(f"  connected: {hub.phones_connected()} phones, {hub.screens_connected()} screens")
    with_phones, reach, sending = Samples(), [], []
    send_all = hub.send_all

    def timed_send_all() -> None:  # the hub's own work per change, on the GUI thread
        t0 = time.thread_time()
        send_all()
        sending.append(time.thread_time() - t0)

    hub._due.timeout.disconnect(send_all)
    hub._due.timeout.connect(timed_send_all)
    for _ in range(args.rounds // 2):
        for keys in (undo_keys(), redo):
            w0 = time.perf_counter()
            host.respond(keys, with_phones)
            line = phones.wait_for(app, lambda line: line.startswith("all ")
                                   and float(line.split()[1]) > w0)
            if line is not None:
                reach.append(float(line.split()[1]) - w0)
            page.timer.pause()
            run_for(app, 20)
    phones.close()
    run_for(app, 300)
    print(f"a. key -> 22 sockets updated (loopback)        median {median_ms(reach):6.2f} ms"
          f"   p95 {p95(reach):6.2f} ms   ({len(reach)} of {args.rounds} seen)")
    print(f"   the hub's work per change (22 messages made and sent)  gui thread "
          f"{median_ms(sending):6.2f} / {p95(sending):6.2f} ms")
    print("b. the host's key (both windows painted, the commit):")
    print(none.line("no phone connected (baseline)"))
    print(with_phones.line("20 phones + 2 web screens connected"))

    run_for(app, 500)
    hub.server.join_limit = 10 ** 6  # one address opens them all at once here
    before = rss_kib()
    many = Clients([f"ws://127.0.0.1:{port}/ws"] * args.memory_clients)
    if many.wait_for(app, lambda line: line == "ready", 60) is not None:
        run_for(app, 500)
        after = rss_kib()
        print(f"c. memory per connected web screen: {(after - before) / args.memory_clients:6.1f}"
              f" KiB ({args.memory_clients} connected: {before} -> {after} KiB resident)")
    many.close()
    hub.stop()
    host.close()
    return 0


if __name__ == "__main__":
    sys.exit(main())
