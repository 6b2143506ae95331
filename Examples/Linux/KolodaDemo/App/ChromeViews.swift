import KolodaCairo
import KolodaCore
import KolodaSDL

/// The screen around the deck as layers for the window host: the backdrop under the deck; the title, the
/// segmented control, the buttons with captions and the status line over it; and where v2's deck is cut off.
///
/// The views are rasterized once by their own `CardRasterizer` and again only when they change (a new window size,
/// another selected segment, a new status text), so an unchanged screen gives the same layers and the host redraws
/// nothing.
@MainActor
final class ChromeViews {
    private let rasterizer = CardRasterizer()
    private let backdrop = BackdropView()
    private let title = CairoLabel(text: "Koloda")
    private let segments = SegmentedControlView(
        titles: ScreenKind.allCases.map(\.segmentTitle), size: Size(width: 220, height: 30))
    private let buttons = Dictionary(
        uniqueKeysWithValues: DemoButton.allCases.map { ($0, RoundButtonView(kind: $0, diameter: 60)) })
    private let captions = Dictionary(
        uniqueKeysWithValues: DemoButton.allCases.map { ($0, CairoLabel(text: $0.caption)) })
    private let status = CairoLabel()

    init() {
        title.font = .system(size: 22, weight: .bold)
        title.textColor = .white
        title.alignment = .center
        status.font = .system(size: 13)
        status.textColor = CairoColor.white.withAlpha(0.75)
        status.alignment = .center
        for caption in captions.values {
            caption.font = .system(size: 11, weight: .semibold)
            caption.textColor = CairoColor.white.withAlpha(0.7)
            caption.alignment = .center
        }
    }

    /// The layers showing `chrome`, rasterized at `scale` px per app pt.
    func layers(for chrome: ChromeState, scale: Double) -> ChromeLayers {
        rasterizer.scale = scale
        update(chrome)
        let layout = chrome.layout
        var over = [layer(title, at: layout.title.origin), layer(segments, at: layout.segments.origin)]
        for kind in DemoButton.allCases {
            guard let view = buttons[kind], let rect = layout.buttons[kind], let caption = captions[kind] else {
                continue
            }
            over.append(layer(view, at: rect.origin, scale: chrome.pressedButton == kind ? 0.9 : 1))
            over.append(layer(caption, at: Point(x: rect.center.x - 40, y: layout.captionTop)))
        }
        over.append(layer(status, at: layout.status.origin))
        // v2's background card is larger than the deck (as in Koloda's example) and hangs below it: its faint,
        // enlarged title would show behind the buttons and the status line. The deck is cut off above them.
        let clip =
            chrome.screen == .v2 ? Rect(x: 0, y: 0, width: layout.window.width, height: layout.deckClipBottom) : nil
        return ChromeLayers(underDeck: [layer(backdrop, at: .zero)], overDeck: over, deckClip: clip)
    }

    /// Brings the views' sizes and contents up to date (each change re-rasterizes only that view).
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

    private func resize(_ view: CairoView, to size: Size) {
        if view.frame.size != size { view.frame = Rect(origin: .zero, size: size) }
    }

    /// A layer: the view's raster placed at `origin` (app pt), optionally scaled about its centre.
    private func layer(_ view: CairoView, at origin: Point, scale: Double = 1) -> CompositeLayer {
        let image = rasterizer.raster(for: view)
        var transform = AffineTransform.translation(Vector(dx: origin.x, dy: origin.y))
        if scale != 1 {
            let c = Vector(dx: image.size.width / 2, dy: image.size.height / 2)
            transform = AffineTransform.translation(-c).then(.scale(x: scale, y: scale)).then(.translation(c)).then(
                transform)
        }
        return CompositeLayer(image: image, transform: transform, alpha: 1)
    }
}
