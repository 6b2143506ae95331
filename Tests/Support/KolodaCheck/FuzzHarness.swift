import Foundation

#if canImport(Glibc)
import Glibc
#endif

/// A case a fuzz target decodes from its input and checks: the deck's (`DeckCase`) or the view layer's.
@MainActor
package protocol FuzzCase {
    /// A broken invariant.
    associatedtype Failure: CustomStringConvertible
    /// Decodes a case of at most `maxOperations` operations from any bytes.
    static func decode(fuzzInput bytes: [UInt8], maxOperations: Int) -> Self
    /// How many operations the case runs.
    var operationCount: Int { get }
    /// Runs the case: the first broken invariant, or nil.
    func checkCase() -> Failure?
    /// The smallest case found that breaks an invariant of the same kind as `failure`, as a test to paste, with
    /// its operation count.
    func shrunkTest(keeping failure: Failure) -> (operations: Int, test: String)
}

/// The body of the fuzz targets (DeckFuzzer, ViewFuzzer). Under libFuzzer, `fuzz(_:)` checks one input; a broken
/// invariant prints the shrunk case as a test and aborts, so libFuzzer keeps the input as a crash. Without libFuzzer,
/// `replay(_:)` runs inputs given as files or directories (the seed corpus, a crash file). See docs/testing.md.
@MainActor
package struct FuzzHarness<Case: FuzzCase> {
    /// The target's name, for its messages.
    package let name: String
    /// Operations per input, so that every input runs in bounded time.
    package let maxOperations: Int

    /// A harness for the target `name`.
    package init(name: String, maxOperations: Int) {
        self.name = name
        self.maxOperations = maxOperations
    }

    /// Checks one input; aborts with the shrunk case when an invariant breaks.
    package func fuzz(_ bytes: [UInt8]) {
        _ = run(bytes, source: nil)
    }

    /// Replays every file named in `paths` (directories are walked, in name order) and prints a summary.
    package func replay(_ paths: [String]) {
        var files: [String] = []
        for path in paths {
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
        for file in files {
            guard let data = FileManager.default.contents(atPath: file) else { continue }
            operations += run(Array(data), source: file)
        }
        print("\(name): replayed \(files.count) inputs, \(operations) operations, no invariant broken")
    }

    /// Runs one input; returns its operation count, or aborts with the shrunk case.
    private func run(_ bytes: [UInt8], source: String?) -> Int {
        let fuzzCase = Case.decode(fuzzInput: bytes, maxOperations: maxOperations)
        guard let failure = fuzzCase.checkCase() else { return fuzzCase.operationCount }
        if let source { print("\(source):") }
        let (count, test) = fuzzCase.shrunkTest(keeping: failure)
        print("\(name): invariant broken: \(failure)\nShrunk to \(count) operations:\n")
        print(test)
        fflush(nil)  // flushes every output stream before the abort
        abort()
    }
}

extension DeckCase: FuzzCase {
    package static func decode(fuzzInput bytes: [UInt8], maxOperations: Int) -> DeckCase {
        var entropy = ByteEntropy(bytes)
        return decode(&entropy, maxOperations: maxOperations)
    }
    package var operationCount: Int { operations.count }
    package func checkCase() -> DeckRun.Failure? { check() }
    package func shrunkTest(keeping failure: DeckRun.Failure) -> (operations: Int, test: String) {
        let (shrunk, shrunkFailure) = shrunk(keeping: failure, maxAttempts: 2000)
        return (shrunk.operations.count, shrunk.testSnippet(failure: shrunkFailure))
    }
}
