/// How a dragged card tilts and shrinks. `DragParameters()` is Koloda's card.
public struct DragParameters: Hashable, Sendable, Codable {
    /// Cap of the rotation strength |dx / W|.
    public var rotationMax: Double
    /// Rotation at strength 1 (rad).
    public var rotationAngle: Double
    /// Scale at full strength.
    public var scaleMin: Double

    /// Creates parameters; the defaults are Koloda's: a rotation strength capped at 1, π/10 (18°) at full strength,
    /// and a scale down to 0.8.
    public init(rotationMax: Double = 1, rotationAngle: Double = Double.pi / 10, scaleMin: Double = 0.8) {
        self.rotationMax = rotationMax
        self.rotationAngle = rotationAngle
        self.scaleMin = scaleMin
    }
}

extension KolodaSettings {
    /// How a dragged card tilts and shrinks: ``rotationMax``, ``rotationAngle`` and ``scaleMin``, with Koloda's
    /// (those of `DragParameters()`) where they are nil.
    public var dragParameters: DragParameters {
        let koloda = DragParameters()
        return DragParameters(
            rotationMax: rotationMax ?? koloda.rotationMax,
            rotationAngle: rotationAngle ?? koloda.rotationAngle,
            scaleMin: scaleMin ?? koloda.scaleMin)
    }
}
