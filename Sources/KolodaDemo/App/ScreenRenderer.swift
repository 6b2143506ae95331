import KolodaCairo
import KolodaCore

/// Draws a whole frame: the backdrop, the deck (its card layers from `KolodaView.compositeLayers(origin:)`) and
/// the chrome (title, segmented control, buttons with captions, status line), all composited in one pass.
///
/// The chrome views are rasterized once by their own `CardRasterizer` and again only when they change (a new
/// window size, another selected segment, a new status text).
@MainActor
final class ScreenRenderer {
    private let compositor = Compositor(backgroundColor: BackdropView.topColor)
    private let rasterizer = CardRasterizer()
    private let backdrop = BackdropView()
    private let title = Label(text: "Koloda")
    private let segments = SegmentedControlView(titles: ScreenKind.allCases.map(\.segmentTitle), size: Size(width: 220, height: 30))
    private let buttons = Dictionary(uniqueKeysWithValues: DemoButton.allCases.map { ($0, RoundButtonView(kind: $0, diameter: 60)) })
    private let captions = Dictionary(uniqueKeysWithValues: DemoButton.allCases.map { ($0, Label(text: $0.caption)) })
    private let status = Label()
    /// Use the fast filter while cards move on HiDPI targets (interactive use): scaled back cards are sampled by
    /// nearest pixel; rotated cards stay bilinear with either filter. The recorder always uses the good one.
    var usesFastFilterWhileMoving = true
    /// The previous frame's layers, target and filter: what `render(deck:chrome:into:)` compares against.
    private var lastLayers: [CompositeLayer] = []
    private weak var lastTarget: FrameBuffer?
    private var lastFilter: CompositingFilter?
    /// Where the deck's layers ended in `lastLayers` (they start after the backdrop, at 1).
    private var lastDeckEnd = 1

    /// What one `render(deck:chrome:into:)` redrew.
    enum Outcome: Equatable {
        /// Nothing changed: no pixel was touched.
        case unchanged
        /// Only this region (app pt) was redrawn.
        case region(Rect)
        /// Everything was redrawn.
        case full
    }

    init() {
        title.font = .system(size: 22, weight: .bold)
        title.textColor = .white
        title.alignment = .center
        status.font = .system(size: 13)
        status.textColor = Color.white.withAlpha(0.75)
        status.alignment = .center
        for caption in captions.values {
            caption.font = .system(size: 11, weight: .semibold)
            caption.textColor = Color.white.withAlpha(0.7)
            caption.alignment = .center
        }
    }

