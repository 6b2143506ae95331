import Glibc

/// The process's own resource use, from the kernel: CPU time and peak resident memory. For statistics and reports.
public enum ProcessUsage {
    /// CPU time (s) the process has used so far, user plus system, all threads (`getrusage(RUSAGE_SELF)`).
    public static func cpuSeconds() -> Double {
        var usage = rusage()
        guard getrusage(RUSAGE_SELF.rawValue, &usage) == 0 else { return 0 }
        func seconds(_ t: timeval) -> Double { Double(t.tv_sec) + Double(t.tv_usec) / 1e6 }
        return seconds(usage.ru_utime) + seconds(usage.ru_stime)
    }

    /// The process's peak resident set size (bytes): `VmHWM` from `/proc/self/status`, or `ru_maxrss` when that
    /// cannot be read.
    public static func peakResidentBytes() -> Int {
        if let kilobytes = statusField("VmHWM:") { return kilobytes * 1024 }
        var usage = rusage()
        guard getrusage(RUSAGE_SELF.rawValue, &usage) == 0 else { return 0 }
        return usage.ru_maxrss * 1024
    }

    /// The value (kB) of a `/proc/self/status` line such as `VmHWM:    123456 kB`.
    private static func statusField(_ name: String) -> Int? {
        guard let file = fopen("/proc/self/status", "r") else { return nil }
        defer { fclose(file) }
        var line = [CChar](repeating: 0, count: 256)
        while fgets(&line, Int32(line.count), file) != nil {
            let text = String(decoding: line.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
            guard text.hasPrefix(name) else { continue }
            return Int(text.dropFirst(name.count).split(separator: " ").first ?? "")
        }
        return nil
    }
}
