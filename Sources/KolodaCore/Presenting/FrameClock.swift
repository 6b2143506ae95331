/// A front's display clock: it calls its presenter once per display refresh (`DeckPresenter.displayRefresh(at:)`)
/// while frames are requested, and sleeps once they are stopped. The presenter owns it and drives it: input,
/// commands and a new delegate request frames; the presenter stops its clock at the first refresh at which it wants
/// none (`DeckPresenter.wantsFrames`). iOS and Mac Catalyst: a display link; macOS: the screen's display link or a
/// timer; Linux: the SDL window's event loop; tests: `ManualFrameClock`.
@MainActor
package protocol FrameClock: AnyObject {
    /// The presenter the clock calls back, with the refresh's time (s). Held weakly: the presenter owns the clock;
    /// the presenter sets it when it is given the clock.
    var presenter: DeckPresenter? { get set }
    /// Call the presenter at every display refresh from now on, until `stopFrames()`. Cheap when already running.
    func requestFrames()
    /// Stop calling the presenter (until the next `requestFrames()`), and hold no resource meanwhile.
    func stopFrames()
}
