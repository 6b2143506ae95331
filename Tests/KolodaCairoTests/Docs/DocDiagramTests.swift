import CCairo
import Foundation
import KolodaCore
import Testing

@testable import KolodaCairo
@testable import KolodaCompositing

/// The diagram of the "How a swipe is decided" article, drawn from a real deck mid-drag and the real decision maths,
/// and kept as a golden in the DocC catalog's resources: when the rendering or the maths change, this test fails
/// until the image is re-recorded (`KOLODA_RECORD_SNAPSHOTS=1`), so the article never shows stale numbers.
@MainActor
@Suite("Documentation diagrams")
struct DocDiagramTests {
    static let resources = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../../../Sources/KolodaCore/KolodaCore.docc/Resources").standardized.path
    static let canvas = Size(width: 800, height: 470)
    static let origin = Point(x: 250, y: 40)

    @Test func swipeDecisionDiagram() throws {
        let view = KolodaView(frame: Rect(origin: Self.origin, size: Size(width: 300, height: 400)))
        let cards = StampedCards(count: 4, cardSize: view.frameForCard(at: 0).size)
        view.dataSource = cards
        try view.tick(now: 0)
        let drag = Vector(dx: 70, dy: 0)
        let velocity = Vector(dx: 400, dy: 0)
        try Drag.to(drag, in: view)

        // The maths the diagram illustrates, checked rather than assumed.
        let card = view.frameForCard(at: 0)
        let projected = DragGeometry.projectedOffset(drag, velocity: velocity)
        let context = ReleaseContext(
            offset: drag, velocity: velocity, cardSize: card.size,
            allowedDirections: [.left, .right], threshold: 1)
        #expect(SwipeDecisionPolicy.default.decide(context) == .right)
        #expect(SwipeDecisionPolicy.positionOnly.decide(context) == nil)
        let progress = DragGeometry.progress(of: drag, toward: .right, cardSize: card.size)
        #expect(abs(progress - 70 / 150) < 1e-9)

        let frame = view.renderFrame(size: Self.canvas, background: CairoColor(hex: 0xF2F2F7), origin: Self.origin)
        annotate(frame, card: card, drag: drag, projected: projected, progress: progress, velocity: velocity)
        withExtendedLifetime(cards) { Snapshot.assert(frame, named: "swipe-decision", in: Self.resources) }
    }

    /// Draws the resting outline, both thresholds, the release point and its projection onto `frame`.
    private func annotate(
        _ frame: FrameBuffer, card: Rect, drag: Vector, projected: Vector, progress: Double,
        velocity: Vector
    ) {
        guard let cr = cairo_create(frame.surface) else { return }
        defer { cairo_destroy(cr) }
        let rest = Rect(
            x: Self.origin.x + card.minX, y: Self.origin.y + card.minY, width: card.width, height: card.height)
        let centre = rest.center
        let half = card.width / 2  // threshold 1 = half a card width of travel
        cairo_select_font_face(cr, "DejaVu Sans", CAIRO_FONT_SLANT_NORMAL, CAIRO_FONT_WEIGHT_NORMAL)
        cairo_set_font_size(cr, 13)

        // The resting place, dashed.
        var dash: [Double] = [6, 4]
        cairo_set_dash(cr, &dash, 2, 0)
        cairo_set_line_width(cr, 1.5)
        cairo_set_source_rgba(cr, 0.35, 0.35, 0.4, 0.9)
        cairo_rectangle(cr, rest.minX, rest.minY, rest.width, rest.height)
        cairo_stroke(cr)

        // The thresholds: where the card's centre reaches progress 1 toward left and right.
        for (x, color, title) in [
            (centre.x - half, (1.0, 0.27, 0.35), "NOPE threshold"),
            (centre.x + half, (0.18, 0.8, 0.44), "LIKE threshold")
        ] {
            cairo_set_source_rgb(cr, color.0 * 0.8, color.1 * 0.8, color.2 * 0.8)
            cairo_move_to(cr, x, 24)
            cairo_line_to(cr, x, Self.canvas.height - 12)
            cairo_stroke(cr)
            text(cr, title + " (progress 1)", at: Point(x: x, y: 18), centred: true)
        }
        cairo_set_dash(cr, nil, 0, 0)

        // The release: the card's centre, offset by the drag.
        let release = Point(x: centre.x + drag.dx, y: centre.y + drag.dy)
        let landing = Point(x: centre.x + projected.dx, y: centre.y + projected.dy)
        cairo_set_source_rgb(cr, 0.1, 0.1, 0.15)
        cairo_set_line_width(cr, 2.5)
        cairo_move_to(cr, release.x, release.y)
        cairo_line_to(cr, landing.x - 10, landing.y)
        cairo_stroke(cr)
        cairo_move_to(cr, landing.x, landing.y)  // arrow head
        cairo_line_to(cr, landing.x - 14, landing.y - 7)
        cairo_line_to(cr, landing.x - 14, landing.y + 7)
        cairo_close_path(cr)
        cairo_fill(cr)
        cairo_arc(cr, release.x, release.y, 6, 0, 2 * Double.pi)
        cairo_fill(cr)
        cairo_set_line_width(cr, 2)
        cairo_arc(cr, landing.x + 8, landing.y, 7, 0, 2 * Double.pi)
        cairo_stroke(cr)

        let labels = landing.x - 96
        text(
            cr, String(format: "release: +%.0f pt, progress %.2f", drag.dx, progress),
            at: Point(x: release.x - 190, y: release.y - 18), centred: false)
        text(
            cr, String(format: "projected: +%.0f pt", projected.dx), at: Point(x: labels, y: landing.y - 18),
            centred: false)
        text(
            cr, String(format: "≈ release + %.0f pt/s × 0.5 s", velocity.dx), at: Point(x: labels, y: landing.y + 30),
            centred: false)
        text(cr, "→ swipes right", at: Point(x: labels, y: landing.y + 48), centred: false)
    }

    private func text(_ cr: OpaquePointer, _ string: String, at point: Point, centred: Bool) {
        var extents = cairo_text_extents_t()
        cairo_text_extents(cr, string, &extents)
        let x = centred ? point.x - extents.x_advance / 2 : point.x
        cairo_set_source_rgba(cr, 1, 1, 1, 0.85)
        cairo_rectangle(cr, x - 4, point.y - extents.height - 4, extents.x_advance + 8, extents.height + 8)
        cairo_fill(cr)
        cairo_set_source_rgb(cr, 0.1, 0.1, 0.15)
        cairo_move_to(cr, x, point.y)
        cairo_show_text(cr, string)
    }
}
