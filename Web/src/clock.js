// The web front's frame clock: requestAnimationFrame, started when the presenter asks for frames and left to sleep
// when it stops them (no rAF callback is pending while the deck is still). Each display frame calls `refresh` with
// the frame's timestamp in seconds (rAF's timestamp is the frame's start, in the performance.now() timebase, ms).

export class AnimationFrameClock {
  /** @param {(seconds: number) => void} refresh called once per display frame while frames are wanted */
  constructor(refresh) {
    this.refresh = refresh;
    this.wanted = false;
    this.handle = 0;
    this.frames = 0;
    this.step = (timestamp) => {
      this.handle = 0;
      if (!this.wanted) return;
      this.frames++;
      this.refresh(timestamp / 1000);
      // refresh may have stopped frames (the deck came to rest) or asked again; schedule only if still wanted
      if (this.wanted && this.handle === 0) this.handle = requestAnimationFrame(this.step);
    };
  }

  /** The presenter wants display frames: the next display refresh calls `refresh`. */
  requestFrames() {
    this.wanted = true;
    if (this.handle === 0) this.handle = requestAnimationFrame(this.step);
  }

  /** The presenter wants no more frames: the clock sleeps. */
  stopFrames() {
    this.wanted = false;
    if (this.handle !== 0) {
      cancelAnimationFrame(this.handle);
      this.handle = 0;
    }
  }

  /** True while a frame is scheduled. */
  get isRunning() {
    return this.handle !== 0;
  }
}
