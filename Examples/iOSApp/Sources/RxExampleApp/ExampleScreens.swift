// SPDX-License-Identifier: MIT
#if os(iOS)
    import UIKit

    /// The example's screens in a tab bar controller, for an app's window (`window.rootViewController`).
    public enum ExampleScreens {
        /// A tab bar controller with the search, login and settings screens, each in a navigation controller.
        @MainActor
        public static func makeRootViewController() -> UIViewController {
            let tabs = UITabBarController()
            tabs.viewControllers = [SearchViewController(), LoginViewController(), SettingsViewController()].map {
                UINavigationController(rootViewController: $0)
            }
            return tabs
        }
    }
#endif
