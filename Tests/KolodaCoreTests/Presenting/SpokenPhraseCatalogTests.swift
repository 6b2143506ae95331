import Foundation
@_spi(Fronts) import KolodaCore
import Testing

/// The localized strings the UIKit and SwiftUI fronts speak (module Koloda's Resources) against the engine's phrases:
/// every language has every phrase, no other key, the phrase's number of integer arguments, and distinct names for
/// distinct actions, so no VoiceOver user hears a key, a wrong number or two actions with one name.
@Suite("Spoken phrases")
struct SpokenPhraseCatalogTests {
    static let resources = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Sources/Koloda/Resources")

    /// `"key" = "value";` lines of a `.strings` file.
    static func entries(_ language: String) throws -> [String: String] {
        let url = resources.appendingPathComponent("\(language).lproj/Localizable.strings")
        let text = try String(contentsOf: url, encoding: .utf8)
        var entries: [String: String] = [:]
        for line in text.split(separator: "\n") where line.hasPrefix("\"") {
            let parts = line.split(separator: "\"", omittingEmptySubsequences: false)
            #expect(parts.count == 5 && parts[2] == " = " && parts[4] == ";", "\(language): \(line)")
            guard parts.count == 5 else { continue }
            #expect(
                entries.updateValue(String(parts[3]), forKey: String(parts[1])) == nil, "\(language): \(parts[1]) twice"
            )
        }
        return entries
    }

    @Test(arguments: ["en", "de", "fr", "es", "ja"])
    func everyLanguageSaysEveryPhrase(language: String) throws {
        let entries = try Self.entries(language)
        #expect(Set(entries.keys) == Set(SpokenPhrase.allCases.map(\.key)))
        for phrase in SpokenPhrase.allCases {
            let value = try #require(entries[phrase.key])
            let arguments = value.components(separatedBy: "$d").count - 1
            #expect(arguments == phrase.argumentCount, "\(language) \(phrase.key): \(value)")
            #expect(!value.isEmpty)
        }
        let actions = SpokenPhrase.allCases.filter { if case .action = $0 { true } else { false } }
        #expect(
            Set(actions.compactMap { entries[$0.key] }).count == actions.count, "\(language): two actions share a name")
    }

    @Test func phrasesHaveDistinctKeys() {
        #expect(Set(SpokenPhrase.allCases.map(\.key)).count == SpokenPhrase.allCases.count)
        #expect(SpokenPhrase.allCases.count == SwipeResultDirection.allCases.count + 4)
    }
}
