// SPDX-License-Identifier: MIT
import Foundation
import RxCocoa
import RxRelay
import RxSwift

// The two helper types that most MVVM apps on RxSwift carry, written the way those apps write them: each is a
// `SharedSequenceConvertibleType` of its own, built from relays, `using`, `do` and Driver operators.

/// Counts the work in flight; drives `true` while any tracked sequence is subscribed.
final class ActivityIndicator: SharedSequenceConvertibleType {
    typealias Element = Bool
    typealias SharingStrategy = DriverSharingStrategy

    private let lock = NSRecursiveLock()
    private let running = BehaviorRelay(value: 0)
    private let loading: SharedSequence<SharingStrategy, Bool>

    init() {
        loading = running.asDriver().map { $0 > 0 }.distinctUntilChanged()
    }

    fileprivate func track<Source: ObservableConvertibleType>(_ source: Source) -> Observable<Source.Element> {
        Observable.using({ () -> ActivityToken<Source.Element> in
            self.increment()
            return ActivityToken(source: source.asObservable(), disposeAction: self.decrement)
        }) { token in
            token.asObservable()
        }
    }

    private func increment() {
        lock.lock()
        running.accept(running.value + 1)
        lock.unlock()
    }

    private func decrement() {
        lock.lock()
        running.accept(running.value - 1)
        lock.unlock()
    }

    func asSharedSequence() -> SharedSequence<SharingStrategy, Element> {
        loading
    }
}

/// The resource `using` holds for one tracked subscription.
private struct ActivityToken<E>: ObservableConvertibleType, Disposable {
    private let source: Observable<E>
    private let cancel: Cancelable

    init(source: Observable<E>, disposeAction: @escaping () -> Void) {
        self.source = source
        cancel = Disposables.create(with: disposeAction)
    }

    func dispose() {
        cancel.dispose()
    }

    func asObservable() -> Observable<E> {
        source
    }
}

extension ObservableConvertibleType {
    func trackActivity(_ activityIndicator: ActivityIndicator) -> Observable<Element> {
        activityIndicator.track(self)
    }
}

/// Collects the errors of tracked sequences as a Driver.
final class ErrorTracker: SharedSequenceConvertibleType {
    typealias SharingStrategy = DriverSharingStrategy
    private let subject = PublishSubject<Error>()

    func trackError<O: ObservableConvertibleType>(from source: O) -> Observable<O.Element> {
        source.asObservable().do(onError: onError)
    }

    func asSharedSequence() -> SharedSequence<SharingStrategy, Error> {
        subject.asObservable().asDriverOnErrorJustComplete()
    }

    func asObservable() -> Observable<Error> {
        subject.asObservable()
    }

    private func onError(_ error: Error) {
        subject.onNext(error)
    }

    deinit {
        subject.onCompleted()
    }
}

extension ObservableConvertibleType {
    func trackError(_ errorTracker: ErrorTracker) -> Observable<Element> {
        errorTracker.trackError(from: self)
    }

    func asDriverOnErrorJustComplete() -> Driver<Element> {
        asDriver { _ in
            Driver.empty()
        }
    }
}

// Extensions written inside `extension SharedSequenceConvertibleType where …` that call operators unqualified.
extension SharedSequenceConvertibleType where Element == Bool {
    func not() -> SharedSequence<SharingStrategy, Bool> {
        map { !$0 }
    }
}

extension SharedSequenceConvertibleType {
    func mapToVoid() -> SharedSequence<SharingStrategy, Void> {
        map { _ in }
    }

    func flatMapToDriver<Result>(_ selector: @escaping (Element) -> Driver<Result>) -> Driver<Result> {
        flatMapLatest(selector)
    }
}
