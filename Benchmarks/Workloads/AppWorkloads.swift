// SPDX-License-Identifier: MIT
import RxCore
import RxRelay
import RxSchedulers
import RxTesting
import RxTraits

/// Workloads shaped like app code: a form's validation, a search field, a table cell bound to its view model. Each
/// is written as an RxSwift app would write it, and each mixes subscribing, disposing and pumping.
enum AppWorkloads {
    /// Three `BehaviorRelay`s (a sign-up form's fields, as text lengths) → `combineLatest` → `map` (is the form
    /// valid?) → `distinctUntilChanged` → `share(replay: 1)`, with two subscribers (a button's enabled state and a
    /// hint's visibility); one operation is one `accept` to one of the fields, round-robin.
    static let formValidation = Workload(
        name: "form-validation",
        unit: "accept",
        size: 1_000_000,
        baseline: nil,
        run: { size in
            let accumulator = Accumulator()
            let username = BehaviorRelay(value: 0)
            let password = BehaviorRelay(value: 0)
            let repeated = BehaviorRelay(value: 0)
            let isValid = Observable.combineLatest(
                username.asObservable(),
                password.asObservable(),
                repeated.asObservable()
            )
            .map { name, password, repeated in FormModel.isValid(name, password, repeated) }
            .distinctUntilChanged()
            .share(replay: 1)
            let button = isValid.subscribe(onNext: { accumulator.sum &+= $0 ? 3 : 1 })
            let hint = isValid.subscribe(onNext: { accumulator.sum &+= $0 ? 5 : 2 })
            let fields = [username, password, repeated]
            for step in 0..<size { fields[step % 3].accept(FormModel.length(at: step)) }
            button.dispose()
            hint.dispose()
            return accumulator.sum
        },
        expectedChecksum: { size in
            var fields = [0, 0, 0]
            var valid = FormModel.isValid(0, 0, 0)
            // Both subscribers receive the first result (the second from the replay), then every change.
            var sum = valid ? 8 : 3
            for step in 0..<size {
                fields[step % 3] = FormModel.length(at: step)
                let now = FormModel.isValid(fields[0], fields[1], fields[2])
                if now != valid {
                    valid = now
                    sum &+= valid ? 8 : 3
                }
            }
            return sum
        }
    )

    /// A search field on a `TestScheduler`: a `PublishRelay` of queries → `debounce` (3 ticks) →
    /// `distinctUntilChanged` → `flatMapLatest { .just(result).delay(5 ticks) }`. The keystrokes come in words of
    /// four, a tick apart, with a pause after each word; every other word ends in the query before it, so
    /// `distinctUntilChanged` drops it. One operation is one keystroke, scheduled and run.
    static let searchAsYouType = Workload(
        name: "search-as-you-type",
        unit: "keystroke",
        size: 200_000,
        baseline: nil,
        run: { size in
            let accumulator = Accumulator()
            let scheduler = TestScheduler(initialClock: 0)
            let query = PublishRelay<Int>()
            let results = query.debounce(.seconds(3), scheduler: scheduler)
                .distinctUntilChanged()
                .flatMapLatest { query in
                    Observable.just(SearchModel.result(for: query)).delay(.seconds(5), scheduler: scheduler)
                }
            let subscription = results.subscribe(onNext: { accumulator.sum &+= $0 })
            for keystroke in 0..<size {
                scheduler.scheduleAt(SearchModel.time(of: keystroke)) { query.accept(SearchModel.query(at: keystroke)) }
            }
            scheduler.start()
            subscription.dispose()
            return accumulator.sum
        },
        expectedChecksum: { size in
            // Each word's last query is searched after the pause, unless the word before ended in the same query;
            // the result arrives before the next word's query is searched.
            var sum = 0
            var last: Int?
            var keystroke = 3
            while keystroke < size {
                let query = SearchModel.query(at: keystroke)
                if query != last { sum &+= SearchModel.result(for: query) }
                last = query
                keystroke += 4
            }
            return sum
        }
    )

    /// A table cell bound to its view model, as `cellForRow` does: a new `DisposeBag`, four chains from the model's
    /// `BehaviorRelay` (`map`, `filter`, `distinctUntilChanged`, `startWith`), each bound to a `Binder` on the cell
    /// with `bind(to:)`, two new values accepted, then the bag released. The view models (16) live for the whole run.
    /// One operation is one cell bound, updated twice and unbound.
    static let cellRebinding = Workload(
        name: "cell-rebinding",
        unit: "cell",
        size: 200_000,
        baseline: nil,
        run: { size in
            CellModel.run(size) { model, cell, bag in
                let value = model.asObservable()
                value.map { $0 &* 2 }.bind(to: Binder(cell) { $0.title &+= $1 }).disposed(by: bag)
                value.filter { $0 & 1 == 0 }.bind(to: Binder(cell) { $0.subtitle &+= $1 }).disposed(by: bag)
                value.distinctUntilChanged().bind(to: Binder(cell) { $0.badge &+= $1 }).disposed(by: bag)
                value.startWith(-1).bind(to: Binder(cell) { $0.isHidden &+= $1 }).disposed(by: bag)
            }
        },
        expectedChecksum: CellModel.expectedChecksum
    )

