// The UIKit surface KolodaUIKit uses, with the SDK's signatures, optionality and isolation (UIKit classes are
// NS_SWIFT_UI_ACTOR, i.e. @MainActor). Bodies are never run. Keep it minimal: only what the front-end uses.
@_exported import QuartzCore

// MARK: Accessibility categories on NSObject

extension ObjectiveC.NSObject {
    /// UIKit/UIAccessibility.h: @property BOOL isAccessibilityElement (NSObject category).
    @MainActor @objc dynamic open var isAccessibilityElement: Bool { get { fatalError() } set {} }
    /// UIKit/UIAccessibility.h: @property(nullable, copy) NSString *accessibilityLabel.
    @MainActor @objc dynamic open var accessibilityLabel: String? { get { fatalError() } set {} }
    /// UIKit/UIAccessibility.h: @property(nullable, copy) NSString *accessibilityValue.
    @MainActor @objc dynamic open var accessibilityValue: String? { get { fatalError() } set {} }
    /// UIKit/UIAccessibility.h: @property BOOL accessibilityElementsHidden.
    @MainActor @objc dynamic open var accessibilityElementsHidden: Bool { get { fatalError() } set {} }
    /// UIKit/UIAccessibility.h: @property(nullable) NSArray *accessibilityElements (UIAccessibilityContainer).
    @MainActor @objc dynamic open var accessibilityElements: [Any]? { get { fatalError() } set {} }
    /// UIKit/UIAccessibility.h: -(BOOL)accessibilityActivate (UIAccessibilityAction category).
    @MainActor @objc dynamic open func accessibilityActivate() -> Bool { fatalError() }
    /// UIKit/UIAccessibilityCustomAction.h: @property(nullable) NSArray<UIAccessibilityCustomAction *> *accessibilityCustomActions.
    @MainActor @objc dynamic open var accessibilityCustomActions: [UIAccessibilityCustomAction]? { get { fatalError() } set {} }
}

/// UIKit/UIAccessibility.h: the C functions and constants, imported into the `UIAccessibility` namespace.
public enum UIAccessibility {
    /// UIKit/UIAccessibility.h: UIAccessibilityIsReduceMotionEnabled(), imported as a property.
    @MainActor public static var isReduceMotionEnabled: Bool { fatalError() }
    /// UIKit/UIAccessibility.h: UIAccessibilityIsVoiceOverRunning(), imported as a property.
    @MainActor public static var isVoiceOverRunning: Bool { fatalError() }
    /// UIKit/UIAccessibility.h: UIAccessibilityReduceMotionStatusDidChangeNotification.
    public static let reduceMotionStatusDidChangeNotification = NSNotification.Name("UIAccessibilityReduceMotionStatusDidChangeNotification")
    /// UIKit/UIAccessibility.h: UIAccessibilityPostNotification(notification, argument).
    @MainActor public static func post(notification: UIAccessibility.Notification, argument: Any?) {}
    /// UIKit/UIAccessibilityConstants.h: typedef uint32_t UIAccessibilityNotifications NS_TYPED_ENUM.
    public struct Notification: Equatable, Hashable, RawRepresentable, Sendable {
        /// UIKit/UIAccessibilityConstants.h: the raw notification number.
        public var rawValue: UInt32
        /// UIKit/UIAccessibilityConstants.h: NS_TYPED_ENUM init(rawValue:).
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        /// UIKit/UIAccessibilityConstants.h: UIAccessibilityLayoutChangedNotification.
        public static let layoutChanged = Notification(rawValue: 1001)
    }
}

/// UIKit/UIAccessibilityCustomAction.h: @interface UIAccessibilityCustomAction : NSObject.
@MainActor open class UIAccessibilityCustomAction: ObjectiveC.NSObject {
    /// UIKit/UIAccessibilityCustomAction.h: -initWithName:actionHandler: (iOS 13).
    public init(name: String, actionHandler: @escaping (UIAccessibilityCustomAction) -> Bool) { super.init() }
}

// MARK: Responders and views

