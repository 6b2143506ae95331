// swift-tools-version: 6.0
// 6.0, and no traits or other newer manifest API, so that Xcode 16.0 and later read it. The benchmarks are a package
// of their own (Benchmarks/Package.swift): an app that depends on Koloda resolves Koloda alone.
import PackageDescription

// What `import Koloda` brings: the engine, and on Linux the Cairo `KolodaView` (KolodaCairo, declared below). The
// SDL window host is an import of its own (`import KolodaSDL`), so an app that draws elsewhere never links SDL2.
#if os(Linux)
let kolodaDependencies: [Target.Dependency] = ["KolodaCore", "KolodaCairo"]
#else
let kolodaDependencies: [Target.Dependency] = ["KolodaCore"]
#endif

let package = Package(
    name: "Koloda",
    // The UIKit and SwiftUI fronts' spoken strings are localized (Sources/Koloda/Resources); English is the fallback.
    defaultLocalization: "en",
    // iOS 13: the UIKit front uses UIAccessibilityCustomAction's handler and UICommand titles (iOS 13 APIs).
    // scripts/ios-build.sh builds the library and an app for iOS at this target against a real iPhoneOS SDK.
    // macOS 12: `KolodaStack` runs on the Mac from macOS 12 (SwiftUI's `onChange`, accessibility modifiers and
    // `focusable()`, AppKit's `NSScreen.maximumFramesPerSecond`); scripts/mac-build.sh builds it there against a
    // real macOS SDK. (The snippets, which `swift build` builds on a Mac, need 10.15, for `MainActor`.) Mac Catalyst
    // follows iOS.
    platforms: [.iOS(.v13), .macOS(.v12)],
    products: [
        // `import Koloda`: the engine plus the platform's KolodaView (UIKit on iOS, Cairo on Linux).
        .library(name: "Koloda", targets: ["Koloda"]),
        // The platform-free engine: deck model, drag interpretation, decision, motion, layout, events.
        .library(name: "KolodaCore", targets: ["KolodaCore"])
    ],
    targets: [
        // The engine. Standard library only: no Foundation, no C, no clock.
        .target(name: "KolodaCore", path: "Sources/KolodaCore"),
        .testTarget(
            name: "KolodaCoreTests", dependencies: ["KolodaCore", "KolodaCheck"], path: "Tests/KolodaCoreTests"),

        // Model-based checking shared by the random tests and the fuzzer: the operations, the reference model, the
        // invariants and the shrinker. Test support, not a product: it lives under Tests/Support, and its API is
        // `package`, for this package's tests and fuzzers only.
        .target(name: "KolodaCheck", dependencies: ["KolodaCore"], path: "Tests/Support/KolodaCheck"),

        // `import Koloda`. On iOS, KolodaView and OverlayView for UIKit live here (Sources/Koloda/UIKit, every file
        // `#if os(iOS)`), so that storyboards naming module "Koloda", as Koloda's do, find them. On Linux it
        // re-exports KolodaCairo (see `kolodaDependencies`). Its Resources/ hold the localized strings the deck speaks
        // (VoiceOver, key commands), read through `Bundle.module`.
        .target(
            name: "Koloda", dependencies: kolodaDependencies, path: "Sources/Koloda",
            resources: [.process("Resources")])
    ],
    swiftLanguageModes: [.v6]
)

