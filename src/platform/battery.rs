//! The battery: a laptop running on its battery and nearly empty shows a low-battery sign on
//! both clocks, as FIDE's standards for electronic clocks ask of a clock's own battery. On
//! mains, while charging, or where no battery is found, nothing is shown.
//!
//! [`BatteryWatch`] is the logic: it asks its [`PowerSource`] again every [`POLL_EVERY`] of the
//! injected time, never reads a clock of its own, and never waits for an answer. The real
//! source, [`System`], reads the batteries (through `starship-battery`) on a thread of its own,
//! since reading a battery can take the firmware a while.

use crate::laws::Millis;

/// Below this charge, on battery, the sign is shown.
pub const LOW_PERCENT: u8 = 15;

/// How often the battery is read again: a minute (of the app's time).
pub const POLL_EVERY: Millis = 60_000;

/// How often the window looks for a reading it awaits.
const WAITING_LOOK: Millis = 250;

/// How long a reading is waited for before the window stops looking for it until the next one.
const GIVE_UP_AFTER: Millis = 5_000;

/// Where the machine's power comes from, as last read.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub enum Power {
    /// No battery found (a desktop machine), or not read yet.
    #[default]
    Absent,
    /// On mains, the battery full or resting.
    Mains,
    /// On mains, charging.
    Charging {
        /// The charge, 0 to 100.
        percent: u8,
    },
    /// Running on the battery.
    OnBattery {
        /// The charge, 0 to 100.
        percent: u8,
    },
}

impl Power {
    /// The charge left, if running on the battery below [`LOW_PERCENT`].
    pub fn low(self) -> Option<u8> {
        match self {
            Power::OnBattery { percent } if percent < LOW_PERCENT => Some(percent),
            _ => None,
        }
    }
}

/// Where the power is read from.
pub trait PowerSource {
    /// Starts a new reading; must not wait for it.
    fn ask(&mut self);
    /// A reading that has come in since last asked, if any.
    fn answer(&mut self) -> Option<Power>;
}

/// A machine with no battery: the app in tests and benchmarks. Answers at once.
#[derive(Debug, Default)]
pub struct NoBattery {
    asked: bool,
}

impl PowerSource for NoBattery {
    fn ask(&mut self) {
        self.asked = true;
    }
    fn answer(&mut self) -> Option<Power> {
        std::mem::take(&mut self.asked).then_some(Power::Absent)
    }
}

/// The power as last read, read again every [`POLL_EVERY`].
pub struct BatteryWatch {
    source: Box<dyn PowerSource>,
    asked_at: Option<Millis>,
    /// Asked and not answered yet.
    waiting: bool,
    power: Power,
}

impl BatteryWatch {
    /// Nothing read yet: no sign until a reading says otherwise.
    pub fn new(source: Box<dyn PowerSource>) -> BatteryWatch {
        BatteryWatch { source, asked_at: None, waiting: false, power: Power::Absent }
    }

    /// Called every frame with the app's time: asks again once a minute has passed since the
    /// last time, and takes in whatever reading has come.
    pub fn tick(&mut self, now: Millis) {
        if self.asked_at.is_none_or(|at| now.saturating_sub(at) >= POLL_EVERY) {
            self.asked_at = Some(now);
            self.waiting = true;
            self.source.ask();
        }
        while let Some(power) = self.source.answer() {
            self.power = power;
            self.waiting = false;
        }
        // A reader that never answers (its thread gone) is not waited for until the next
        // minute: the window does not look four times a second for nothing.
        if self.waiting && self.asked_at.is_some_and(|at| now.saturating_sub(at) >= GIVE_UP_AFTER) {
            self.waiting = false;
        }
    }

    /// The power as last read.
    pub fn power(&self) -> Power {
        self.power
    }

    /// Milliseconds until the window should look again: soon while a reading is awaited, else
    /// when the next one is due.
    pub fn next_in(&self, now: Millis) -> Millis {
        if self.waiting {
            return WAITING_LOOK;
        }
        self.asked_at.map_or(0, |at| (at + POLL_EVERY).saturating_sub(now))
    }
}

/// The machine's batteries, read on a thread of its own (started at the first question).
#[derive(Default)]
pub struct System {
    asks: Option<std::sync::mpsc::SyncSender<()>>,
    answers: Option<std::sync::mpsc::Receiver<Power>>,
}

impl PowerSource for System {
    fn ask(&mut self) {
        if self.asks.is_none() {
            // One reading waiting at most: a slow firmware is never asked twice at once.
            let (asks, inbox) = std::sync::mpsc::sync_channel::<()>(1);
            let (report, answers) = std::sync::mpsc::channel();
            let spawned = std::thread::Builder::new().name("escaque-battery".into()).spawn(move || {
                let manager = starship_battery::Manager::new().ok();
                for () in inbox {
                    let power = manager.as_ref().map_or(Power::Absent, read);
                    if report.send(power).is_err() {
                        break;
                    }
                }
            });
            if spawned.is_err() {
                return;
            }
            self.asks = Some(asks);
            self.answers = Some(answers);
        }
        if let Some(asks) = &self.asks {
            let _ = asks.try_send(());
        }
    }

