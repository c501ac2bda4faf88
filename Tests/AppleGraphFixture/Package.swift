// swift-tools-version:5.9
// A library that declares RxSwift 6.10.2's platform floors and depends on every product RxSwift publishes, reached as
// a user reaches them: RxSwift's own URL and version range, resolved through a SwiftPM mirror to a tagged clone of
// this repository. Scripts/check-apple-graph.sh builds it for Apple triples on Linux, where SwiftPM applies its
// platform-version rules to the graph before the build stops at the missing Apple SDK. It is never compiled for
// an Apple platform here; see "Apple platforms" in CONTRIBUTING.md.
import PackageDescription

let package = Package(
    name: "RxAppleGraphFixture",
    // RxSwift 6.10.2's floors (its Package.swift), which the libraries built on it declare too.
    platforms: [.macOS(.v10_13), .iOS(.v12), .tvOS(.v12), .watchOS(.v4), .visionOS(.v1)],
    products: [
        .library(name: "RxAppleGraphFixture", targets: ["RxAppleGraphFixture"])
    ],
    dependencies: [
        .package(url: "https://github.com/ReactiveX/RxSwift.git", .upToNextMajor(from: "6.0.0"))
    ],
    targets: [
        .target(
            name: "RxAppleGraphFixture",
            dependencies: [
                .product(name: "RxSwift", package: "RxSwift"),
                .product(name: "RxCocoa", package: "RxSwift"),
                .product(name: "RxRelay", package: "RxSwift"),
                .product(name: "RxTest", package: "RxSwift"),
                .product(name: "RxBlocking", package: "RxSwift"),
            ]
        )
    ]
)
