// Must type-check: an app importing Darwin, Foundation, UIKit and Koloda together uses the engine's geometry types
// unqualified (no clash with MacTypes' Point, Rect and Size), in Swift 6 mode.
import Darwin
import Foundation
import Koloda
import UIKit

@MainActor func deckGeometry(_ kolodaView: KolodaView) -> (Point, Rect, Size) {
    let size = Size(width: Double(kolodaView.bounds.width), height: Double(kolodaView.bounds.height))
    let frame = Rect(origin: Point(x: 0, y: 0), size: size)
    return (Point(x: frame.center.x, y: frame.center.y), frame, size)
}
