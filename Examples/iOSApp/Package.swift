// swift-tools-version:6.2
// SPDX-License-Identifier: MIT
import PackageDescription

// An iOS app's screens written against this repository as an app written for RxSwift is: the products `RxSwift` and
// `RxCocoa`, `import RxSwift`, `import RxCocoa`. Scripts/check-apple-build.sh compiles every target for iOS; nothing
// runs (see Examples/README.md).
let rx: [Target.Dependency] = [
    .product(name: "RxSwift", package: "RxSwift6"),
    .product(name: "RxCocoa", package: "RxSwift6"),
]

let package = Package(
    name: "RxExampleApp",
    platforms: [.iOS(.v13)],
    products: [
        .library(name: "RxExampleApp", targets: ["RxExampleApp"]),
        .library(name: "RxExampleAppSwift5", targets: ["RxExampleAppSwift5"]),
    ],
    dependencies: [
        // The repository that holds this example, whatever its directory is called.
        .package(name: "RxSwift6", path: "../..")
    ],
    targets: [
        // The screens in Swift 6 language mode: `@MainActor` view controllers, no warnings, no
        // `MainActor.assumeIsolated`, no `@preconcurrency`.
        .target(name: "RxExampleApp", dependencies: rx),
        // The login form as RxSwift-era code writes it, in Swift 5 language mode.
        .target(name: "RxExampleAppSwift5", dependencies: rx, swiftSettings: [.swiftLanguageMode(.v5)]),
    ],
    swiftLanguageModes: [.v6]
)
