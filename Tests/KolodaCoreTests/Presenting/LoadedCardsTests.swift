import KolodaCheck
import Testing

@_spi(Fronts) @testable import KolodaCore

/// The presenter's list of card views answers as a dictionary keyed by card would: the model is `[CardID: Int?]`.
@Suite("Loaded cards")
struct LoadedCardsTests {
    @Test(arguments: [1, 2, 3])
    func aRandomRunOfSetsAndLookUpsMatchesADictionary(_ seed: UInt64) {
        var generator = SplitMix(state: seed)
        var list = LoadedCards()
        var model: [CardID: Int?] = [:]
        for step in 0..<400 {
            let id = CardID(rawValue: Int(generator.next() % 8))
            let value: Int?? =
                switch generator.next() % 4 {
                case 0: nil
                case 1: .some(nil)
                default: .some(Int(generator.next() % 5))
                }
            list[id] = value
            model[id] = value
            if step % 50 == 49 {
                list.removeAll()
                model.removeAll()
            }
            #expect(list.count == model.count)
            #expect(Set(list.ids) == Set(model.keys))
            for raw in 0..<8 {
                let probe = CardID(rawValue: raw)
                #expect(list[probe] == model[probe])
            }
        }
    }

    @Test func aListMadeFromADictionaryHoldsItsViews() {
        var model: [CardID: Int?] = [CardID(rawValue: 4): 2]
        model[CardID(rawValue: 9)] = .some(nil)
        let list = LoadedCards(model)
        #expect(list.count == 2)
        #expect(list[CardID(rawValue: 4)] == .some(2))
        #expect(list[CardID(rawValue: 9)] == .some(nil))
        #expect(list[CardID(rawValue: 1)] == nil)
    }
}
