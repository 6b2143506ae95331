import KolodaCompositing

/// A linear gradient filling a view's bounds: two or more colour stops along an axis through the centre.
///
/// The axis is oriented by `angle` and spans the bounds corner to corner in that direction (as CSS does),
/// so location 0 touches one side of the box and location 1 the opposite side.
public struct CairoGradient: Hashable, Sendable {
    /// A colour at a position along the gradient axis.
    public struct Stop: Hashable, Sendable {
        /// The colour at this stop.
        public var color: CairoColor
        /// Position along the axis, 0 (start) … 1 (end).
        public var location: Double

        /// Creates a stop.
        public init(color: CairoColor, location: Double) {
            self.color = color
            self.location = location
        }
    }

    /// The stops, in any order (drawn sorted by location). Fewer than two stops: one stop draws a solid
    /// fill, none draws nothing.
    public var stops: [Stop]
    /// Direction of the axis (rad), clockwise on screen from +x: 0 runs left → right, π/2 top → bottom.
    public var angle: Double

    /// Creates a gradient from explicit stops and an axis angle (rad).
    public init(stops: [Stop], angle: Double = Double.pi / 2) {
        self.stops = stops
        self.angle = angle
    }

    /// Creates a gradient with `colors` spread evenly from start to end, along `angle` (rad).
    public init(colors: [CairoColor], angle: Double = Double.pi / 2) {
        let n = colors.count
        self.stops = colors.enumerated().map { i, c in
            Stop(color: c, location: n > 1 ? Double(i) / Double(n - 1) : 0)
        }
        self.angle = angle
    }
}
