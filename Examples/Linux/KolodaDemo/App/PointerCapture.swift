/// What a press started on: it receives the rest of that press's events.
enum PointerCapture: Equatable {
    /// The deck: events go to the engine (in deck coordinates).
    case deck
    /// A button: its action runs if the press is released over it.
    case button(DemoButton)
    /// A segment of the segmented control.
    case segment(ScreenKind)
}
