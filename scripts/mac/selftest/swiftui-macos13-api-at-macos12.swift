// against: macos
// A SwiftUI API newer than the macOS deployment target (NavigationStack, macOS 13), used without `#available`.
// expect: 'NavigationStack' is only available in macOS 13.0 or newer
import SwiftUI

struct Screen: View {
    var body: some View { NavigationStack { Text("Deck") } }
}
