/// What the screen around the deck shows in one frame: the state `ChromeViews` draws.
struct ChromeState: Equatable {
    /// The layout of the window.
    var layout: ScreenLayout
    /// The selected segment (the current screen).
    var screen: ScreenKind
    /// The button held down, drawn pressed.
    var pressedButton: DemoButton?
    /// The status line's text.
    var status: String
}
