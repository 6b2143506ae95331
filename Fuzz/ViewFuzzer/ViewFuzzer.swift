// The view layer's libFuzzer target: decodes each input into a `ViewCase` (the same operations as the view layer's
// random tests: pointer, key, resize, frame, data-source and setting changes) and runs it through `ViewRun`, which
// drives a real `KolodaView` through the window host's input translation; a broken invariant aborts, so libFuzzer
// saves the input as a crash. See docs/testing.md.
//
// Built by scripts/fuzz-view.sh (scripts/fuzz.sh with KOLODA_FUZZ_TARGET=ViewFuzzer) with `--sanitize=fuzzer
// --sanitize=address -Xswiftc -DKOLODA_FUZZING`: libFuzzer then supplies `main`. In an ordinary build the file has
// its own `main`, which replays inputs given as files or directories (the seed corpus, a crash file).
import KolodaCheck
import KolodaViewCheck

@MainActor let harness = FuzzHarness<ViewCase>(name: "ViewFuzzer", maxOperations: 120)

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
    MainActor.assumeIsolated { harness.fuzz(bytes) }
    return 0
}

#if !KOLODA_FUZZING
/// Without libFuzzer: replays every file named on the command line (directories are walked).
@main
struct ViewFuzzerReplay {
    static func main() {
        MainActor.assumeIsolated { harness.replay(Array(CommandLine.arguments.dropFirst())) }
    }
}
#endif
