import CCairo
import KolodaCore
import Testing

@testable import KolodaCairo
@testable import KolodaCompositing

/// `DamageBands` through `Compositor.changedPixels`: the damage of a moved, turned card holds every pixel that changed
/// and leaves out the corners of its bounding box.
@Suite("Damage bands")
@MainActor
struct DamageBandsTests {
    @Test(arguments: [(0.1, 0.13), (-0.2, -0.05), (0.0, 0.3)])
    func theDamageHoldsEveryChangedPixelAndLessThanTheBoundingBox(from: Double, to: Double) throws {
        let scale = 2.0
        let before = OpaqueCoverTests.layers(angle: from, drag: Vector(dx: 300 * from, dy: 4), scale: scale)
        let after = OpaqueCoverTests.layers(angle: to, drag: Vector(dx: 300 * to, dy: 6), scale: scale)
        let compositor = Compositor(backgroundColor: .white)
        let a = OpaqueCoverTests.target(scale: scale)
        let b = OpaqueCoverTests.target(scale: scale)
        compositor.render(layers: before, into: a)
        compositor.render(layers: after, into: b)
        let whole = OpaqueCoverTests.whole(a)
        let boxes = try #require(compositor.changedPixels(from: before, to: after, scale: scale, within: whole))
        // Disjoint, so that no pixel is drawn twice.
        for i in boxes.indices {
            for j in boxes.indices where j > i { #expect(boxes[i].intersection(boxes[j]).isEmpty) }
        }
        func inside(_ x: Int, _ y: Int) -> Bool {
            boxes.contains { x >= $0.x0 && x < $0.x1 && y >= $0.y0 && y < $0.y1 }
        }
        let pa = try #require(cairo_image_surface_get_data(a.surface))
        let pb = try #require(cairo_image_surface_get_data(b.surface))
        var changed = 0
        var outside = 0
        for y in 0..<a.height {
            let ra = UnsafeRawPointer(pa + y * a.bytesPerRow).assumingMemoryBound(to: UInt32.self)
            let rb = UnsafeRawPointer(pb + y * b.bytesPerRow).assumingMemoryBound(to: UInt32.self)
            for x in 0..<a.width where ra[x] != rb[x] {
                changed += 1
                if !inside(x, y) { outside += 1 }
            }
        }
        #expect(changed > 1000, "the card moved")
        #expect(outside == 0, "\(outside) changed px outside the damage")
        // Less than the bounding rectangle the damage was before.
        let rect = try #require(compositor.changedRegion(from: before, to: after))
        let boxArea = boxes.reduce(0) { $0 + ($1.x1 - $1.x0) * ($1.y1 - $1.y0) }
        let rectArea = Int(rect.width * scale * rect.height * scale)
        #expect(boxArea < rectArea, "\(boxArea) px in bands against \(rectArea) px in the bounding box")
    }
}
