// Koloda 5 code that writes the delegate protocol bare as a type is flagged: it refines a protocol with associated
// types, so the type must be written `any KolodaViewDelegate`.
// expect: use of protocol 'KolodaViewDelegate' as a type must be written 'any KolodaViewDelegate'
import Koloda

@MainActor final class Holder {
    weak var delegate: KolodaViewDelegate?
}
