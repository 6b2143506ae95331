import UIKit

/// Koloda's example app in UIKit code, no storyboard: the stack screen (v1) and the custom-layout screen with the
/// bouncing background card (v2), one tab each.
@main
final class ExampleApp: UIResponder, UIApplicationDelegate {
    var window: UIWindow?

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let tabs = UITabBarController()
        tabs.viewControllers = [StackViewController(), BackgroundAnimationViewController()]
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.rootViewController = tabs
        window.makeKeyAndVisible()
        self.window = window
        return true
    }
}
