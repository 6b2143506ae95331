// The iOS example of the README, of the Getting started article and of docs/migrating-from-koloda.md, and the card
// with controls of the Koloda in SwiftUI article, verbatim (scripts/check-doc-code.py checks): scripts/ios-build.sh compiles it against the real iPhoneOS SDK, as an app
// would use the package (`import Koloda`), and links it into the example app.
import UIKit
import Koloda

final class ViewController: UIViewController {
    @IBOutlet weak var kolodaView: KolodaView!        // or KolodaView(frame:) in code
    var images: [UIImage] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        kolodaView.dataSource = self
        kolodaView.delegate = self
    }

    @IBAction func leftButtonTapped(_ sender: Any) { kolodaView.swipe(.left) }   // works mid-animation too: never dropped
    @IBAction func rightButtonTapped(_ sender: Any) { kolodaView.swipe(.right) }
    @IBAction func undoButtonTapped(_ sender: Any) { kolodaView.revertAction() }  // the card returns from the side it left
}

extension ViewController: KolodaViewDataSource {
    func kolodaNumberOfCards(_ koloda: KolodaView) -> Int { images.count }
    func kolodaSpeedThatCardShouldDrag(_ koloda: KolodaView) -> DragSpeed { .fast }
    func koloda(_ koloda: KolodaView, viewForCardAt index: Int) -> UIView { UIImageView(image: images[index]) }
    func koloda(_ koloda: KolodaView, viewForCardOverlayAt index: Int) -> OverlayView? { StampOverlayView() }
}

extension ViewController: KolodaViewDelegate {
    func kolodaDidRunOutOfCards(_ koloda: KolodaView) { koloda.resetCurrentCardIndex() }
    func koloda(_ koloda: KolodaView, didSelectCardAt index: Int) { print("selected card \(index)") }
}

/// "LIKE" / "NOPE" over the card; `OverlayView` fades it with the drag (`update(progress:)`).
final class StampOverlayView: OverlayView {
    private let label = UILabel()
    override var overlayState: SwipeResultDirection? {
        didSet { label.text = overlayState == .right ? "LIKE" : overlayState == .left ? "NOPE" : nil }
    }
    override func layoutSubviews() {
        super.layoutSubviews()
        if label.superview == nil { addSubview(label) }
        label.frame = bounds
    }
}


// MARK: Koloda in SwiftUI: a card with controls in it

import SwiftUI

struct Profile: Identifiable {
    let id: Int
    let name: String
    let photoName: String
    let biography: String

    static let samples = [Profile(id: 0, name: "Ada", photoName: "ada", biography: "Wrote the first program.")]
}

@available(iOS 14.0, *)
@MainActor
struct ProfileCard: View {
    let profile: Profile
    let showDetails: (Profile) -> Void

    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            Image(profile.photoName)
                .resizable()
                .scaledToFill()
                .frame(maxWidth: .infinity, maxHeight: .infinity)
                .clipped()
            HStack {
                Text(profile.name).font(.title2.bold())
                Spacer()
                Button { showDetails(profile) } label: { Image(systemName: "info.circle") }
            }
            ScrollView { Text(profile.biography) }
                .frame(height: 80)
        }
        .padding()
        .background(Color(.systemBackground))
        .clipShape(RoundedRectangle(cornerRadius: 16))
    }
}

@available(iOS 14.0, *)
@MainActor
struct ProfilesScreen: View {
    @StateObject private var deck = KolodaStackController()
    @State private var profiles = Profile.samples
    @State private var shown: Profile?

    var body: some View {
        KolodaStack(profiles, controller: deck) { profile in
            ProfileCard(profile: profile) { shown = $0 }
        }
        .allowedDirections([.left, .right])
        .onSelect { profile in print("tapped \(profile.name)") }
    }
}
