// SPDX-License-Identifier: MIT
#if canImport(UIKit) && (os(iOS) || os(tvOS) || os(visionOS))
    import RxCocoa
    import RxTestSupport
    import RxTesting
    import UIKit
    import XCTest

    /// A delegate of the app, beside the proxy.
    private final class TableDelegateDouble: NSObject, UITableViewDelegate {
        var heights: [IndexPath] = []

        func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
            heights.append(indexPath)
            return 44
        }
    }

    @MainActor
    final class UITableViewRxTests: RxTestCase {
        private func makeTableView() -> UITableView {
            let tableView = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
            tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Cell")
            return tableView
        }

        private func bindNames(_ names: [String], to tableView: UITableView) -> Disposable {
            Observable.just(names)
                .bind(to: tableView.rx.items(cellIdentifier: "Cell", cellType: UITableViewCell.self)) {
                    row,
                    name,
                    cell in
                    cell.textLabel?.text = "\(row): \(name)"
                }
        }

        func test_itemsCellIdentifier_fillsOneSection_andConfiguresTheCells() {
            let tableView = makeTableView()
            let binding = bindNames(["ann", "bob"], to: tableView)

            let dataSource = tableView.dataSource!
            XCTAssertEqual(dataSource.numberOfSections?(in: tableView), 1)
            XCTAssertEqual(dataSource.tableView(tableView, numberOfRowsInSection: 0), 2)
            let cell = dataSource.tableView(tableView, cellForRowAt: IndexPath(row: 1, section: 0))
            XCTAssertEqual(cell.textLabel?.text, "1: bob")
            binding.dispose()
        }

        func test_itemsCellFactory_callsTheFactoryWithTheRowAndItem() {
            let tableView = makeTableView()
            let binding = Observable.just([10, 20]).bind(to: tableView.rx.items) { tableView, row, item in
                let cell = tableView.dequeueReusableCell(withIdentifier: "Cell")!
                cell.textLabel?.text = "\(row)=\(item)"
                return cell
            }

            let cell = tableView.dataSource!.tableView(tableView, cellForRowAt: IndexPath(row: 0, section: 0))

            XCTAssertEqual(cell.textLabel?.text, "0=10")
            binding.dispose()
        }

        func test_itemSelected_andModelSelected_afterTheDelegateMessage() {
            let tableView = makeTableView()
            let binding = bindNames(["ann", "bob"], to: tableView)
            let selected = EventLog(tableView.rx.itemSelected) { "\($0.section).\($0.row)" }
            let models = EventLog(tableView.rx.modelSelected(String.self))

            tableView.delegate?.tableView?(tableView, didSelectRowAt: IndexPath(row: 1, section: 0))

            XCTAssertEqual(selected.events, [.next("0.1")])
            XCTAssertEqual(models.events, [.next("bob")])
            XCTAssertEqual(try tableView.rx.model(at: IndexPath(row: 0, section: 0)) as String, "ann")
            selected.dispose()
            models.dispose()
            binding.dispose()
        }

        func test_itemDeleted_andItemMoved_throughTheDataSourceProxy() {
            let tableView = makeTableView()
            let binding = bindNames(["ann", "bob"], to: tableView)
            let deleted = EventLog(tableView.rx.itemDeleted) { "\($0.row)" }
            let inserted = EventLog(tableView.rx.itemInserted) { "\($0.row)" }
            let deletedModels = EventLog(tableView.rx.modelDeleted(String.self))
            let moved = EventLog(tableView.rx.itemMoved) { "\($0.sourceIndex.row)->\($0.destinationIndex.row)" }

            let dataSource = tableView.dataSource!
            dataSource.tableView?(tableView, commit: .delete, forRowAt: IndexPath(row: 0, section: 0))
            dataSource.tableView?(
                tableView,
                moveRowAt: IndexPath(row: 0, section: 0),
                to: IndexPath(row: 1, section: 0)
            )

            XCTAssertEqual(deleted.events, [.next("0")])
            XCTAssertEqual(inserted.events, [])
            XCTAssertEqual(deletedModels.events, [.next("ann")])
            XCTAssertEqual(moved.events, [.next("0->1")])
            for log in [deleted, inserted, deletedModels, moved] {
                log.dispose()
            }
            binding.dispose()
        }

        func test_forwardDelegate_receivesWhatTheProxyDoesNotImplement() {
            let tableView = makeTableView()
            let delegate = TableDelegateDouble()
            let installation = tableView.rx.setDelegate(delegate)
            let selected = EventLog(tableView.rx.itemSelected) { "\($0.row)" }

            let height = tableView.delegate?.tableView?(tableView, heightForRowAt: IndexPath(row: 3, section: 0))
            tableView.delegate?.tableView?(tableView, didSelectRowAt: IndexPath(row: 2, section: 0))

            XCTAssertEqual(height, 44)
            XCTAssertEqual(delegate.heights, [IndexPath(row: 3, section: 0)])
            XCTAssertEqual(selected.events, [.next("2")])
            selected.dispose()
            installation.dispose()
        }

        func test_withoutAForwardDataSource_theProxyAnswersNoRows() {
            let tableView = makeTableView()

            _ = tableView.rx.dataSource

            XCTAssertEqual(tableView.dataSource?.tableView(tableView, numberOfRowsInSection: 0), 0)
        }

        func test_disposingTheBinding_removesTheRows() {
            let tableView = makeTableView()
            let binding = bindNames(["ann"], to: tableView)

            binding.dispose()

            XCTAssertEqual(tableView.dataSource?.tableView(tableView, numberOfRowsInSection: 0), 0)
        }

        func test_bindingEnds_whenTheTableViewGoesAway() {
            weak var weakDataSource: AnyObject?
            var events: EventLog!
            autoreleasepool {
                let tableView = makeTableView()
                let source = PublishSubject<[String]>()
                _ = source.bind(to: tableView.rx.items(cellIdentifier: "Cell", cellType: UITableViewCell.self)) {
                    _,
                    _,
                    _ in
                }
                weakDataSource = RxTableViewDataSourceProxy.proxy(for: tableView).forwardToDelegate()
                events = EventLog(tableView.rx.itemSelected) { "\($0.row)" }
                source.onNext(["ann"])
                XCTAssertNotNil(weakDataSource)
            }

            XCTAssertNil(weakDataSource)
            XCTAssertEqual(events.events, [.completed])
            events.dispose()
        }
    }
#endif
