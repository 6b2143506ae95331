import KolodaCore

/// Supplies a `KolodaView`'s cards: Koloda's four data-source methods (`KolodaCardViewDataSource`) with the view
/// as the first argument, `CairoView` for card content and `OverlayView` for overlays.
@MainActor
public protocol KolodaViewDataSource: KolodaCardViewDataSource
where Koloda == KolodaView, CardView == CairoView, CardOverlay == OverlayView {}

/// Hears a `KolodaView`'s events and tunes its behaviour: Koloda's 16 delegate methods, plus undo-history eviction,
/// threshold crossing and diagnostics (`KolodaDelegate`), with the view as the first argument.
@MainActor
public protocol KolodaViewDelegate: KolodaDelegate where Koloda == KolodaView, Fraction == Double {}
