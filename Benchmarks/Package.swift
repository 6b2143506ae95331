// swift-tools-version: 6.1
// The benchmarks, a package of their own (as ordo-one/benchmark advises), so that an app depending on Koloda never
// resolves the benchmark library. Run from this folder: `swift package benchmark --target EngineBenchmarks`.
import PackageDescription

let package = Package(
    name: "KolodaBenchmarks",
    dependencies: [
        .package(name: "Koloda", path: ".."),
        .package(url: "https://github.com/ordo-one/benchmark", from: "1.38.1", traits: ["MallocInterposer"])
    ],
    targets: [
        // Frames (the compositor, fed by a deck's card views), rasterizing and GIF encoding on Linux:
        // `swift package benchmark --target RenderBenchmarks`.
        .executableTarget(
            name: "RenderBenchmarks",
            dependencies: [
                .product(name: "KolodaCompositing", package: "Koloda"),
                .product(name: "KolodaCairo", package: "Koloda"),
                .product(name: "KolodaCore", package: "Koloda"),
                .product(name: "Benchmark", package: "benchmark")
            ],
            path: "RenderBenchmarks",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]),
        // Engine, scale and motion fidelity: `swift package benchmark --target EngineBenchmarks`.
        .executableTarget(
            name: "EngineBenchmarks",
            dependencies: [
                .product(name: "KolodaCore", package: "Koloda"),
                .product(name: "Benchmark", package: "benchmark")
            ],
            path: "EngineBenchmarks",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")])
    ],
    swiftLanguageModes: [.v6]
)
