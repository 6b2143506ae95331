/// Shrinks a failing input to a minimal one: delta debugging over the sequence (drop halves, quarters, …, single
/// elements), then simplifying elements one at a time, until nothing smaller still fails.
package enum Shrinker {
    /// The smallest sequence derived from `input` (by removing elements and replacing them with one of their
    /// `simplify` variants) for which `fails` is still true. `input` itself must fail. At most `maxAttempts` calls.
    package static func shrink<T>(
        _ input: [T], simplify: (T) -> [T] = { _ in [] }, maxAttempts: Int = 4000,
        fails: ([T]) -> Bool
    ) -> [T] {
        var current = input
        var attempts = 0
        func tryCandidate(_ candidate: [T]) -> Bool {
            guard attempts < maxAttempts else { return false }
            attempts += 1
            if fails(candidate) {
                current = candidate
                return true
            }
            return false
        }
        var progress = true
        while progress && attempts < maxAttempts {
            progress = false
            var chunk = max(current.count / 2, 1)
            while chunk >= 1 && !current.isEmpty {
                var start = 0
                while start < current.count {
                    let end = min(start + chunk, current.count)
                    if tryCandidate(Array(current[..<start] + current[end...])) {
                        progress = true
                    } else {
                        start += chunk
                    }
                }
                if chunk == 1 { break }
                chunk /= 2
            }
            for i in current.indices {
                guard i < current.count else { break }
                for variant in simplify(current[i]) {
                    var candidate = current
                    candidate[i] = variant
                    if tryCandidate(candidate) {
                        progress = true
                        break
                    }
                }
            }
        }
        return current
    }
}

extension DeckCase {
    /// Shrinks a failing case: fewer operations, simpler operations, fewer initial cards, as long as it still
    /// fails the same invariant (the `kind` of `failure`). Returns the shrunk case and its failure.
    @MainActor
    package func shrunk(
        keeping failure: DeckRun.Failure, maxAttempts: Int = 4000,
        check: (DeckCase) -> DeckRun.Failure? = { $0.check() }
    ) -> (DeckCase, DeckRun.Failure) {
        var best = self
        var bestFailure = failure
        func sameFailure(_ c: DeckCase) -> DeckRun.Failure? {
            guard let f = check(c), f.kind == failure.kind else { return nil }
            return f
        }
        for n in 0..<initialCount {
            let smaller = DeckCase(initialCount: n, operations: operations)
            if let f = sameFailure(smaller) {
                best = smaller
                bestFailure = f
                break
            }
        }
        let initial = best.initialCount
        let ops = Shrinker.shrink(best.operations, simplify: \.simplifications, maxAttempts: maxAttempts) { candidate in
            sameFailure(DeckCase(initialCount: initial, operations: candidate)) != nil
        }
        best = DeckCase(initialCount: initial, operations: ops)
        return (best, check(best) ?? bestFailure)
    }
}
