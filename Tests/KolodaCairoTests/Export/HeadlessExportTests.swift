import Foundation
import KolodaCore
import Testing

@testable import KolodaCairo
@testable import KolodaCompositing

/// `KolodaView.renderFrame`, `pngData`, `writePNG` and `DeckRecorder`.
@Suite("Headless export")
@MainActor
struct HeadlessExportTests {
    func deck() throws -> (KolodaView, StampedCards) {
        let view = KolodaView(frame: Rect(x: 0, y: 0, width: 300, height: 400))
        let cards = StampedCards(count: 5, cardSize: view.frameForCard(at: 0).size)
        view.dataSource = cards
        try view.tick(now: 0)
        return (view, cards)
    }

    func temporaryDirectory() -> String {
        let dir = NSTemporaryDirectory() + "koloda-export-" + UUID().uuidString
        try? FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        return dir
    }

    @Test func renderFrameHasTheCanvasPixelSize() throws {
        let (view, cards) = try deck()
        let frame = view.renderFrame(
            size: Size(width: 340, height: 440.5), scale: 2, background: .white,
            origin: Point(x: 20, y: 20))
        #expect(frame.width == 680 && frame.height == 881 && frame.scale == 2)
        #expect(frame.color(x: 2, y: 2) == .white)  // the canvas margin
        #expect(frame.color(x: 340, y: 300) != .white)  // the front card
        withExtendedLifetime(cards) {}
    }

    @Test func pngDataAndFileAreTheSameImage() throws {
        let (view, cards) = try deck()
        let bytes = try view.pngData(
            size: Size(width: 340, height: 440), background: .white, origin: Point(x: 20, y: 20))
        #expect(Array(bytes.prefix(8)) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        let path = temporaryDirectory() + "/deck.png"
        try view.writePNG(
            to: path, size: Size(width: 340, height: 440), background: .white, origin: Point(x: 20, y: 20))
        #expect(FileManager.default.contents(atPath: path).map(Array.init) == bytes)
        #expect(throws: ExportError.self) {
            try view.writePNG(to: "/nonexistent-dir/x.png", size: Size(width: 10, height: 10), background: .white)
        }
        withExtendedLifetime(cards) {}
    }

    @Test func recorderKeepsFramesAndWritesThem() throws {
        let (view, cards) = try deck()
        let recorder = DeckRecorder(
            view: view, canvasSize: Size(width: 340, height: 440), scale: 0.25,
            background: .white, origin: Point(x: 20, y: 20))
        try recorder.capture()
        view.swipe(.right)
        for k in 1...11 {
            try view.tick(now: Double(k) / 15)
            try recorder.capture()
        }
        #expect(recorder.frames.count == 12 && recorder.captureCount == 12)
        #expect(recorder.frames.allSatisfy { $0.width == 85 && $0.height == 110 })
        #expect(try #require(ImageDiff.compare(recorder.frames[0], recorder.frames[6])).mean > 1)  // the deck moved
        let dir = temporaryDirectory()
        let paths = try recorder.writeFrames(toDirectory: dir + "/frames")
        #expect(paths.map { ($0 as NSString).lastPathComponent }.prefix(2) == ["frame-0000.png", "frame-0001.png"])
        #expect(paths.last.map { ($0 as NSString).lastPathComponent } == "frame-0011.png")
        #expect(paths.allSatisfy { FileManager.default.fileExists(atPath: $0) })
        let gif = dir + "/deck.gif"
        try recorder.writeGIF(to: gif, delayCentiseconds: 4)
        let data = try #require(FileManager.default.contents(atPath: gif))
        #expect(data.starts(with: Array("GIF89a".utf8)))
        withExtendedLifetime(cards) {}
    }

    @Test func streamingRecorderKeepsNoFrames() throws {
        let (view, cards) = try deck()
        let recorder = DeckRecorder(view: view, canvasSize: Size(width: 340, height: 440), origin: Point(x: 20, y: 20))
        let gif = temporaryDirectory() + "/stream.gif"
        try recorder.capture()
        try recorder.streamGIF(to: gif, delayCentiseconds: 3)
        #expect(recorder.frames.isEmpty)
        view.swipe(.left)
        for k in 1...5 {
            try view.tick(now: Double(k) / 10)
            try recorder.capture()
        }
        try recorder.finish()
        #expect(recorder.frames.isEmpty && recorder.captureCount == 6)
        let data = try #require(FileManager.default.contents(atPath: gif))
        #expect(data.starts(with: Array("GIF89a".utf8)) && data.last == 0x3B)  // the trailer
        #expect(throws: ExportError.self) { try recorder.writeGIF(to: gif, delayCentiseconds: 3) }  // nothing kept
        withExtendedLifetime(cards) {}
    }
}
