import Koloda
import UIKit

/// The "LIKE" / "NOPE" stamp over a card. `OverlayView` fades it with the drag (`update(progress:)`); this subclass
/// only says what the stamp reads and where it sits.
final class StampOverlayView: OverlayView {
    private let stamp = UILabel()

    override var overlayState: SwipeResultDirection? {
        didSet {
            switch overlayState {
            case .right?:
                show("LIKE", color: UIColor(red: 0.20, green: 0.72, blue: 0.42, alpha: 1), angle: -0.3)
            case .left?:
                show("NOPE", color: UIColor(red: 0.90, green: 0.25, blue: 0.30, alpha: 1), angle: 0.3)
            default:
                stamp.text = nil
            }
        }
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        if stamp.superview == nil {
            stamp.font = .boldSystemFont(ofSize: 40)
            stamp.textAlignment = .center
            stamp.layer.borderWidth = 5
            stamp.layer.cornerRadius = 10
            addSubview(stamp)
        }
        stamp.bounds = CGRect(x: 0, y: 0, width: 160, height: 64)
        let x = overlayState == .left ? bounds.width - 110 : 110
        stamp.center = CGPoint(x: x, y: 70)
    }

    private func show(_ text: String, color: UIColor, angle: CGFloat) {
        stamp.text = text
        stamp.textColor = color
        stamp.layer.borderColor = color.cgColor
        stamp.transform = CGAffineTransform(rotationAngle: angle)
        setNeedsLayout()
    }
}
