/// Separable box blur for 8-bit alpha masks; three passes approximate a Gaussian. Internal.
enum BoxBlur {
    /// Blurs the `width` × `height` px at the top left of an A8 bitmap (at most its size) in place with `passes`
    /// horizontal and vertical box passes of `radius` px. Pixels outside them count as transparent.
    static func blurA8(_ bytes: PixelMemory, width: Int, height: Int, radius: Int, passes: Int) {
        let width = min(width, bytes.width)
        let height = min(height, bytes.height)
        let stride = bytes.bytesPerRow
        guard width > 0, height > 0, radius > 0 else { return }
        var line = [Int32](repeating: 0, count: max(width, height))
        let window = Int32(2 * radius + 1)
        for _ in 0..<passes {
            for y in 0..<height {
                let row = y * stride
                blurLine(
                    get: { Int32(bytes[byte: row + $0]) }, set: { bytes[byte: row + $0] = UInt8($1) }, count: width,
                    radius: radius, window: window, scratch: &line)
            }
            for x in 0..<width {
                blurLine(
                    get: { Int32(bytes[byte: $0 * stride + x]) }, set: { bytes[byte: $0 * stride + x] = UInt8($1) },
                    count: height,
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
