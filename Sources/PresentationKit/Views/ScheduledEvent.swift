/// Something due at a time on a window's clock (a transition's end, an animation completion).
struct ScheduledEvent {
    let time: Double
    let sequence: Int
    let label: String
    let action: () -> Void
}
