// SPDX-License-Identifier: MIT
// `import RxTest` compiles unchanged: this module only re-exports RxTesting (`TestScheduler`, hot and cold
// observables, `Recorded`, `Subscription`, the XCTest and Swift Testing assertions).
@_exported import RxTesting
