// The libFuzzer target: decodes each input into a `DeckCase` (the same operations the random tests use) and runs
// it through `DeckRun`; a broken invariant aborts, so libFuzzer saves the input as a crash. See docs/testing.md.
//
// Built by scripts/fuzz.sh with `--sanitize=fuzzer --sanitize=address -Xswiftc -DKOLODA_FUZZING`: libFuzzer then
// supplies `main`. In an ordinary build the file has its own `main`, which replays inputs given as files or
// directories (e.g. the seed corpus, or a crash file) without libFuzzer.
import KolodaCheck

@MainActor let harness = FuzzHarness<DeckCase>(name: "DeckFuzzer", maxOperations: 200)

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
    MainActor.assumeIsolated { harness.fuzz(bytes) }
    return 0
}

#if !KOLODA_FUZZING
/// Without libFuzzer: replays every file named on the command line (directories are walked).
@main
struct DeckFuzzerReplay {
    static func main() {
        MainActor.assumeIsolated { harness.replay(Array(CommandLine.arguments.dropFirst())) }
    }
}
#endif
