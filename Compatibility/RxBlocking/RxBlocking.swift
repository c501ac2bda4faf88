// SPDX-License-Identifier: MIT
// `import RxBlocking` compiles unchanged: this module only re-exports RxTesting, which holds `toBlocking()` and
// `BlockingObservable`.
@_exported import RxTesting