    fn answer(&mut self) -> Option<Power> {
        match self.answers.as_ref()?.try_recv() {
            Ok(power) => Some(power),
            Err(std::sync::mpsc::TryRecvError::Empty) => None,
            // The reader is gone: the next question starts another.
            Err(std::sync::mpsc::TryRecvError::Disconnected) => {
                (self.asks, self.answers) = (None, None);
                None
            }
        }
    }
}

/// The power as the batteries say: on battery if any is discharging, charging if any charges,
/// the charge of them all together.
fn read(manager: &starship_battery::Manager) -> Power {
    use starship_battery::State;
    let Ok(batteries) = manager.batteries() else { return Power::Absent };
    let batteries: Vec<_> = batteries.filter_map(Result::ok).collect();
    if batteries.is_empty() {
        return Power::Absent;
    }
    let energy: f32 = batteries.iter().map(|b| b.energy().value).sum();
    let full: f32 = batteries.iter().map(|b| b.energy_full().value).sum();
    // A battery that says nothing of its energy gives no charge to warn about.
    if full <= 0.0 {
        return Power::Absent;
    }
    let percent = (100.0 * energy / full).round().clamp(0.0, 100.0) as u8;
    // Only a battery running down means the laptop is on battery ("empty" may be plugged in).
    if batteries.iter().any(|b| b.state() == State::Discharging) {
        Power::OnBattery { percent }
    } else if batteries.iter().any(|b| b.state() == State::Charging) {
        Power::Charging { percent }
    } else {
        Power::Mains
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::sync::{Arc, Mutex};

    /// Answers each question with the power set at the time of asking.
    #[derive(Clone, Default)]
    struct Fake {
        now: Arc<Mutex<Power>>,
        pending: Option<Power>,
        asked: Arc<Mutex<u32>>,
    }

    impl PowerSource for Fake {
        fn ask(&mut self) {
            *self.asked.lock().unwrap() += 1;
            self.pending = Some(*self.now.lock().unwrap());
        }
        fn answer(&mut self) -> Option<Power> {
            self.pending.take()
        }
    }

    #[test]
    fn the_sign_is_only_for_a_battery_running_low() {
        assert_eq!(Power::OnBattery { percent: 10 }.low(), Some(10));
        assert_eq!(Power::OnBattery { percent: LOW_PERCENT }.low(), None);
        assert_eq!(Power::OnBattery { percent: 50 }.low(), None);
        assert_eq!(Power::Charging { percent: 5 }.low(), None);
        assert_eq!(Power::Mains.low(), None);
        assert_eq!(Power::Absent.low(), None);
    }

    #[test]
    fn the_battery_is_read_once_a_minute() {
        let fake = Fake::default();
        let mut watch = BatteryWatch::new(Box::new(fake.clone()));
        *fake.now.lock().unwrap() = Power::OnBattery { percent: 50 };
        watch.tick(0);
        assert_eq!(watch.power(), Power::OnBattery { percent: 50 });
        *fake.now.lock().unwrap() = Power::OnBattery { percent: 10 };
        watch.tick(59_999);
        assert_eq!((watch.power(), watch.next_in(59_999)), (Power::OnBattery { percent: 50 }, 1));
        watch.tick(60_000);
        assert_eq!(watch.power(), Power::OnBattery { percent: 10 });
        assert_eq!(*fake.asked.lock().unwrap(), 2);
    }

    /// Never answers, as a reader whose thread has gone.
    struct Silent;

    impl PowerSource for Silent {
        fn ask(&mut self) {}
        fn answer(&mut self) -> Option<Power> {
            None
        }
    }

    #[test]
    fn a_reader_that_never_answers_is_not_waited_for_until_the_next_minute() {
        let mut watch = BatteryWatch::new(Box::new(Silent));
        watch.tick(0);
        assert_eq!(watch.next_in(0), WAITING_LOOK, "a reading is awaited, briefly");
        watch.tick(GIVE_UP_AFTER);
        assert_eq!(watch.next_in(GIVE_UP_AFTER), POLL_EVERY - GIVE_UP_AFTER, "then only the next minute");
        assert_eq!(watch.power(), Power::Absent, "no sign from no reading");
    }

    #[test]
    fn the_real_batteries_are_read_without_waiting() {
        // Whatever this machine has: the reading comes on the thread, and never a panic.
        let mut system = System::default();
        let asked = std::time::Instant::now();
        system.ask();
        let power = loop {
            if let Some(power) = system.answer() {
                break power;
            }
            assert!(asked.elapsed().as_secs() < 30, "a reading comes");
            std::thread::yield_now();
        };
        println!("this machine: {power:?}");
    }
}
