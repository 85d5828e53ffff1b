#!/usr/bin/python3
"""Plays a short game with the keys alone in the Escaque window while Orca runs (scripts/orca-log):
1.f3, then Tab round to Black's running clock (Orca reads its time) and on round to the board,
1...e5 2.g4 Qh4# (the result). Focus is followed through AT-SPI, as in scripts/atspi_check.py.

Usage: scripts/orca_game.py LANG   (with ESCAQUE_WINDOW the window's X id)
"""
import sys

import pyatspi

sys.path.insert(0, __file__.rsplit("/", 1)[0])
from atspi_check import Events, find_app, fluent, key, pump, walk  # noqa: E402


def main():
    lang = sys.argv[1]
    app = find_app()
    if app is None:
        print("no application with a frame on the accessibility bus")
        return 1
    events = Events()
    black_clock = fluent(lang, "clock-label", "black")

    def focused_name():
        for node in walk(app):
            try:
                if node.getState().contains(pyatspi.STATE_FOCUSED):
                    return node.name or ""
            except Exception:
                continue
        return ""

    def tab_until(wanted, limit=60):
        for _ in range(limit):
            key("Tab")
            pump(0.3)
            name = focused_name()
            if wanted(name):
                return name
        return None

    pump(0.5)
    # The board takes the keys, its cursor on e2: 1.f3 and White's clock key.
    key("Tab", "Right", "Return", "Up", "Return", "z")
    pump(1.5)
    found = tab_until(lambda name: name.startswith(black_clock))
    print("clock focused:", found)
    pump(2.0)
    found = tab_until(lambda name: len(name) > 2 and name[0] in "abcdefgh" and name[1] in "12345678" and name[2] == ",")
    print("board focused again:", found)
    # The cursor is back on f3: 1...e5 (f3 -> e3 -> e7, picked up, e5) and Black's clock key.
    key("Left", "Up", "Up", "Up", "Up", "Return", "Down", "Down", "Return", "slash")
    # 2.g4 (e5 -> g5 -> g2, picked up, g4) and White's clock key.
    key("Right", "Right", "Down", "Down", "Down", "Return", "Up", "Up", "Return", "z")
    # 2...Qh4# (g4 -> d4 -> d8, picked up, h8 -> h4).
    key("Left", "Left", "Left", "Up", "Up", "Up", "Up", "Return")
    key("Right", "Right", "Right", "Right", "Down", "Down", "Down", "Down", "Return")
    pump(3.0)
    for e in events.presented:
        print("presented", e)
    return 0


sys.exit(main())
