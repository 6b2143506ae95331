import UIKit
import Koloda

let defaultTopOffset: CGFloat = 20
let defaultHorizontalOffset: CGFloat = 10
let defaultHeightRatio: CGFloat = 1.25

class CustomKolodaView: KolodaView {
    override func frameForCard(at index: Int) -> CGRect {
        if index == 0 {
            let width = (self.frame).width - 2 * defaultHorizontalOffset
            return CGRect(x: defaultHorizontalOffset, y: defaultTopOffset, width: width, height: width * defaultHeightRatio)
        } else if index == 1 {
            let width = self.bounds.width * 1.5
            return CGRect(x: -self.bounds.width * 0.25, y: 0, width: width, height: width * defaultHeightRatio)
        }
        return CGRect.zero
    }
}
