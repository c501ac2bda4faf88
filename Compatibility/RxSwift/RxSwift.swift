// SPDX-License-Identifier: MIT
// `import RxSwift` compiles unchanged: this module only re-exports the library modules that hold RxSwift's API,
// so names resolve both unqualified and qualified (`RxSwift.Observable`, `extension RxSwift.ObservableType`).
@_exported import RxCore
@_exported import RxSchedulers
@_exported import RxSubjects
@_exported import RxTraits
