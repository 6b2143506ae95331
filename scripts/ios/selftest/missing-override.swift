// A UIView subclass that redeclares a UIKit method without `override`.
// expect: overriding declaration requires an 'override' keyword
import UIKit

final class CardFrame: UIView {
    func layoutSubviews() {}
}
