import Foundation

/// The loop of a model-based random test, written once for the engine's and the view layer's: one case a seed,
/// seeds from a first one, counts from the environment (so CI can run more), at most three failures reported, and a
/// summary line. The test decides what a seed runs and records the failures it returns.
package struct RandomSequences {
    /// What the summary line calls the sequences ("random sequences").
    package let label: String
    /// Sequences per run: the environment variable named by `init`'s `countVariable`, or its default.
    package let count: Int
    /// The first seed: the environment variable named by `init`'s `seedVariable`, or 0.
    package let firstSeed: UInt64

    /// Reads `countVariable` (default `defaultCount`) and `seedVariable` (default 0) from the environment.
    package init(label: String, countVariable: String, defaultCount: Int, seedVariable: String) {
        let environment = ProcessInfo.processInfo.environment
        self.label = label
        count = Int(environment[countVariable] ?? "") ?? defaultCount
        firstSeed = UInt64(environment[seedVariable] ?? "") ?? 0
    }

    /// What one seed's run reports: how many operations it ran, and its failure as a message, or nil.
    package typealias Outcome = (operations: Int, failure: String?)

    /// Runs `check` for each seed and returns the failure messages (at most three), each prefixed by its seed.
    /// Prints the summary line: sequences, first seed, operations, failures and the time taken.
    package func run(_ check: (UInt64) -> Outcome) -> [String] {
        var operations = 0
        var failures: [String] = []
        let start = ContinuousClock.now
        for seed in firstSeed..<firstSeed + UInt64(count) where failures.count < 3 {
            let outcome = check(seed)
            operations += outcome.operations
            if let failure = outcome.failure { failures.append("seed \(seed): \(failure)") }
        }
        let elapsed = ContinuousClock.now - start
        print(
            "\(label): \(count) from seed \(firstSeed), operations: \(operations), failures: \(failures.count), "
                + "in \(elapsed)")
        return failures
    }

    /// A failure's message: what broke, then the shrunk case as a test to paste.
    package static func report(
        _ failure: some CustomStringConvertible, operations: Int, shrunkTo shrunk: Int,
        test: String
    ) -> String {
        """
        \(failure)
        Shrunk from \(operations) to \(shrunk) operations; as a test:

        \(test)
        """
    }
}
