import UIKit

/// The example's card pictures, drawn in code (the app carries no image assets): a colour gradient per card with a
/// sun, hills and the card's number.
@MainActor
enum CardArt {
    /// Sky colours of the five pictures, top and bottom.
    private static let skies: [(UIColor, UIColor)] = [
        (UIColor(red: 0.98, green: 0.62, blue: 0.45, alpha: 1), UIColor(red: 0.99, green: 0.86, blue: 0.62, alpha: 1)),
        (UIColor(red: 0.36, green: 0.56, blue: 0.92, alpha: 1), UIColor(red: 0.72, green: 0.86, blue: 0.99, alpha: 1)),
        (UIColor(red: 0.55, green: 0.36, blue: 0.78, alpha: 1), UIColor(red: 0.93, green: 0.63, blue: 0.76, alpha: 1)),
        (UIColor(red: 0.20, green: 0.62, blue: 0.58, alpha: 1), UIColor(red: 0.72, green: 0.92, blue: 0.78, alpha: 1)),
        (UIColor(red: 0.93, green: 0.40, blue: 0.40, alpha: 1), UIColor(red: 0.99, green: 0.78, blue: 0.50, alpha: 1))
    ]

    /// Picture `index` (any index: the five pictures repeat). Each is drawn once, on first use, and shared: a card
    /// holds a reference, not a copy (300 × 400 pt at the screen's scale is about 4 MB of pixels at @3x).
    static func picture(_ index: Int) -> UIImage {
        let slot = ((index % skies.count) + skies.count) % skies.count
        if let image = pictures[slot] { return image }
        let image = draw(slot)
        pictures[slot] = image
        return image
    }

    /// The pictures drawn so far, by `index % 5`.
    private static var pictures = [UIImage?](repeating: nil, count: skies.count)

    /// Draws picture `index` (0–4), `size` in pt.
    private static func draw(_ index: Int, size: CGSize = CGSize(width: 300, height: 400)) -> UIImage {
        let (top, bottom) = skies[index]
        return UIGraphicsImageRenderer(size: size).image { context in
            let cg = context.cgContext
            let colors = [top.cgColor, bottom.cgColor] as CFArray
            if let gradient = CGGradient(colorsSpace: CGColorSpaceCreateDeviceRGB(), colors: colors, locations: [0, 1])
            {
                cg.drawLinearGradient(gradient, start: .zero, end: CGPoint(x: 0, y: size.height), options: [])
            }
            UIColor(white: 1, alpha: 0.9).setFill()
            let sun = min(size.width, size.height) * 0.12
            cg.fillEllipse(
                in: CGRect(x: size.width * 0.7 - sun, y: size.height * 0.3 - sun, width: 2 * sun, height: 2 * sun))
            let hills = UIBezierPath()
            hills.move(to: CGPoint(x: 0, y: size.height))
            for k in 0...8 {
                hills.addLine(to: CGPoint(x: size.width * CGFloat(k) / 8, y: size.height * (k % 2 == 0 ? 0.66 : 0.52)))
            }
            hills.addLine(to: CGPoint(x: size.width, y: size.height))
            hills.close()
            UIColor(red: 0.12, green: 0.16, blue: 0.27, alpha: 1).setFill()
            hills.fill()
            let number = "\(index + 1)" as NSString
            number.draw(
                at: CGPoint(x: 20, y: 16),
                withAttributes: [
                    .font: UIFont.boldSystemFont(ofSize: 44), .foregroundColor: UIColor.white
                ])
        }
    }

    /// A card's content view: picture `index`, rounded, with a VoiceOver label.
    static func cardView(_ index: Int) -> UIView {
        let view = UIImageView(image: picture(index))
        view.contentMode = .scaleAspectFill
        view.clipsToBounds = true
        view.layer.cornerRadius = 16
        view.isAccessibilityElement = true
        view.accessibilityLabel = "Picture \(index + 1)"
        return view
    }
}
