import CSDL2
import KolodaCairo
import KolodaCompositing
import KolodaCore

/// Composites layers with the window's SDL renderer: on the GPU when the renderer is a hardware one. Each layer's
/// raster (the card over its baked shadow, as the CPU `Compositor` prepares it) is uploaded once as a texture and drawn
/// as an affine quad (`SDL_RenderGeometry`: rotation, scale and translation) with linear filtering and the layer's
/// alpha; overlays are layers like any other. Textures are dropped when their raster is.
///
/// Blending is premultiplied OVER where the renderer supports a custom blend mode; elsewhere (SDL's software renderer)
/// textures are converted to straight alpha once and drawn with `SDL_BLENDMODE_BLEND`, which sampling by nearest pixel
/// there makes a little coarser at the cards' edges. ``SDLWindow/prefersRendererCompositing`` says when to use it.
@MainActor
public final class RendererCompositor {
    private struct Entry {
        weak var owner: AnyObject?
        let texture: OpaquePointer
    }

    /// The window drawn in.
    public let window: SDLWindow
    /// The colour the frame is cleared to (its alpha is ignored on screen).
    public var backgroundColor: CairoColor
    /// Prepares the layers' rasters (bakes and caches shadows); its own drawing settings are not used.
    public let preparer = Compositor()
    /// True when textures hold premultiplied pixels drawn with a premultiplied OVER blend mode.
    public let blendsPremultiplied: Bool
    private var textures: [ObjectIdentifier: Entry] = [:]
    private var lastLayers: [CompositeLayer] = []
    private var lastScale = 0.0

    /// A compositor drawing in `window` on `backgroundColor`.
    public init(window: SDLWindow, backgroundColor: CairoColor = .white) {
        self.window = window
        self.backgroundColor = backgroundColor
        blendsPremultiplied = Self.supportsPremultipliedBlending(window.renderer)
    }

    isolated deinit { removeTextures() }

    /// The number of textures held (one per distinct layer raster still alive).
    public var textureCount: Int { textures.count }

    /// Destroys every texture (they are uploaded again when next drawn).
    public func removeTextures() {
        for entry in textures.values { SDL_DestroyTexture(entry.texture) }
        textures.removeAll()
    }

    /// Draws `layers` (back to front, in pt, shown at `scale` px per pt) and presents them, unless they are the same
    /// as last time and `force` is false. Like ``SDLWindow/present(_:damage:)`` the frame is held until the next
    /// refresh when ``SDLWindow/pacesPresents``.
    /// - Returns: true when a frame was presented.
    @discardableResult
    public func present(layers: [CompositeLayer], scale: Double, force: Bool = false) -> Bool {
        guard window.renderer != nil else { return false }
        if !force, scale == lastScale, preparer.changedRegion(from: lastLayers, to: layers) == nil { return false }
        lastLayers = layers
        lastScale = scale
        let refreshTime = window.waitForRefresh()
        draw(layers: layers, scale: scale)
        guard let renderer = window.renderer else { return false }
        SDL_RenderPresent(renderer)
        window.screenHoldsTexture = false  // the streaming texture is no longer what is shown
        window.surfaceWrittenByAnotherPath(sent: nil)
        window.didPresent(refreshTime: refreshTime)
        return true
    }

