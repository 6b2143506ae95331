import Testing

@_spi(Fronts) @testable import KolodaCore

@Suite("Settings as one value")
@MainActor
struct KolodaSettingsTests {
    /// Every setting away from its default.
    static var changed: KolodaSettings {
        var settings = KolodaSettings()
        settings.alphaValueOpaque = 0.9
        settings.alphaValueTransparent = 0.1
        settings.alphaValueSemiTransparent = 0.4
        settings.shouldPassthroughTapsWhenNoVisibleCards = true
        settings.rotationMax = 0.5
        settings.rotationAngle = 0.2
        settings.scaleMin = 0.6
        settings.appearanceAnimationDuration = 1.5
        settings.backgroundCardFrameAnimationDuration = 0.25
        settings.reverseAnimationDuration = 0.35
        settings.backgroundCardsTopMargin = 12
        settings.backgroundCardsScalePercent = 0.9
        settings.visibleCardsDirection = .top
        settings.constrainsDragToAllowedDirections = true
        settings.reducedMotion = true
        settings.viewport = Rect(x: -10, y: -10, width: 320, height: 420)
        return settings
    }

    @Test func kolodasNamesReadTheValue() {
        let deck = KolodaDeck()
        let settings = Self.changed
        deck.settings = settings
        #expect(deck.alphaValueOpaque == settings.alphaValueOpaque)
        #expect(deck.alphaValueTransparent == settings.alphaValueTransparent)
        #expect(deck.alphaValueSemiTransparent == settings.alphaValueSemiTransparent)
        #expect(deck.shouldPassthroughTapsWhenNoVisibleCards == settings.shouldPassthroughTapsWhenNoVisibleCards)
        #expect(deck.rotationMax == settings.rotationMax)
        #expect(deck.rotationAngle == settings.rotationAngle)
        #expect(deck.scaleMin == settings.scaleMin)
        #expect(deck.appearanceAnimationDuration == settings.appearanceAnimationDuration)
        #expect(deck.backgroundCardFrameAnimationDuration == settings.backgroundCardFrameAnimationDuration)
        #expect(deck.reverseAnimationDuration == settings.reverseAnimationDuration)
        #expect(deck.backgroundCardsTopMargin == settings.backgroundCardsTopMargin)
        #expect(deck.backgroundCardsScalePercent == settings.backgroundCardsScalePercent)
        #expect(deck.visibleCardsDirection == settings.visibleCardsDirection)
        #expect(deck.constrainsDragToAllowedDirections == settings.constrainsDragToAllowedDirections)
        #expect(deck.reducedMotion == settings.reducedMotion)
        #expect(deck.viewport == settings.viewport)
    }

    @Test func kolodasNamesWriteTheValue() {
        let deck = KolodaDeck()
        let settings = Self.changed
        deck.alphaValueOpaque = settings.alphaValueOpaque
        deck.alphaValueTransparent = settings.alphaValueTransparent
        deck.alphaValueSemiTransparent = settings.alphaValueSemiTransparent
        deck.shouldPassthroughTapsWhenNoVisibleCards = settings.shouldPassthroughTapsWhenNoVisibleCards
        deck.rotationMax = settings.rotationMax
        deck.rotationAngle = settings.rotationAngle
        deck.scaleMin = settings.scaleMin
        deck.appearanceAnimationDuration = settings.appearanceAnimationDuration
        deck.backgroundCardFrameAnimationDuration = settings.backgroundCardFrameAnimationDuration
        deck.reverseAnimationDuration = settings.reverseAnimationDuration
        deck.backgroundCardsTopMargin = settings.backgroundCardsTopMargin
        deck.backgroundCardsScalePercent = settings.backgroundCardsScalePercent
        deck.visibleCardsDirection = settings.visibleCardsDirection
        deck.constrainsDragToAllowedDirections = settings.constrainsDragToAllowedDirections
        deck.reducedMotion = settings.reducedMotion
        deck.viewport = settings.viewport
        #expect(deck.settings == settings)
    }

    @Test func aDeckStartsWithTheDefaultsAndANilDragSettingIsKolodas() {
        let deck = KolodaDeck()
        #expect(deck.settings == KolodaDefaults.settings)
        #expect(deck.dragParameters == DragParameters())
        deck.rotationAngle = 0.2
        #expect(deck.dragParameters == DragParameters(rotationAngle: 0.2))
        deck.rotationAngle = nil
        #expect(deck.dragParameters == DragParameters())
    }

    @Test func aNewValueShowsInTheNextScene() {
        let h = Harness(count: 5)
        var settings = h.deck.settings
        settings.alphaValueSemiTransparent = 0.4
        h.deck.settings = settings
        #expect(h.deck.scene.cards.first?.alpha == 0.4)
    }
}
