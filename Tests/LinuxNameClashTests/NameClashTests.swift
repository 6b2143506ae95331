import KolodaCairo
import KolodaCore
import KolodaSDL
import OtherUIModule
import Testing

// This file compiling is most of the test: every unqualified `View`, `Color`, `Label`, `Image`, `Font`, `Window`, …
// below is OtherUIModule's, which is only unambiguous because KolodaCairo and KolodaSDL declare none of them.

/// A card of the other toolkit, conforming to its `View`.
private struct OtherCard: View {
    var name: String { "card" }
}

@Suite("Linux type names")
@MainActor
struct NameClashTests {
    @Test func theOtherModulesNamesAreUnambiguousBesideKolodaCairoAndKolodaSDL() {
        let views: [any View] = [OtherCard(), Label("Hi"), Image(), ImageView()]
        let color = Color(name: "red")
        let gradient = Gradient(colors: [color, Color(name: "blue")])
        let window = Window(title: "other")
        let font = Font(size: 12)
        let extras: (Shadow, TextAlignment, ContentMode, LineBreakMode) = (Shadow(radius: 2), .center, .fit, .wrap)
        #expect(views.map(\.name) == ["card", "Label(Hi)", "Image", "ImageView"])
        #expect(gradient.colors.count == 2 && window.title == "other" && font.size == 12 && extras.0.radius == 2)
    }

    @Test func kolodasLinuxViewsAreReachableByTheirNewNames() {
        let card = CairoView(frame: Rect(x: 0, y: 0, width: 100, height: 140))
        card.backgroundColor = CairoColor(r: 1, g: 0.5, b: 0)
        let label = CairoLabel(text: "Koloda")
        label.font = CairoFont(size: 20)
        label.alignment = CairoTextAlignment.center
        label.lineBreakMode = CairoLineBreakMode.byTruncatingTail
        let imageView = CairoImageView(frame: Rect(x: 0, y: 0, width: 10, height: 10))
        imageView.contentMode = CairoContentMode.scaleAspectFill
        card.addSubview(label)
        card.addSubview(imageView)
        card.shadow = CairoShadow(color: .black, offset: Vector(dx: 0, dy: 2), blurRadius: 4)
        let gradient = CairoGradient(colors: [.red, .blue], angle: 0)
        let image: CairoImage.Type = CairoImage.self
        let window: SDLWindow.Type = SDLWindow.self
        #expect(card.subviews.count == 2 && label.font.size == 20 && gradient.stops.count == 2)
        #expect(image == CairoImage.self && window == SDLWindow.self)
    }
}
