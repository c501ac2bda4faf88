// SPDX-License-Identifier: MIT
// Swift 6 client code: a `@MainActor` view controller that uses the lists' reactive extensions and writes its own
// reactive data source, which must compile without warnings.
#if canImport(UIKit) && (os(iOS) || os(tvOS) || os(visionOS))
    import RxCocoa
    import RxTestSupport
    import RxTesting
    import UIKit
    import XCTest

    /// A reactive data source written in Swift 6, as an app writes one.
    private final class SectionsDataSource: NSObject, RxTableViewDataSourceType, UITableViewDataSource,
        SectionedViewDataSourceType
    {
        private var sections: [[Int]] = []

        func tableView(_ tableView: UITableView, observedEvent: Event<[[Int]]>) {
            if case .next(let sections) = observedEvent {
                self.sections = sections
                tableView.reloadData()
            }
        }

        func numberOfSections(in tableView: UITableView) -> Int {
            sections.count
        }

        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
            sections[section].count
        }

        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
        }

        func model(at indexPath: IndexPath) throws -> Any {
            sections[indexPath.section][indexPath.row]
        }
    }

    @MainActor
    private final class ListsViewController: UIViewController {
        let tableView = UITableView()
        let numbersView = UITableView()
        let collectionView = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
        let bag = DisposeBag()
        var log: [String] = []

        func bind(names: Observable<[String]>) {
            tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Cell")
            numbersView.register(UITableViewCell.self, forCellReuseIdentifier: "Cell")
            collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "Cell")
            names.bind(to: tableView.rx.items(cellIdentifier: "Cell", cellType: UITableViewCell.self)) {
                _,
                name,
                cell in
                cell.textLabel?.text = name
            }
            .disposed(by: bag)
            Observable.just([[1, 2]]).bind(to: numbersView.rx.items(dataSource: SectionsDataSource())).disposed(by: bag)
            names.bind(to: collectionView.rx.items) { collectionView, index, _ in
                collectionView.dequeueReusableCell(withReuseIdentifier: "Cell", for: IndexPath(item: index, section: 0))
            }
            .disposed(by: bag)
            tableView.rx.modelSelected(String.self).subscribe(onNext: { [weak self] in self?.log.append($0) })
                .disposed(by: bag)
            tableView.rx.itemDeleted.subscribe(onNext: { [weak self] in self?.log.append("deleted \($0.row)") })
                .disposed(by: bag)
            tableView.rx.willEndDragging.subscribe(onNext: { event in _ = event.velocity }).disposed(by: bag)
            tableView.rx.contentOffset.map(\.y).subscribe(onNext: { _ in }).disposed(by: bag)
            collectionView.rx.modelSelected(String.self).subscribe(onNext: { [weak self] in self?.log.append($0) })
                .disposed(by: bag)
            collectionView.rx.willDisplayCell.subscribe(onNext: { event in _ = event.at }).disposed(by: bag)
            numbersView.rx.modelSelected(Int.self).subscribe(onNext: { [weak self] in self?.log.append("\($0)") })
                .disposed(by: bag)
        }
    }

    @MainActor
    final class ListsMainActorClientTests: RxTestCase {
        func test_aMainActorViewController_bindsTablesAndCollections() {
            let controller = ListsViewController()
            controller.bind(names: .just(["ann", "bob"]))

            controller.tableView.delegate?.tableView?(
                controller.tableView,
                didSelectRowAt: IndexPath(row: 1, section: 0)
            )
            controller.collectionView.delegate?.collectionView?(
                controller.collectionView,
                didSelectItemAt: IndexPath(item: 0, section: 0)
            )
            controller.numbersView.delegate?.tableView?(
                controller.numbersView,
                didSelectRowAt: IndexPath(row: 1, section: 0)
            )

            XCTAssertEqual(controller.log, ["bob", "ann", "2"])
        }
    }
#endif