    /// ``cellRebinding`` with `Driver`s: the four chains start from the relay's `asDriver()` and `drive` the
    /// binders, as an app that keeps its view model's outputs as drivers writes it. Each `Driver` operator shares
    /// its result again (`share(replay: 1, scope: .whileConnected)`, as RxSwift's does), so each chain subscribes
    /// through two shared connections.
    static let cellRebindingDriver = Workload(
        name: "cell-rebinding-driver",
        unit: "cell",
        size: 100_000,
        baseline: "cell-rebinding",
        run: { size in
            CellModel.run(size) { model, cell, bag in
                let value = model.asDriver()
                value.map { $0 &* 2 }.drive(Binder(cell) { $0.title &+= $1 }).disposed(by: bag)
                value.filter { $0 & 1 == 0 }.drive(Binder(cell) { $0.subtitle &+= $1 }).disposed(by: bag)
                value.distinctUntilChanged().drive(Binder(cell) { $0.badge &+= $1 }).disposed(by: bag)
                value.startWith(-1).drive(Binder(cell) { $0.isHidden &+= $1 }).disposed(by: bag)
            }
        },
        expectedChecksum: CellModel.expectedChecksum
    )
}

/// The form of ``AppWorkloads/formValidation``: which lengths each field gets, and when the form is valid.
private enum FormModel {
    /// A user name of at least 3 characters, a password of at least 6, and the password repeated.
    static func isValid(_ name: Int, _ password: Int, _ repeated: Int) -> Bool {
        name >= 3 && password >= 6 && password == repeated
    }

    /// The length the field typed at `step` gets: each round of three gives every field the same length, 2 to 9.
    static func length(at step: Int) -> Int {
        (step / 3) % 8 + 2
    }
}

/// The search of ``AppWorkloads/searchAsYouType``: when each keystroke happens and what it leaves in the field.
private enum SearchModel {
    /// Four keystrokes a tick apart, then a pause of 8 ticks: longer than the debounce and the search together.
    static func time(of keystroke: Int) -> TestTime {
        keystroke / 4 * 12 + keystroke % 4 + 1
    }

    /// The query after `keystroke`: words 2n and 2n + 1 type the same four queries.
    static func query(at keystroke: Int) -> Int {
        keystroke / 8 * 10 + keystroke % 4
    }

    static func result(for query: Int) -> Int {
        query &* 3 &+ 1
    }
}

/// The view models of ``AppWorkloads/cellRebinding``, and the run both cell workloads share.
private enum CellModel {
    static let count = 16

    /// Binds a cell `size` times, each time to the next of 16 long-lived view models with `bind`, accepts two
    /// values and releases the bag; returns the cell's checksum. The runner runs on the main thread, as `drive` and
    /// `Binder` require.
    static func run(_ size: Int, bind: (BehaviorRelay<Int>, CellView, DisposeBag) -> Void) -> Int {
        let cell = CellView()
        let models = (0..<count).map { BehaviorRelay(value: initialValue($0)) }
        for index in 0..<size {
            let model = models[index % count]
            var bag = DisposeBag()
            bind(model, cell, bag)
            model.accept(firstUpdate(index))
            model.accept(secondUpdate(index))
            bag = DisposeBag()
            _ = bag
        }
        return cell.checksum
    }

    /// What the four bindings write: each receives the model's value when bound, then the two updates.
    static func expectedChecksum(_ size: Int) -> Int {
        let cell = CellView()
        var values = (0..<count).map { initialValue($0) }
        for index in 0..<size {
            let slot = index % count
            let sequence = [values[slot], firstUpdate(index), secondUpdate(index)]
            for (position, value) in sequence.enumerated() {
                cell.title &+= value &* 2
                if value & 1 == 0 { cell.subtitle &+= value }
                if position == 0 || value != sequence[position - 1] { cell.badge &+= value }
                cell.isHidden &+= value
            }
            cell.isHidden &+= -1
            values[slot] = secondUpdate(index)
        }
        return cell.checksum
    }

    static func initialValue(_ slot: Int) -> Int { slot }

    /// The first update repeats the value every fourth cell, so `distinctUntilChanged` has something to drop.
    static func firstUpdate(_ index: Int) -> Int { index % 4 == 0 ? valueWhenBound(index) : index }

    static func secondUpdate(_ index: Int) -> Int { index &+ 7 }

    /// The value the cell's model holds when the cell is bound.
    private static func valueWhenBound(_ index: Int) -> Int {
        index < count ? initialValue(index) : secondUpdate(index - count)
    }
}

/// A cell's views, reduced to what the bindings write.
final class CellView {
    var title = 0
    var subtitle = 0
    var badge = 0
    var isHidden = 0

    var checksum: Int { title &+ subtitle &* 3 &+ badge &* 5 &+ isHidden &* 7 }
}
