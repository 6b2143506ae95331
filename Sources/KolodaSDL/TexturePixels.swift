/// Pixel conversions for textures.
enum TexturePixels {
    /// Premultiplied ARGB32 rows (`stride` bytes apart) → straight-alpha ARGB32, tightly packed (`width` px a row).
    /// Fully transparent pixels become 0.
    static func unpremultiplied(_ pixels: PixelMemory) -> [UInt32] {
        let width = pixels.width
        var out = [UInt32](repeating: 0, count: width * pixels.height)
        for y in 0..<pixels.height {
            for x in 0..<width { out[y * width + x] = unpremultiply(pixels[y * pixels.stride + x]) }
        }
        return out
    }

    /// One premultiplied `0xAARRGGBB` pixel in straight alpha (colour channels divided by alpha, rounded).
    static func unpremultiply(_ p: UInt32) -> UInt32 {
        let a = p >> 24
        guard a != 0 else { return 0 }
        guard a != 255 else { return p }
        func channel(_ shift: UInt32) -> UInt32 { min(255, (((p >> shift) & 0xFF) * 255 + a / 2) / a) << shift }
        return (a << 24) | channel(16) | channel(8) | channel(0)
    }
}
