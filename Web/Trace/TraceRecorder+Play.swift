@_spi(Fronts) import KolodaCore

extension TraceRecorder {
    /// Plays one session line: an export (its name without `koloda_`) with its arguments, or one of the two macros
    /// `run T0 N` (N display refreshes at T0 + i/60, i = 1…N, each made only while frames are requested) and
    /// `moves X Y DX DY N T0` (N pointer moves to (X + i·DX, Y + i·DY) at T0 + i/60, each followed by that refresh).
    @MainActor static func play(_ name: String, _ a: [Double]) {
        func i(_ k: Int) -> Int32 { Int32(a[k]) }
        switch name {
        case "run":
            for k in 1...Int(a[1]) { refresh(a[0] + Double(k) / 60) }
        case "moves":
            for k in 1...Int(a[4]) {
                let t = a[5] + Double(k) / 60
                result(WebAPI.pointerMove(a[0] + Double(k) * a[2], a[1] + Double(k) * a[3], t))
                refresh(t)
            }
        case "create":
            result(
                WebAPI.create(
                    width: a[0], height: a[1], count: i(2), visible: i(3), loop: i(4), options: i(5), now: a[6]))
        case "destroy": result(WebAPI.destroy())
        case "pointer_down": result(WebAPI.pointerDown(a[0], a[1], a[2]))
        case "pointer_move": result(WebAPI.pointerMove(a[0], a[1], a[2]))
        case "pointer_up": result(WebAPI.pointerUp(a[0], a[1], a[2]))
        case "pointer_cancel": result(WebAPI.pointerCancel(a[0]))
        case "accepts_pointer": result(WebAPI.acceptsPointer(a[0], a[1]))
        case "action": result(WebAPI.action(i(0), i(1), a[2]))
        case "swipe": result(WebAPI.swipe(i(0), i(1), a[2]))
        case "swipe_angle": result(WebAPI.swipeAngle(a[0], i(1), a[2]))
        case "revert": result(WebAPI.revert(i(0), a[1]))
        case "reload": result(WebAPI.reload(i(0), a[1]))
        case "insert": result(WebAPI.update(i(0), i(1), i(2), a[3], sign: 1))
        case "remove": result(WebAPI.update(i(0), i(1), i(2), a[3], sign: -1))
        case "reload_range": result(WebAPI.reloadRange(i(0), i(1), a[2]))
        case "show": result(WebAPI.show(i(0), i(1), a[2]))
        case "resize": result(WebAPI.resize(a[0], a[1], a[2]))
        case "set_viewport": result(WebAPI.setViewport(a[0], a[1], a[2], a[3]))
        case "set_visible_count": result(WebAPI.setVisibleCount(i(0), a[1]))
        case "set_loop": result(WebAPI.setLoop(i(0), a[1]))
        case "set_reduced_motion": result(WebAPI.setReducedMotion(i(0), a[1]))
        case "set_allowed_directions": result(WebAPI.setAllowedDirections(i(0), a[1]))
        case "set_undo_limit": result(WebAPI.setUndoLimit(i(0), a[1]))
        case "set_layout_direction": result(WebAPI.setLayoutDirection(i(0), a[1]))
        case "set_questions": result(WebAPI.setQuestions(i(0)))
        case "refresh": WebAPI.refresh(a[0])
        default: lines.append("unknown " + name)
        }
    }

    /// One display refresh at `t`, made only while the deck requests frames, as a page's `requestAnimationFrame` loop.
    @MainActor static func refresh(_ t: Double) {
        guard requested else { return }
        lines.append("refresh " + hex(t))
        WebAPI.refresh(t)
    }
}
