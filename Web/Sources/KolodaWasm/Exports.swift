// The module's exports and imports (docs/web-abi.md): wasm only. Each export is one call of `WebAPI`, which the
// trace check's native recorder calls with the same arguments.
@_spi(Fronts) import KolodaCore

// MARK: Imports (module `koloda`)

@_extern(wasm, module: "koloda", name: "apply")
func importApply(_ pointer: UnsafePointer<Double>, _ byteCount: Int32)
@_extern(wasm, module: "koloda", name: "request_frames")
func importRequestFrames()
@_extern(wasm, module: "koloda", name: "stop_frames")
func importStopFrames()
@_extern(wasm, module: "koloda", name: "event")
func importEvent(_ kind: Int32, _ index: Int32, _ direction: Int32, _ value: Double, _ flag: Int32, _ time: Double)
@_extern(wasm, module: "koloda", name: "allowed_directions")
func importAllowedDirections(_ index: Int32) -> Int32
@_extern(wasm, module: "koloda", name: "should_swipe")
func importShouldSwipe(_ index: Int32, _ direction: Int32) -> Int32
@_extern(wasm, module: "koloda", name: "threshold_ratio")
func importThresholdRatio() -> Double

func installImports() {
    guard WebAPI.imports == nil else { return }
    WebAPI.imports = WebImports(
        apply: { pointer, count in importApply(pointer, Int32(count * 8)) },
        requestFrames: { importRequestFrames() }, stopFrames: { importStopFrames() },
        event: { importEvent($0, $1, $2, $3, $4, $5) },
        allowedDirections: { importAllowedDirections($0) }, shouldSwipe: { importShouldSwipe($0, $1) },
        thresholdRatio: { importThresholdRatio() })
}

// MARK: Exports

@_expose(wasm, "koloda_create") @_cdecl("koloda_create")
public func kolodaCreate(
    _ width: Double, _ height: Double, _ count: Int32, _ visible: Int32, _ loop: Int32, _ options: Int32, _ now: Double
) -> Int32 {
    installImports()
    return WebAPI.create(
        width: width, height: height, count: count, visible: visible, loop: loop, options: options, now: now)
}

@_expose(wasm, "koloda_destroy") @_cdecl("koloda_destroy")
public func kolodaDestroy() -> Int32 {
    WebAPI.destroy()
}

@_expose(wasm, "koloda_pointer_down") @_cdecl("koloda_pointer_down")
public func kolodaPointerDown(_ x: Double, _ y: Double, _ t: Double) -> Int32 {
    WebAPI.pointerDown(x, y, t)
}

@_expose(wasm, "koloda_pointer_move") @_cdecl("koloda_pointer_move")
public func kolodaPointerMove(_ x: Double, _ y: Double, _ t: Double) -> Int32 {
    WebAPI.pointerMove(x, y, t)
}

@_expose(wasm, "koloda_pointer_up") @_cdecl("koloda_pointer_up")
public func kolodaPointerUp(_ x: Double, _ y: Double, _ t: Double) -> Int32 {
    WebAPI.pointerUp(x, y, t)
}

@_expose(wasm, "koloda_pointer_cancel") @_cdecl("koloda_pointer_cancel")
public func kolodaPointerCancel(_ t: Double) -> Int32 {
    WebAPI.pointerCancel(t)
}

@_expose(wasm, "koloda_accepts_pointer") @_cdecl("koloda_accepts_pointer")
public func kolodaAcceptsPointer(_ x: Double, _ y: Double) -> Int32 {
    WebAPI.acceptsPointer(x, y)
}

@_expose(wasm, "koloda_action") @_cdecl("koloda_action")
public func kolodaAction(_ kind: Int32, _ direction: Int32, _ t: Double) -> Int32 {
    WebAPI.action(kind, direction, t)
}

@_expose(wasm, "koloda_swipe") @_cdecl("koloda_swipe")
public func kolodaSwipe(_ direction: Int32, _ force: Int32, _ t: Double) -> Int32 {
    WebAPI.swipe(direction, force, t)
}

@_expose(wasm, "koloda_swipe_angle") @_cdecl("koloda_swipe_angle")
public func kolodaSwipeAngle(_ angle: Double, _ force: Int32, _ t: Double) -> Int32 {
    WebAPI.swipeAngle(angle, force, t)
}

@_expose(wasm, "koloda_revert") @_cdecl("koloda_revert")
public func kolodaRevert(_ direction: Int32, _ t: Double) -> Int32 {
    WebAPI.revert(direction, t)
}

@_expose(wasm, "koloda_reload") @_cdecl("koloda_reload")
public func kolodaReload(_ count: Int32, _ t: Double) -> Int32 {
    WebAPI.reload(count, t)
}

