#!/usr/bin/env bash
# Measures koloda-demo in a live window: starts its own Xvfb, and for each window size (540×960 and 1080×1920 px,
# 3 runs each) runs a scripted session with xdotool: 5 drags of the front card, then 3 s of idle.
#
# The gesture (PERF_GESTURE):
# - `held` (the default): press, 37 mouse moves over 600 ms to +40 % of the width, release; the card flies out.
# - `short`: press, 20 moves 16 ms apart to +45 % of the width, release.
# After each release the session waits 1 s for the fly-out and the next card to settle.
#
# Per run it reports:
# - CPU from press to release + 450 ms (user + system ticks from /proc, 1/100 s resolution, summed over the 5
#   gestures and divided by their summed duration), and the presents per second and missed refreshes inside those
#   windows, from the demo's `--present-log` (scripts/present_log.py). The window presents only frames that changed,
#   so a refresh counts as missed only when a changed frame was due at it and none was shown: input the loop took at
#   least one refresh period before it and not yet on screen, or an animation running (each refresh has a new
#   picture) with no deck frame at that refresh that changed nothing. At 120 Hz with 60 Hz pointer moves, the
#   refreshes between two moves have nothing new and are not misses. A log from an older demo (no input or deck-frame
#   lines) is counted the old way, every refresh between two presents; the table's "Miss rule" column says which;
# - the demo's `--stats` figures (while animating: fps; p90 frame interval, between the refresh times frames were
#   shown at; p90 time a present took after its refresh; missed vsyncs; CPU seconds per second);
# - idle: lone presents per second (demo), wake-ups (context switches of the demo's threads over the last 2.5 s)
#   and CPU (from /proc over the last 2.5 s); the demo's PSS and peak RSS; Xvfb's CPU over the session.
# Prints a markdown table, the refresh rate, the renderer and the load average.
#
# Run by hand on a quiet machine: the figures depend on the machine and its load; nothing here is a pass/fail test.
# Usage: scripts/perf-session.sh [runs per size, default 3]
# Environment:
#   PERF_GESTURE   held (default) or short
#   PERF_REFRESH   the refresh rate (Hz) the demo paces at (`--refresh`; Xvfb reports none), default 60
#   PERF_SIZES     window sizes, default "540x960 1080x1920"
#   PERF_BIN       a koloda-demo binary to measure instead of building this checkout's (e.g. an older build, for
#                  before/after runs; one without --refresh/--present-log is run at 60 Hz without the present log)
#   KOLODA_SCRATCH_PATH  SwiftPM scratch path, default .build
#   PERF_ARTIFACTS where the per-run logs go, default a fresh directory under /tmp
set -euo pipefail

ROOT=$(cd "$(dirname "$0")/.." && pwd)
SCRATCH=${KOLODA_SCRATCH_PATH:-$ROOT/.build}
RUNS=${1:-3}
SIZES=${PERF_SIZES:-"540x960 1080x1920"}
GESTURE=${PERF_GESTURE:-held}
REFRESH=${PERF_REFRESH:-60}
WORK=${PERF_ARTIFACTS:-$(mktemp -d /tmp/koloda-perf.XXXXXX)}
TITLE="Koloda Demo"
mkdir -p "$WORK"
case "$GESTURE" in held | short) ;; *) echo "perf-session: PERF_GESTURE must be held or short" >&2; exit 2 ;; esac

for tool in Xvfb xdotool python3; do
    command -v "$tool" >/dev/null || { echo "perf-session: $tool is not installed" >&2; exit 1; }
done
# The miss counter is checked on synthetic logs first (one dropped due frame must count as one miss).
python3 "$ROOT/scripts/test_present_log.py" >"$WORK/present-log-check.txt" 2>&1 \
    || { cat "$WORK/present-log-check.txt" >&2; echo "perf-session: the miss counter fails its check" >&2; exit 1; }
if [[ -n "${PERF_BIN:-}" ]]; then
    BIN=$PERF_BIN
else
    mkdir -p "$SCRATCH"
    swift build -c release --scratch-path "$SCRATCH" --product koloda-demo >"$SCRATCH/koloda-demo-build.log" 2>&1 \
        || { grep -v "prohibited flag" "$SCRATCH/koloda-demo-build.log" >&2; echo "perf-session: the build of koloda-demo failed" >&2; exit 1; }
    grep -v "prohibited flag" "$SCRATCH/koloda-demo-build.log" | tail -1
    BIN="$(swift build -c release --scratch-path "$SCRATCH" --show-bin-path)/koloda-demo"
