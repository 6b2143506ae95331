// The view layer's libFuzzer target: decodes each input into a `ViewCase` (the same operations as the view-layer
// random tests: pointer, key, resize, frame, data-source and setting changes) and runs it through `ViewRun`, which
// drives a real `KolodaView` through the window host's input translation; a broken invariant aborts, so libFuzzer saves the input as a crash. See docs/testing.md.
//
// Built by scripts/fuzz.sh (KOLODA_FUZZ_TARGET=ViewFuzzer, or scripts/fuzz-view.sh) with `--sanitize=fuzzer --sanitize=address -Xswiftc -DKOLODA_FUZZING`: libFuzzer then
// supplies `main`. In an ordinary build the file has its own `main`, which replays inputs given as files or
// directories (e.g. the seed corpus, or a crash file) without libFuzzer.
#if canImport(Glibc)
import Glibc
#endif
import Foundation
import KolodaCheck
import KolodaViewCheck

/// Operations per input, so every input runs in bounded time.
let maxOperations = 120

@MainActor
func runInput(_ bytes: [UInt8]) -> (ViewCase, ViewRun.Failure?) {
    var entropy = ByteEntropy(bytes)
    let viewCase = ViewCase.decode(&entropy, maxOperations: maxOperations)
    return (viewCase, ViewRun.check(initialCount: viewCase.initialCount, viewCase.operations))
}

@MainActor
func report(_ viewCase: ViewCase, _ failure: ViewRun.Failure) -> Never {
    let (shrunk, shrunkFailure) = viewCase.shrunk(keeping: failure, maxAttempts: 2000)
    print("ViewFuzzer: invariant broken: \(failure)\nShrunk to \(shrunk.operations.count) operations:\n")
    print(shrunk.testSnippet(failure: shrunkFailure))
    fflush(nil)  // flushes every output stream before the abort
    abort()
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
    MainActor.assumeIsolated {
        let (viewCase, failure) = runInput(bytes)
        if let failure { report(viewCase, failure) }
    }
    return 0
}

#if !KOLODA_FUZZING
/// Without libFuzzer: replays every file named on the command line (directories are walked).
@main
struct ViewFuzzerReplay {
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
                let (viewCase, failure) = runInput(Array(data))
                operations += viewCase.operations.count
                if let failure { print("\(file):"); report(viewCase, failure) }
            }
        }
        print("ViewFuzzer: replayed \(files.count) inputs, \(operations) operations, no invariant broken")
    }
}
#endif
