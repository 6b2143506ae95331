import KolodaCompositing
import KolodaCore

/// What one `DeckFrameRenderer.render(_:into:origin:clip:underlay:overlay:)` call did.
public struct DeckRenderInfo: Hashable, Sendable {
    /// The region redrawn (deck-canvas pt); `nil` when the whole target was redrawn or nothing was (see `isSkipped`).
    public var damage: Rect?
    /// True when nothing changed since the previous frame in the same target, so no pixel was touched.
    public var isSkipped: Bool
    /// How many of the scene's layers (back to front) came from the cached pre-composited backdrop.
    public var cachedLayerCount: Int
    /// The filter the moving cards were drawn with.
    public var filter: CompositingFilter
}

/// A renderer's frame-to-frame state (`DeckFrameRenderer` holds one, beside its compositor and target): the previous
/// frame's layers (for a damage rectangle) and a backdrop of the resting back cards pre-composited once (for frames
/// where only the front cards move). Internal.
@MainActor
final class DeckRenderCache {
    /// Everything besides the layers that decides the pixels.
    private struct Settings: Equatable {
        var compositor: ObjectIdentifier
        var background: CairoColor
        var filter: CompositingFilter
        var drawsShadows: Bool
        var culls: Bool
        var width: Int, height: Int, scale: Double
    }

    private weak var lastTarget: FrameBuffer?
    private var lastLayers: [CompositeLayer] = []
    private var lastSettings: Settings?
    /// The pre-composited back layers and the layers it holds.
    private var backdrop: FrameBuffer?
    private var backdropLayers: [CompositeLayer] = []
    private var backdropSettings: Settings?

    /// Forgets everything: the next frame is drawn in full and the backdrop is rebuilt when useful.
    func invalidate() {
        lastTarget = nil
        lastLayers = []
        lastSettings = nil
        backdrop = nil
        backdropLayers = []
        backdropSettings = nil
    }

    /// Draws `layers` into `target`, redrawing only what changed when `target` is the previous frame's (and still
    /// holds its pixels), and reusing the backdrop of resting back cards when they have not changed.
    func render(layers: [CompositeLayer], into target: FrameBuffer, compositor: Compositor) -> DeckRenderInfo {
        let settings = Settings(
            compositor: ObjectIdentifier(compositor), background: compositor.backgroundColor,
            filter: compositor.filter, drawsShadows: compositor.drawsShadows,
            culls: compositor.cullsOccludedLayers,
            width: target.width, height: target.height, scale: target.scale)
        let sameSettings = settings == lastSettings
        // Only the filter switched (a drag began or settled): only the layers it resamples look different.
        let onlyFilterChanged =
            !sameSettings
            && lastSettings.map {
                var last = $0
                last.filter = settings.filter
                return last == settings
            } == true
        var damage: Rect? = nil
        var damageBoxes: [PixelRect]? = nil
        if sameSettings || onlyFilterChanged, target === lastTarget {
            guard let changes = changes(to: layers, in: target, compositor: compositor, onlyFilter: onlyFilterChanged)
            else {
                return DeckRenderInfo(damage: nil, isSkipped: true, cachedLayerCount: 0, filter: compositor.filter)
            }
            damage = changes.region
            damageBoxes = changes.pixels
        }
        // Back layers unchanged since the previous frame are resting: composite them once into the backdrop.
        var cached = 0
        if backdrop != nil, backdropSettings == settings, Self.hasPrefix(layers, backdropLayers) {
            cached = backdropLayers.count
        } else {
            backdrop = nil
            backdropLayers = []
            let resting = sameSettings ? Self.commonPrefixCount(lastLayers, layers) : 0
            if resting > 0, resting < layers.count {
                let buffer = FrameBuffer(width: target.width, height: target.height, scale: target.scale)
                compositor.render(layers: Array(layers[..<resting]), into: buffer)
                backdrop = buffer
                backdropLayers = Array(layers[..<resting])
                backdropSettings = settings
                cached = resting
            }
        }
        let moving = Array(layers[cached...])
        compositor.render(
            layers: moving, into: target, damage: damage, damageBoxes: damageBoxes,
            backdrop: cached > 0 ? backdrop : nil)
        lastTarget = target
        lastLayers = layers
        lastSettings = settings
        return DeckRenderInfo(damage: damage, isSkipped: false, cachedLayerCount: cached, filter: compositor.filter)
    }

    /// What to redraw since the previous frame, asked of the compositor once; `nil` when nothing changed. When only
    /// the filter switched, the layers it resamples are added and the damage is their region (no pixel bands).
    private func changes(
        to layers: [CompositeLayer], in target: FrameBuffer, compositor: Compositor, onlyFilter: Bool
    ) -> LayerChanges? {
        let whole = PixelRect(x: 0, y: 0, width: target.width, height: target.height)
        var changes = compositor.changes(from: lastLayers, to: layers, scale: target.scale, within: whole)
        guard onlyFilter else { return changes }
        changes?.pixels = nil
        for layer in lastLayers + layers where compositor.dependsOnFilter(layer, scale: target.scale) {
            let bounds = compositor.bounds(of: layer)
            changes = LayerChanges(region: changes.map { $0.region.union(bounds) } ?? bounds, pixels: nil)
        }
        return changes
    }

    private static func hasPrefix(_ layers: [CompositeLayer], _ prefix: [CompositeLayer]) -> Bool {
        guard !prefix.isEmpty, prefix.count < layers.count else { return false }
        for i in prefix.indices where !layers[i].drawsSame(as: prefix[i]) { return false }
        return true
    }

    private static func commonPrefixCount(_ a: [CompositeLayer], _ b: [CompositeLayer]) -> Int {
        var n = 0
        while n < a.count, n < b.count, a[n].drawsSame(as: b[n]) { n += 1 }
        return n
    }
}
