import CCairo
import KolodaCore

/// A layer's raster as the `Compositor` draws it (the card over its baked shadow, in a transparent 1 px border), for
/// compositors elsewhere, e.g. on the GPU: upload ``pixelBytes`` once per ``identity`` and draw it through
/// ``pixelToLayer`` and the layer's transform.
@MainActor
public struct PreparedLayerImage {
    private let raster: PreparedRaster

    /// The object that owns the pixels: the same object for as long as the raster is unchanged (keep a weak reference
    /// to it to know when a copy, such as a texture, is stale).
    public var identity: AnyObject { raster }
    /// Width (px).
    public var width: Int { raster.width }
    /// Height (px).
    public var height: Int { raster.height }
    /// Maps the raster's px (corners at integers) to the layer's card-local pt (apply the layer's transform next).
    public var pixelToLayer: AffineTransform {
        let r = 1 / raster.scale
        return AffineTransform(a: r, b: 0, c: 0, d: r, tx: Double(raster.originX) * r, ty: Double(raster.originY) * r)
    }

    init(raster: PreparedRaster) { self.raster = raster }

    /// Bytes from one row of ``pixelBytes`` to the next.
    public var bytesPerRow: Int { raster.stride }

    /// A copy of the pixels (premultiplied ARGB32, native-endian `0xAARRGGBB`): ``height`` rows of ``bytesPerRow``
    /// bytes; empty when the raster has none.
    public var pixelBytes: [UInt8] { flushedMemory()?.bytes() ?? [] }

    /// The pixels (premultiplied ARGB32), after flushing Cairo, for the Linux front's own conversions; `nil` when
    /// there are none. Valid while this value's raster exists.
    package func flushedMemory() -> PixelMemory? {
        cairo_surface_flush(raster.surface)
        return PixelMemory(raster.surface)
    }
}

extension Compositor {
    /// The raster `layer` is drawn with (baked and cached on first use, as ``render(layers:into:damage:backdrop:)``
    /// does); `nil` when it cannot be made or the layer draws nothing (alpha 0, a singular or non-finite transform).
    public func preparedImage(for layer: CompositeLayer) -> PreparedLayerImage? {
        guard layer.alpha > 0, layer.transform.isFinite, layer.transform.determinant != 0,
            let raster = prepared(layer)
        else { return nil }
        return PreparedLayerImage(raster: raster)
    }
}
