import SwiftUI
import UIKit

/// Koloda's example app, no storyboard: the stack screen (v1) and the custom-layout screen with the bouncing
/// background card (v2), each in UIKit (`KolodaView`) and in SwiftUI (`KolodaStack`, iOS 14 and later), and the UIKit
/// deck inside SwiftUI (`KolodaViewRepresentable`), one tab each.
///
/// The app has a scene life cycle: Info.plist's `UIApplicationSceneManifest` names `SceneDelegate` for the
/// application role, and it makes the window. Apps built with the iOS 26 SDK and later must adopt it to launch.
@main
final class ExampleApp: UIResponder, UIApplicationDelegate {
    func application(
        _ application: UIApplication,
        didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool { true }
}

/// Makes the window of each scene: a tab for each screen.
final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?

    func scene(
        _ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions
    ) {
        guard let scene = scene as? UIWindowScene else { return }
        let tabs = UITabBarController()
        var screens: [UIViewController] = [StackViewController(), BackgroundAnimationViewController()]
        if #available(iOS 14.0, *) {
            screens.append(hosting(SwiftUIStackScreen(), title: "SwiftUI Stack", symbol: "square.stack"))
            screens.append(hosting(SwiftUIBackgroundScreen(), title: "SwiftUI Background", symbol: "sparkles"))
            screens.append(hosting(UIKitDeckScreen(), title: "UIKit in SwiftUI", symbol: "square.on.square"))
        }
        tabs.viewControllers = screens
        let window = UIWindow(windowScene: scene)
        window.rootViewController = tabs
        window.makeKeyAndVisible()
        self.window = window
    }

    private func hosting(_ screen: some View, title: String, symbol: String) -> UIViewController {
        let controller = UIHostingController(rootView: screen)
        controller.tabBarItem = UITabBarItem(title: title, image: UIImage(systemName: symbol), tag: 0)
        return controller
    }
}