/// UIKit/UIResponder.h: @interface UIResponder : NSObject.
@MainActor open class UIResponder: ObjectiveC.NSObject {
    /// UIKit/UIResponder.h: -init.
    public override init() { super.init() }
    /// UIKit/UIResponder.h: @property(readonly) BOOL canBecomeFirstResponder.
    @objc dynamic open var canBecomeFirstResponder: Bool { fatalError() }
    /// UIKit/UIResponder.h: @property(nullable, readonly) NSArray<UIKeyCommand *> *keyCommands (UIResponderKeyCommands).
    @objc dynamic open var keyCommands: [UIKeyCommand]? { fatalError() }
}

/// UIKit/UITraitCollection.h: @interface UITraitCollection : NSObject (immutable; Sendable in the SDK).
open class UITraitCollection: ObjectiveC.NSObject, @unchecked Sendable {
    /// UIKit/UITraitCollection.h: @property(readonly) CGFloat displayScale.
    open var displayScale: CGFloat { fatalError() }
}

/// UIKit/UIView.h: @interface UIView : UIResponder.
@MainActor open class UIView: UIResponder {
    /// UIKit/UIView.h: -initWithFrame: NS_DESIGNATED_INITIALIZER.
    public init(frame: CGRect) { super.init() }
    /// UIKit/UIView.h: -initWithCoder: NS_DESIGNATED_INITIALIZER (required through NSCoding).
    public required init?(coder: NSCoder) { super.init() }
    /// UIKit/UIView.h: -init is not a designated initializer, so Swift sees a convenience init() (models `KolodaView()`).
    public override convenience init() { self.init(frame: .zero) }
    /// UIKit/UIView.h: @property CGRect frame.
    open var frame: CGRect { get { fatalError() } set {} }
    /// UIKit/UIView.h: @property CGRect bounds.
    open var bounds: CGRect { get { fatalError() } set {} }
    /// UIKit/UIView.h: @property CGPoint center.
    open var center: CGPoint { get { fatalError() } set {} }
    /// UIKit/UIView.h: @property CGAffineTransform transform.
    open var transform: CGAffineTransform { get { fatalError() } set {} }
    /// UIKit/UIView.h: @property CGFloat alpha.
    open var alpha: CGFloat { get { fatalError() } set {} }
    /// UIKit/UIView.h: @property(getter=isUserInteractionEnabled) BOOL userInteractionEnabled.
    open var isUserInteractionEnabled: Bool { get { fatalError() } set {} }
    /// UIKit/UIView.h: @property(readonly, strong) CALayer *layer.
    open var layer: CALayer { fatalError() }
    /// UIKit/UIView.h: @property(nullable, readonly) UIView *superview.
    open var superview: UIView? { fatalError() }
    /// UIKit/UIView.h: @property(readonly, copy) NSArray<UIView *> *subviews.
    open var subviews: [UIView] { fatalError() }
    /// UIKit/UIView.h: @property(nullable, readonly) UIWindow *window.
    open var window: UIWindow? { fatalError() }
    /// UIKit/UIView.h: -addSubview:.
    open func addSubview(_ view: UIView) {}
    /// UIKit/UIView.h: -insertSubview:atIndex:.
    open func insertSubview(_ view: UIView, at index: Int) {}
    /// UIKit/UIView.h: -removeFromSuperview.
    open func removeFromSuperview() {}
    /// UIKit/UIView.h: -layoutSubviews.
    @objc dynamic open func layoutSubviews() {}
    /// UIKit/UIView.h: -didMoveToWindow.
    @objc dynamic open func didMoveToWindow() {}
    /// UIKit/UIView.h: -pointInside:withEvent:.
    open func point(inside point: CGPoint, with event: UIEvent?) -> Bool { fatalError() }
    /// UIKit/UIView.h: -addGestureRecognizer: (UIViewGestureRecognizers category).
    open func addGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {}
    /// UIKit/UIView.h: -gestureRecognizerShouldBegin: (UIViewGestureRecognizers category).
    @objc dynamic open func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { fatalError() }
    /// UIKit/UITraitCollection.h: UITraitEnvironment's @property(readonly) UITraitCollection *traitCollection.
    open var traitCollection: UITraitCollection { fatalError() }
}

