import KolodaCairo
import KolodaCore
import Testing

@testable import KolodaSDL

/// `SDLWindow.present(_:damage:)` on the dummy driver's software renderer (in the serialized SDL suite).
extension SDLHostTests {
    @Test func aDamagedPresentSendsOnlyTheDamagedRegion() throws {
        let window = try openWindow()
        defer { window.close() }
        let size = window.drawableSize
        let buffer = FrameBuffer(width: size.width, height: size.height)
        buffer.fill(CairoColor(r: 1, g: 0, b: 0))
        #expect(window.present(buffer, damage: PixelRect(x: 0, y: 0, width: 1, height: 1)))
        var pixels = try #require(window.readPixels())
        #expect(pixels[300 * size.width + 200] & 0xFFFFFF == 0xFF0000, "the first present sends everything")

        // Blue everywhere in the buffer, but only a 100×50 px region declared damaged: the rest stays red on screen.
        buffer.fill(CairoColor(r: 0, g: 0, b: 1))
        #expect(window.present(buffer, damage: PixelRect(x: 50, y: 60, width: 100, height: 50)))
        pixels = try #require(window.readPixels())
        #expect(pixels[60 * size.width + 50] & 0xFFFFFF == 0x0000FF)
        #expect(pixels[109 * size.width + 149] & 0xFFFFFF == 0x0000FF)
        #expect(pixels[110 * size.width + 150] & 0xFFFFFF == 0xFF0000)
        #expect(pixels[59 * size.width + 50] & 0xFFFFFF == 0xFF0000)
        #expect(pixels[300 * size.width + 200] & 0xFFFFFF == 0xFF0000)

        // An empty damage shows nothing new but counts as a frame; nil sends everything.
        let presents = window.presentCount
        #expect(window.present(buffer, damage: .empty))
        #expect(window.presentCount == presents + 1)
        #expect(try #require(window.readPixels())[300 * size.width + 200] & 0xFFFFFF == 0xFF0000)
        #expect(window.present(buffer, damage: nil))
        #expect(try #require(window.readPixels())[300 * size.width + 200] & 0xFFFFFF == 0x0000FF)
        #expect(window.statistics.presentCount == window.presentCount)
    }

    @Test func pixelRectsCoverTheirPointsAndClampToTheDrawable() {
        let r = PixelRect.covering(minX: 10.2, minY: 5, maxX: 20.5, maxY: 7.1, scale: 2)
        #expect(r == PixelRect(x: 19, y: 9, width: 23, height: 7))  // 20.4…41 × 10…14.2 px, 1 px margin
        #expect(r.clamped(to: PixelSize(width: 30, height: 12)) == PixelRect(x: 19, y: 9, width: 11, height: 3))
        #expect(PixelRect.covering(minX: .nan, minY: 0, maxX: 1, maxY: 1, scale: 1).isEmpty)
        #expect(PixelRect(x: -5, y: -5, width: 3, height: 3).clamped(to: PixelSize(width: 10, height: 10)).isEmpty)
    }
}
