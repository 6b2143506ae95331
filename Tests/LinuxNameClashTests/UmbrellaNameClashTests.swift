import Koloda
import OtherUIModule
import Testing

// This file compiling is most of the test: `import Koloda` on Linux brings the engine and the Cairo `KolodaView`, and
// none of the generic names the Linux views once had. Every unqualified `View`, `Color`, `Label`, `Image`, `Font`,
// `Window`, … below is OtherUIModule's, which is only unambiguous because the umbrella declares and re-exports none of
// them (their deprecated aliases are in the opt-in KolodaLinuxCompatibility).

@Suite("Linux type names beside the umbrella")
@MainActor
struct UmbrellaNameClashTests {
    @Test func theOtherModulesNamesAreUnambiguousBesideImportKoloda() {
        let views: [any View] = [Label("Hi"), Image(), ImageView()]
        let gradient = Gradient(colors: [Color(name: "red"), Color(name: "blue")])
        let window = Window(title: "other")
        let extras: (Font, Shadow, TextAlignment, ContentMode, LineBreakMode) = (
            Font(size: 12), Shadow(radius: 2), .center, .fit, .wrap
        )
        #expect(views.map(\.name) == ["Label(Hi)", "Image", "ImageView"])
        #expect(gradient.colors.count == 2 && window.title == "other" && extras.0.size == 12 && extras.1.radius == 2)
    }

    @Test func importKolodaGivesTheEngineAndTheCairoDeck() {
        let koloda = KolodaView(frame: Rect(x: 0, y: 0, width: 300, height: 400))
        let card = CairoView(frame: Rect(x: 0, y: 0, width: 100, height: 140))
        card.backgroundColor = CairoColor(r: 1, g: 0.5, b: 0)
        #expect(koloda.countOfCards == 0 && koloda.currentCardIndex == 0)
        #expect(DeckModel(countOfCards: 3).visibleIndexes == [0, 1, 2])
    }
}
