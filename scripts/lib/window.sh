# Sourced by the screenshot scripts (scripts/screenshots, scripts/screenshots-contrast,
# scripts/screenshots-more, scripts/play-window): the real release window under a virtual
# display, driven as a person would, each widget found as a screen reader finds it.
#
#   screen_up WIDTHxHEIGHT   an Xvfb of that size on a free display, a private session bus with
#                            the accessibility bus on it (AT-SPI), DISPLAY exported
#   screen_down              stops what screen_up started (and the app, if it runs)
#   app_up [ARGS...]         starts $BIN (default target/release/escaque) with
#                            ESCAQUE_DATA_DIR=$data, waits for its window, gives it the whole
#                            screen and the keyboard's focus (there is no window manager)
#   app_down                 closes it
#   click_on [--prefix] [--role ROLE] NAME   a click on the widget of that accessible name
#   square c1                a click on that square (its accessible name begins "c1,")
#   key KEY                  a key pressed in the window
#   shot PATH                the mouse out of the way, then the screen taken into PATH
#
# Callers set `data` (a folder) before app_up; `win` holds the window once it is up.
# Needs SCREENSHOT_TOOLS=1 scripts/setup-debian (Xvfb, xdotool, ImageMagick, AT-SPI).

BIN=${BIN:-${CARGO_TARGET_DIR:-target}/release/escaque}
screen_pids=()
app=
win=

screen_up() {
  local size=$1 fifo
  fifo=$(mktemp)
  # Xvfb picks a free display and writes its number once it is ready.
  Xvfb -displayfd 3 -screen 0 "${size}x24" 3>"$fifo" >/dev/null 2>&1 &
  screen_pids+=($!)
  for _ in $(seq 1 100); do [ -s "$fifo" ] && break; sleep 0.1; done
  [ -s "$fifo" ] || { echo "Xvfb did not start" >&2; return 1; }
  export DISPLAY=:$(head -1 "$fifo")
  rm -f "$fifo"
  screen_width=${size%x*}
  screen_height=${size#*x}
  # A private session bus with the accessibility bus on it, as a desktop with a screen reader
  # has; the app then shows its widgets to AT-SPI (scripts/atspi-where).
  eval "$(dbus-launch --sh-syntax)"
  screen_pids+=("$DBUS_SESSION_BUS_PID")
  /usr/libexec/at-spi-bus-launcher --launch-immediately >/dev/null 2>&1 &
  screen_pids+=($!)
  sleep 1
  gdbus call --session --dest org.a11y.Bus --object-path /org/a11y/bus \
    --method org.freedesktop.DBus.Properties.Set org.a11y.Status IsEnabled '<true>' >/dev/null
}

screen_down() {
  app_down
  [ ${#screen_pids[@]} -gt 0 ] && { kill "${screen_pids[@]}" 2>/dev/null || true; }
  screen_pids=()
  return 0
}

app_up() {
  ESCAQUE_DATA_DIR=$data "$BIN" "$@" >/dev/null 2>&1 &
  app=$!
  win=$(timeout 30 xdotool search --sync --onlyvisible --name '^Escaque' | head -1)
  [ -n "$win" ] || { echo "the window did not open" >&2; return 1; }
  xdotool windowmove "$win" 0 0 windowsize --sync "$win" "$screen_width" "$screen_height" 2>/dev/null \
    || xdotool windowmove "$win" 0 0 windowsize "$win" "$screen_width" "$screen_height"
  for _ in 1 2 3 4 5; do xdotool windowfocus --sync "$win" 2>/dev/null && break; sleep 0.5; done
  sleep 2
}

app_down() {
  [ -n "$app" ] || return 0
  kill "$app" 2>/dev/null || true
  wait "$app" 2>/dev/null || true
  app=
  return 0
}

# The widget is looked for a few times: the window may still be drawing it. One low on the
# screen may lie below the visible part of a panel that scrolls: the mouse's wheel is turned over
# it until it stops moving or comes up (NOSCROLL=1: clicked where it is, as the squares are).
click_on() {
  local xy= x y before=
  for _ in $(seq 1 16); do
    if xy=$(scripts/atspi-where "$@"); then
      read -r x y <<< "$xy"
      [ "${NOSCROLL:-0}" = 1 ] && break
      [ "$y" -lt $((screen_height * 3 / 4)) ] && break
      [ "$xy" = "$before" ] && break
      before=$xy
      xdotool mousemove "$x" $((screen_height / 2)) click 5 click 5 click 5
      sleep 0.3
      continue
    fi
    sleep 0.5
  done
  [ -n "$xy" ] || { import -window root "${TMPDIR:-/tmp}/not-on-screen.png"; echo "not on screen: $* (the screen: ${TMPDIR:-/tmp}/not-on-screen.png)" >&2; return 1; }
  xdotool mousemove "$x" "$y" click 1
  sleep 0.5
}

square() { NOSCROLL=1 click_on --prefix "$1,"; }

key() { xdotool key --clearmodifiers --window "$win" "$1"; sleep 0.5; }

shot() {
  xdotool mousemove $((screen_width - 10)) $((screen_height - 10))
  sleep 1.2
  import -window root "$1"
  echo "$1"
}
