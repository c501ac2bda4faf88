// SPDX-License-Identifier: MIT
// The login form as RxSwift-era code writes it (Swift 5 language mode, a view model of observables, no isolation
// annotations anywhere); it must compile unchanged, without warnings.
#if os(iOS)
    import RxCocoa
    import RxSwift
    import UIKit

    /// The login API of the example: "rx" / "swift" logs in.
    final class LoginAPI {
        func logIn(username: String, password: String) -> Observable<Bool> {
            return Observable.just(username == "rx" && password == "swift")
                .delay(.milliseconds(500), scheduler: MainScheduler.instance)
        }
    }

    /// The login view model: validation and the login request, as observables and drivers.
    final class LoginViewModel {
        let loginEnabled: Driver<Bool>
        let loggingIn: Driver<Bool>
        let loginResult: Driver<String>

        init(username: Observable<String>, password: Observable<String>, loginTaps: Observable<Void>, api: LoginAPI) {
            let usernameValid = username.map { $0.count >= 2 }.share(replay: 1)
            let passwordValid = password.map { $0.count >= 5 }.share(replay: 1)
            let credentials = Observable.combineLatest(username, password) { ($0, $1) }
            let loggingIn = BehaviorRelay(value: false)

            self.loggingIn = loggingIn.asDriver()
            self.loginEnabled = Observable.combineLatest(usernameValid, passwordValid, loggingIn) {
                $0 && $1 && !$2
            }
            .asDriver(onErrorJustReturn: false)
            self.loginResult =
                loginTaps
                .withLatestFrom(credentials)
                .do(onNext: { _ in loggingIn.accept(true) })
                .flatMapLatest { username, password in
                    api.logIn(username: username, password: password)
                        .map { $0 ? "Welcome, \(username)!" : "Wrong user name or password" }
                        .catchAndReturn("The login failed")
                }
                .do(onNext: { _ in loggingIn.accept(false) })
                .asDriver(onErrorJustReturn: "")
        }
    }

    /// The login screen.
    public final class LegacyLoginViewController: UIViewController {
        let usernameField = UITextField()
        let passwordField = UITextField()
        let loginButton = UIButton(type: .system)
        let activityIndicator = UIActivityIndicatorView(style: .medium)
        let errorLabel = UILabel()
        let disposeBag = DisposeBag()

        public override func viewDidLoad() {
            super.viewDidLoad()
            let stack = UIStackView(
                arrangedSubviews: [usernameField, passwordField, loginButton, activityIndicator, errorLabel]
            )
            stack.axis = .vertical
            stack.frame = view.bounds.insetBy(dx: 20, dy: 80)
            view.addSubview(stack)
            loginButton.setTitle("Log in", for: .normal)
            passwordField.isSecureTextEntry = true

            let viewModel = LoginViewModel(
                username: usernameField.rx.text.orEmpty.asObservable(),
                password: passwordField.rx.text.orEmpty.asObservable(),
                loginTaps: loginButton.rx.tap.asObservable(),
                api: LoginAPI()
            )

            viewModel.loginEnabled
                .drive(loginButton.rx.isEnabled)
                .disposed(by: disposeBag)
            viewModel.loggingIn
                .drive(activityIndicator.rx.isAnimating)
                .disposed(by: disposeBag)
            viewModel.loginResult
                .drive(errorLabel.rx.text)
                .disposed(by: disposeBag)
            loginButton.rx.tap
                .subscribe(onNext: { [weak self] in self?.view.endEditing(true) })
                .disposed(by: disposeBag)
        }
    }
#endif
