import CGif
import Glibc
import KolodaCairo
import KolodaCore
import Testing

@Suite("Export")
@MainActor
struct ExportTests {
    func sampleFrame() -> FrameBuffer {
        let card = CairoView(frame: Rect(x: 0, y: 0, width: 60, height: 40))
        card.cornerRadius = 8
        card.backgroundGradient = CairoGradient(
            colors: [CairoColor(hex: 0xFF8800), CairoColor(hex: 0x0088FF), .white],
            angle: 0.4)
        let fb = FrameBuffer(width: 80, height: 60)
        Compositor(backgroundColor: CairoColor(hex: 0x202020)).render(
            layers: [
                CompositeLayer(
                    image: CardRasterizer().raster(for: card),
                    transform: AffineTransform.rotation(0.2).then(.translation(Vector(dx: 12, dy: 6))))
            ],
            into: fb)
        return fb
    }

    @Test func pngRoundTripKeepsEveryPixel() throws {
        let fb = sampleFrame()
        let bytes = try PNGWriter.data(of: fb)
        #expect(Array(bytes.prefix(4)) == [0x89, 0x50, 0x4E, 0x47])
        let decoded = try #require(CairoImage(pngData: bytes))
        #expect(decoded.pixelWidth == 80 && decoded.pixelHeight == 60)
        var mismatches = 0
        for y in 0..<60 {
            for x in 0..<80 where decoded.premultipliedPixel(x: x, y: y) != fb.premultipliedPixel(x: x, y: y) {
                mismatches += 1
            }
        }
        #expect(mismatches == 0)

        let path = "/tmp/koloda-render-test-\(getpid()).png"
        try PNGWriter.write(fb, to: path)
        let fromFile = try #require(CairoImage(contentsOfFile: path))
        #expect(fromFile.premultipliedPixel(x: 40, y: 30) == fb.premultipliedPixel(x: 40, y: 30))
        unlink(path)
        #expect(CairoImage(pngData: [1, 2, 3]) == nil)
    }

    @Test func gifHasTheRightFramesSizeDelayAndLoop() throws {
        let path = "/tmp/koloda-render-test-\(getpid()).gif"
        defer { unlink(path) }
        var frames: [FrameBuffer] = []
        for color in [CairoColor.red, CairoColor(hex: 0x00AA00), CairoColor.blue, CairoColor.gray] {
            let fb = FrameBuffer(width: 64, height: 48)
            fb.fill(color)
            frames.append(fb)
        }
        frames.append(sampleFrame().resizedCopy(64, 48))
        try GIFEncoder.write(frames: frames, delayCentiseconds: 7, to: path)

        var err: Int32 = 0
        let gif = try #require(DGifOpenFileName(path, &err))
        defer { DGifCloseFile(gif, &err) }
        #expect(DGifSlurp(gif) == GIF_OK)
        #expect(gif.pointee.ImageCount == 5)
        #expect(gif.pointee.SWidth == 64 && gif.pointee.SHeight == 48)
        var gcb = GraphicsControlBlock()
        #expect(DGifSavedExtensionToGCB(gif, 2, &gcb) == GIF_OK)
        #expect(gcb.DelayTime == 7)
        // First frame: solid red through the palette.
        let first = gif.pointee.SavedImages[0]
        let map = try #require(gif.pointee.SColorMap)
        let idx = Int(first.RasterBits[10 * 64 + 10])
        let c = map.pointee.Colors[idx]
        #expect(c.Red == 255 && c.Green == 0 && c.Blue == 0)
        // NETSCAPE2.0 loop-forever extension on the first frame.
        var hasLoop = false
        for i in 0..<Int(first.ExtensionBlockCount) {
            let block = first.ExtensionBlocks[i]
            if block.Function == 0xFF, block.ByteCount == 11 {
                hasLoop =
                    String(decoding: UnsafeBufferPointer(start: block.Bytes, count: 11), as: UTF8.self) == "NETSCAPE2.0"
            }
        }
        #expect(hasLoop)
    }

    @Test func gifRejectsMismatchedFrames() throws {
        let path = "/tmp/koloda-render-test-mismatch-\(getpid()).gif"
        defer { unlink(path) }
        let enc = try GIFEncoder(path: path, width: 10, height: 10)
        #expect(throws: ExportError.frameSizeMismatch(expected: [10, 10], got: [11, 10])) {
            try enc.addFrame(FrameBuffer(width: 11, height: 10), delayCentiseconds: 5)
        }
        try enc.finish()
        #expect(throws: ExportError.finished) {
            try enc.addFrame(FrameBuffer(width: 10, height: 10), delayCentiseconds: 5)
        }
    }

    @Test func gifFilesAreReadableByEveryone() throws {
        let path = "/tmp/koloda-render-test-mode-\(getpid()).gif"
        defer { unlink(path) }
        let previous = umask(0o022)
        defer { umask(previous) }
        let enc = try GIFEncoder(path: path, width: 4, height: 4)
        try enc.addFrame(FrameBuffer(width: 4, height: 4), delayCentiseconds: 5)
        try enc.finish()
        var info = stat()
        #expect(stat(path, &info) == 0)
        #expect(info.st_mode & 0o777 == 0o644)
    }

    @Test func gifToAnUnwritablePathIsATypedError() {
        #expect(throws: ExportError.self) { try GIFEncoder(path: "/nonexistent-dir/x.gif", width: 4, height: 4) }
    }
}

extension FrameBuffer {
    /// A copy of the top-left `w` × `h` px.
    func resizedCopy(_ w: Int, _ h: Int) -> FrameBuffer {
        let out = FrameBuffer(width: w, height: h)
        guard let source = flushedMemory(), let target = out.flushedMemory() else { return out }
        for y in 0..<min(h, height) {
            target.copy(min(w, width), from: source, at: y * source.stride, to: y * target.stride)
        }
        out.markDirty()
        return out
    }
}
