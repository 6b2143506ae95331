// A Koloda 5 animator override builds, but the deck never calls it: Swift flags deprecation where a declaration is
// used, not where it is overridden, so the override is flagged through the completion type its signature names.
// expect: 'AnimationCompletionBlock' is deprecated: Koloda 5's animator methods that take a completion are never called; override the curve methods instead
import Koloda
import UIKit

final class SpringAnimator: KolodaViewAnimator {
    override func applyScaleAnimation(_ card: DraggableCardView, scale: CGSize, frame: CGRect, duration: TimeInterval,
                                      completion: AnimationCompletionBlock) {
        completion?(true)
    }
}
