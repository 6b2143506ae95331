import UIKit

/// The row under the deck: NOPE, UNDO, LIKE, as in Koloda's example.
@MainActor
final class ButtonBar: UIStackView {
    init(target: AnyObject, nope: Selector, undo: Selector, like: Selector) {
        super.init(frame: .zero)
        axis = .horizontal
        distribution = .equalSpacing
        alignment = .center
        for (title, action, color) in [
            ("NOPE", nope, UIColor.systemRed), ("UNDO", undo, UIColor.systemGray),
            ("LIKE", like, UIColor.systemGreen)
        ] {
            let button = UIButton(type: .system)
            button.setTitle(title, for: .normal)
            // Dynamic Type: the headline style at the user's text size, followed live.
            button.titleLabel?.font = .preferredFont(forTextStyle: .headline)
            button.titleLabel?.adjustsFontForContentSizeCategory = true
            button.tintColor = color
            button.addTarget(target, action: action, for: .touchUpInside)
            addArrangedSubview(button)
        }
    }

    required init(coder: NSCoder) { fatalError("ButtonBar is made in code") }
}
