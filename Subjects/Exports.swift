// RxSubjects builds on RxCore; importing RxSubjects alone gives the whole core API, as `import RxSwift` did.
// The subjects themselves (PublishSubject, BehaviorSubject, ReplaySubject, AsyncSubject) arrive with issue #4.
@_exported import RxCore
