#if os(iOS) && canImport(SwiftUI, _version: 6.0)
@_spi(Fronts) import KolodaCore
import SwiftUI
import UIKit

/// The front card's drag on iOS 18 and later: a UIKit pan recognizer, which asks the deck before it begins, as the
/// UIKit `KolodaView`'s pan does. iOS 18 runs SwiftUI's gestures on UIKit recognizers, and a recognizer whose
/// `gestureRecognizerShouldBegin(_:)` returns false fails at once and lets the others recognize (Apple's
/// `UIGestureRecognizerDelegate`): a vertical drag on a deck that swipes left and right is then left to the scroll
/// view around it, and a sideways one is the deck's. Once it begins it cancels the touches of the views under it
/// (`cancelsTouchesInView`, true by default), so a swipe that starts on a button does not press it.
///
/// Compiled only against SDKs with `UIGestureRecognizerRepresentable` (SwiftUI 6, the iOS 18 SDK); earlier systems
/// use the `DragGesture` of `StackCards`.
@available(iOS 18.0, *)
@MainActor
struct StackPan: UIGestureRecognizerRepresentable {
    let controller: KolodaStackController
    /// The name of the deck's coordinate space, in which the engine's points are.
    let space: String

    func makeCoordinator(converter: CoordinateSpaceConverter) -> Coordinator {
        Coordinator(controller: controller, converter: converter, space: space)
    }

    func makeUIGestureRecognizer(context: Context) -> UIPanGestureRecognizer {
        let pan = UIPanGestureRecognizer()
        pan.maximumNumberOfTouches = 1
        pan.delegate = context.coordinator
        return pan
    }

    func handleUIGestureRecognizerAction(_ pan: UIPanGestureRecognizer, context: Context) {
        let (start, location) = Coordinator.points(context.converter, space: space)
        switch pan.state {
        case .began, .changed: controller.panChanged(start: start, location: location)
        case .ended: controller.panEnded(location: location)
        default: controller.gestureDidReset()  // cancelled or failed: a dragged card returns
        }
    }

    /// Decides whether the pan may begin: the deck's own question (`KolodaDeck.shouldBeginDrag(at:velocity:)`).
    @MainActor
    final class Coordinator: NSObject, UIGestureRecognizerDelegate {
        private let controller: KolodaStackController
        // The converter SwiftUI hands `makeCoordinator(converter:)`, for the delegate's methods, which get only the
        // recognizer.
        private let converter: CoordinateSpaceConverter
        private let space: String

        init(controller: KolodaStackController, converter: CoordinateSpaceConverter, space: String) {
            self.controller = controller
            self.converter = converter
            self.space = space
        }

        func gestureRecognizerShouldBegin(_ recognizer: UIGestureRecognizer) -> Bool {
            let (start, location) = Self.points(converter, space: space)
            return controller.deck.shouldBeginDrag(at: start, velocity: location - start)
        }

        /// Where the pan was pressed and where the finger is, in the deck's coordinates (pt).
        static func points(_ converter: CoordinateSpaceConverter, space: String) -> (start: Point, location: Point) {
            let location = Point(converter.location(in: .named(space)))
            let translation = converter.translation(in: .named(space)).map(Vector.init) ?? .zero
            return (location - translation, location)
        }
    }
}
#endif
