import KolodaCore

extension Compositor {
    /// True when ``filter`` changes how `layer` is drawn into a target of `scale` px per pt: its raster is resampled
    /// by an axis-aligned transform that is not a whole-pixel copy (scaled, or at a fractional offset). Rotated layers
    /// are bilinear and pixel copies exact with either filter. A switch of filter needs only these layers redrawn.
    package func dependsOnFilter(_ layer: CompositeLayer, scale: Double) -> Bool {
        guard layer.alpha > 0, layer.transform.isFinite, layer.transform.determinant != 0,
            let prepared = prepared(layer)
        else { return false }
        let m = deviceTransform(of: layer, prepared: prepared, scale: scale)
        let axisAligned = abs(m.b) < 1e-9 && abs(m.c) < 1e-9
        let snapped =
            abs(m.a - 1) < 1e-9 && abs(m.d - 1) < 1e-9
            && abs(m.tx - m.tx.rounded()) < 1e-3 && abs(m.ty - m.ty.rounded()) < 1e-3
        return axisAligned && !snapped
    }
}
