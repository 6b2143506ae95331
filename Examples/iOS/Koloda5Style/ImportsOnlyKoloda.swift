import Koloda

// A file that imports only Koloda, as Koloda 5's framework allowed: its umbrella header imported UIKit, so
// `UIView`, `CGRect`, `CGFloat` and `UIViewPropertyAnimator` came with `import Koloda`.

class FadingOverlayView: OverlayView {
    private var animator: UIViewPropertyAnimator?
    let stamp = UIView(frame: CGRect(x: 0, y: 0, width: 80, height: 40))
    var cornerRadius: CGFloat = 8

    override func update(progress: CGFloat) {
        animator?.stopAnimation(true)
        animator = UIViewPropertyAnimator(duration: 0.1, curve: .easeOut) {
            self.alpha = progress
        }
        animator?.startAnimation()
    }
}