// The Linux front: Cairo/Pango views, the SDL window, the demo (Examples/Linux), the fuzzers (Fuzz/). Declared only
// where the manifest is read on Linux, so a build for Apple platforms never sees Cairo, SDL or giflib (a
// `.when(platforms:)` condition on a dependency is not enough: Xcode resolves and builds such targets for iOS too).
#if os(Linux)
package.products += [
    // The compositor: rasterized cards (layers) and a pixel buffer in, pixels and damage out. No view, no deck.
    .library(name: "KolodaCompositing", targets: ["KolodaCompositing"]),
    // KolodaView on Linux: Cairo/Pango views, card rasterization, PNG and GIF export; re-exports KolodaCompositing.
    .library(name: "KolodaCairo", targets: ["KolodaCairo"]),
    // The SDL2 window host: window, renderer, input translation, frame loop. No deck logic.
    .library(name: "KolodaSDL", targets: ["KolodaSDL"]),
    // Opt-in: the Linux views' earlier names (`View`, `Color`, `Window`, …) as deprecated aliases, for an app that
    // still uses them. Not part of `import Koloda`, so those generic names stay out of every other app's scope.
    .library(name: "KolodaLinuxCompatibility", targets: ["KolodaLinuxCompatibility"]),
    // The example app: Koloda's two example screens in a window, or a scripted session recorded headless.
    .executable(name: "koloda-demo", targets: ["KolodaDemo"])
]
package.targets += [
    // The libFuzzer target (scripts/fuzz.sh, docs/testing.md), beside its corpus in Fuzz/; an ordinary build replays
    // input files.
    .executableTarget(name: "DeckFuzzer", dependencies: ["KolodaCheck"], path: "Fuzz/DeckFuzzer"),

    // C libraries, one system library target each (a module.modulemap and a shim.h).
    .systemLibrary(name: "CCairo", path: "Sources/CCairo", pkgConfig: "cairo", providers: [.apt(["libcairo2-dev"])]),
    .systemLibrary(
        name: "CPangoCairo", path: "Sources/CPangoCairo", pkgConfig: "pangocairo",
        providers: [.apt(["libpango1.0-dev"])]),
    .systemLibrary(name: "CGif", path: "Sources/CGif", pkgConfig: "libgif", providers: [.apt(["libgif-dev"])]),
    // SDL2 without pkg-config: its flags add only /usr/include/SDL2, which the shim spells out, and -D_REENTRANT,
    // which SwiftPM refuses with a warning (Sources/CSDL2/shim.h).
    .systemLibrary(name: "CSDL2", path: "Sources/CSDL2"),

    // Compositing: pixel buffers, the blitters, bands of rows, damage, the opaque cover, baked shadows. Takes pixels
    // and layers in, gives pixels and damage out; knows nothing of KolodaView or the deck (KolodaCore for geometry).
    .target(name: "KolodaCompositing", dependencies: ["KolodaCore", "CCairo"], path: "Sources/KolodaCompositing"),
    .testTarget(
        name: "KolodaCompositingTests", dependencies: ["KolodaCompositing", "KolodaCore", "CCairo"],
        path: "Tests/KolodaCompositingTests"),

    // Views (Cairo + Pango), rasterizing card views, the deck's rendering and export (PNG, GIF).
    .target(
        name: "KolodaCairo", dependencies: ["KolodaCore", "KolodaCompositing", "CCairo", "CPangoCairo", "CGif"],
        path: "Sources/KolodaCairo"),
    .testTarget(
        name: "KolodaCairoTests", dependencies: ["KolodaCairo", "KolodaCompositing", "KolodaCore", "CCairo", "CGif"],
        path: "Tests/KolodaCairoTests",
        exclude: ["__Snapshots__"]),  // PNG goldens, read from the source tree (see SnapshotSupport.swift)

    // The window host on SDL2: a window, input translation, the frame loop, and a host for one KolodaView.
    .target(
        name: "KolodaSDL", dependencies: ["KolodaCore", "KolodaCompositing", "KolodaCairo", "CSDL2"],
        path: "Sources/KolodaSDL"),
    // The deprecated aliases of the Linux views' earlier names, in a module an app imports on purpose.
    .target(
        name: "KolodaLinuxCompatibility", dependencies: ["KolodaCairo", "KolodaSDL"],
        path: "Sources/KolodaLinuxCompatibility"),
    // The Linux views' names do not clash with another UI module's: a stand-in module declaring `View`, `Color`,
    // `Label`, `Image`, `Font`, `Window`, …, and tests that import it beside KolodaCairo and KolodaSDL, and beside
    // the umbrella `Koloda`.
    .target(name: "OtherUIModule", path: "Tests/Support/OtherUIModule"),
    .testTarget(
        name: "LinuxNameClashTests",
        dependencies: ["Koloda", "KolodaCairo", "KolodaSDL", "KolodaCore", "OtherUIModule"],
        path: "Tests/LinuxNameClashTests"),

    .testTarget(
        name: "KolodaSDLTests", dependencies: ["KolodaSDL", "KolodaCairo", "KolodaCore", "CSDL2", "KolodaViewCheck"],
        path: "Tests/KolodaSDLTests"),

    // Model-based checking of the view layer (KolodaView, the window host's input, card views, the render cache),
    // shared by its random tests and its fuzzer (ViewFuzzer). Test support, under Tests/Support.
    .target(
        name: "KolodaViewCheck", dependencies: ["KolodaCheck", "KolodaCore", "KolodaCairo", "KolodaSDL"],
        path: "Tests/Support/KolodaViewCheck"),
    .executableTarget(name: "ViewFuzzer", dependencies: ["KolodaViewCheck", "KolodaCheck"], path: "Fuzz/ViewFuzzer"),

    // The example app (Koloda's example screens v1 and v2), in Examples/Linux; CCairo only for its procedural card
    // art. Its product, koloda-demo, is an executable (`swift run koloda-demo`), not a library an app links.
    .executableTarget(
        name: "KolodaDemo", dependencies: ["KolodaCore", "KolodaCairo", "KolodaSDL", "CCairo"],
        path: "Examples/Linux/KolodaDemo"),
    .testTarget(
        name: "KolodaDemoTests", dependencies: ["KolodaDemo", "KolodaCairo", "KolodaCore", "KolodaSDL"],
        path: "Tests/KolodaDemoTests")
]
#endif
