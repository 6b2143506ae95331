// A deck of five names in a window on Linux: drag or flick the top card, or press the arrow keys; Backspace undoes.
// KolodaCairo and KolodaSDL exist only on Linux (the manifest declares them there), so elsewhere, as when the
// package is built on a Mac, this snippet builds to a program that says so.
#if os(Linux)
import KolodaCairo
import KolodaSDL

@MainActor final class Names: KolodaViewDataSource, KolodaViewDelegate {
    let names = ["Ada", "Grace", "Linus", "Margaret", "Dennis"]

    func kolodaNumberOfCards(_ koloda: KolodaView) -> Int { names.count }

    func koloda(_ koloda: KolodaView, viewForCardAt index: Int) -> CairoView {
        let card = CairoLabel(text: names[index])
        card.font = CairoFont(size: 40, weight: .bold)
        card.alignment = .center
        card.backgroundColor = CairoColor(r: 1, g: 0.95, b: 0.85)
        card.cornerRadius = 16
        return card
    }

    func koloda(_ koloda: KolodaView, didSwipeCardAt index: Int, in direction: SwipeResultDirection) {
        print("\(names[index]): \(direction)")
    }

    func kolodaDidRunOutOfCards(_ koloda: KolodaView) { koloda.resetCurrentCardIndex() }
}

let names = Names()  // the data source and delegate are weak, as in Koloda: keep them alive
let koloda = KolodaView(frame: Rect(x: 40, y: 40, width: 320, height: 440))
koloda.dataSource = names
koloda.delegate = names
let window = try SDLWindow.open(title: "Names", size: Size(width: 400, height: 560))
KolodaWindowHost(window: window, koloda: koloda).run()
#else
print("GettingStartedLinux opens a window with SDL2 and Cairo: it runs on Linux.")
#endif
