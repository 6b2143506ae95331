import Foundation
import Koloda

class BackgroundKolodaAnimator: KolodaViewAnimator {
    // Koloda 5 animators drove POP animations and called a completion block; here the animator only chooses
    // curves, but a Koloda 5 subclass that declares its own helpers with Koloda's types still builds.
    func finish(_ completion: AnimationCompletionBlock) {
        completion?(true)
    }

    override func backgroundCardAnimation(duration: Double) -> AnimationCurve {
        return .spring(bounciness: 9, speed: 16)
    }
}
