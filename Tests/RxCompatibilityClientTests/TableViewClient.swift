// SPDX-License-Identifier: MIT
#if canImport(UIKit)
    import RxCocoa
    import RxSwift
    import UIKit
    import XCTest

    // Table view code written for RxSwift 6, before Swift concurrency: a nonisolated view model binding rows and
    // reading selections and deletions, and a data source written the way RxDataSources writes its own.

    /// A sectioned data source as RxDataSources writes one: an NSObject, no isolation annotations.
    final class SectionedNamesDataSource: NSObject, RxTableViewDataSourceType, UITableViewDataSource,
        SectionedViewDataSourceType
    {
        typealias Element = [[String]]

        private var sections: [[String]] = []

        func tableView(_ tableView: UITableView, observedEvent: Event<[[String]]>) {
            Binder(self) { dataSource, sections in
                dataSource.sections = sections
                tableView.reloadData()
            }
            .on(observedEvent)
        }

        func numberOfSections(in tableView: UITableView) -> Int {
            sections.count
        }

        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
            sections[section].count
        }

        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
            cell.textLabel?.text = sections[indexPath.section][indexPath.row]
            return cell
        }

        func model(at indexPath: IndexPath) throws -> Any {
            sections[indexPath.section][indexPath.row]
        }
    }

    private final class NamesBinding {
        let bag = DisposeBag()
        var selected: [String] = []
        var deleted: [IndexPath] = []

        func wire(_ tableView: UITableView, names: Observable<[String]>) {
            names.bind(to: tableView.rx.items(cellIdentifier: "Cell")) { row, name, cell in
                cell.textLabel?.text = "\(row) \(name)"
            }
            .disposed(by: bag)
            tableView.rx.modelSelected(String.self)
                .subscribe(onNext: { [unowned self] in selected.append($0) })
                .disposed(by: bag)
            tableView.rx.itemDeleted
                .subscribe(onNext: { [unowned self] in deleted.append($0) })
                .disposed(by: bag)
            tableView.rx.contentOffset.map { $0.y }.subscribe(onNext: { _ in }).disposed(by: bag)
        }

        func wire(_ tableView: UITableView, sections: Observable<[[String]]>) {
            sections.bind(to: tableView.rx.items(dataSource: SectionedNamesDataSource())).disposed(by: bag)
            tableView.rx.itemSelected.map { $0.section }.subscribe(onNext: { _ in }).disposed(by: bag)
        }
    }

    final class TableViewClientTests: XCTestCase {
        func test_nonisolatedRxSwift6Code_bindsATableView() {
            let tableView = UITableView()
            tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Cell")
            let binding = NamesBinding()
            binding.wire(tableView, names: .just(["ann", "bob"]))

            tableView.delegate?.tableView?(tableView, didSelectRowAt: IndexPath(row: 1, section: 0))
            tableView.dataSource?.tableView?(tableView, commit: .delete, forRowAt: IndexPath(row: 0, section: 0))

            XCTAssertEqual(binding.selected, ["bob"])
            XCTAssertEqual(binding.deleted, [IndexPath(row: 0, section: 0)])
        }

        func test_customDataSource_isBoundThroughTheProxy() throws {
            let tableView = UITableView()
            tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Cell")
            let binding = NamesBinding()
            binding.wire(tableView, sections: .just([["a"], ["b", "c"]]))

            XCTAssertEqual(tableView.dataSource?.numberOfSections?(in: tableView), 2)
            XCTAssertEqual(try tableView.rx.model(at: IndexPath(row: 1, section: 1)) as String, "c")
        }
    }
#endif
