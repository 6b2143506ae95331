/// What a front does with a frame: brings its card views up to date with the frame's plan. A front that gives its
/// presenter a renderer (`DeckPresenter.renderer`) has its views made before the delegate hears the frame's events,
/// as Koloda 5 made its card views before it called the delegate.
@MainActor
package protocol DeckRenderer: AnyObject {
    /// Brings the card views up to date with `plan`: drops the views of cards gone, asks the data source for new (or
    /// reloaded) cards, front first, and places every card (`DeckViewPlan`). The deck's events are held meanwhile.
    func apply(_ plan: DeckViewPlan)

    /// Drops every card view at once (a new data source): the next plan asks for the content of every card shown.
    func removeAllCardViews()
    /// Called after a display refresh's frame (`DeckPresenter.displayRefresh(at:)`), once its events are delivered.
    func frameDidEnd()
}

extension DeckRenderer {
    /// Called after a display refresh's frame (`DeckPresenter.displayRefresh(at:)`), once its events are delivered.
    /// By default nothing.
    package func frameDidEnd() {}
}
