#!/usr/bin/env bash
# A filter (stdin to stdout) that drops the one line SwiftPM prints on every build of this package that is not about
# our code: `warning: prohibited flag(s): -pthread, …`. Pango's pkg-config flags (pangocairo.pc, through gio-2.0)
# carry `-pthread`, which SwiftPM refuses for a system library target and reports as a warning; the flag is not
# needed (Pango's own libraries link the threads they use), and the target cannot name Pango's eight include folders
# without pkg-config. Only that exact line goes; every other line, warnings included, passes through unbuffered.
#
# Usage: swift build 2>&1 | scripts/known-noise.sh
exec sed -u -E '/^warning: prohibited flag\(s\): -pthread(, -pthread)*$/d'