fi
# An older demo has no --refresh and no --present-log: it runs at its 60 Hz, and the in-window present figures are "-".
NEW_FLAGS=1
"$BIN" --help | grep -q -- "--present-log" || NEW_FLAGS=0
if [[ $NEW_FLAGS == 0 && "$REFRESH" != 60 ]]; then
    echo "perf-session: $BIN has no --refresh; it can only be measured at 60 Hz" >&2
    exit 2
fi

# A free display number, then Xvfb on it, large enough for a 1080×1920 window.
DISPLAY_NUMBER=99
while [[ -e /tmp/.X11-unix/X$DISPLAY_NUMBER || -e /tmp/.X$DISPLAY_NUMBER-lock ]]; do DISPLAY_NUMBER=$((DISPLAY_NUMBER + 1)); done
Xvfb ":$DISPLAY_NUMBER" -screen 0 1200x2000x24 -nolisten tcp >"$WORK/xvfb.log" 2>&1 &
XVFB=$!
APP=
cleanup() {
    [[ -n "$APP" ]] && kill "$APP" 2>/dev/null || true
    kill "$XVFB" 2>/dev/null || true
}
trap cleanup EXIT
export DISPLAY=":$DISPLAY_NUMBER"
for _ in $(seq 50); do xdotool getmouselocation >/dev/null 2>&1 && break; sleep 0.1; done

