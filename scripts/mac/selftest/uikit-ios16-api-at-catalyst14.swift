// against: catalyst
// A UIKit API newer than the Mac Catalyst deployment target, used without `#available`.
// expect: 'UICalendarView' is only available in Mac Catalyst 16.0 or newer
import UIKit

@MainActor func makeCalendar() -> UIView { UICalendarView() }
