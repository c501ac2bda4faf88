// swift-tools-version:6.2
// SPDX-License-Identifier: MIT
import PackageDescription

/// The settings of every library target: strict memory safety, so that an unsafe construct nobody marked is a
/// warning, which `.ci/run` fails on.
let library: [SwiftSetting] = [.strictMemorySafety()]

/// The platforms with the Objective-C runtime, where RxCocoa uses RxCocoaRuntime.
let applePlatforms: [Platform] = [.macOS, .iOS, .tvOS, .watchOS, .visionOS, .macCatalyst]

// Every target is compiled in Swift 6 language mode with complete concurrency checking. The library targets are also
// compiled with strict memory safety (SE-0458, Swift 6.2): every unsafe construct is written `unsafe` (or `@unsafe`)
// where it is used, with its reason (see Documentation/Internals/MemorySafety.md), so the tools version is 6.2.
// RxSwift 6.10.2's platform floors: SwiftPM refuses a library that depends on a product with higher floors than its
// own, and every library built on RxSwift declares these (or lower). What needs a newer OS is gated with
// `@available` (see the PlatformAvailability article); `Scripts/check-availability.py` and
// `Scripts/check-apple-graph.sh` check both from Linux.
let package = Package(
    name: "RxSwift6",
    platforms: [.macOS(.v10_13), .iOS(.v12), .tvOS(.v12), .watchOS(.v4), .visionOS(.v1)],
    products: [
        .library(name: "RxCore", targets: ["RxCore"]),
        .library(name: "RxSchedulers", targets: ["RxSchedulers"]),
        .library(name: "RxSubjects", targets: ["RxSubjects"]),
        .library(name: "RxRelay", targets: ["RxRelay"]),
        .library(name: "RxTraits", targets: ["RxTraits"]),
        .library(name: "RxTesting", targets: ["RxTesting"]),
        // The upstream module names, each only re-exporting ours, so that `import RxSwift` compiles unchanged.
        .library(name: "RxSwift", targets: ["RxSwift"]),
        .library(name: "RxCocoa", targets: ["RxCocoa"]),
        .library(name: "RxTest", targets: ["RxTest"]),
        .library(name: "RxBlocking", targets: ["RxBlocking"]),
        .executable(name: "Benchmarks", targets: ["Benchmarks"]),
    ],
    targets: [
        .target(
            name: "RxCore",
            dependencies: ["CRxSynchronization"],
            path: "Core",
            exclude: ["Internal/Synchronization/CRxSynchronization", "Internal/Synchronization/README.md"],
            swiftSettings: library
        ),
        // The C half of RxCore's synchronization layer (C11 atomics and a POSIX mutex, all `static inline`); only
        // Core/Internal/Synchronization imports it.
        .target(name: "CRxSynchronization", path: "Core/Internal/Synchronization/CRxSynchronization"),
        .target(name: "RxSchedulers", dependencies: ["RxCore"], path: "Schedulers", swiftSettings: library),
        .target(name: "RxSubjects", dependencies: ["RxCore"], path: "Subjects", swiftSettings: library),
        .target(name: "RxRelay", dependencies: ["RxCore", "RxSubjects"], path: "Relay", swiftSettings: library),
        .target(
            name: "RxTraits",
            dependencies: ["RxCore", "RxSchedulers", "RxSubjects", "RxRelay"],
            path: "Traits",
            swiftSettings: library
        ),
        .target(name: "RxTesting", dependencies: ["RxCore", "RxSchedulers"], path: "Testing", swiftSettings: library),
        // Compatibility: one target per upstream module name, nothing but re-exports.
        .target(
            name: "RxSwift",
            dependencies: ["RxCore", "RxSchedulers", "RxSubjects", "RxTraits"],
            path: "Compatibility/RxSwift",
            swiftSettings: library
        ),
        // RxCocoa: the UIKit, AppKit and Foundation bindings, over the traits and relays it re-exports (Cocoa/README.md).
        .target(
            name: "RxCocoa",
            dependencies: [
                "RxCore", "RxSchedulers", "RxSubjects", "RxRelay", "RxTraits",
                .target(name: "RxCocoaRuntime", condition: .when(platforms: applePlatforms)),
            ],
            path: "Cocoa",
            exclude: ["Runtime", "README.md"],
            swiftSettings: library
        ),
        // The Objective-C runtime piece of RxCocoa (message interception, delegate forwarding), Apple platforms only:
        // its sources are empty elsewhere (`#if __APPLE__`), since SwiftPM on Linux builds every target.
        .target(name: "RxCocoaRuntime", path: "Cocoa/Runtime"),
        .target(name: "RxTest", dependencies: ["RxTesting"], path: "Compatibility/RxTest", swiftSettings: library),
        .target(
            name: "RxBlocking",
            dependencies: ["RxTesting"],
            path: "Compatibility/RxBlocking",
            swiftSettings: library
        ),
        .target(
            name: "AllocationCounter",
            path: "Benchmarks/AllocationCounter"
        ),
        // The runner's pure output code (the SVG chart), a target of its own so that a test can compile it without
        // linking the executable, whose allocation counter replaces `malloc` for the whole process.
        .target(name: "BenchmarkReport", path: "Benchmarks/BenchmarkReport"),
        .executableTarget(
            name: "Benchmarks",
            dependencies: [
                "RxCore", "RxSchedulers", "RxSubjects", "RxRelay", "RxTraits", "RxTesting", "AllocationCounter",
                "BenchmarkReport",
            ],
            path: "Benchmarks",
            exclude: ["AllocationCounter", "BenchmarkReport", "README.md"]
        ),
        // Shared test doubles (errors, thread-safe counters, run-loop helpers) for the test targets.
        .target(name: "RxTestSupport", dependencies: ["RxCore", "RxTesting"], path: "Tests/Support"),
        .testTarget(name: "RxCoreTests", dependencies: ["RxCore", "RxSchedulers", "RxTesting", "RxTestSupport"]),
        .testTarget(
            name: "RxSchedulersTests",
            dependencies: ["RxCore", "RxSchedulers", "RxTesting", "RxTestSupport"]
        ),
        .testTarget(
            name: "RxSubjectsTests",
            dependencies: ["RxSubjects", "RxSchedulers", "RxTraits", "RxTesting", "RxTestSupport"]
        ),
        .testTarget(name: "RxRelayTests", dependencies: ["RxRelay", "RxTesting", "RxTestSupport"]),
        .testTarget(name: "RxTraitsTests", dependencies: ["RxTraits", "RxTesting", "RxTestSupport"]),
        .testTarget(
            name: "RxTestingTests",
            dependencies: ["RxCore", "RxSchedulers", "RxTesting", "RxTestSupport"]
        ),
        .testTarget(name: "BenchmarkReportTests", dependencies: ["BenchmarkReport"]),
        // Random pipelines on real threads, checked against the Rx contract (see ConcurrencyFuzzTests.swift).
        .testTarget(
            name: "RxConcurrencyFuzzTests",
            dependencies: ["RxCore", "RxSchedulers", "RxSubjects", "RxRelay", "RxTraits", "RxTestSupport"],
            exclude: ["README.md"]
        ),
        // Not a module's tests: client code written the RxSwift way, compiled in Swift 5 language mode, proving the
        // library stays usable (without warnings) from code that has not moved to Swift 6. The Swift 6 client code
        // lives in RxTraitsTests (MainActorClientTests), since every other target is compiled in Swift 6 mode.
        .testTarget(
            name: "RxSwift5ClientTests",
            dependencies: ["RxTraits", "RxTesting", "RxTestSupport"],
            swiftSettings: [.swiftLanguageMode(.v5)]
        ),
        // Client code written exactly as RxSwift-era code is: it imports only the compatibility modules (RxSwift,
        // RxCocoa, RxRelay, RxTest, RxBlocking), qualifies names with them, and is compiled in Swift 5 mode.
        // RxCocoa's tests: what runs on Linux (notifications, URLSession through a stub protocol, data sources'
        // bookkeeping, proxy logic), and the UIKit tests under `#if canImport(UIKit)`, which apple.yml runs on a Mac.
        .testTarget(
            name: "RxCocoaTests",
            dependencies: ["RxCocoa", "RxTesting", "RxTestSupport"]
        ),
        .testTarget(
            name: "RxCompatibilityClientTests",
            dependencies: ["RxSwift", "RxCocoa", "RxRelay", "RxTest", "RxBlocking"],
            swiftSettings: [.swiftLanguageMode(.v5)]
        ),
    ],
    swiftLanguageModes: [.v6]
)
