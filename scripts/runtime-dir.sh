# Sourced by scripts/demo.sh and scripts/test.sh. Without a display SDL tries Wayland, whose client library prints
# "error: XDG_RUNTIME_DIR is invalid or not set in the environment." when that variable is unset (a container, an
# ssh session without a login manager), though nothing is wrong: the demo then records a GIF, and the test that opens
# a window without a display expects the refusal. When it is unset, the scripts' programs get a private, empty
# runtime folder (mode 0700, as the XDG Base Directory specification asks), where Wayland finds no display and says
# nothing; the folder is removed when the script exits.
if [ -z "${XDG_RUNTIME_DIR:-}" ] || [ ! -d "$XDG_RUNTIME_DIR" ]; then
    XDG_RUNTIME_DIR=$(mktemp -d)
    export XDG_RUNTIME_DIR
    trap 'rm -rf "$XDG_RUNTIME_DIR"' EXIT
fi
