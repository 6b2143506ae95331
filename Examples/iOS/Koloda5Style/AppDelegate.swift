// A Koloda 5-style app, written for this package's CI: scripts/ios-build.sh builds it in Swift 5 mode, as existing
// Koloda apps are, and links it. It uses Koloda 5's public API the way Koloda 5 apps and Koloda's own example do
// (IBOutlets, optional chaining, non-throwing range updates, Koloda 5's pan callbacks, an animator made with
// `init(koloda:)`), so that a Koloda 5 app switching to this package keeps building.
import UIKit

@UIApplicationMain
class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        window = UIWindow(frame: UIScreen.main.bounds)
        window?.rootViewController = ViewController()
        window?.makeKeyAndVisible()
        return true
    }
}
