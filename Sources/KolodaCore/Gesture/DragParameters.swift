/// How a dragged card tilts and shrinks (Koloda's card defaults).
public struct DragParameters: Hashable, Sendable, Codable {
    /// Cap of the rotation strength |dx / W| (default 1).
    public var rotationMax: Double = 1
    /// Rotation at strength 1 (rad; default π/10, 18°).
    public var rotationAngle: Double = Double.pi / 10
    /// Scale at full strength (default 0.8).
    public var scaleMin: Double = 0.8

    /// Creates parameters; the defaults are Koloda's.
    public init(rotationMax: Double = 1, rotationAngle: Double = Double.pi / 10, scaleMin: Double = 0.8) {
        self.rotationMax = rotationMax
        self.rotationAngle = rotationAngle
        self.scaleMin = scaleMin
    }
}
