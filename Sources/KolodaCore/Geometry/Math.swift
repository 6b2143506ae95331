// Elementary functions for the engine. The core uses the standard library only (no Foundation, no Glibc),
// so sine, cosine and the exponential are implemented here, accurate to a few ulps over the ranges the engine uses.

/// Sine (rad), by range reduction to [−π/4, π/4] and Taylor polynomials.
@usableFromInline func sin(_ x: Double) -> Double {
    guard x.isFinite else { return .nan }
    let (r, q) = reduceQuarterPi(x)
    switch q & 3 {
    case 0: return sinPoly(r)
    case 1: return cosPoly(r)
    case 2: return -sinPoly(r)
    default: return -cosPoly(r)
    }
}

/// Cosine (rad).
@usableFromInline func cos(_ x: Double) -> Double {
    guard x.isFinite else { return .nan }
    let (r, q) = reduceQuarterPi(x)
    switch q & 3 {
    case 0: return cosPoly(r)
    case 1: return -sinPoly(r)
    case 2: return -cosPoly(r)
    default: return sinPoly(r)
    }
}

/// e^x. Exact to about 1 ulp for |x| < 700; saturates to 0 / +∞ beyond.
@usableFromInline func exp(_ x: Double) -> Double {
    if x.isNaN { return .nan }
    if x > 709 { return .infinity }
    if x < -745 { return 0 }
    // x = k·ln2 + r, |r| ≤ ln2/2; e^x = 2^k · e^r.
    let ln2 = 0.693147180559945309417232121458
    let k = (x / ln2).rounded()
    let r = x - k * ln2
    var term = 1.0
    var sum = 1.0
    for n in 1...20 {
        term *= r / Double(n)
        sum += term
        if abs(term) < 1e-17 * abs(sum) { break }
    }
    return sum * pow2(Int(k))
}

/// Arc tangent of y/x in (−π, π].
@usableFromInline func atan2(_ y: Double, _ x: Double) -> Double {
    if y.isNaN || x.isNaN { return .nan }
    if x == 0 && y == 0 { return 0 }
    let ax = abs(x)
    let ay = abs(y)
    var a = atanUnit(Swift.min(ax, ay) / Swift.max(ax, ay))
    if ay > ax { a = Double.pi / 2 - a }
    if x < 0 { a = Double.pi - a }
    return y < 0 ? -a : a
}

@usableFromInline func atanUnit(_ t: Double) -> Double {
    // atan on [0, 1]: reduce with atan(t) = π/4 + atan((t−1)/(t+1)) around 1, series otherwise.
    if t > 0.4142135623730950 { return Double.pi / 4 + atanSeries((t - 1) / (t + 1)) }
    return atanSeries(t)
}

@usableFromInline func atanSeries(_ t: Double) -> Double {
    // |t| ≤ tan(π/8) ≈ 0.414: the alternating series converges to 1e-17 in ≤ 40 terms.
    let t2 = t * t
    var term = t
    var sum = t
    var n = 1.0
    for _ in 0..<60 {
        term *= -t2
        n += 2
        let add = term / n
        sum += add
        if abs(add) < 1e-18 { break }
    }
    return sum
}

@usableFromInline func pow2(_ k: Int) -> Double {
    if k > 1023 { return .infinity }
    if k < -1074 { return 0 }
    if k < -1022 {
        return Double(sign: .plus, exponent: -1022, significand: 1)
            * Double(sign: .plus, exponent: k + 1022, significand: 1)
    }
    return Double(sign: .plus, exponent: k, significand: 1)
}

@usableFromInline func reduceQuarterPi(_ x: Double) -> (Double, Int) {
    // Cody–Waite reduction with a two-part π/2; ample for the angles (|x| < 1e4) the engine produces.
    let halfPiHi = 1.5707963267341256
    let halfPiLo = 6.077100506506192e-11
    let q = (x / (Double.pi / 2)).rounded()
    let r = (x - q * halfPiHi) - q * halfPiLo
    return (r, Int(q))
}

@usableFromInline func sinPoly(_ r: Double) -> Double {
    let r2 = r * r
    var term = r
    var sum = r
    for n in stride(from: 2, through: 24, by: 2) {
        term *= -r2 / Double(n * (n + 1))
        sum += term
    }
    return sum
}

@usableFromInline func cosPoly(_ r: Double) -> Double {
    let r2 = r * r
    var term = 1.0
    var sum = 1.0
    for n in stride(from: 1, through: 23, by: 2) {
        term *= -r2 / Double(n * (n + 1))
        sum += term
    }
    return sum
}
