import UIKit
import Koloda

class ExampleOverlayView: OverlayView {
    @IBOutlet lazy var overlayImageView: UIImageView! = {
        [unowned self] in
        var imageView = UIImageView(frame: self.bounds)
        self.addSubview(imageView)
        return imageView
        }()

    override var overlayState: SwipeResultDirection? {
        didSet {
            switch overlayState {
            case .left? :
                overlayImageView.image = UIImage(named: "noOverlayImage")
            case .right? :
                overlayImageView.image = UIImage(named: "yesOverlayImage")
            default:
                overlayImageView.image = nil
            }
        }
    }

    override func update(progress: CGFloat) {
        alpha = min(progress * 1.2, 1)
    }
}
