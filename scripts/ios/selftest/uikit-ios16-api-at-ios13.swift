// A UIKit API newer than the deployment target, used without `#available`.
// expect: 'UICalendarView' is only available in iOS 16.0 or newer
import UIKit

@MainActor func makeCalendar() -> UIView { UICalendarView() }
