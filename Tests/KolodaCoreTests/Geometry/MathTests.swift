import Foundation
import Testing

@_spi(Fronts) @testable import KolodaCore

@Suite("Standard-library math")
struct MathTests {
    /// Relative error below 1e-12, with an absolute floor of 1e-15 for results near zero.
    private func close(_ a: Double, _ b: Double) -> Bool { abs(a - b) <= 1e-12 * abs(b) + 1e-15 }

    @Test func sineAndCosine() {
        var x = -200.0
        while x <= 200 {
            #expect(close(KolodaCore.sin(x), Foundation.sin(x)), "sin \(x)")
            #expect(close(KolodaCore.cos(x), Foundation.cos(x)), "cos \(x)")
            x += 0.0173
        }
        for k in -20...20 {
            let x = Double(k) * Double.pi / 4
            #expect(
                close(KolodaCore.sin(x), Foundation.sin(x)) && close(KolodaCore.cos(x), Foundation.cos(x)), "k \(k)")
        }
        #expect(KolodaCore.sin(.nan).isNaN && KolodaCore.cos(.infinity).isNaN)
    }

    @Test func exponential() {
        var x = -740.0
        while x <= 705 {
            #expect(close(KolodaCore.exp(x), Foundation.exp(x)), "exp \(x)")
            x += 0.371
        }
        for x in [0.0, 1e-300, -1e-12, 1e-8, 0.5, -0.5, 1] {
            #expect(close(KolodaCore.exp(x), Foundation.exp(x)), "exp \(x)")
        }
        #expect(KolodaCore.exp(-800) == 0 && KolodaCore.exp(800) == .infinity && KolodaCore.exp(.nan).isNaN)
    }

    @Test func arcTangent() {
        for radius in [1e-8, 0.3, 1.0, 250.0, 1e6] {
            var angle = -Double.pi + 1e-3
            while angle < Double.pi {
                let y = radius * Foundation.sin(angle)
                let x = radius * Foundation.cos(angle)
                #expect(close(KolodaCore.atan2(y, x), Foundation.atan2(y, x)), "atan2 \(y) \(x)")
                angle += 0.0123
            }
        }
        for (y, x) in [(0.0, 1.0), (1.0, 0.0), (-1.0, 0.0), (0.0, -1.0), (1e-300, 1.0), (1.0, 1e-300)] {
            #expect(close(KolodaCore.atan2(y, x), Foundation.atan2(y, x)), "atan2 \(y) \(x)")
        }
    }
}