    /// Draws `layers` on the renderer's current target without presenting: clears to ``backgroundColor``, then each
    /// layer through its transform, scaled by `scale` (px per pt), clipped to its `clip`.
    public func draw(layers: [CompositeLayer], scale s: Double) {
        guard let renderer = window.renderer else { return }
        let bg = backgroundColor
        func byte(_ v: Double) -> UInt8 { UInt8(max(0, min(255, (v * 255).rounded()))) }
        _ = SDL_SetRenderDrawColor(renderer, byte(bg.r), byte(bg.g), byte(bg.b), byte(bg.a))
        _ = SDL_RenderSetClipRect(renderer, nil)
        _ = SDL_RenderClear(renderer)
        for layer in layers {
            guard let image = preparer.preparedImage(for: layer), let texture = texture(for: image) else { continue }
            let m = image.pixelToLayer.then(layer.transform).then(.scale(x: s, y: s))
            let a = byte(max(0, min(1, layer.alpha)))
            let color =
                blendsPremultiplied ? SDL_Color(r: a, g: a, b: a, a: a) : SDL_Color(r: 255, g: 255, b: 255, a: a)
            let w = Double(image.width)
            let h = Double(image.height)
            func vertex(_ x: Double, _ y: Double) -> SDL_Vertex {
                let p = m.apply(Point(x: x, y: y))
                return SDL_Vertex(
                    position: SDL_FPoint(x: Float(p.x), y: Float(p.y)), color: color,
                    tex_coord: SDL_FPoint(x: Float(x / w), y: Float(y / h)))
            }
            let vertices = [vertex(0, 0), vertex(w, 0), vertex(w, h), vertex(0, h)]
            let indices: [Int32] = [0, 1, 2, 0, 2, 3]
            if let clip = layer.clip {
                let box = PixelRect.covering(clip, scale: s, margin: 0)
                var rect = SDL_Rect(
                    x: Int32(box.x), y: Int32(box.y), w: Int32(max(0, box.width)), h: Int32(max(0, box.height)))
                _ = SDL_RenderSetClipRect(renderer, &rect)
            }
            _ = SDL_RenderGeometry(renderer, texture, vertices, 4, indices, 6)
            if layer.clip != nil { _ = SDL_RenderSetClipRect(renderer, nil) }
        }
        pruneTextures()
    }

    /// The texture of `image`, uploaded on first use.
    private func texture(for image: PreparedLayerImage) -> OpaquePointer? {
        let key = ObjectIdentifier(image.identity)
        if let entry = textures[key], entry.owner === image.identity { return entry.texture }
        if let stale = textures.removeValue(forKey: key) { SDL_DestroyTexture(stale.texture) }
        guard let renderer = window.renderer,
            let texture = SDL_CreateTexture(
                renderer, SDL_PIXELFORMAT_ARGB8888.rawValue,
                Int32(SDL_TEXTUREACCESS_STATIC.rawValue),
                Int32(image.width), Int32(image.height))
        else { return nil }
        let uploaded: Bool
        if blendsPremultiplied {
            // The texture is the raster's size: SDL reads all of it from its first pixel.
            uploaded =
                image.flushedMemory().map { pixels in
                    pixels.withAddress(ofPixel: 0) {
                        SDL_UpdateTexture(texture, nil, $0, Int32(pixels.bytesPerRow)) == 0
                    }
                } ?? false
        } else if let pixels = image.flushedMemory() {
            // The texture is `width` × `height` px, the unpremultiplied copy `width` px a row.
            uploaded = CBytes.withAddress(of: TexturePixels.unpremultiplied(pixels)) {
                SDL_UpdateTexture(texture, nil, $0, Int32(pixels.width * 4)) == 0
            }
        } else {
            uploaded = false
        }
        guard uploaded else {
            SDL_DestroyTexture(texture)
            return nil
        }
        _ = SDL_SetTextureBlendMode(texture, blendsPremultiplied ? Self.premultipliedOver : SDL_BLENDMODE_BLEND)
        _ = SDL_SetTextureScaleMode(texture, SDL_ScaleModeLinear)
        textures[key] = Entry(owner: image.identity, texture: texture)
        return texture
    }

    /// Destroys the textures whose raster is gone.
    private func pruneTextures() {
        for (key, entry) in textures where entry.owner == nil {
            SDL_DestroyTexture(entry.texture)
            textures[key] = nil
        }
    }

    /// Premultiplied OVER: colour and alpha = source + destination × (1 − source alpha).
    private static let premultipliedOver = SDL_ComposeCustomBlendMode(
        SDL_BLENDFACTOR_ONE, SDL_BLENDFACTOR_ONE_MINUS_SRC_ALPHA, SDL_BLENDOPERATION_ADD,
        SDL_BLENDFACTOR_ONE, SDL_BLENDFACTOR_ONE_MINUS_SRC_ALPHA, SDL_BLENDOPERATION_ADD)

    /// True when `renderer` takes the premultiplied OVER blend mode (tried on a 1×1 texture).
    private static func supportsPremultipliedBlending(_ renderer: OpaquePointer?) -> Bool {
        guard let renderer,
            let probe = SDL_CreateTexture(
                renderer, SDL_PIXELFORMAT_ARGB8888.rawValue,
                Int32(SDL_TEXTUREACCESS_STATIC.rawValue), 1, 1)
        else { return false }
        defer { SDL_DestroyTexture(probe) }
        return SDL_SetTextureBlendMode(probe, premultipliedOver) == 0
    }
}
