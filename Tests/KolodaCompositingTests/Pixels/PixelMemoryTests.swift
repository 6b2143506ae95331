import Testing

@testable import KolodaCompositing

/// The memory handle addresses the pixels and bytes an array of the same rows holds: each operation is checked
/// against the same operation on a plain array (the model).
@Suite("Pixel memory")
struct PixelMemoryTests {
    /// Rows of 7 px stored 9 px apart (a stride wider than the image, as Cairo's can be), 5 rows.
    static let width = 7, height = 5, stride = 9

    static func pattern(_ seed: UInt32) -> [UInt32] {
        (0..<(stride * height)).map { UInt32(truncatingIfNeeded: $0) &* 2_654_435_761 &+ seed }
    }

    @Test func pixelsFourAtATimeAndFillsAndCopiesMatchTheArrayModel() {
        var memory = Self.pattern(1)
        var model = memory
        let other = Self.pattern(7)
        var source = other
        source.withUnsafeMutableBytes { s in
            memory.withUnsafeMutableBytes { m in
                let pixels = PixelMemory(
                    m.baseAddress!, width: Self.width, height: Self.height, bytesPerRow: Self.stride * 4)
                let from = PixelMemory(
                    s.baseAddress!, width: Self.width, height: Self.height, bytesPerRow: Self.stride * 4)
                #expect(pixels.stride == Self.stride)
                #expect(pixels[2 * Self.stride + 3] == model[2 * Self.stride + 3])
                #expect(pixels.four(at: 11) == SIMD4(model[11], model[12], model[13], model[14]))
                #expect(pixels.two(at: 40) == SIMD2(model[40], model[41]))
                pixels[5] = 0xDEAD_BEEF
                pixels.store(SIMD4(1, 2, 3, 4), at: 20)
                pixels.fill(0x1234_5678, at: 30, count: 6)
                pixels.copy(4, from: from, at: 19, to: 37)
            }
        }
        model[5] = 0xDEAD_BEEF
        model.replaceSubrange(20..<24, with: [1, 2, 3, 4])
        model.replaceSubrange(30..<36, with: repeatElement(0x1234_5678, count: 6))
        model.replaceSubrange(37..<41, with: other[19..<23])
        #expect(memory == model)
    }

    @Test func bytesAreAddressedByRowBytes() {
        var bytes = [UInt8](repeating: 0, count: 6 * 3)
        bytes.withUnsafeMutableBytes { b in
            let memory = PixelMemory(b.baseAddress!, width: 5, height: 3, bytesPerRow: 6)
            memory[byte: 1 * 6 + 4] = 200
            memory[byte: 2 * 6 + 0] = memory[byte: 1 * 6 + 4] / 2
        }
        var model = [UInt8](repeating: 0, count: 6 * 3)
        model[10] = 200
        model[12] = 100
        #expect(bytes == model)
    }
}
