/// Bytes handed to C and back: the one place outside `PixelMemory` where the Linux front touches raw memory. PNG
/// streams, GIF colour maps and scan lines, texture uploads and read-backs pass Swift arrays to C, or C's bytes to
/// Swift arrays, through these scoped calls, so no other file holds or offsets a pointer.
package enum CBytes {
    // Why a second audited type and not `PixelMemory`: `PixelMemory` is a long-lived view of image memory addressed
    // by pixel, made for the blitters' unchecked loops; this is the opposite concern, short copies and borrows at the
    // C boundary, each bounds-checked here (a count that does not fit traps, in every build) and none outliving the
    // call that made it. A pointer passed to `body` is valid during the call only: C must not keep it.

    /// A new array holding the `count` bytes C wrote at `source` (none when `count` ≤ 0).
    package static func copy(from source: UnsafePointer<UInt8>, count: Int) -> [UInt8] {
        guard count > 0 else { return [] }
        return Array(UnsafeBufferPointer(start: source, count: count))
    }

    /// Copies `bytes[offset ..< offset + count]` to C's `destination`. False (nothing copied) when the range is not
    /// inside `bytes`.
    package static func copy(
        _ bytes: [UInt8], from offset: Int, count: Int, to destination: UnsafeMutablePointer<UInt8>
    ) -> Bool {
        guard offset >= 0, count >= 0, count <= bytes.count - offset else { return false }
        bytes.withUnsafeBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return }
            destination.update(from: base + offset, count: count)
        }
        return true
    }

    /// Calls `body` with the address of `array`'s elements (possibly nil when empty), for a C call that reads them
    /// during the call.
    package static func withAddress<T, R>(of array: [T], _ body: (UnsafePointer<T>?) throws -> R) rethrows -> R {
        try array.withUnsafeBufferPointer { try body($0.baseAddress) }
    }

    /// Calls `body` with the address of element `index` of `array`, which must hold `count` elements from there, for
    /// a C call that uses them during the call (C declares it may write; the callers' C functions only read). Traps
    /// when they are not inside `array`.
    package static func withMutableAddress<T, R>(
        of array: inout [T], at index: Int, count: Int, _ body: (UnsafeMutablePointer<T>) throws -> R
    ) rethrows -> R {
        precondition(index >= 0 && count > 0 && count <= array.count - index)
        return try array.withUnsafeMutableBufferPointer { try body($0.baseAddress! + index) }
    }

    /// Calls `body` with a place for C to store an address in (an out-parameter, e.g. a locked texture's pixels) and
    /// returns its result and the address stored, for a `PixelMemory`; no arithmetic is done on it.
    package static func receivingAddress<R>(
        _ body: (inout UnsafeMutableRawPointer?) throws -> R
    ) rethrows -> (result: R, address: UnsafeMutableRawPointer?) {
        var address: UnsafeMutableRawPointer?
        let result = try body(&address)
        return (result, address)
    }

    /// Calls `body` with the address of `array`'s bytes (possibly nil when empty), for a C call that writes at most
    /// `array.count` elements into them during the call.
    package static func withMutableAddress<T, R>(
        of array: inout [T], _ body: (UnsafeMutableRawPointer?) throws -> R
    ) rethrows -> R {
        try array.withUnsafeMutableBytes { try body($0.baseAddress) }
    }
}
