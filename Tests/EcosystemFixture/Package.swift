// swift-tools-version:5.9
// A library built on RxSwift, written the way the ecosystem's libraries are (RxSwiftExt, RxOptional, Action,
// ReactorKit): it depends on RxSwift's own URL and version range, and uses its products by their names. `.ci/run`
// resolves it through a SwiftPM mirror that points RxSwift's URL at a tagged clone of this repository, with no
// network, then builds it and runs its tests. See "Using it with libraries built on RxSwift" in the README.
import PackageDescription

let package = Package(
    name: "RxEcosystemFixture",
    platforms: [.macOS(.v10_13), .iOS(.v12), .tvOS(.v12), .watchOS(.v4)],
    products: [
        .library(name: "RxEcosystemFixture", targets: ["RxEcosystemFixture"])
    ],
    dependencies: [
        .package(url: "https://github.com/ReactiveX/RxSwift.git", .upToNextMajor(from: "6.0.0"))
    ],
    targets: [
        .target(
            name: "RxEcosystemFixture",
            dependencies: [
                .product(name: "RxSwift", package: "RxSwift"),
                .product(name: "RxCocoa", package: "RxSwift"),
                .product(name: "RxRelay", package: "RxSwift"),
            ]
        ),
        .testTarget(
            name: "RxEcosystemFixtureTests",
            dependencies: [
                "RxEcosystemFixture",
                .product(name: "RxTest", package: "RxSwift"),
                .product(name: "RxBlocking", package: "RxSwift"),
            ]
        ),
    ]
)
