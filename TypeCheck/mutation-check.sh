#!/usr/bin/env bash
# Proves TypeCheck/typecheck.sh is not vacuous: injects typical UIKit mistakes, one at a time, into a temporary copy
# of Sources/KolodaUIKit and requires each to fail the type-check with the expected diagnostic. Pure bash + Swift.
set -euo pipefail
cd "$(dirname "$0")/.."
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
export TYPECHECK_OUT=${TYPECHECK_OUT:-.build-typecheck} TYPECHECK_EXAMPLE=0  # the front-end only

# The unmutated copy must pass, so that every failure below is the mutation's.
mkdir -p "$work/src"
cp Sources/KolodaUIKit/*.swift "$work/src/"
if ! TYPECHECK_SOURCES="$work/src" TypeCheck/typecheck.sh >"$work/log" 2>&1; then
    cat "$work/log" >&2; echo "mutation check: the unmutated sources do not type-check" >&2; exit 1
fi

total=0 caught=0
# mutate NAME FILE OLD NEW EXPECTED: replace the single occurrence of OLD by NEW in FILE (under Sources/KolodaUIKit)
# and require the type-check to fail with a diagnostic containing EXPECTED.
mutate() {
    local name=$1 file=$2 old=$3 new=$4 expected=$5
    total=$((total + 1))
    rm -rf "$work/src" && mkdir -p "$work/src" && cp Sources/KolodaUIKit/*.swift "$work/src/"
    local text rest
    text=$(<"$work/src/$file")
    rest=${text#*"$old"}
    if [[ "$text" != *"$old"* || "$rest" == *"$old"* ]]; then
        echo "  NOT APPLIED  $name (the original text is not in $file exactly once)"; return
    fi
    printf '%s\n' "${text/"$old"/"$new"}" >"$work/src/$file"
    if TYPECHECK_SOURCES="$work/src" TypeCheck/typecheck.sh >"$work/log" 2>&1; then
        echo "  MISSED       $name (type-checks cleanly)"
    elif grep -qF -- "$expected" "$work/log"; then
        caught=$((caught + 1)); echo "  caught       $name: $(grep -m1 -F -- "$expected" "$work/log" | sed 's/.*error: /error: /')"
    else
        echo "  MISSED       $name (failed, but not with \"$expected\"):"; grep -m3 'error:' "$work/log" | sed 's/^/               /'
    fi
}

echo "mutation check: injecting mistakes into a copy of Sources/KolodaUIKit"
mutate "wrong argument label" KolodaView+Input.swift \
    'pan.translation(in: self)),' 'pan.translation(of: self)),' "incorrect argument label"
mutate "wrong optionality (override)" KolodaView.swift \
    'with event: UIEvent?) -> Bool {' 'with event: UIEvent) -> Bool {' "with non-optional type 'UIEvent'"
mutate "wrong optionality (use)" KolodaView+Scene.swift \
    'if displayLink == nil, window != nil {' 'if displayLink == nil, !window.bounds.isEmpty {' "must be unwrapped"
mutate "missing override" KolodaView.swift \
    'open override func layoutSubviews()' 'open func layoutSubviews()' "requires an 'override' keyword"
mutate "nonexistent method" KolodaView+Scene.swift \
    'link.isPaused = true' 'link.stop()' "has no member 'stop'"
mutate "CGFloat/Double mix-up" KolodaView.swift \
    'set { deck.rotationMax = newValue.map { Double($0) } }' 'set { deck.rotationMax = newValue }' "cannot assign value of type 'CGFloat?' to type 'Double?'"
mutate "missing @MainActor" KolodaView+Input.swift \
    $'@MainActor\nfinal class ThresholdHaptics' 'final class ThresholdHaptics' "main actor-isolated initializer 'init(style:)'"
mutate "non-exhaustive switch over a UIKit enum" KolodaView+Input.swift \
    $'\n            @unknown default: deck.dragCancelled()' '' "may have additional unknown values"
mutate "missing required init?(coder:)" KolodaView.swift \
    $'    public required init?(coder: NSCoder) {\n        super.init(coder: coder)\n        setUp()\n    }' '' "'required' initializer 'init(coder:)' must be provided"
mutate "#selector to a method without @objc" KolodaView+Input.swift \
    '@objc func handleTap(' 'func handleTap(' "not exposed to Objective-C"
mutate "misspelt UIKit enum case" KolodaView+Input.swift \
    'case .cancelled, .failed:' 'case .canceled, .failed:' "has no member 'canceled'"
mutate "Swift 3 run-loop mode name" KolodaView+Scene.swift \
    'forMode: .common)' 'forMode: .commonModes)' "has no member 'commonModes'"
mutate "accessibility action handler not returning Bool" KolodaView+Input.swift \
    'self?.updateDeck { $0.perform(action) } ?? false' '_ = self?.updateDeck { $0.perform(action) }' "Bool"
mutate "property called as a function" KolodaView+Input.swift \
    'UIAccessibility.isReduceMotionEnabled }' 'UIAccessibility.isReduceMotionEnabled() }' "cannot call value of non-function type 'Bool'"

echo "mutation check: $caught/$total caught"
[ "$caught" -eq "$total" ]
