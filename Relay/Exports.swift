// SPDX-License-Identifier: MIT
// RxRelay builds on RxCore and RxSubjects; importing RxRelay alone gives both APIs, as `import RxRelay` plus
// `import RxSwift` did.
@_exported import RxCore
@_exported import RxSubjects
