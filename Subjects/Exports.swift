// SPDX-License-Identifier: MIT
// RxSubjects builds on RxCore; importing RxSubjects alone gives the whole core API, as `import RxSwift` did.
@_exported import RxCore
