// The card with controls of the Koloda in SwiftUI article, verbatim (scripts/check-doc-code.py checks):
// scripts/ios-build.sh compiles it with ReadmeExample.swift against the real iPhoneOS SDK, as an app would use the
// package (`import Koloda`).
import Koloda
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
                Button {
                    showDetails(profile)
                } label: {
                    Image(systemName: "info.circle")
                }
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

/// The identity and events sections of the article: the front profile saved across launches, a "like" meter fed by
/// the drag, and the threshold haptic.
@available(iOS 14.0, *)
@MainActor
struct ResumingProfilesScreen: View {
    @StateObject private var deck = KolodaStackController()
    @State private var profiles = Profile.samples
    @AppStorage("frontProfile") private var savedFront = -1
    @State private var likeness = 0.0

    private var frontProfileID: Binding<Int?> {
        Binding(get: { savedFront >= 0 ? savedFront : nil }, set: { savedFront = $0 ?? -1 })
    }

    var body: some View {
        KolodaStack(profiles, controller: deck) { profile in
            ProfileCard(profile: profile) { _ in }
        }
        .front(frontProfileID)
        .onDrag { _, direction, percent in likeness = direction == .right ? percent : -percent }
        .onReset { _ in likeness = 0 }
        .onSwipe { _, _ in likeness = 0 }
        .hapticFeedback()
    }
}
