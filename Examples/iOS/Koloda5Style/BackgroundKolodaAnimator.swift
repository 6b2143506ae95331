import Foundation
import UIKit
import Koloda

// Shaped like Koloda 5's example animator: it overrides `init(koloda:)` and `applyScaleAnimation`, whose POP
// springs are written here with UIKit's spring animation, as an app must once POP is gone. The override builds (the
// compiler warns that `AnimationCompletionBlock` is deprecated), but this package never calls it: the deck animates
// every card itself. The spring that takes effect is the curve returned below.
class BackgroundKolodaAnimator: KolodaViewAnimator {

    override init(koloda: KolodaView) {
        super.init(koloda: koloda)
    }

    override func applyScaleAnimation(_ card: DraggableCardView, scale: CGSize, frame: CGRect, duration: TimeInterval, completion: AnimationCompletionBlock) {
        UIView.animate(withDuration: duration, delay: 0, usingSpringWithDamping: 0.63, initialSpringVelocity: 0, options: [], animations: {
            card.transform = CGAffineTransform(scaleX: scale.width, y: scale.height)
            card.frame = frame
        }, completion: { finished in
            completion?(finished)
        })
    }

    override func backgroundCardAnimation(duration: Double) -> AnimationCurve {
        return .spring(bounciness: 9, speed: 16)
    }
}

// Koloda 5's other animator methods, overridden with their Koloda 5 signatures: they build, and are never called.
class FadingKolodaAnimator: KolodaViewAnimator {
    override func animateAppearance(_ duration: TimeInterval, completion: AnimationCompletionBlock) {
        completion?(true)
    }

    override func applyReverseAnimation(_ card: DraggableCardView, direction: SwipeResultDirection?, duration: TimeInterval, completion: AnimationCompletionBlock) {
        UIView.animate(withDuration: duration, animations: { card.alpha = 1 }, completion: { completion?($0) })
    }

    override func applyAlphaAnimation(_ card: DraggableCardView, alpha: CGFloat, duration: TimeInterval, completion: AnimationCompletionBlock) {
        UIView.animate(withDuration: duration, animations: { card.alpha = alpha }, completion: { completion?($0) })
    }

    override func applyInsertionAnimation(_ cards: [DraggableCardView], completion: AnimationCompletionBlock) {
        super.applyInsertionAnimation(cards, completion: completion)
    }

    override func applyRemovalAnimation(_ cards: [DraggableCardView], completion: AnimationCompletionBlock) {
        super.applyRemovalAnimation(cards, completion: completion)
    }
}
