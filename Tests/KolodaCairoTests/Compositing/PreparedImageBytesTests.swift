import KolodaCore
import Testing

@testable import KolodaCairo
@testable import KolodaCompositing

/// A prepared layer image hands its pixels out as a copy (`pixelBytes`), the rows the compositor draws with.
@Suite("Prepared image bytes")
@MainActor
struct PreparedImageBytesTests {
    static func prepared() throws -> PreparedLayerImage {
        let card = CairoView(frame: Rect(x: 0, y: 0, width: 30, height: 20))
        card.backgroundColor = CairoColor(hex: 0x336699)
        let layer = CompositeLayer(image: CardRasterizer().raster(for: card), transform: .identity)
        return try #require(Compositor().preparedImage(for: layer))
    }

    @Test func thePixelBytesAreTheRowsOfThePreparedRaster() throws {
        let image = try Self.prepared()
        let bytes = image.pixelBytes
        #expect(image.bytesPerRow >= image.width * 4)
        #expect(bytes.count == image.height * image.bytesPerRow)
        let memory = try #require(image.flushedMemory())
        for (x, y) in [(0, 0), (image.width / 2, image.height / 2), (image.width - 1, image.height - 1)] {
            let o = y * image.bytesPerRow + x * 4
            let pixel = (0..<4).reduce(UInt32(0)) { $0 | UInt32(bytes[o + $1]) << (8 * UInt32($1)) }
            #expect(pixel == memory[y * memory.stride + x], "(\(x), \(y))")
        }
        // The raster is the card in a transparent 1 px border: its centre is the card's colour, opaque.
        let centre = (image.height / 2) * image.bytesPerRow + (image.width / 2) * 4
        #expect(bytes[centre + 3] == 0xFF && bytes[centre + 2] == 0x33 && bytes[centre] == 0x99)
        #expect(bytes[3] == 0, "the border is transparent")
    }

    @available(*, deprecated, message: "exercises PreparedLayerImage.withPixels")
    @Test func theDeprecatedWithPixelsReadsTheSameRows() throws {
        let image = try Self.prepared()
        let read = image.withPixels { pixels, stride in
            (stride, Array(UnsafeRawBufferPointer(start: pixels, count: image.height * stride)))
        }
        #expect(read?.0 == image.bytesPerRow && read?.1 == image.pixelBytes)
    }
}
