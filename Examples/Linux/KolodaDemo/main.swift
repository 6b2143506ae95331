import Glibc

// koloda-demo: Koloda's example app on Linux (see `DemoOptions.usage`).
let status = MainActor.assumeIsolated { DemoMain.run(arguments: Array(CommandLine.arguments.dropFirst())) }
exit(status)