/// UIKit/UIWindow.h: @interface UIWindow : UIView.
@MainActor open class UIWindow: UIView {}

/// UIKit/UIControl.h: @interface UIControl : UIView.
@MainActor open class UIControl: UIView {}

/// UIKit/UIEvent.h: @interface UIEvent : NSObject.
@MainActor open class UIEvent: ObjectiveC.NSObject {}

/// UIKit/UITouch.h: @interface UITouch : NSObject.
@MainActor open class UITouch: ObjectiveC.NSObject {
    /// UIKit/UITouch.h: @property(nullable, readonly, strong) UIView *view.
    open var view: UIView? { fatalError() }
}

// MARK: Gestures

/// UIKit/UIGestureRecognizer.h: @interface UIGestureRecognizer : NSObject.
@MainActor open class UIGestureRecognizer: ObjectiveC.NSObject {
    /// UIKit/UIGestureRecognizer.h: typedef NS_ENUM(NSInteger, UIGestureRecognizerState).
    @objc public enum State: Int, @unchecked Sendable {
        case possible, began, changed, ended, cancelled, failed
        /// UIKit/UIGestureRecognizer.h: UIGestureRecognizerStateRecognized = UIGestureRecognizerStateEnded.
        public static var recognized: State { .ended }
    }
    /// UIKit/UIGestureRecognizer.h: -initWithTarget:action: NS_DESIGNATED_INITIALIZER.
    public init(target: Any?, action: Selector?) { super.init() }
    /// UIKit/UIGestureRecognizer.h: @property(readonly) UIGestureRecognizerState state.
    open var state: UIGestureRecognizer.State { fatalError() }
    /// UIKit/UIGestureRecognizer.h: @property(nullable, weak) id<UIGestureRecognizerDelegate> delegate.
    weak open var delegate: (any UIGestureRecognizerDelegate)? { get { fatalError() } set {} }
    /// UIKit/UIGestureRecognizer.h: -locationInView:.
    open func location(in view: UIView?) -> CGPoint { fatalError() }
}

/// UIKit/UIGestureRecognizer.h: @protocol UIGestureRecognizerDelegate <NSObject>, every method optional.
@MainActor @objc public protocol UIGestureRecognizerDelegate: ObjectiveC.NSObjectProtocol {
    /// UIKit/UIGestureRecognizer.h: -gestureRecognizerShouldBegin:.
    @objc optional func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool
    /// UIKit/UIGestureRecognizer.h: -gestureRecognizer:shouldReceiveTouch:.
    @objc optional func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool
}

/// UIKit/UIPanGestureRecognizer.h: @interface UIPanGestureRecognizer : UIGestureRecognizer.
@MainActor open class UIPanGestureRecognizer: UIGestureRecognizer {
    /// UIKit/UIPanGestureRecognizer.h: -translationInView:.
    open func translation(in view: UIView?) -> CGPoint { fatalError() }
    /// UIKit/UIPanGestureRecognizer.h: -velocityInView:.
    open func velocity(in view: UIView?) -> CGPoint { fatalError() }
}

/// UIKit/UITapGestureRecognizer.h: @interface UITapGestureRecognizer : UIGestureRecognizer.
@MainActor open class UITapGestureRecognizer: UIGestureRecognizer {}

// MARK: Keyboard

/// UIKit/UICommand.h (UIKeyCommand.h): typedef NS_OPTIONS(NSInteger, UIKeyModifierFlags).
public struct UIKeyModifierFlags: OptionSet, Hashable, Sendable {
    /// UIKit/UICommand.h: the raw flags.
    public var rawValue: Int
    /// UIKit/UICommand.h: NS_OPTIONS init(rawValue:).
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// UIKit/UICommand.h: UIKeyModifierCommand.
    public static let command = UIKeyModifierFlags(rawValue: 1 << 20)
}

/// UIKit/UIMenuElement.h: @interface UIMenuElement : NSObject (iOS 13).
@MainActor open class UIMenuElement: ObjectiveC.NSObject {}

