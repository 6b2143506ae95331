#if os(iOS)
@_spi(Fronts) import KolodaCore
import UIKit

/// The delegate of `KolodaView`'s pan and tap recognizers. A separate object, so that the view adopts no
/// `UIGestureRecognizerDelegate` of its own and a subclass may adopt it, as a Koloda 5 subclass could.
@MainActor
final class KolodaGestureRules: NSObject, UIGestureRecognizerDelegate {
    weak var view: KolodaView?

    /// A drag begins only where it was pressed on the front card, when `shouldDragCardAt` allows it and the finger
    /// heads toward an allowed direction (`KolodaDeck.shouldBeginDrag(at:velocity:)`): touches elsewhere reach the
    /// views behind, and a vertical scroll that starts on a left-and-right deck stays the scroll view's. UIKit asks
    /// this and the view's own `gestureRecognizerShouldBegin(_:)`; both must allow it.
    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        guard let view, let pan = gestureRecognizer as? UIPanGestureRecognizer, pan === view.panRecognizer else {
            return true
        }
        let press = Point(pan.location(in: view)) - Vector(pan.translation(in: view))
        return view.engine.shouldBeginDrag(at: press, velocity: Vector(pan.velocity(in: view)))
    }

    /// Taps on a `UIControl` inside a card (a button, a switch) go to the control and do not select the card, as in
    /// Koloda. A drag may still start on a control: the card moves, and the control's touch is cancelled.
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool {
        guard let view, gestureRecognizer === view.tapRecognizer else { return true }
        var touched = touch.view
        while let current = touched, current !== view {
            if current is UIControl { return false }
            touched = current.superview
        }
        return true
    }
}
#endif
