// SPDX-License-Identifier: MIT
// A test file needs `Observable` and the schedulers besides the test tools, so `import RxTesting` (or RxTest's
// `import RxTest`) brings the modules its API is made of, as RxSubjects, RxRelay and RxTraits re-export theirs.
@_exported import RxCore
@_exported import RxSchedulers
