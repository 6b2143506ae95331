// An iOS 17 UIKit API used without `#available`. An iOS 17 or later SDK says it is only available in iOS 17.0; the
// iOS 16.5 SDK does not have it at all.
// expect: 'UIContentUnavailableConfiguration' is only available in iOS 17.0 or newer
// expect: cannot find 'UIContentUnavailableConfiguration' in scope
import UIKit

@MainActor func emptyState(_ view: UIView) -> Any { UIContentUnavailableConfiguration.empty() }
