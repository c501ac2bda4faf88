// SPDX-License-Identifier: MIT
import Foundation
import RxCocoa
import RxRelay
import RxSwift
import XCTest

/// A view the way app code defines one: an NSObject subclass with properties to bind.
final class ProfileView: NSObject {
    var title: String?
    var isHidden = false
}

extension Reactive where Base: ProfileView {
    /// The title as a binding target, as nearly every app's binding code writes one.
    var title: Binder<String?> {
        Binder(base) { view, title in view.title = title }
    }
}

/// A plain Swift class that opts into `rx`.
final class Counter: ReactiveCompatible {
    var count = 0
}

extension Reactive where Base: Counter {
    var increment: Binder<Void> {
        Binder(base) { counter, _ in counter.count += 1 }
    }
}

final class ReactiveExtensionTests: XCTestCase {
    func testBindingToACustomReactiveProperty() {
        let view = ProfileView()
        let name = BehaviorRelay<String?>(value: "Ada")
        let bag = DisposeBag()
        name.bind(to: view.rx.title).disposed(by: bag)
        XCTAssertEqual(view.title, "Ada")
        name.accept("Grace")
        XCTAssertEqual(view.title, "Grace")
    }

    func testDynamicMemberBinderForAnyWritableProperty() {
        let view = ProfileView()
        let bag = DisposeBag()
        Observable.just(true).bind(to: view.rx.isHidden).disposed(by: bag)
        XCTAssertTrue(view.isHidden)
    }

    func testReactiveCompatibleClassAndTheStaticNamespace() {
        let counter = Counter()
        let bag = DisposeBag()
        Observable.of((), (), ()).bind(to: counter.rx.increment).disposed(by: bag)
        XCTAssertEqual(counter.count, 3)
        XCTAssertTrue(Counter.rx == Reactive<Counter>.self)
        XCTAssertTrue(counter.rx.base === counter)
    }
}
