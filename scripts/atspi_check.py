#!/usr/bin/python3
"""The window as a screen reader finds it through AT-SPI (issue 27), run by scripts/atspi-test
with the app already started under Xvfb on a private accessibility bus.

Checks, in the language LANG of the settings file: the app and its window named "Escaque";
the board node (named as locales/LANG says) holding the 64 named squares; each clock's time in
its name or description; then plays 1.e4 with the keys alone (xdotool: Black's clock key starts
White's clock, Tab to the board, Enter, Up, Up, Enter, White's clock key) and sees the squares'
names change, an event carrying "Black to move" (in LANG) and White's clock showing less time
than before. Prints what it read; exits 1 with the reasons when a check fails.

Usage: scripts/atspi_check.py LANG [--dump]
"""
import os
import re
import subprocess
import sys
import time

import pyatspi
from gi.repository import GLib

LOCALES = __file__.rsplit("/", 2)[0] + "/locales"
TIME = re.compile(r"\b\d{1,2}:\d\d(?::\d\d)?(?:\.\d)?\b")


def fluent(lang, key, variant=None):
    """The text of a simple Fluent message, or of one variant of a selector (no placeables)."""
    lines = open(f"{LOCALES}/{lang}/escaque.ftl", encoding="utf-8").read().splitlines()
    for i, line in enumerate(lines):
        if line.split("=", 1)[0].strip() != key or line.startswith((" ", "#")):
            continue
        value = line.split("=", 1)[1].strip()
        if value and variant is None:
            return value
        for more in lines[i + 1:]:
            if not more.startswith(" ") and more.strip() != "}":
                break
            found = re.match(r"\s*\*?\[(\w+)\]\s*(.*)", more)
            if found and found.group(1) == variant:
                return found.group(2).strip()
    raise SystemExit(f"no message {key} [{variant}] in {lang}")


def walk(node, depth=0):
    if node is None or depth > 60:
        return
    yield node
    for i in range(node.childCount):
        try:
            yield from walk(node.getChildAtIndex(i), depth + 1)
        except Exception:
            continue


def pump(seconds):
    """Lets AT-SPI's events arrive for `seconds`."""
    context = GLib.MainContext.default()
    end = time.monotonic() + seconds
    while time.monotonic() < end:
        while context.pending():
            context.iteration(False)
        time.sleep(0.02)


def wait_for(done, seconds):
    """Lets events arrive until `done()` or `seconds` have passed (a bound for a slow machine,
    not a delay); what `done()` gave last."""
    end = time.monotonic() + seconds
    while True:
        pump(0.1)
        result = done()
        if result or time.monotonic() > end:
            return result


def find_app():
    for _ in range(60):
        desktop = pyatspi.Registry.getDesktop(0)
        for i in range(desktop.childCount):
            app = desktop.getChildAtIndex(i)
            if app is not None and app.childCount > 0 and any(
                    w.getRoleName() == "frame" for w in app):
                return app
        time.sleep(0.5)
    return None


def text_of(node):
    try:
        return (node.name or "") + " | " + (node.description or "")
    except Exception:
        return ""


def key(*names):
    window = os.environ.get("ESCAQUE_WINDOW")
    for name in names:
        subprocess.run(["xdotool", "key"] + (["--window", window] if window else []) + [name], check=True)
        pump(0.4)


class Events:
    """Every AT-SPI event of the app that carries words, and those of them that Orca 43 speaks.

    Orca 43 (src/orca/scripts/default.py, tag ORCA_43_1) has no handler for
    `object:announcement`; it speaks a changed name or description only of the object with the
    focus (`onNameChanged`, `onDescriptionChanged`: "Event is for object other than the
    locusOfFocus" otherwise), and a notification when it is shown (`onShowingChanged`,
    ROLE_NOTIFICATION). So an event is "presented" here when it is one of those."""

    KINDS = ["object:property-change:accessible-name", "object:property-change:accessible-description",
             "object:announcement", "object:text-changed:insert", "object:state-changed:showing",
             "object:state-changed:focused"]

    def __init__(self):
        self.seen = []
        self.presented = []
        self.focus = None
        for kind in self.KINDS:
            pyatspi.Registry.registerEventListener(self.on_event, kind)

    def on_event(self, event):
        data = event.any_data
        words = data if isinstance(data, str) else ""
        try:
            source = event.source.name or ""
            role = event.source.getRoleName()
            path = event.source.path
        except Exception:
            source, role, path = "", "", None
        self.seen.append((event.type, role, source, words))
        if event.type == "object:state-changed:focused":
            if event.detail1:
                self.focus = path
            return
        focused = path is not None and path == self.focus
        if (event.type.startswith("object:property-change:accessible-") and focused
                and role not in ("combo box", "table cell")) \
                or (event.type == "object:state-changed:showing" and event.detail1 and role == "notification"):
            self.presented.append((event.type, role, source, words))

    def carrying(self, text):
        return [e for e in self.presented if text in e[3] or text in e[2]]