# CPU ticks (user + system) of a process.
ticks() { awk '{print $14 + $15}' "/proc/$1/stat" 2>/dev/null || echo 0; }
# Context switches (voluntary and not) of all of a process's threads: each wake-up from a sleep is one.
switches() { cat /proc/"$1"/task/*/status 2>/dev/null | awk '/ctxt_switches/ {n += $2} END {print n + 0}'; }

# gestures PID W H OUT: the 5 drags, timed on CLOCK_MONOTONIC_RAW (the demo's clock); writes one line per gesture
# to OUT: press time, release time, end of the CPU window (release + 450 ms), CPU ticks in that window.
gestures() {
    python3 - "$@" "$GESTURE" "$(getconf CLK_TCK)" <<'PY'
import subprocess, sys, time
pid, w, h, out, gesture, hz = sys.argv[1], int(sys.argv[2]), int(sys.argv[3]), sys.argv[4], sys.argv[5], int(sys.argv[6])
def now(): return time.clock_gettime(time.CLOCK_MONOTONIC_RAW)
def ticks():
    f = open("/proc/%s/stat" % pid).read().rsplit(")", 1)[1].split()
    return int(f[11]) + int(f[12])  # utime + stime (fields 14 and 15)
# Start in the deck's middle (the deck is centred; 40 % down is inside it at any size).
x0, y0 = w // 2, h * 2 // 5
if gesture == "held":
    moves, pause, reach = 37, 0.6 / 37, 0.40
else:
    moves, pause, reach = 20, 0.016, 0.45
lines = []
for _ in range(5):
    subprocess.run(["xdotool", "mousemove", "--sync", str(x0), str(y0)], check=True)
    time.sleep(0.2)
    chain = ["xdotool", "mousedown", "1"]
    for k in range(1, moves + 1):
        dx = round(w * reach * k / moves)
        chain += ["sleep", "%.4f" % pause, "mousemove", str(x0 + dx), str(y0 + dx // 6)]
    chain += ["mouseup", "1"]
    t0, c0 = now(), ticks()
    subprocess.run(chain, check=True)
    t1 = now()
    time.sleep(max(0, t1 + 0.45 - now()))
    t2, c1 = now(), ticks()
    lines.append("%.6f %.6f %.6f %d\n" % (t0, t1, t2, c1 - c0))
    time.sleep(1.0)  # the fly-out and the next card settling
open(out, "w").write("".join(lines))
PY
}

# run SIZE INDEX: one session; appends one line of figures to $WORK/results.
run() {
    local size=$1 index=$2 w=${1%x*} h=${1#*x}
    local log="$WORK/run-$size-$index.log" presents="$WORK/presents-$size-$index.txt" windows="$WORK/gestures-$size-$index.txt"
    local flags=(--stats --size "$size")
    [[ $NEW_FLAGS == 1 ]] && flags+=(--refresh "$REFRESH" --present-log "$presents")
    "$BIN" "${flags[@]}" >"$log" 2>&1 &
    APP=$!
    local wid
    wid=$(xdotool search --sync --name "$TITLE" | head -1)
    xdotool windowmove "$wid" 0 0
    sleep 1.5  # the first frame and the rasterizing of the cards
    local xvfb0 t0
    xvfb0=$(ticks "$XVFB")
    t0=$(date +%s.%N)
    gestures "$APP" "$w" "$h" "$windows"
    local idle0 idle1 wakes0 wakes1
    idle0=$(ticks "$APP")
    wakes0=$(switches "$APP")
    sleep 2.5  # idle: its CPU and wake-ups are measured from /proc, its presents by the demo
    idle1=$(ticks "$APP")
    wakes1=$(switches "$APP")
    local pss
    pss=$(awk '/^Pss:/ {print $2}' "/proc/$APP/smaps_rollup" 2>/dev/null || echo 0)
    local xvfb1 t1
    xvfb1=$(ticks "$XVFB")
    t1=$(date +%s.%N)
    xdotool key Escape || true
    for _ in $(seq 50); do kill -0 "$APP" 2>/dev/null || break; sleep 0.1; done
    kill "$APP" 2>/dev/null || true
    wait "$APP" || true
    APP=
    ROOT="$ROOT" python3 - "$log" "$size" "$pss" "$xvfb0" "$xvfb1" "$t0" "$t1" "$(getconf CLK_TCK)" "$idle0" "$idle1" "$wakes0" "$wakes1" \
        "$windows" "$presents" "$REFRESH" >>"$WORK/results" <<'PY'
import os, re, sys
log, size, pss, x0, x1, t0, t1, hz, i0, i1, w0, w1, windows, presents, refresh = sys.argv[1:]
text = open(log).read()
def find(pattern, default="-"):
    m = re.search(pattern, text)
    return m.group(1) if m else default
xvfb = (float(x1) - float(x0)) / float(hz) / (float(t1) - float(t0))
gestures = [tuple(map(float, line.split())) for line in open(windows)]
span = sum(end - press for press, _, end, _ in gestures)
cpu = sum(t for *_, t in gestures) / float(hz) / span
# Presents inside the windows and the refreshes they missed (from the present log, when the demo wrote one).
rate, missed, rule = "-", "-", "-"
if os.path.exists(presents):
    sys.path.insert(0, os.path.join(os.environ["ROOT"], "scripts"))
    import present_log
    with open(presents) as f:
        shown, inputs, ticks = present_log.parse(f)
    count, miss, rule = present_log.count(
        shown, inputs, ticks, 1 / float(refresh), [(press, end) for press, _, end, _ in gestures])
    rate, missed = "%.1f" % (count / span), str(miss)
print("\t".join([size, find(r"renderer (\S+),"), "%.3f" % cpu, rate, missed, rule,
                 find(r"fps: (\S+)"), find(r"frame interval p50/p90/p99: \S+ / (\S+) /"),
                 find(r"present duration after the refresh p50/p90/p99: \S+ / (\S+) /"),
                 find(r"missed vsyncs: (\d+)"), find(r"cpu while animating: (\S+) s/s"),
                 find(r"idle: \S+ s, (\S+) presents/s"), "%.1f" % ((int(w1) - int(w0)) / 2.5),
                 "%.3f" % ((float(i1) - float(i0)) / float(hz) / 2.5),
                 "%.1f" % (int(pss) / 1024), find(r"peak memory: (\S+) MB"), "%.2f" % xvfb,
                 find(r"frames: (\d+)")]))
PY
}

for size in $SIZES; do
    for index in $(seq 1 "$RUNS"); do run "$size" "$index"; done
done

echo
echo "Gesture: $GESTURE; refresh: ${REFRESH} Hz; binary: $BIN"
echo
echo "| Window (px) | Renderer | CPU press → release + 450 ms (s/s) | Presents/s in those windows | Missed refreshes in them | Miss rule | fps animating | p90 interval (ms) | p90 present duration (ms) | Missed vsyncs | CPU animating (s/s) | Idle presents/s | Idle wake-ups/s | Idle CPU (s/s) | PSS (MB) | Peak RSS (MB) | Xvfb CPU (s/s) | Frames |"
echo "|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|"
while IFS=$'\t' read -r -a f; do
    echo "| ${f[0]} | ${f[1]} | ${f[2]} | ${f[3]} | ${f[4]} | ${f[5]} | ${f[6]} | ${f[7]} | ${f[8]} | ${f[9]} | ${f[10]} | ${f[11]} | ${f[12]} | ${f[13]} | ${f[14]} | ${f[15]} | ${f[16]} | ${f[17]} |"
done <"$WORK/results"
echo
echo "Load average: $(cut -d' ' -f1-3 /proc/loadavg) (nproc $(nproc)); logs in $WORK"
