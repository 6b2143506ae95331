import KolodaCairo

/// The procedural "photographs" the demo's cards show: one landscape motif and its palette.
struct SceneStyle: Hashable, Sendable {
    /// The landscape motif.
    enum Motif: Hashable, Sendable {
        /// Layered mountain ranges under a low sun.
        case mountains
        /// A sea horizon with the sun on the water.
        case ocean
        /// A starry night with aurora ribbons over dark hills.
        case aurora
        /// Sand dunes under a hazy sun.
        case dunes
        /// A pine forest around a still lake.
        case forest
    }

    /// What the scene shows.
    var motif: Motif
    /// Sky colours, top to bottom.
    var sky: (CairoColor, CairoColor)
    /// The sun, moon or glow colour.
    var light: CairoColor
    /// Ground colours, far to near.
    var ground: (CairoColor, CairoColor)
    /// Seed for stars, trees and ripples (same seed, same picture).
    var seed: UInt64

    static func == (a: SceneStyle, b: SceneStyle) -> Bool {
        a.motif == b.motif && a.sky == b.sky && a.light == b.light && a.ground == b.ground && a.seed == b.seed
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(motif)
        hasher.combine(seed)
    }
}
