// SPDX-License-Identifier: MIT
#if canImport(UIKit) && (os(iOS) || os(tvOS) || os(visionOS))
    import RxCocoa
    import RxTestSupport
    import RxTesting
    import UIKit
    import XCTest

    private final class LabelCell: UICollectionViewCell {
        var text: String?
    }

    @MainActor
    final class UICollectionViewRxTests: RxTestCase {
        private func makeCollectionView() -> UICollectionView {
            let collectionView = UICollectionView(
                frame: CGRect(x: 0, y: 0, width: 320, height: 480),
                collectionViewLayout: UICollectionViewFlowLayout()
            )
            collectionView.register(LabelCell.self, forCellWithReuseIdentifier: "Cell")
            return collectionView
        }

        func test_itemsCellIdentifier_fillsOneSection_andConfiguresTheCells() {
            let collectionView = makeCollectionView()
            let binding = Observable.just(["ann", "bob"])
                .bind(to: collectionView.rx.items(cellIdentifier: "Cell", cellType: LabelCell.self)) {
                    index,
                    name,
                    cell in
                    cell.text = "\(index): \(name)"
                }

            let dataSource = collectionView.dataSource!
            XCTAssertEqual(dataSource.numberOfSections?(in: collectionView), 1)
            XCTAssertEqual(dataSource.collectionView(collectionView, numberOfItemsInSection: 0), 2)
            let cell = dataSource.collectionView(collectionView, cellForItemAt: IndexPath(item: 1, section: 0))
            XCTAssertEqual((cell as? LabelCell)?.text, "1: bob")
            binding.dispose()
        }

        func test_itemSelected_andModelSelected_afterTheDelegateMessage() {
            let collectionView = makeCollectionView()
            let binding = Observable.just([1, 2, 3]).bind(to: collectionView.rx.items) { collectionView, index, _ in
                collectionView.dequeueReusableCell(withReuseIdentifier: "Cell", for: IndexPath(item: index, section: 0))
            }
            let selected = EventLog(collectionView.rx.itemSelected) { "\($0.item)" }
            let models = EventLog(collectionView.rx.modelSelected(Int.self))

            collectionView.delegate?.collectionView?(collectionView, didSelectItemAt: IndexPath(item: 2, section: 0))

            XCTAssertEqual(selected.events, [.next("2")])
            XCTAssertEqual(models.events, [.next("3")])
            selected.dispose()
            models.dispose()
            binding.dispose()
        }

        func test_withoutAForwardDataSource_theProxyAnswersNoItems() {
            let collectionView = makeCollectionView()

            _ = collectionView.rx.dataSource

            XCTAssertEqual(collectionView.dataSource?.collectionView(collectionView, numberOfItemsInSection: 0), 0)
        }

        func test_prefetchItems_emitsTheIndexPaths() {
            let collectionView = makeCollectionView()
            let log = EventLog(collectionView.rx.prefetchItems) { $0.map { "\($0.item)" }.joined(separator: ",") }

            collectionView.prefetchDataSource?.collectionView(
                collectionView,
                prefetchItemsAt: [IndexPath(item: 4, section: 0), IndexPath(item: 5, section: 0)]
            )

            XCTAssertEqual(log.events, [.next("4,5")])
            log.dispose()
        }
    }
#endif