/// UIKit/UICommand.h: @interface UICommand : UIMenuElement (iOS 13).
@MainActor open class UICommand: UIMenuElement {
    /// UIKit/UICommand.h: @property(copy) NSString *title.
    open var title: String { get { fatalError() } set {} }
}

/// UIKit/UIKeyCommand.h: @interface UIKeyCommand : UICommand.
@MainActor open class UIKeyCommand: UICommand {
    /// UIKit/UIKeyCommand.h: +keyCommandWithInput:modifierFlags:action:, imported as a convenience init.
    public convenience init(input: String, modifierFlags: UIKeyModifierFlags, action: Selector) { fatalError() }
    /// UIKit/UIKeyCommand.h: @property(nullable, readonly) NSString *input.
    open var input: String? { fatalError() }
    /// UIKit/UIKeyCommand.h: @property(readonly) UIKeyModifierFlags modifierFlags.
    open var modifierFlags: UIKeyModifierFlags { fatalError() }
    /// UIKit/UIKeyCommand.h: UIKeyInputLeftArrow (a global NSString constant, so not actor-isolated).
    nonisolated public static let inputLeftArrow = "UIKeyInputLeftArrow"
    /// UIKit/UIKeyCommand.h: UIKeyInputRightArrow.
    nonisolated public static let inputRightArrow = "UIKeyInputRightArrow"
    /// UIKit/UIKeyCommand.h: UIKeyInputUpArrow.
    nonisolated public static let inputUpArrow = "UIKeyInputUpArrow"
    /// UIKit/UIKeyCommand.h: UIKeyInputDownArrow.
    nonisolated public static let inputDownArrow = "UIKeyInputDownArrow"
}

// MARK: Haptics

/// UIKit/UIFeedbackGenerator.h: @interface UIFeedbackGenerator : NSObject.
@MainActor open class UIFeedbackGenerator: ObjectiveC.NSObject {
    /// UIKit/UIFeedbackGenerator.h: -prepare.
    open func prepare() {}
}

/// UIKit/UIImpactFeedbackGenerator.h: @interface UIImpactFeedbackGenerator : UIFeedbackGenerator.
@MainActor open class UIImpactFeedbackGenerator: UIFeedbackGenerator {
    /// UIKit/UIImpactFeedbackGenerator.h: typedef NS_ENUM(NSInteger, UIImpactFeedbackStyle).
    @objc public enum FeedbackStyle: Int, @unchecked Sendable {
        case light, medium, heavy, soft, rigid
    }
    /// UIKit/UIImpactFeedbackGenerator.h: -initWithStyle:.
    public init(style: UIImpactFeedbackGenerator.FeedbackStyle) { super.init() }
    /// UIKit/UIImpactFeedbackGenerator.h: -impactOccurredWithIntensity: (iOS 13).
    open func impactOccurred(intensity: CGFloat) {}
}

// MARK: Used only by the README example (TypeCheck/ReadmeExample.swift), not by the front-end

/// UIKit/UIViewController.h: @interface UIViewController : UIResponder.
@MainActor open class UIViewController: UIResponder {
    /// UIKit/UIViewController.h: -viewDidLoad.
    @objc dynamic open func viewDidLoad() {}
}

/// UIKit/UIImage.h: @interface UIImage : NSObject (immutable; Sendable in the SDK).
open class UIImage: ObjectiveC.NSObject, @unchecked Sendable {}

/// UIKit/UIImageView.h: @interface UIImageView : UIView.
@MainActor open class UIImageView: UIView {
    /// UIKit/UIImageView.h: -initWithImage:.
    public init(image: UIImage?) { super.init(frame: .zero) }
    /// UIKit/UIImageView.h: -initWithCoder: (required).
    public required init?(coder: NSCoder) { super.init(coder: coder) }
}

/// UIKit/UILabel.h: @interface UILabel : UIView.
@MainActor open class UILabel: UIView {
    /// UIKit/UILabel.h: @property(nullable, copy) NSString *text.
    open var text: String? { get { fatalError() } set {} }
}
