/// Separable box blur for 8-bit alpha masks; three passes approximate a Gaussian. Internal.
enum BoxBlur {
    /// Blurs an A8 bitmap in place with `passes` horizontal and vertical box passes of `radius` px.
    /// Pixels outside the bitmap count as transparent.
    static func blurA8(
        _ data: UnsafeMutablePointer<UInt8>, width: Int, height: Int, stride: Int,
        radius: Int, passes: Int
    ) {
        guard width > 0, height > 0, radius > 0 else { return }
        var line = [Int32](repeating: 0, count: max(width, height))
        let window = Int32(2 * radius + 1)
        for _ in 0..<passes {
            for y in 0..<height {
                let row = data + y * stride
                blurLine(
                    get: { Int32(row[$0]) }, set: { row[$0] = UInt8($1) }, count: width,
                    radius: radius, window: window, scratch: &line)
            }
            for x in 0..<width {
                let col = data + x
                blurLine(
                    get: { Int32(col[$0 * stride]) }, set: { col[$0 * stride] = UInt8($1) }, count: height,
                    radius: radius, window: window, scratch: &line)
            }
        }
    }

    @inline(__always)
    private static func blurLine(
        get: (Int) -> Int32, set: (Int, Int32) -> Void, count: Int, radius: Int,
        window: Int32, scratch: inout [Int32]
    ) {
        for i in 0..<count { scratch[i] = get(i) }
        var sum: Int32 = 0
        for i in 0..<min(radius, count) { sum += scratch[i] }
        for i in 0..<count {
            let add = i + radius
            let sub = i - radius - 1
            if add < count { sum += scratch[add] }
            if sub >= 0 { sum -= scratch[sub] }
            set(i, (sum + window / 2) / window)
        }
    }
}
