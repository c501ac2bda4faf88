// SPDX-License-Identifier: MIT
#if os(iOS)
    import RxCocoa
    import RxSwift
    import UIKit

    /// A search service for the example: it finds the library names that contain the query, after a short delay, as
    /// a network call would.
    enum SearchService {
        private static let names = [
            "RxSwift", "RxCocoa", "RxRelay", "RxTest", "RxBlocking", "Driver", "Signal", "ControlProperty",
            "ControlEvent", "Binder", "PublishSubject", "BehaviorRelay", "DisposeBag", "MainScheduler",
        ]

        /// The names that contain `query` (none for an empty query).
        static func search(_ query: String) -> Observable<[String]> {
            guard !query.isEmpty else { return .just([]) }
            let results = names.filter { $0.localizedCaseInsensitiveContains(query) }
            return Observable.just(results).delay(.milliseconds(150), scheduler: MainScheduler.instance)
        }
    }

    /// Search as you type: the field's text, debounced, without repeats, each query replacing the one before
    /// (`flatMapLatest`), the results driven into a table; selecting a row shows its name.
    public final class SearchViewController: UIViewController {
        private let searchField = UITextField()
        private let resultsTable = UITableView()
        private let selectionLabel = UILabel()
        private let disposeBag = DisposeBag()

        override public func viewDidLoad() {
            super.viewDidLoad()
            title = "Search"
            view.backgroundColor = .systemBackground
            searchField.placeholder = "Search the library"
            searchField.borderStyle = .roundedRect
            searchField.autocapitalizationType = .none
            resultsTable.register(UITableViewCell.self, forCellReuseIdentifier: "Result")
            resultsTable.heightAnchor.constraint(equalToConstant: 400).isActive = true
            layOut(in: view, [searchField, selectionLabel, resultsTable])

            let results = searchField.rx.text.orEmpty
                .debounce(.milliseconds(300), scheduler: MainScheduler.instance)
                .distinctUntilChanged()
                .flatMapLatest { query in
                    SearchService.search(query)
                }
                .asDriver(onErrorJustReturn: [])

            results
                .drive(resultsTable.rx.items(cellIdentifier: "Result", cellType: UITableViewCell.self)) {
                    _,
                    name,
                    cell in
                    cell.textLabel?.text = name
                }
                .disposed(by: disposeBag)

            resultsTable.rx.modelSelected(String.self)
                .map { "Selected: \($0)" }
                .bind(to: selectionLabel.rx.text)
                .disposed(by: disposeBag)
        }
    }

    /// Stacks `views` vertically under the top of `container`'s safe area.
    @MainActor
    func layOut(in container: UIView, _ views: [UIView]) {
        let stack = UIStackView(arrangedSubviews: views)
        stack.axis = .vertical
        stack.spacing = 12
        stack.translatesAutoresizingMaskIntoConstraints = false
        container.addSubview(stack)
        let guide = container.safeAreaLayoutGuide
        NSLayoutConstraint.activate([
            stack.topAnchor.constraint(equalTo: guide.topAnchor, constant: 20),
            stack.leadingAnchor.constraint(equalTo: guide.leadingAnchor, constant: 20),
            stack.trailingAnchor.constraint(equalTo: guide.trailingAnchor, constant: -20),
        ])
    }
#endif
