import CCairo
import Foundation
import Testing

@testable import KolodaCairo
@testable import KolodaCompositing

/// PNG golden images in the test target's `__Snapshots__/`, compared per pixel with a tolerance: a mean absolute
/// channel error below 1.5 and no channel off by 40 or more, so font rasterization noise passes but a moved card
/// fails. Set `KOLODA_RECORD_SNAPSHOTS=1` to (re)write the goldens; otherwise a missing golden fails the test.
enum Snapshot {
    static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../__Snapshots__").standardized.path
    static var isRecording: Bool { ProcessInfo.processInfo.environment["KOLODA_RECORD_SNAPSHOTS"] == "1" }
    static let maxMeanError = 1.5
    static let maxChannelError = 40

    /// Checks `frame` against the golden `name`.png in `directory` (or records it), recording issues at the caller's
    /// location.
    static func assert(
        _ frame: FrameBuffer, named name: String, in directory: String = Snapshot.directory,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        let path = directory + "/" + name + ".png"
        if isRecording {
            try? FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
            do { try PNGWriter.write(frame, to: path) } catch {
                Issue.record("could not record snapshot \(path): \(error)", sourceLocation: sourceLocation)
            }
            return
        }
        let failedCopy = NSTemporaryDirectory() + "koloda-snapshot-" + name + ".png"
        guard let golden = surfaceFromPNG(path: path) else {
            try? PNGWriter.write(frame, to: failedCopy)
            Issue.record(
                "missing golden \(path) (frame at \(failedCopy)); record it with KOLODA_RECORD_SNAPSHOTS=1",
                sourceLocation: sourceLocation)
            return
        }
        defer { cairo_surface_destroy(golden) }
        guard let diff = ImageDiff.compare(frame.surface, golden) else {
            try? PNGWriter.write(frame, to: failedCopy)
            Issue.record(
                "snapshot \(name): size \(frame.width)×\(frame.height) px is not the golden's (frame at \(failedCopy))",
                sourceLocation: sourceLocation)
            return
        }
        if diff.mean >= maxMeanError || diff.max >= maxChannelError {
            try? PNGWriter.write(frame, to: failedCopy)
            Issue.record(
                "snapshot \(name) differs from its golden: \(diff) (frame at \(failedCopy))",
                sourceLocation: sourceLocation)
        }
    }
}
