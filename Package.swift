// swift-tools-version: 6.1
import PackageDescription

let package = Package(
    name: "Koloda",
    products: [
        // The platform-free engine: deck model, drag interpretation, decision, motion, layout, events.
        .library(name: "KolodaCore", targets: ["KolodaCore"]),
    ],
    targets: [
        // The engine. Standard library only: no Foundation, no C, no clock.
        .target(name: "KolodaCore", path: "Sources/KolodaCore"),
        .testTarget(name: "KolodaCoreTests", dependencies: ["KolodaCore"], path: "Tests/KolodaCoreTests"),
    ],
    swiftLanguageModes: [.v6]
)
