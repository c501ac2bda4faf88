// SPDX-License-Identifier: MIT
// RxTraits builds on the other library modules; importing RxTraits alone gives their whole API, as
// `import RxSwift` and `import RxCocoa` did.
@_exported import RxCore
@_exported import RxRelay
@_exported import RxSchedulers
@_exported import RxSubjects
