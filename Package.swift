// swift-tools-version: 6.1
import PackageDescription

let package = Package(
    name: "Koloda",
    // iOS 13: the UIKit front uses UIAccessibilityCustomAction's handler and UICommand titles (iOS 13 APIs).
    platforms: [.iOS(.v13)],
    products: [
        // `import Koloda`: the engine plus the platform's KolodaView (UIKit on iOS, Cairo on Linux).
        .library(name: "Koloda", targets: ["Koloda"]),
        // The platform-free engine: deck model, drag interpretation, decision, motion, layout, events.
        .library(name: "KolodaCore", targets: ["KolodaCore"]),
        // KolodaView on Linux: Cairo/Pango views, card rasterization, compositing, PNG and GIF export.
        .library(name: "KolodaCairo", targets: ["KolodaCairo"]),
        // The SDL2 window host: window, renderer, input translation, frame loop. No deck logic.
        .library(name: "KolodaSDL", targets: ["KolodaSDL"]),
        // The example app: Koloda's two example screens in a window, or a scripted session recorded headless.
        .executable(name: "koloda-demo", targets: ["KolodaDemo"]),
    ],
    dependencies: [
        // Benchmarks only (Benchmarks/RenderBenchmarks, Benchmarks/EngineBenchmarks); the libraries depend on nothing outside the system.
        .package(url: "https://github.com/ordo-one/benchmark", from: "1.38.1", traits: ["MallocInterposer"]),
        // Documentation only: `swift package generate-documentation` (see scripts/docs.sh).
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
    ],
    targets: [
        // The engine. Standard library only: no Foundation, no C, no clock.
        .target(name: "KolodaCore", path: "Sources/KolodaCore"),
        .testTarget(name: "KolodaCoreTests", dependencies: ["KolodaCore", "KolodaCheck"], path: "Tests/KolodaCoreTests"),

        // Model-based checking shared by the random tests and the fuzzer: the operations, the reference model,
        // the invariants and the shrinker. Public engine API only; nothing in KolodaCore depends on it.
        .target(name: "KolodaCheck", dependencies: ["KolodaCore"], path: "Sources/KolodaCheck"),
        // The libFuzzer target (scripts/fuzz.sh, docs/testing.md); an ordinary build replays input files.
        .executableTarget(name: "DeckFuzzer", dependencies: ["KolodaCheck"], path: "Sources/DeckFuzzer"),

        // KolodaView for UIKit. Every file is `#if canImport(UIKit)`: an empty module where there is no UIKit.
        // Type-checked on Linux against a declared UIKit surface by TypeCheck/typecheck.sh (not a target).
        .target(name: "KolodaUIKit", dependencies: ["KolodaCore"], path: "Sources/KolodaUIKit"),
        // The `Koloda` product's umbrella module: re-exports KolodaCore and the platform's KolodaView.
        .target(name: "Koloda",
                dependencies: ["KolodaCore", "KolodaUIKit",
                               .target(name: "KolodaCairo", condition: .when(platforms: [.linux]))],
                path: "Sources/Koloda"),

        // C libraries, one system library target each (a module.modulemap and a shim.h).
        .systemLibrary(name: "CCairo", path: "Sources/CCairo", pkgConfig: "cairo",
                       providers: [.apt(["libcairo2-dev"])]),
        .systemLibrary(name: "CPangoCairo", path: "Sources/CPangoCairo", pkgConfig: "pangocairo",
                       providers: [.apt(["libpango1.0-dev"])]),
        .systemLibrary(name: "CGif", path: "Sources/CGif", pkgConfig: "libgif",
                       providers: [.apt(["libgif-dev"])]),
        .systemLibrary(name: "CSDL2", path: "Sources/CSDL2", pkgConfig: "sdl2",
                       providers: [.apt(["libsdl2-dev"])]),

        // Views (Cairo + Pango), rendering (rasterize once, composite per frame) and export (PNG, GIF).
        .target(name: "KolodaCairo", dependencies: ["KolodaCore", "CCairo", "CPangoCairo", "CGif"],
                path: "Sources/KolodaCairo"),
        .testTarget(name: "KolodaCairoTests", dependencies: ["KolodaCairo", "KolodaCore", "CCairo", "CGif"],
                    path: "Tests/KolodaCairoTests",
                    exclude: ["__Snapshots__"]),  // PNG goldens, read from the source tree (see SnapshotSupport.swift)

        // The window host on SDL2: a window, input translation, the frame loop, and a host for one KolodaView.
        .target(name: "KolodaSDL", dependencies: ["KolodaCore", "KolodaCairo", "CSDL2"], path: "Sources/KolodaSDL"),
        .testTarget(name: "KolodaSDLTests", dependencies: ["KolodaSDL", "KolodaCairo", "KolodaCore", "CSDL2"],
                    path: "Tests/KolodaSDLTests"),

        // The example app (Koloda's example screens v1 and v2); CCairo only for its procedural card art.
        .executableTarget(name: "KolodaDemo", dependencies: ["KolodaCore", "KolodaCairo", "KolodaSDL", "CCairo"],
                          path: "Sources/KolodaDemo"),

        // Render benchmarks: `swift package benchmark --target RenderBenchmarks` (see BENCHMARKS.md).
        .executableTarget(name: "RenderBenchmarks",
                          dependencies: ["KolodaCairo", "KolodaCore", .product(name: "Benchmark", package: "benchmark")],
                          path: "Benchmarks/RenderBenchmarks",
                          plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]),

        // Engine, scale and motion-fidelity benchmarks: `swift package benchmark --target EngineBenchmarks`.
        .executableTarget(name: "EngineBenchmarks",
                          dependencies: ["KolodaCore", "KolodaCheck", .product(name: "Benchmark", package: "benchmark")],
                          path: "Benchmarks/EngineBenchmarks",
                          plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]),
    ],
    swiftLanguageModes: [.v6]
)
