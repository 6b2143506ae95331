// swift-tools-version: 6.1
import PackageDescription

let package = Package(
    name: "Koloda",
    products: [
        // The platform-free engine: deck model, drag interpretation, decision, motion, layout, events.
        .library(name: "KolodaCore", targets: ["KolodaCore"]),
        // The SDL2 window host: window, renderer, input translation, frame loop. No deck logic.
        .library(name: "KolodaSDL", targets: ["KolodaSDL"]),
    ],
    targets: [
        // The engine. Standard library only: no Foundation, no C, no clock.
        .target(name: "KolodaCore", path: "Sources/KolodaCore"),
        .testTarget(name: "KolodaCoreTests", dependencies: ["KolodaCore"], path: "Tests/KolodaCoreTests"),

        // SDL2 (C), through pkg-config.
        .systemLibrary(
            name: "CSDL2", path: "Sources/CSDL2", pkgConfig: "sdl2",
            providers: [.apt(["libsdl2-dev"])]),
        // The window host on SDL2.
        .target(name: "KolodaSDL", dependencies: ["KolodaCore", "CSDL2"], path: "Sources/KolodaSDL"),
        .testTarget(
            name: "KolodaSDLTests", dependencies: ["KolodaSDL", "KolodaCore", "CSDL2"],
            path: "Tests/KolodaSDLTests"),
    ],
    swiftLanguageModes: [.v6]
)