def main():
    lang = sys.argv[1]
    dump = "--dump" in sys.argv
    failures = []

    def check(ok, what):
        print(("ok   " if ok else "FAIL ") + what)
        if not ok:
            failures.append(what)

    app = find_app()
    if app is None:
        print("FAIL no application with a frame on the accessibility bus")
        return 1
    frames = [w for w in app if w.getRoleName() == "frame"]
    if dump:
        for node in walk(app):
            print(node.getRoleName(), repr(node.name), repr(node.description))
    check(any(f.name == "Escaque" for f in frames), f"the window is named Escaque: {[f.name for f in frames]!r}")
    # The screen shown, said with the window (atspi-test's settings name the players).
    screen = fluent(lang, "screen-game").replace("{ $white }", "Uxía Fernández").replace("{ $black }", "Jordi Puig")
    check(any(f.description == screen for f in frames), f"the window says its screen {screen!r}: {[f.description for f in frames]!r}")
    # A combo box's choice, which AT-SPI carries in no value: in its description.
    native = {"en": "English", "gl": "Galego", "es": "Español", "pt": "Português", "ca": "Català"}[lang]
    languages = [n for n in walk(app) if n.getRoleName() == "combo box" and n.description == native]
    check(len(languages) == 1, f"the language list says its choice {native!r}: {len(languages)}")

    board_name = fluent(lang, "board-name")
    boards = [n for n in walk(app) if n.name == board_name]
    check(len(boards) == 1, f"one board node named {board_name!r}: {len(boards)}")

    def squares(under):
        return {n.name.split(",")[0]: n.name for n in walk(under) if re.match(r"^[a-h][1-8],", n.name or "")}

    check(len(squares(boards[0]) if boards else {}) == 64, f"the 64 squares inside the board, each named: {len(squares(boards[0]) if boards else {})}")
    before = squares(app)
    if boards:
        check(boards[0].getRoleName() == "table", f"the board is a table: {boards[0].getRoleName()}")

    def clocks():
        found = {}
        for side in ("white", "black"):
            label = fluent(lang, "clock-label", side)
            nodes = [n for n in walk(app) if (n.name or "").startswith(label)]
            found[side] = text_of(nodes[0]) if nodes else ""
        return found

    start = clocks()
    for side, words in start.items():
        check(TIME.search(words) is not None, f"{side}'s clock carries its time: {words!r}")

    events = Events()
    pump(0.5)
    # The game starts with White's clock running (--quick-start); the board takes the keys;
    # 1.e4; White presses the clock.
    key("Tab", "Return", "Up", "Up", "Return")

    def moved():
        now = squares(app)
        return now if now.get("e4") != before.get("e4") else None

    after_move = wait_for(moved, 20) or squares(app)
    key("z")
    check(after_move.get("e2") != before.get("e2") and after_move.get("e4") != before.get("e4"),
          f"e2 and e4 renamed by the move: {before.get('e2')!r} -> {after_move.get('e2')!r}, "
          f"{before.get('e4')!r} -> {after_move.get('e4')!r}")
    black_to_move = fluent(lang, "status-to-move", "black")
    carried = wait_for(lambda: events.carrying(black_to_move), 20) or []
    check(bool(carried), f"an event that Orca 43 speaks carries {black_to_move!r}: {carried[:3]!r}")
    # Black's clock runs: the time it carries follows the digits.
    running = clocks()["black"]

    def time_of(words):
        found = TIME.search(words)
        return found.group(0) if found else None

    def ticked():
        now = clocks()["black"]
        return now if time_of(now) != time_of(running) else None

    later = wait_for(ticked, 20) or clocks()["black"]
    times = [time_of(running), time_of(later)]
    check(None not in times and times[0] != times[1], f"Black's running clock carries its time as it runs: {running!r} -> {later!r}")
    if dump or failures:
        for e in events.seen[-40:]:
            print("event", e)
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