    /// Renders `deck` and `chrome` into `target` (whose size in pt should be the layout's window size). Drawing again
    /// into the same target redraws only the region whose layers changed (nothing when none did), so the target must
    /// keep its pixels between calls.
    @discardableResult
    func render(deck: KolodaView, chrome: ChromeState, into target: FrameBuffer) -> Outcome {
        rasterizer.scale = target.scale
        deck.rasterizer.scale = target.scale
        update(chrome)
        let layout = chrome.layout
        var layers = [layer(backdrop, at: .zero)]
        var deckLayers = deck.compositeLayers(origin: layout.deck.origin)
        if chrome.screen == .v2 {
            // v2's background card is larger than the deck (as in Koloda's example) and hangs below it: its
            // faint, enlarged title would show behind the buttons and the status line. The deck is cut off above them.
            let clip = Rect(x: 0, y: 0, width: layout.window.width, height: layout.deckClipBottom)
            for i in deckLayers.indices { deckLayers[i].clip = clip }
        }
        layers += deckLayers
        layers.append(layer(title, at: layout.title.origin))
        layers.append(layer(segments, at: layout.segments.origin))
        for kind in DemoButton.allCases {
            guard let view = buttons[kind], let rect = layout.buttons[kind], let caption = captions[kind] else { continue }
            let pressed = chrome.pressedButton == kind
            layers.append(layer(view, at: rect.origin, scale: pressed ? 0.9 : 1))
            layers.append(layer(caption, at: Point(x: rect.center.x - 40, y: layout.captionTop)))
        }
        layers.append(layer(status, at: layout.status.origin))
        let moving = deck.isSceneMoving
        compositor.filter = usesFastFilterWhileMoving && moving && target.scale > 1.5 ? .fast : .good
        let incremental = target === lastTarget
        // The deck and the rest are compared apart: layers are matched by position, and a card or an overlay coming or
        // going would otherwise shift every chrome layer above the deck and damage the whole window.
        let deckEnd = 1 + deckLayers.count
        var damage: Rect? = nil
        if incremental, lastDeckEnd <= lastLayers.count {
            let rest = Array(layers[..<1] + layers[deckEnd...])
            let lastRest = Array(lastLayers[..<1] + lastLayers[lastDeckEnd...])
            for changed in [compositor.changedRegion(from: Array(lastLayers[1..<lastDeckEnd]), to: deckLayers),
                            compositor.changedRegion(from: lastRest, to: rest)] {
                if let changed { damage = damage.map { $0.union(changed) } ?? changed }
            }
        }
        if incremental, compositor.filter != lastFilter {
            // Only resampled layers look different with the other filter: the cards, not the backdrop or the chrome
            // (drawn pixel for pixel), which a full redraw at 1080×1920 would paint again for tens of ms.
            for layer in lastLayers + layers where !Self.isPixelCopy(layer, scale: target.scale) {
                let bounds = compositor.bounds(of: layer)
                damage = damage.map { $0.union(bounds) } ?? bounds
            }
        }
        lastLayers = layers
        lastDeckEnd = deckEnd
        lastTarget = target
        lastFilter = compositor.filter
        if incremental && damage == nil { return .unchanged }
        compositor.render(layers: layers, into: target, damage: damage)
        return damage.map { .region($0) } ?? .full
    }

    /// True when the compositor draws `layer` as a plain pixel copy whatever its filter: a translation by whole
    /// device pixels of a raster made at the target's `scale`.
    private static func isPixelCopy(_ layer: CompositeLayer, scale: Double) -> Bool {
        let t = layer.transform
        func whole(_ v: Double) -> Bool { abs(v * scale - (v * scale).rounded()) < 1e-3 }
        return t.a == 1 && t.d == 1 && t.b == 0 && t.c == 0 && whole(t.tx) && whole(t.ty) && layer.image.scale == scale
    }

    /// Brings the chrome views' sizes and contents up to date (each change re-rasterizes only that view).
    private func update(_ chrome: ChromeState) {
        let layout = chrome.layout
        resize(backdrop, to: layout.window)
        resize(title, to: layout.title.size)
        resize(status, to: layout.status.size)
        segments.selectedIndex = chrome.screen.rawValue
        status.text = chrome.status
        for (kind, view) in buttons {
            guard let rect = layout.buttons[kind] else { continue }
            if view.frame.size != rect.size {
                view.frame = Rect(origin: .zero, size: rect.size)
                view.cornerRadius = rect.width / 2
            }
            captions[kind].map { resize($0, to: Size(width: 80, height: 16)) }
        }
    }

    private func resize(_ view: View, to size: Size) {
        if view.frame.size != size { view.frame = Rect(origin: .zero, size: size) }
    }

    /// A chrome layer: the view's raster placed at `origin` (window pt), optionally scaled about its centre.
    private func layer(_ view: View, at origin: Point, scale: Double = 1) -> CompositeLayer {
        let image = rasterizer.raster(for: view)
        var transform = AffineTransform.translation(Vector(dx: origin.x, dy: origin.y))
        if scale != 1 {
            let c = Vector(dx: image.size.width / 2, dy: image.size.height / 2)
            transform = AffineTransform.translation(-c).then(.scale(x: scale, y: scale)).then(.translation(c)).then(transform)
        }
        return CompositeLayer(image: image, transform: transform, alpha: 1)
    }
}
