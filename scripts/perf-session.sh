#!/usr/bin/env bash
# Measures koloda-demo in a live window: starts its own Xvfb, and for each window size (540×960 and 1080×1920 px,
# 3 runs each) runs a scripted session with xdotool: 5 drags of the front card past the threshold (20 mouse moves
# 16 ms apart, then release: the card flies out), then 3 s of idle. The demo's `--stats` report gives the frame
# figures while animating (fps; p90 frame interval, between the refresh times frames were shown at; p90 interval between
# present returns; p90 time a present took after its refresh; missed vsyncs at 60 Hz; CPU seconds per second) and while idle
# (lone presents per second); the script adds the idle wake-ups (context switches of the demo's threads over the
# last 2.5 s) and CPU (from /proc, over the last 2.5 s, 1/100 s resolution), the
# demo's PSS (from /proc) and peak memory, and Xvfb's CPU over the session.
# Prints a markdown table, the renderer and the load average.
#
# Run by hand on a quiet machine: the figures depend on the machine and its load; nothing here is a pass/fail test.
# Usage: scripts/perf-session.sh [runs per size, default 3]
# Environment: KOLODA_SCRATCH_PATH (SwiftPM scratch path, default .build), PERF_SIZES (default "540x960 1080x1920"),
# PERF_ARTIFACTS (where the per-run logs go, default a fresh directory under /tmp).
set -euo pipefail

ROOT=$(cd "$(dirname "$0")/.." && pwd)
SCRATCH=${KOLODA_SCRATCH_PATH:-$ROOT/.build}
RUNS=${1:-3}
SIZES=${PERF_SIZES:-"540x960 1080x1920"}
WORK=${PERF_ARTIFACTS:-$(mktemp -d /tmp/koloda-perf.XXXXXX)}
TITLE="Koloda Demo"
mkdir -p "$WORK"

for tool in Xvfb xdotool python3; do
    command -v "$tool" >/dev/null || { echo "perf-session: $tool is not installed" >&2; exit 1; }
done
swift build -c release --scratch-path "$SCRATCH" --product koloda-demo 2>&1 | grep -v "prohibited flag" | tail -1
BIN="$(swift build -c release --scratch-path "$SCRATCH" --show-bin-path)/koloda-demo"

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

# run SIZE INDEX: one session; appends one line of figures to $WORK/results.
run() {
    local size=$1 index=$2 w=${1%x*} h=${1#*x}
    local log="$WORK/run-$size-$index.log"
    "$BIN" --stats --size "$size" >"$log" 2>&1 &
    APP=$!
    local wid
    wid=$(xdotool search --sync --name "$TITLE" | head -1)
    xdotool windowmove "$wid" 0 0
    sleep 1.5  # the first frame and the rasterizing of the cards
    local xvfb0 t0
    xvfb0=$(ticks "$XVFB")
    t0=$(date +%s.%N)
    # Drag from the deck's middle (the deck is centred; 40 % down is inside it at any size) 45 % of the width to
    # the right: far past the threshold.
    local x0=$((w / 2)) y0=$((h * 2 / 5)) step=$((w * 45 / 100 / 20))
    for _ in 1 2 3 4 5; do
        local chain=(mousemove --sync "$x0" "$y0" mousedown 1)
        for k in $(seq 1 20); do chain+=(sleep 0.016 mousemove "$((x0 + k * step))" "$((y0 + k * step / 6))"); done
        chain+=(mouseup 1)
        xdotool "${chain[@]}"
        sleep 0.9  # the fly-out and the next card settling
    done
    sleep 0.5  # the last card settles
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
    python3 - "$log" "$size" "$pss" "$xvfb0" "$xvfb1" "$t0" "$t1" "$(getconf CLK_TCK)" "$idle0" "$idle1" "$wakes0" "$wakes1" >>"$WORK/results" <<'PY'
import re, sys
log, size, pss, x0, x1, t0, t1, hz, i0, i1, w0, w1 = sys.argv[1:]
text = open(log).read()
def find(pattern, default="-"):
    m = re.search(pattern, text)
    return m.group(1) if m else default
xvfb = (float(x1) - float(x0)) / float(hz) / (float(t1) - float(t0))
print("\t".join([size, find(r"renderer (\S+),"), find(r"fps: (\S+)"), find(r"frame interval p50/p90/p99: \S+ / (\S+) /"),
                 find(r"present return interval p50/p90/p99: \S+ / (\S+) /"),
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
echo "| Window (px) | Renderer | fps animating | p90 interval (ms) | p90 return interval (ms) | p90 present duration (ms) | Missed vsyncs | CPU animating (s/s) | Idle presents/s | Idle wake-ups/s | Idle CPU (s/s) | PSS (MB) | Peak RSS (MB) | Xvfb CPU (s/s) | Frames |"
echo "|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|"
while IFS=$'\t' read -r -a f; do
    echo "| ${f[0]} | ${f[1]} | ${f[2]} | ${f[3]} | ${f[4]} | ${f[5]} | ${f[6]} | ${f[7]} | ${f[8]} | ${f[9]} | ${f[10]} | ${f[11]} | ${f[12]} | ${f[13]} | ${f[14]} |"
done <"$WORK/results"
echo
echo "Load average: $(cut -d' ' -f1-3 /proc/loadavg) (nproc $(nproc)); logs in $WORK"
