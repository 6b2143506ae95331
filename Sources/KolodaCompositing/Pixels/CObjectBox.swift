/// One C object at an address that never moves, from its set-up to its tear-down: a pthread mutex or condition
/// variable, or a handle a C library allocated (giflib's `GifFileType`). The third audited place beside
/// `PixelMemory` and `CBytes`: the Linux front keeps no pointer to a C object of its own, and hands the address to C
/// only inside ``with(_:)``.
///
/// Rules, for whoever makes one:
/// - The address is valid from the initializer until ``close(_:)`` or deinit; ``with(_:)`` passes it to C for the
///   call only (C may keep it only where the object's own API says so, e.g. a mutex a condition wait releases).
/// - An object Swift allocates (``init(_:setUp:tearDown:)``) is stored, then set up by C in place (its `_init`);
///   `tearDown` (its `_destroy`) runs once, before the memory is deinitialized and freed.
/// - An object C allocated (``init(adopting:release:)``) is released once with `release` (or with the closing call
///   given to ``close(_:)``), and never freed by Swift.
/// - Not `Sendable`: an owner that shares it between threads says why that is safe (the mutex it guards).
package final class CObjectBox<Object> {
    // Why unsafe memory: a pthread mutex or condition variable must not move once initialized (POSIX leaves a copy's
    // behaviour undefined), and Swift may move a stored property's value; a C library's handle is a pointer C owns.
    // The allocation, the initialization and the release of both happen here and nowhere else in the Linux front.

    private var address: UnsafeMutablePointer<Object>?
    /// The object's end: `tearDown` or `release`.
    private let end: (UnsafeMutablePointer<Object>) -> Void
    /// True when Swift allocated the memory (and frees it after `end`).
    private let ownsMemory: Bool

    /// Allocates room for one `Object`, stores `value` there (e.g. a zeroed `pthread_mutex_t()`), then calls `setUp`
    /// with its address (e.g. `pthread_mutex_init`). `tearDown` (e.g. `pthread_mutex_destroy`) runs once at the end,
    /// before the memory is freed.
    package init(
        _ value: Object, setUp: (UnsafeMutablePointer<Object>) -> Void,
        tearDown: @escaping (UnsafeMutablePointer<Object>) -> Void
    ) {
        let address = UnsafeMutablePointer<Object>.allocate(capacity: 1)
        address.initialize(to: value)
        setUp(address)
        self.address = address
        self.end = tearDown
        self.ownsMemory = true
    }

    /// Takes the object `open` returns (allocated by C); `nil` when it returns none. `release` (e.g. the library's
    /// close function) ends it once, at the end, unless ``close(_:)`` did.
    package init?(
        adopting open: () -> UnsafeMutablePointer<Object>?, release: @escaping (UnsafeMutablePointer<Object>) -> Void
    ) {
        guard let address = open() else { return nil }
        self.address = address
        self.end = release
        self.ownsMemory = false
    }

    /// Whether the object still lives (``close(_:)`` was not called).
    package var isOpen: Bool { address != nil }

    /// Calls `body` with the object's address, for C calls that use it during the call. Traps after ``close(_:)``.
    @inline(__always)
    @discardableResult
    package func with<R, Failure: Error>(
        _ body: (UnsafeMutablePointer<Object>) throws(Failure) -> R
    ) throws(Failure) -> R {
        guard let address else { preconditionFailure("CObjectBox: the object was closed") }
        return try body(address)
    }

    /// Ends the object now with `closing` instead of its usual release (e.g. a close call whose error code matters)
    /// and returns its result; `nil` (nothing called) when it was already closed. Swift's memory, if any, is freed
    /// as the usual release would.
    package func close<R>(_ closing: (UnsafeMutablePointer<Object>) -> R) -> R? {
        guard let address else { return nil }
        self.address = nil
        let result = closing(address)
        free(address)
        return result
    }

    /// Frees Swift's memory, if it allocated it (after the object's end).
    private func free(_ address: UnsafeMutablePointer<Object>) {
        guard ownsMemory else { return }
        address.deinitialize(count: 1)
        address.deallocate()
    }

    deinit {
        guard let address else { return }
        end(address)
        free(address)
    }
}
