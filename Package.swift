// swift-tools-version: 6.1
import PackageDescription

let package = Package(
    name: "Koloda",
    products: [
        // The platform-free engine: deck model, drag interpretation, decision, motion, layout, events.
        .library(name: "KolodaCore", targets: ["KolodaCore"]),
        // Cairo/Pango views, card rasterization, compositing, PNG and GIF export.
        .library(name: "KolodaView", targets: ["KolodaView"]),
    ],
    targets: [
        // The engine. Standard library only: no Foundation, no C, no clock.
        .target(name: "KolodaCore", path: "Sources/KolodaCore"),
        .testTarget(name: "KolodaCoreTests", dependencies: ["KolodaCore"], path: "Tests/KolodaCoreTests"),

        // C libraries, one system library target each (a module.modulemap and a shim.h).
        .systemLibrary(name: "CCairo", path: "Sources/CCairo", pkgConfig: "cairo",
                       providers: [.apt(["libcairo2-dev"])]),
        .systemLibrary(name: "CPangoCairo", path: "Sources/CPangoCairo", pkgConfig: "pangocairo",
                       providers: [.apt(["libpango1.0-dev"])]),
        .systemLibrary(name: "CGif", path: "Sources/CGif", pkgConfig: "libgif",
                       providers: [.apt(["libgif-dev"])]),

        // Views (Cairo + Pango), rendering (rasterize once, composite per frame) and export (PNG, GIF).
        .target(name: "KolodaView", dependencies: ["KolodaCore", "CCairo", "CPangoCairo", "CGif"],
                path: "Sources/KolodaView"),
        .testTarget(name: "KolodaViewTests", dependencies: ["KolodaView", "KolodaCore", "CCairo", "CGif"],
                    path: "Tests/KolodaViewTests"),
    ],
    swiftLanguageModes: [.v6]
)
