import Testing

@testable import KolodaCompositing

/// The safe byte paths: a frame buffer's `pixelBytes` and the C-boundary copies of `CBytes`, each checked against a
/// plain array (the model).
@Suite("Pixel bytes")
struct PixelBytesTests {
    /// 5 × 3 px, rows 6 px apart.
    static let width = 5, height = 3, stride = 6

    static func pattern() -> [UInt32] {
        (0..<(stride * height)).map { UInt32(truncatingIfNeeded: $0) &* 2_654_435_761 &+ 0xFF00_0000 }
    }

    /// The array's bytes in memory order (native-endian pixels).
    static func bytes(of pixels: [UInt32]) -> [UInt8] {
        pixels.flatMap { p in (0..<4).map { UInt8(truncatingIfNeeded: p >> (8 * UInt32($0))) } }
    }

    @Test func aFrameBuffersPixelBytesAreItsRowsInMemoryOrder() throws {
        var storage = Self.pattern()
        let model = Self.bytes(of: storage)
        let read = FrameBuffer.wrapping(&storage, width: Self.width, height: Self.height, pixelsPerRow: Self.stride) {
            $0.pixelBytes
        }
        #expect(read == model)
        let owned = FrameBuffer(width: 4, height: 2)
        owned.fill(CairoColor(hex: 0x336699))
        let bytes = owned.pixelBytes
        #expect(bytes.count == owned.height * owned.bytesPerRow)
        #expect(bytes.count == 2 * owned.bytesPerRow)
        for (x, y) in [(0, 0), (3, 1)] {
            let o = y * owned.bytesPerRow + x * 4
            let pixel = (0..<4).reduce(UInt32(0)) { $0 | UInt32(bytes[o + $1]) << (8 * UInt32($1)) }
            #expect(pixel == owned.premultipliedPixel(x: x, y: y) && pixel == 0xFF33_6699)
        }
    }

    @available(*, deprecated, message: "exercises FrameBuffer.withPixels")
    @Test func theDeprecatedWithPixelsReadsTheSameBytes() {
        let buffer = FrameBuffer(width: 3, height: 2)
        buffer.fill(CairoColor(hex: 0x102030))
        #expect(buffer.withPixels { Array($0) } == buffer.pixelBytes)
    }

    @available(*, deprecated, message: "exercises FrameBuffer(wrapping:width:height:bytesPerRow:scale:)")
    @Test func theDeprecatedPointerWrapperReadsAndRejectsAsBefore() {
        var storage = Self.pattern()
        let model = Self.bytes(of: storage)
        storage.withUnsafeMutableBytes { raw in
            let buffer = FrameBuffer(
                wrapping: raw.baseAddress!, width: Self.width, height: Self.height, bytesPerRow: Self.stride * 4,
                scale: 2)
            #expect(buffer?.pixelBytes == model)
            #expect(buffer?.scale == 2 && buffer?.bytesPerRow == Self.stride * 4)
            // Rows shorter than the width, a stride that is not whole pixels, no rows: nil, as before.
            for (width, height, bytesPerRow) in [(7, 3, 24), (5, 3, 22), (5, 0, 24), (0, 3, 24)] {
                #expect(
                    FrameBuffer(wrapping: raw.baseAddress!, width: width, height: height, bytesPerRow: bytesPerRow)
                        == nil)
            }
        }
    }

    @Test func wrappingAnArrayRejectsSizesItDoesNotHold() {
        var storage = Self.pattern()  // 6 × 3 elements
        var calls = 0
        let cases = [(7, 3, 6), (5, 4, 6), (5, 3, 4), (0, 3, 6), (5, 0, 6), (5, -1, 6)]
        for (width, height, pixelsPerRow) in cases {
            let result: Void? = FrameBuffer.wrapping(&storage, width: width, height: height, pixelsPerRow: pixelsPerRow)
            {
                _ in calls += 1
            }
            #expect(result == nil, "\(width)×\(height), \(pixelsPerRow) a row")
        }
        #expect(calls == 0)
        #expect(storage == Self.pattern(), "untouched")
        // The whole array, rows as wide as the width (the default).
        #expect(FrameBuffer.wrapping(&storage, width: 6, height: 3) { $0.width * $0.height } == 18)
    }

    @Test func cBytesCopyInsideTheArrayOnly() {
        let model: [UInt8] = Array(0..<16)
        let out = model.withUnsafeBufferPointer { CBytes.copy(from: $0.baseAddress!, count: 16) }
        #expect(out == model)
        #expect(model.withUnsafeBufferPointer { CBytes.copy(from: $0.baseAddress!, count: 0) }.isEmpty)
        var destination = [UInt8](repeating: 0, count: 4)
        destination.withUnsafeMutableBufferPointer { d in
            #expect(CBytes.copy(model, from: 10, count: 4, to: d.baseAddress!))
            #expect(!CBytes.copy(model, from: 14, count: 4, to: d.baseAddress!), "past the end: nothing copied")
            #expect(!CBytes.copy(model, from: -1, count: 2, to: d.baseAddress!))
        }
        #expect(destination == Array(model[10..<14]))
    }

    @Test func cBytesLendAddressesForTheCallOnly() {
        let model: [UInt32] = [7, 8, 9]
        #expect(CBytes.withAddress(of: model) { $0?.pointee } == 7)
        var lines: [UInt8] = Array(0..<12)
        let read = CBytes.withMutableAddress(of: &lines, at: 4, count: 3) {
            Array(UnsafeBufferPointer(start: $0, count: 3))
        }
        #expect(read == [4, 5, 6])
        var out = [UInt32](repeating: 0, count: 2)
        CBytes.withMutableAddress(of: &out) { $0?.storeBytes(of: 0xABCD, toByteOffset: 4, as: UInt32.self) }
        #expect(out == [0, 0xABCD])
        var target: UInt8 = 42
        let received = withUnsafeMutablePointer(to: &target) { pointer in
            CBytes.receivingAddress { address -> Int32 in
                address = UnsafeMutableRawPointer(pointer)
                return 0
            }.address?.load(as: UInt8.self)
        }
        #expect(received == 42)
    }
}