@_expose(wasm, "koloda_insert") @_cdecl("koloda_insert")
public func kolodaInsert(_ lo: Int32, _ hi: Int32, _ animated: Int32, _ t: Double) -> Int32 {
    WebAPI.update(lo, hi, animated, t, sign: 1)
}

@_expose(wasm, "koloda_remove") @_cdecl("koloda_remove")
public func kolodaRemove(_ lo: Int32, _ hi: Int32, _ animated: Int32, _ t: Double) -> Int32 {
    WebAPI.update(lo, hi, animated, t, sign: -1)
}

@_expose(wasm, "koloda_reload_range") @_cdecl("koloda_reload_range")
public func kolodaReloadRange(_ lo: Int32, _ hi: Int32, _ t: Double) -> Int32 {
    WebAPI.reloadRange(lo, hi, t)
}

@_expose(wasm, "koloda_show") @_cdecl("koloda_show")
public func kolodaShow(_ index: Int32, _ animated: Int32, _ t: Double) -> Int32 {
    WebAPI.show(index, animated, t)
}

@_expose(wasm, "koloda_resize") @_cdecl("koloda_resize")
public func kolodaResize(_ width: Double, _ height: Double, _ t: Double) -> Int32 {
    WebAPI.resize(width, height, t)
}

@_expose(wasm, "koloda_set_viewport") @_cdecl("koloda_set_viewport")
public func kolodaSetViewport(_ x: Double, _ y: Double, _ width: Double, _ height: Double) -> Int32 {
    WebAPI.setViewport(x, y, width, height)
}

@_expose(wasm, "koloda_set_visible_count") @_cdecl("koloda_set_visible_count")
public func kolodaSetVisibleCount(_ n: Int32, _ t: Double) -> Int32 {
    WebAPI.setVisibleCount(n, t)
}

@_expose(wasm, "koloda_set_loop") @_cdecl("koloda_set_loop")
public func kolodaSetLoop(_ on: Int32, _ t: Double) -> Int32 {
    WebAPI.setLoop(on, t)
}

@_expose(wasm, "koloda_set_reduced_motion") @_cdecl("koloda_set_reduced_motion")
public func kolodaSetReducedMotion(_ on: Int32, _ t: Double) -> Int32 {
    WebAPI.setReducedMotion(on, t)
}

@_expose(wasm, "koloda_set_allowed_directions") @_cdecl("koloda_set_allowed_directions")
public func kolodaSetAllowedDirections(_ mask: Int32, _ t: Double) -> Int32 {
    WebAPI.setAllowedDirections(mask, t)
}

@_expose(wasm, "koloda_set_undo_limit") @_cdecl("koloda_set_undo_limit")
public func kolodaSetUndoLimit(_ n: Int32, _ t: Double) -> Int32 {
    WebAPI.setUndoLimit(n, t)
}

@_expose(wasm, "koloda_set_layout_direction") @_cdecl("koloda_set_layout_direction")
public func kolodaSetLayoutDirection(_ rightToLeft: Int32, _ t: Double) -> Int32 {
    WebAPI.setLayoutDirection(rightToLeft, t)
}

@_expose(wasm, "koloda_set_questions") @_cdecl("koloda_set_questions")
public func kolodaSetQuestions(_ mask: Int32) -> Int32 {
    WebAPI.setQuestions(mask)
}

@_expose(wasm, "koloda_refresh") @_cdecl("koloda_refresh")
public func kolodaRefresh(_ now: Double) {
    WebAPI.refresh(now)
}

@_expose(wasm, "koloda_current_index") @_cdecl("koloda_current_index")
public func kolodaCurrentIndex() -> Int32 {
    WebAPI.currentIndex
}

@_expose(wasm, "koloda_count") @_cdecl("koloda_count")
public func kolodaCount() -> Int32 {
    WebAPI.count
}

@_expose(wasm, "koloda_is_animating") @_cdecl("koloda_is_animating")
public func kolodaIsAnimating() -> Int32 {
    WebAPI.isAnimating
}

@_expose(wasm, "koloda_wants_frames") @_cdecl("koloda_wants_frames")
public func kolodaWantsFrames() -> Int32 {
    WebAPI.wantsFrames
}

@_expose(wasm, "koloda_message_ptr") @_cdecl("koloda_message_ptr")
public func kolodaMessagePtr() -> Int32 {
    Int32(truncatingIfNeeded: Int(bitPattern: WebAPI.message.bytes))
}

@_expose(wasm, "koloda_message_len") @_cdecl("koloda_message_len")
public func kolodaMessageLen() -> Int32 {
    Int32(WebAPI.message.count)
}
