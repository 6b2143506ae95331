import KolodaCore

/// The pixels opaque cards hide (see `OpaqueCover`).
extension Compositor {
    /// The covers of every fully opaque card (alpha 1, opaque inside its rounded corners) in `layers` that covers a
    /// pixel of `region`, back to front (by ascending index; the last is the frontmost card's): each hides what lies
    /// beneath it, whatever the cards in front of it draw.
    func opaqueCovers(of layers: [CompositeLayer], within region: PixelRect, scale s: Double) -> [OpaqueCover] {
        layers.indices.compactMap { opaqueCover(ofLayerAt: $0, in: layers, within: region, scale: s) }
    }

    /// The pixels of `region` that `layers[i]` replaces whatever lies beneath; `nil` when it is not fully opaque
    /// (alpha 1, an opaque interior), cannot be drawn, or covers no pixel there.
    private func opaqueCover(
        ofLayerAt i: Int, in layers: [CompositeLayer], within region: PixelRect, scale s: Double
    ) -> OpaqueCover? {
        let layer = layers[i]
        guard layer.alpha >= 1, layer.transform.isFinite, layer.transform.determinant != 0,
            let opaque = layer.image.opaqueInteriorPixels, let prepared = prepared(layer)
        else { return nil }
        // A clipped layer draws whole pixels inside its clip's pixel box and nothing outside it.
        var within = region
        if let clip = layer.clip {
            guard let clipBox = pixelBox(clip, scale: s) else { return nil }
            within = within.intersection(clipBox)
        }
        // The opaque pixels in the prepared raster's frame (the card's pixels copied at an integer offset).
        let source = PixelRect(
            x0: opaque.x0 - prepared.originX, y0: opaque.y0 - prepared.originY,
            x1: opaque.x1 - prepared.originX, y1: opaque.y1 - prepared.originY)
        let bands = OpaqueCover.bands(
            opaque: source, device: deviceTransform(of: layer, prepared: prepared, scale: s), within: within)
        return bands.isEmpty ? nil : OpaqueCover(index: i, bands: bands)
    }
}
