// SPDX-License-Identifier: MIT
#if os(iOS)
    import RxCocoa
    import RxSwift
    import UIKit

    /// A login service for the example: "rx" / "swift" logs in, after a short delay; anything else fails.
    enum LoginService {
        struct WrongPassword: LocalizedError {
            var errorDescription: String? { "Wrong user name or password" }
        }

        /// Logs in; emits the greeting, or fails.
        static func logIn(username: String, password: String) -> Observable<String> {
            let result: Observable<String> =
                username == "rx" && password == "swift"
                ? .just("Welcome, \(username)!") : .error(WrongPassword())
            return result.delay(.milliseconds(500), scheduler: MainScheduler.instance)
        }
    }

    /// Where a login attempt stands.
    enum LoginState: Equatable {
        case idle
        case loggingIn
        case loggedIn(String)
        case failed(String)

        var message: String {
            switch self {
            case .idle, .loggingIn: ""
            case .loggedIn(let greeting): greeting
            case .failed(let reason): reason
            }
        }
    }

    /// A login form: the button is enabled while both fields are valid (`combineLatest`), a tap logs in with the
    /// latest credentials (`withLatestFrom`), the indicator spins meanwhile, and errors show in a label.
    public final class LoginViewController: UIViewController {
        private let usernameField = UITextField()
        private let passwordField = UITextField()
        private let loginButton = UIButton(type: .system)
        private let activityIndicator = UIActivityIndicatorView(style: .medium)
        private let messageLabel = UILabel()
        private let disposeBag = DisposeBag()

        override public func viewDidLoad() {
            super.viewDidLoad()
            title = "Log in"
            view.backgroundColor = .systemBackground
            usernameField.placeholder = "User name (rx)"
            passwordField.placeholder = "Password (swift)"
            passwordField.isSecureTextEntry = true
            for field in [usernameField, passwordField] {
                field.borderStyle = .roundedRect
                field.autocapitalizationType = .none
            }
            loginButton.setTitle("Log in", for: .normal)
            messageLabel.numberOfLines = 0
            layOut(in: view, [usernameField, passwordField, loginButton, activityIndicator, messageLabel])
            bind()
        }

        private func bind() {
            let username = usernameField.rx.text.orEmpty.asObservable()
            let password = passwordField.rx.text.orEmpty.asObservable()
            let usernameValid = username.map { $0.count >= 2 }.share(replay: 1)
            let passwordValid = password.map { $0.count >= 5 }.share(replay: 1)
            let credentials = Observable.combineLatest(username, password) { (username: $0, password: $1) }

            let state = loginButton.rx.tap
                .withLatestFrom(credentials)
                .flatMapLatest { credentials in
                    LoginService.logIn(username: credentials.username, password: credentials.password)
                        .map { LoginState.loggedIn($0) }
                        .catch { error in .just(.failed(error.localizedDescription)) }
                        .startWith(.loggingIn)
                }
                .startWith(.idle)
                .asDriver(onErrorJustReturn: .idle)

            let loggingIn = state.map { $0 == .loggingIn }
            let canLogIn = Observable.combineLatest(usernameValid, passwordValid) { $0 && $1 }
                .asDriver(onErrorJustReturn: false)

            Driver.combineLatest(canLogIn, loggingIn) { valid, busy in valid && !busy }
                .drive(loginButton.rx.isEnabled)
                .disposed(by: disposeBag)
            loggingIn
                .drive(activityIndicator.rx.isAnimating)
                .disposed(by: disposeBag)
            state
                .map { $0.message }
                .drive(messageLabel.rx.text)
                .disposed(by: disposeBag)
        }
    }
#endif
