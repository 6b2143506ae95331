import CCairo
import Foundation
import KolodaCairo
import KolodaCompositing
import KolodaCore

/// Runs `body` on the main actor from whatever thread the benchmark runner calls on (the runner's closures are not
/// isolated; `KolodaView` is `@MainActor`).
func onMain(_ body: @MainActor () -> Void) {
    if Thread.isMainThread { return MainActor.assumeIsolated { body() } }
    DispatchQueue.main.sync { MainActor.assumeIsolated { body() } }
}

/// Three picture cards (procedural landscape, a title and a two-line subtitle) in a `KolodaView`, on a 540 × 960 pt
/// canvas, the deck at (40, 150) pt, 460 × 660 pt.
@MainActor
final class BenchmarkScene: KolodaViewDataSource {
    static let canvas = Size(width: 540, height: 960)
    static let origin = Point(x: 40, y: 150)
    let view = KolodaView(frame: Rect(x: 0, y: 0, width: 460, height: 660))
    let renderer = DeckFrameRenderer(backgroundColor: CairoColor(hex: 0xF2F2F7))
    var compositor: Compositor { renderer.compositor }
    let target: FrameBuffer
    private var step = 0
    private var dragging = false

    /// `naive`: every card rasterized again each frame and every layer composited in full with the `.good` filter,
    /// no occlusion culling, no damage region, no backdrop (a plain Cairo redraw of the deck).
    init(scale: Double, naive: Bool = false) {
        target = FrameBuffer(
            width: Int(Self.canvas.width * scale), height: Int(Self.canvas.height * scale), scale: scale)
        view.dataSource = self
        if naive {
            renderer.cachesFrames = false
            view.filterWhileMoving = .good
            compositor.cullsOccludedLayers = false
        }
        if ProcessInfo.processInfo.environment["KOLODA_BENCH_NO_SHADOWS"] != nil { compositor.drawsShadows = false }
        _ = try? view.tick(now: 0)
        renderer.render(view, into: target, origin: Self.origin)
    }

    /// Moves the drag to the next position (right of the start, swinging between `from` and `to` pt) and ticks.
    func advanceDrag(from: Double = 60, to: Double = 140) {
        if !dragging {
            let press = DragSample(location: Point(x: 230, y: 200), translation: .zero, timestamp: 0)
            dragging = (try? view.deck.dragBegan(press)) ?? false
        }
        step += 1
        let phase = Double(step % 40) / 20  // 0…2
        let dx = from + (to - from) * (phase < 1 ? phase : 2 - phase)
        let t = Double(step) / 60
        try? view.deck.dragChanged(
            DragSample(
                location: Point(x: 230 + dx, y: 200 - dx / 5),
                translation: Vector(dx: dx, dy: -dx / 5), timestamp: t))
        _ = try? view.tick(now: t)
    }

    /// Advances a fly-out by one 60 Hz frame: when no card is leaving, the front card is swiped right (the deck loops,
    /// so the next card becomes the front one and a new one enters at the back); then the engine ticks.
    func advanceFlyOut() {
        if !view.isLoop { view.isLoop = true }
        if !view.deck.scene.cards.contains(where: { $0.isLeaving }) { view.swipe(.right) }
        step += 1
        _ = try? view.tick(now: Double(step) / 60)
    }

    /// Runs frames until no card moves (the deck loops, so there is always a next card).
    func settle() {
        if !view.isLoop { view.isLoop = true }
        while view.isSceneMoving || step == 0 {
            step += 1
            _ = try? view.tick(now: Double(step) / 60)
            render()
        }
    }

    /// Swipes the front card right and ticks one 60 Hz frame: the card behind it moves up and a new one enters.
    func swipeRight() {
        view.swipe(.right)
        step += 1
        _ = try? view.tick(now: Double(step) / 60)
    }

    /// Draws the last frame into `target`.
    func render() { renderer.render(view, into: target, origin: Self.origin) }

    func kolodaNumberOfCards(_ koloda: KolodaView) -> Int { 10 }

    func koloda(_ koloda: KolodaView, viewForCardAt index: Int) -> CairoView {
        let skies: [(UInt32, UInt32)] = [(0xFF9A8B, 0xFF6A88), (0x8EC5FC, 0xE0C3FC), (0xF6D365, 0xFDA085)]
        let texts = [
            ("Lake Bled, 24", "Weekend hikes, film cameras and very strong coffee. Swipe right for sunsets."),
            ("Kyoto Nights", "Temples at dawn, ramen at midnight, and a camera that never sleeps."),
            ("Patagonia", "Wind, granite and glaciers: looking for someone who packs light.")
        ]
        let sky = skies[index % 3]
        let text = texts[index % 3]
        return Self.card(
            size: Size(width: 460, height: 620), title: text.0, subtitle: text.1,
            sky: (CairoColor(hex: sky.0), CairoColor(hex: sky.1)))
    }

    /// A Koloda-style card: rounded, a procedural photo, a bottom scrim, a title and a two-line subtitle, a shadow.
    static func card(size: Size, title: String, subtitle: String, sky: (CairoColor, CairoColor)) -> CairoView {
        let card = CairoView(frame: Rect(origin: .zero, size: size))
        card.backgroundColor = .white
        card.cornerRadius = 18
        card.clipsToBounds = true
        card.shadow = CairoShadow(color: CairoColor.black.withAlpha(0.28), offset: Vector(dx: 0, dy: 8), blurRadius: 22)
        let w = size.width
        let h = size.height
        let photo = CairoImage(width: w, height: h, scale: 2) { ctx in
            let cr = ctx.cairo
            ctx.fill(Rect(x: 0, y: 0, width: w, height: h), gradient: CairoGradient(colors: [sky.0, sky.1]))
            ctx.setColor(CairoColor(hex: 0xFFF4D6, alpha: 0.95))
            cairo_arc(cr, w * 0.7, h * 0.3, min(w, h) * 0.12, 0, 2 * Double.pi)
            cairo_fill(cr)
            cairo_move_to(cr, 0, h)
            for k in 0...8 { cairo_line_to(cr, w * Double(k) / 8, h * (k % 2 == 0 ? 0.62 : 0.48)) }
            cairo_line_to(cr, w, h)
            cairo_close_path(cr)
            ctx.setColor(CairoColor(hex: 0x1F2A44))
            cairo_fill(cr)
        }
        card.addSubview(CairoImageView(frame: Rect(origin: .zero, size: size), image: photo))
        let scrim = CairoView(frame: Rect(x: 0, y: h * 0.55, width: w, height: h * 0.45))
        scrim.backgroundGradient = CairoGradient(colors: [
            CairoColor.black.withAlpha(0),
            CairoColor.black.withAlpha(0.72)
        ])
        card.addSubview(scrim)
        let titleLabel = CairoLabel(frame: Rect(x: 24, y: h - 118, width: w - 48, height: 44), text: title)
        titleLabel.font = .system(size: 32, weight: .bold)
        titleLabel.textColor = .white
        card.addSubview(titleLabel)
        let sub = CairoLabel(frame: Rect(x: 24, y: h - 72, width: w - 48, height: 48), text: subtitle)
        sub.font = .system(size: 17)
        sub.textColor = CairoColor.white.withAlpha(0.85)
        sub.numberOfLines = 2
        card.addSubview(sub)
        return card
    }
}
