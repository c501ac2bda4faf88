// RxRelay builds on RxCore and RxSubjects; importing RxRelay alone gives both APIs, as `import RxRelay` plus
// `import RxSwift` did. The relays themselves arrive with issue #4.
@_exported import RxCore
@_exported import RxSubjects
