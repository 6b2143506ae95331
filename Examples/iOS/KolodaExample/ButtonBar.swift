import UIKit

/// The row under the deck: NOPE, UNDO, LIKE, as in Koloda's example.
@MainActor
final class ButtonBar: UIStackView {
    init(target: AnyObject, nope: Selector, undo: Selector, like: Selector) {
        super.init(frame: .zero)
        axis = .horizontal
        distribution = .equalSpacing
        alignment = .center
        for (title, action, color) in [("NOPE", nope, UIColor.systemRed), ("UNDO", undo, UIColor.systemGray),
                                       ("LIKE", like, UIColor.systemGreen)] {
            let button = UIButton(type: .system)
            button.setTitle(title, for: .normal)
            button.titleLabel?.font = .boldSystemFont(ofSize: 18)
            button.tintColor = color
            button.addTarget(target, action: action, for: .touchUpInside)
            addArrangedSubview(button)
        }
    }

    required init(coder: NSCoder) { fatalError("ButtonBar is made in code") }
}

extension UIViewController {
    /// Places `deck` under the safe area's top and `buttons` below it, both inset 16 pt from the sides.
    func layOut(deck: UIView, buttons: UIView) {
        for view in [deck, buttons] {
            view.translatesAutoresizingMaskIntoConstraints = false
            self.view.addSubview(view)
        }
        let guide = view.safeAreaLayoutGuide
        NSLayoutConstraint.activate([
            deck.topAnchor.constraint(equalTo: guide.topAnchor, constant: 24),
            deck.leadingAnchor.constraint(equalTo: guide.leadingAnchor, constant: 16),
            deck.trailingAnchor.constraint(equalTo: guide.trailingAnchor, constant: -16),
            buttons.topAnchor.constraint(equalTo: deck.bottomAnchor, constant: 24),
            buttons.leadingAnchor.constraint(equalTo: guide.leadingAnchor, constant: 48),
            buttons.trailingAnchor.constraint(equalTo: guide.trailingAnchor, constant: -48),
            buttons.bottomAnchor.constraint(equalTo: guide.bottomAnchor, constant: -24),
            buttons.heightAnchor.constraint(equalToConstant: 56),
        ])
    }
}
