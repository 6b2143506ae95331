import KolodaCore

/// What differs between two frames' layer lists: the region to redraw and, when every changed raster could be
/// prepared, the target pixels the changed layers cover, before and after, in disjoint bands of rows.
package struct LayerChanges {
    /// The region (deck pt) the changed layers cover, shadows included.
    package var region: Rect
    /// The pixels (target px) where the changed layers' rasters were and are, to pass as `damageBoxes`; `nil` when
    /// a raster could not be prepared (redraw `region` then).
    package var pixels: [PixelRect]?

    /// Changes covering `region`, and `pixels` when known.
    package init(region: Rect, pixels: [PixelRect]?) {
        self.region = region
        self.pixels = pixels
    }
}

extension Compositor {
    /// The region (deck pt) a layer covers, shadow included.
    public func bounds(of layer: CompositeLayer) -> Rect {
        bounds(of: layer, prepared: prepared(layer))
    }

    private func bounds(of layer: CompositeLayer, prepared: PreparedRaster?) -> Rect {
        let card = layer.transform.boundingBox(of: Rect(origin: .zero, size: layer.image.size))
        guard let prepared else { return card }
        return card.union(layer.transform.boundingBox(of: prepared.localBounds))
    }

    /// What differs between two frames' layer lists drawn at `scale` px per pt into a target whose pixels are
    /// `bounds`: one pass over both lists, each changed layer's raster prepared and its device transform derived
    /// once. Layers are matched by position in the lists (see ``CompositeLayer/drawsSame(as:)``). `nil` when nothing
    /// visible changed (no need to render).
    package func changes(
        from old: [CompositeLayer], to new: [CompositeLayer], scale s: Double, within bounds: PixelRect
    ) -> LayerChanges? {
        var region: Rect? = nil
        var quads: [[Point]]? = []
        for i in 0..<max(old.count, new.count) {
            let a = i < old.count ? old[i] : nil
            let b = i < new.count ? new[i] : nil
            if let a, let b, a.drawsSame(as: b) { continue }
            for layer in [a, b].compactMap({ $0 }) where layer.alpha > 0 {
                let prepared = prepared(layer)
                let covered = self.bounds(of: layer, prepared: prepared)
                region = region.map { $0.union(covered) } ?? covered
                guard let prepared else {
                    quads = nil
                    continue
                }
                let m = deviceTransform(of: layer, prepared: prepared, scale: s)
                let w = Double(prepared.width)
                let h = Double(prepared.height)
                quads?.append([Point(x: 0, y: 0), Point(x: w, y: 0), Point(x: w, y: h), Point(x: 0, y: h)].map(m.apply))
            }
        }
        guard let region else { return nil }
        return LayerChanges(region: region, pixels: quads.flatMap { DamageBands.boxes(covering: $0, within: bounds) })
    }

    /// The target pixels that differ between two frames' layer lists drawn at `scale` px per pt, in bands of rows
    /// (see `DamageBands`) inside `bounds` (target px), to pass as `damageBoxes`: where the changed layers' rasters
    /// were and are, not their bounding boxes. `nil` when nothing changed or a raster cannot be prepared. Layers are
    /// matched as in ``changedRegion(from:to:)``.
    package func changedPixels(
        from old: [CompositeLayer], to new: [CompositeLayer], scale s: Double, within bounds: PixelRect
    ) -> [PixelRect]? {
        changes(from: old, to: new, scale: s, within: bounds)?.pixels
    }

    /// The region (deck pt) that differs between two frames' layer lists, to pass as `damage`;
    /// `nil` when nothing changed (no need to render). Layers are matched by position in the lists.
    public func changedRegion(from old: [CompositeLayer], to new: [CompositeLayer]) -> Rect? {
        var region: Rect? = nil
        for i in 0..<max(old.count, new.count) {
            let a = i < old.count ? old[i] : nil
            let b = i < new.count ? new[i] : nil
            if let a, let b, a.drawsSame(as: b) { continue }
            for layer in [a, b].compactMap({ $0 }) where layer.alpha > 0 {
                let covered = bounds(of: layer)
                region = region.map { $0.union(covered) } ?? covered
            }
        }
        return region
    }
}
