// SPDX-License-Identifier: MIT
import RxCore
import RxSubjects

/// `combineLatest` and `zip` of three and four `PublishSubject<Int>`s, as ``SubjectWorkloads/combineLatest`` is of
/// two: one operation is one push, to the subjects in turn. Three sources also go through the collection forms and the
/// parameter-pack forms, which have sinks of their own.
enum MultiSourceWorkloads {
    static let combineLatest3 = workload("combineLatest3", arity: 3, zip: false) { subjects in
        Observable.combineLatest(subjects[0], subjects[1], subjects[2]) { $0 &+ $1 &+ $2 }
    }

    static let combineLatest4 = workload("combineLatest4", arity: 4, zip: false) { subjects in
        Observable.combineLatest(subjects[0], subjects[1], subjects[2], subjects[3]) { $0 &+ $1 &+ $2 &+ $3 }
    }

    static let zip3 = workload("zip3", arity: 3, zip: true) { subjects in
        Observable.zip(subjects[0], subjects[1], subjects[2]) { $0 &+ $1 &+ $2 }
    }

    static let zip4 = workload("zip4", arity: 4, zip: true) { subjects in
        Observable.zip(subjects[0], subjects[1], subjects[2], subjects[3]) { $0 &+ $1 &+ $2 &+ $3 }
    }

    static let combineLatestCollection3 = workload("combineLatest-collection3", arity: 3, zip: false) { subjects in
        Observable.combineLatest(subjects) { $0[0] &+ $0[1] &+ $0[2] }
    }

    static let zipCollection3 = workload("zip-collection3", arity: 3, zip: true) { subjects in
        Observable.zip(subjects) { $0[0] &+ $0[1] &+ $0[2] }
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
    static let combineLatestPack3 = workload("combineLatest-pack3", arity: 3, zip: false) { subjects in
        combineLatestPack(subjects[0], subjects[1], subjects[2]) { $0 &+ $1 &+ $2 }
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
    static let zipPack3 = workload("zip-pack3", arity: 3, zip: true) { subjects in
        zipPack(subjects[0], subjects[1], subjects[2]) { $0 &+ $1 &+ $2 }
    }

    /// `combineLatest` through its parameter-pack form: from a function generic over a pack, the forms for a fixed
    /// number of sources do not apply.
    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
    private static func combineLatestPack<each Source: ObservableConvertibleType>(
        _ sources: repeat each Source,
        resultSelector: @escaping (repeat (each Source).Element) throws -> Int
    ) -> Observable<Int> {
        Observable.combineLatest(repeat each sources, resultSelector: resultSelector)
    }

    /// `zip` through its parameter-pack form.
    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
    private static func zipPack<each Source: ObservableConvertibleType>(
        _ sources: repeat each Source,
        resultSelector: @escaping (repeat (each Source).Element) throws -> Int
    ) -> Observable<Int> {
        Observable.zip(repeat each sources, resultSelector: resultSelector)
    }

    /// Pushes `0..<size` to `arity` subjects in turn through the operator `combine` builds, summing the results.
    private static func workload(
        _ name: String,
        arity: Int,
        zip: Bool,
        combine: @escaping @Sendable ([PublishSubject<Int>]) -> Observable<Int>
    ) -> Workload {
        Workload(
            name: name,
            unit: "event",
            size: 1_000_000,
            baseline: nil,
            run: { size in
                let accumulator = Accumulator()
                let subjects = (0..<arity).map { _ in PublishSubject<Int>() }
                let subscription = combine(subjects).subscribe(onNext: { accumulator.sum &+= $0 })
                for value in 0..<size { subjects[value % arity].onNext(value) }
                subscription.dispose()
                return accumulator.sum
            },
            expectedChecksum: { size in
                // combineLatest: once every source has a value, each push adds the sum of the latest values. zip:
                // each round of `arity` pushes adds the sum of the round.
                var sum = 0
                var latest = [Int?](repeating: nil, count: arity)
                for value in 0..<size {
                    latest[value % arity] = value
                    if zip {
                        if value % arity == arity - 1 { sum &+= latest.reduce(0) { $0 &+ $1! } }
                    } else if !latest.contains(nil) {
                        sum &+= latest.reduce(0) { $0 &+ $1! }
                    }
                }
                return sum
            }
        )
    }
}
