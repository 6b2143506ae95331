// The libFuzzer target: decodes each input into a `DeckCase` (the same operations the random tests use) and runs
// it through `DeckRun`; a broken invariant aborts, so libFuzzer saves the input as a crash. See docs/testing.md.
//
// Built by scripts/fuzz.sh with `--sanitize=fuzzer --sanitize=address -Xswiftc -DKOLODA_FUZZING`: libFuzzer then
// supplies `main`. In an ordinary build the file has its own `main`, which replays inputs given as files or
// directories (e.g. the seed corpus, or a crash file) without libFuzzer.
#if canImport(Glibc)
import Glibc
#endif
import Foundation
import KolodaCheck

/// Operations per input, so every input runs in bounded time.
let maxOperations = 200

@MainActor
func runInput(_ bytes: [UInt8]) -> (DeckCase, DeckRun.Failure?) {
    var entropy = ByteEntropy(bytes)
    let deckCase = DeckCase.decode(&entropy, maxOperations: maxOperations)
    return (deckCase, deckCase.check())
}

@MainActor
func report(_ deckCase: DeckCase, _ failure: DeckRun.Failure) -> Never {
    let (shrunk, shrunkFailure) = deckCase.shrunk(keeping: failure, maxAttempts: 2000)
    print("DeckFuzzer: invariant broken: \(failure)\nShrunk to \(shrunk.operations.count) operations:\n")
    print(shrunk.testSnippet(failure: shrunkFailure))
    fflush(nil)  // flushes every output stream before the abort
    abort()
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
    MainActor.assumeIsolated {
        let (deckCase, failure) = runInput(bytes)
        if let failure { report(deckCase, failure) }
    }
    return 0
}

#if !KOLODA_FUZZING
/// Without libFuzzer: replays every file named on the command line (directories are walked).
@main
struct DeckFuzzerReplay {
    static func main() {
        var files: [String] = []
        for path in CommandLine.arguments.dropFirst() {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else { continue }
            if isDirectory.boolValue {
                let names = (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []
                files += names.sorted().map { path + "/" + $0 }
            } else {
                files.append(path)
            }
        }
        var operations = 0
        MainActor.assumeIsolated {
            for file in files {
                guard let data = FileManager.default.contents(atPath: file) else { continue }
                let (deckCase, failure) = runInput(Array(data))
                operations += deckCase.operations.count
                if let failure { print("\(file):"); report(deckCase, failure) }
            }
        }
        print("DeckFuzzer: replayed \(files.count) inputs, \(operations) operations, no invariant broken")
    }
}
#endif
