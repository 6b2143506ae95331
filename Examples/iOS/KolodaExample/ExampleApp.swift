import SwiftUI
import UIKit

/// Koloda's example app, no storyboard: the stack screen (v1) and the custom-layout screen with the bouncing
/// background card (v2), each in UIKit (`KolodaView`) and in SwiftUI (`KolodaStack`, iOS 14 and later), and the UIKit
/// deck inside SwiftUI (`KolodaViewRepresentable`), one tab each.
@main
final class ExampleApp: UIResponder, UIApplicationDelegate {
    var window: UIWindow?

    func application(
        _ application: UIApplication,
        didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool {
        let tabs = UITabBarController()
        var screens: [UIViewController] = [StackViewController(), BackgroundAnimationViewController()]
        if #available(iOS 14.0, *) {
            screens.append(hosting(SwiftUIStackScreen(), title: "SwiftUI Stack"))
            screens.append(hosting(SwiftUIBackgroundScreen(), title: "SwiftUI Background"))
            screens.append(hosting(UIKitDeckScreen(), title: "UIKit in SwiftUI"))
        }
        tabs.viewControllers = screens
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.rootViewController = tabs
        window.makeKeyAndVisible()
        self.window = window
        return true
    }

    private func hosting(_ screen: some View, title: String) -> UIViewController {
        let controller = UIHostingController(rootView: screen)
        controller.tabBarItem = UITabBarItem(title: title, image: nil, tag: 0)
        return controller
    }
}
