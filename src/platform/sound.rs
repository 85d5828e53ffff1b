//! Sound: short cues for a move, a capture, a clock press, the low-time warning, a flag fall and a
//! time control passed, synthesised in code (there are no audio files) and played through `rodio`.
//!
//! The module has two halves:
//!
//! - [`samples`] is pure: it synthesises one [`Cue`] as mono `f32` samples at a given rate. It
//!   needs no audio device and is what the unit tests check.
//! - [`Sound`] owns the audio output. [`Sound::open`] tries the default output device; when
//!   there is none (a machine without a sound card, a headless test run) it falls back to silent
//!   mode and says so once on stderr. It never panics. [`Sound::play`] never blocks: the cues are
//!   synthesised once, when the output is opened, at the device's own sample rate, and playing
//!   one only hands a shared buffer to the audio thread through a channel.
//!
//! # Example
//!
//! ```
//! use escaque::platform::sound::{Cue, Sound, samples};
//!
//! // In the app: `let mut sound = Sound::open();` once, at start-up.
//! let mut sound = Sound::silent();
//! assert!(sound.is_silent());
//! sound.play(Cue::Move); // returns at once; nothing to hear without a device
//! sound.set_muted(true);
//! assert!(sound.is_muted());
//!
//! // The synthesis itself needs no device: 40 ms at 48 kHz.
//! let tock = samples(Cue::Move, 48_000);
//! assert_eq!(tock.len(), 1_920);
//! assert!(tock.iter().all(|s| s.abs() <= 0.8));
//! ```

use std::error::Error;
use std::f64::consts::{PI, TAU};
use std::fmt;

use rodio::buffer::SamplesBuffer;
use rodio::{ChannelCount, DeviceSinkBuilder, MixerDeviceSink};

/// Something worth hearing at the board.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Cue {
    /// A move: a soft wooden tock (40 ms).
    Move,
    /// A capture: a slightly louder double tock (110 ms).
    Capture,
    /// A press of the clock: a crisp click, like the lever of a DGT clock (25 ms).
    Press,
    /// The low-time warning: two short beeps at 880 Hz (250 ms).
    LowTime,
    /// A flag fall: a longer tone falling from 880 Hz to 330 Hz (600 ms).
    Flag,
    /// A time control passed (6.3.1): the next period's time is on the clock; three rising
    /// notes, a major arpeggio from 660 Hz (450 ms), unlike any warning.
    TimeControl,
}

impl Cue {
    /// Every cue, in declaration order.
    pub const ALL: [Cue; 6] = [Cue::Move, Cue::Capture, Cue::Press, Cue::LowTime, Cue::Flag, Cue::TimeControl];

    /// How long the cue lasts, in milliseconds.
    pub const fn millis(self) -> u32 {
        match self {
            Cue::Move => 40,
            Cue::Capture => 110,
            Cue::Press => 25,
            Cue::LowTime => 250,
            Cue::Flag => 600,
            Cue::TimeControl => 450,
        }
    }

    /// The loudest sample of the cue (before any mixing). The tones are kept quieter than the
    /// knocks, since a pure tone sounds louder than a click of the same peak.
    const fn peak(self) -> f32 {
        match self {
            Cue::Move => 0.5,
            Cue::Capture => 0.7,
            Cue::Press => 0.45,
            Cue::LowTime => 0.4,
            Cue::Flag => 0.55,
            Cue::TimeControl => 0.4,
        }
    }
}

/// The cue synthesised as mono samples at `sample_rate` samples per second.
///
/// The result has exactly `cue.millis() * sample_rate / 1000` samples (rounded down; none for a
/// rate of 0), starts and ends at zero (short raised-cosine fades, so no click), peaks at no
/// more than 0.8 and is the same on every call.
///
/// How: the knocks ([`Cue::Move`], [`Cue::Capture`], [`Cue::Press`]) are modal synthesis, a
/// few exponentially damped sine partials at the inharmonic ratios of a struck bar (about 1,
/// 2.76 and 5.4) plus a millisecond of deterministic noise for the attack; the click is higher
/// and damped faster than the tock. The tones ([`Cue::LowTime`], [`Cue::Flag`]) are a sine with
/// a little of its octave, the flag's gliding down exponentially. Each cue is then faded in and
/// out and scaled to its own peak. The time control's notes ([`Cue::TimeControl`]) are that tone
/// too, three of them rising (660, 830 and 990 Hz, 130 ms apart), each ringing a little longer.
pub fn samples(cue: Cue, sample_rate: u32) -> Vec<f32> {
    let mut out = vec![0.0_f64; samples_in(cue.millis(), sample_rate)];
    if out.is_empty() {
        return Vec::new();
    }
    let rate = f64::from(sample_rate);
    match cue {
        Cue::Move => {
            strike(&mut out, 0, rate, &TOCK, 1.0, 0.15);
            fade(&mut out, rate, 0.5, 8.0);
        }
        Cue::Capture => {
            // Two tocks, the second a little lower and stronger, like a piece taken off and
            // another put down.
            strike(&mut out, 0, rate, &scaled(&TOCK, 1.09), 0.8, 0.15);
            strike(&mut out, samples_in(50, sample_rate), rate, &scaled(&TOCK, 0.92), 1.0, 0.2);
            fade(&mut out, rate, 0.5, 10.0);
        }
        Cue::Press => {
            strike(&mut out, 0, rate, &CLICK, 1.0, 0.5);
            fade(&mut out, rate, 0.5, 5.0);
        }
        Cue::LowTime => {
            for start_ms in [0, 160] {
                let start = samples_in(start_ms, sample_rate);
                let end = (start + samples_in(90, sample_rate)).min(out.len());
                let beep = &mut out[start..end];
                tone(beep, rate, |_| 880.0, |_| 1.0);
                fade(beep, rate, 8.0, 8.0);
            }
        }
        Cue::Flag => {
            let seconds = f64::from(cue.millis()) / 1000.0;
            // Exponential glide 880 Hz -> 330 Hz; a gentle decay under the fades.
            tone(&mut out, rate, |t| 880.0 * (330.0_f64 / 880.0).powf(t / seconds), |t| (-t / 0.5).exp());
            fade(&mut out, rate, 10.0, 120.0);
        }
        Cue::TimeControl => {
            for (i, freq) in [660.0, 830.0, 990.0].into_iter().enumerate() {
                let start = samples_in(130 * i as u32, sample_rate);
                let end = (start + samples_in(120 + 100 * (i as u32 / 2), sample_rate)).min(out.len());
                let note = &mut out[start..end];
                tone(note, rate, |_| freq, |t| (-t / 0.15).exp());
                fade(note, rate, 5.0, 30.0);
            }
        }
    }
    normalise(&out, f64::from(cue.peak()))
}

/// One partial of a struck body: frequency (Hz), relative amplitude, decay time constant (ms).
type Partial = (f64, f64, f64);

/// A small wooden block: low, soft, damped in about ten milliseconds.
const TOCK: [Partial; 3] = [(700.0, 1.0, 9.0), (1_930.0, 0.45, 5.0), (3_780.0, 0.2, 3.0)];

/// A clock lever: high and short, with a faint body underneath.
const CLICK: [Partial; 4] = [(2_400.0, 1.0, 2.5), (4_100.0, 0.6, 1.8), (6_300.0, 0.35, 1.2), (350.0, 0.25, 6.0)];

/// The partials with every frequency multiplied by `ratio`.
fn scaled(partials: &[Partial; 3], ratio: f64) -> [Partial; 3] {
    partials.map(|(freq, amp, decay)| (freq * ratio, amp, decay))
}

/// How many samples `millis` milliseconds take at `sample_rate`.
fn samples_in(millis: u32, sample_rate: u32) -> usize {
    usize::try_from(u64::from(millis) * u64::from(sample_rate) / 1000).unwrap_or(usize::MAX)
}

/// Adds a struck body to `out` from sample `start` on: the damped `partials`, plus `noise` (a
/// relative amplitude) of white noise damped in a millisecond. Partials above the Nyquist
/// frequency are left out.
fn strike(out: &mut [f64], start: usize, rate: f64, partials: &[Partial], gain: f64, noise: f64) {
    let mut seed: u32 = 0x2545_f491;
    for (n, sample) in out.iter_mut().skip(start).enumerate() {
        let t = n as f64 / rate;
        let mut value = 0.0;
        for &(freq, amp, decay_ms) in partials {
            if freq < rate / 2.0 {
                value += amp * (-t * 1000.0 / decay_ms).exp() * (TAU * freq * t).sin();
            }
        }
        // xorshift32: deterministic noise, the same on every call.
        seed ^= seed << 13;
        seed ^= seed >> 17;
        seed ^= seed << 5;
        let white = f64::from(seed) / f64::from(u32::MAX) * 2.0 - 1.0;
        value += noise * white * (-t * 1000.0).exp();
        *sample += gain * value;
    }
}

/// Writes a tone into `out`: a sine with a fifth of its octave, at frequency `freq(t)` (Hz) and
/// amplitude `amp(t)`, `t` in seconds from the start of `out`. The phase is accumulated, so the
/// frequency can glide without jumps.
fn tone(out: &mut [f64], rate: f64, freq: impl Fn(f64) -> f64, amp: impl Fn(f64) -> f64) {
    let mut phase = 0.0_f64;
    for (n, sample) in out.iter_mut().enumerate() {
        let t = n as f64 / rate;
        let octave = if 2.0 * freq(t) < rate / 2.0 { 0.2 * (2.0 * phase).sin() } else { 0.0 };
        *sample += amp(t) * (phase.sin() + octave);
        phase = (phase + TAU * freq(t) / rate) % (2.0 * TAU);
    }
}

/// Raised-cosine fade in over the first `in_ms` and out over the last `out_ms` milliseconds:
/// the first and the last sample become exactly zero.
fn fade(out: &mut [f64], rate: f64, in_ms: f64, out_ms: f64) {
    let half = out.len().div_ceil(2).max(1);
    let ramp = |ms: f64| ((ms * rate / 1000.0) as usize).clamp(1, half);
    let gain = |i: usize, n: usize| 0.5 - 0.5 * (PI * i as f64 / n as f64).cos();
    let (fade_in, fade_out) = (ramp(in_ms), ramp(out_ms));
    for (i, sample) in out.iter_mut().take(fade_in).enumerate() {
        *sample *= gain(i, fade_in);
    }
    for (j, sample) in out.iter_mut().rev().take(fade_out).enumerate() {
        *sample *= gain(j, fade_out);
    }
}

/// The samples scaled so that the loudest is `peak`, as `f32`.
fn normalise(out: &[f64], peak: f64) -> Vec<f32> {
    let max = out.iter().fold(0.0_f64, |max, s| max.max(s.abs()));
    let scale = if max > 0.0 { peak / max } else { 0.0 };
    out.iter().map(|s| (s * scale) as f32).collect()
}

/// The audio output, or silence when there is none, with a mute switch.
///
/// `Sound` is `Send` and `Sync` (cpal 0.18 guarantees that of its output streams on every
/// platform); the app keeps it on the interface thread all the same. Dropping it stops any cue
/// still playing.
pub struct Sound {
    /// `None`: no audio device (silent mode).
    output: Option<Output>,
    muted: bool,
}

/// An open output device and the cues synthesised at its sample rate.
struct Output {
    /// Keeps the device stream alive: playback stops when it is dropped.
    sink: MixerDeviceSink,
    /// Indexed by `Cue as usize`. Cloning one shares its samples (an `Arc`).
    cues: [SamplesBuffer; Cue::ALL.len()],
}

impl Sound {
    /// Opens the default audio output (or, failing it, another output device, which rodio tries
    /// on its own). Without one, returns a silent `Sound` and writes a single line to stderr
    /// naming the reason; ALSA may add a few lines of its own. Never panics.
    ///
    /// Call it once, at start-up: opening a device can take a moment (rodio enumerates the
    /// devices when the default one fails), and each call that fails logs again.
    pub fn open() -> Sound {
        match std::panic::catch_unwind(DeviceSinkBuilder::open_default_sink) {
            Ok(Ok(mut sink)) => {
                // Otherwise rodio prints a line to stderr when the sink is dropped.
                sink.log_on_drop(false);
                let rate = sink.config().sample_rate();
                let cues = Cue::ALL.map(|cue| SamplesBuffer::new(ChannelCount::MIN, rate, samples(cue, rate.get())));
                Sound { output: Some(Output { sink, cues }), muted: false }
            }
            Ok(Err(err)) => {
                eprintln!("escaque: no audio output, sound is off: {}", error_chain(&err));
                Sound::silent()
            }
            Err(_) => {
                eprintln!("escaque: no audio output, sound is off: the audio library panicked while opening it");
                Sound::silent()
            }
        }
    }

    /// A `Sound` without a device: every [`play`](Sound::play) does nothing. For tests, and for
    /// a user who never wants sound.
    pub fn silent() -> Sound {
        Sound { output: None, muted: false }
    }

    /// Starts playing `cue` and returns at once, without waiting for the audio thread; cues
    /// played close together overlap (they are summed). Does nothing when muted or silent.
    pub fn play(&self, cue: Cue) {
        if self.muted {
            return;
        }
        if let Some(output) = &self.output {
            output.sink.mixer().add(output.cues[cue as usize].clone());
        }
    }

    /// The mute switch: while muted, [`play`](Sound::play) does nothing. Cues already playing
    /// finish (none lasts more than 0.6 s).
    pub fn set_muted(&mut self, muted: bool) {
        self.muted = muted;
    }

    /// Whether the mute switch is on.
    pub fn is_muted(&self) -> bool {
        self.muted
    }

    /// Whether there is no audio device (silent mode), whatever the mute switch says.
    pub fn is_silent(&self) -> bool {
        self.output.is_none()
    }
}

impl fmt::Debug for Sound {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Sound")
            .field("output", &self.output.as_ref().map(|output| output.sink.config()))
            .field("muted", &self.muted)
            .finish()
    }
}

/// An error and its sources, joined by ": ".
fn error_chain(err: &dyn Error) -> String {
    let mut text = err.to_string();
    let mut source = err.source();
    while let Some(cause) = source {
        text.push_str(": ");
        text.push_str(&cause.to_string());
        source = cause.source();
    }
    text
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::time::{Duration, Instant};

    const RATES: [u32; 5] = [8_000, 22_050, 44_100, 48_000, 96_000];

    #[test]
    fn each_cue_lasts_its_length_at_every_rate() {
        for rate in RATES {
            for cue in Cue::ALL {
                let expected = (u64::from(cue.millis()) * u64::from(rate) / 1000) as usize;
                assert_eq!(samples(cue, rate).len(), expected, "{cue:?} at {rate} Hz");
            }
        }
        assert_eq!(samples(Cue::Move, 48_000).len(), 1_920);
        assert_eq!(samples(Cue::Press, 44_100).len(), 1_102);
        assert_eq!(samples(Cue::Flag, 44_100).len(), 26_460);
    }

    #[test]
    fn a_rate_of_zero_gives_no_samples() {
        for cue in Cue::ALL {
            assert!(samples(cue, 0).is_empty());
        }
    }

    #[test]
    fn absurdly_low_rates_do_not_panic() {
        for rate in 1..300 {
            for cue in Cue::ALL {
                assert!(samples(cue, rate).iter().all(|s| s.is_finite() && s.abs() <= 0.8));
            }
        }
    }

    #[test]
    fn peaks_are_audible_and_at_most_0_8() {
        for rate in RATES {
            for cue in Cue::ALL {
                let peak = samples(cue, rate).iter().fold(0.0_f32, |max, s| max.max(s.abs()));
                assert!((0.3..=0.8).contains(&peak), "{cue:?} at {rate} Hz peaks at {peak}");
            }
        }
    }

    #[test]
    fn every_sample_is_finite() {
        for rate in RATES {
            for cue in Cue::ALL {
                assert!(samples(cue, rate).iter().all(|s| s.is_finite()), "{cue:?} at {rate} Hz");
            }
        }
    }

    #[test]
    fn cues_start_and_end_at_zero() {
        for rate in RATES {
            for cue in Cue::ALL {
                let s = samples(cue, rate);
                assert_eq!(s[0], 0.0, "{cue:?} at {rate} Hz starts at {}", s[0]);
                assert_eq!(s[s.len() - 1], 0.0, "{cue:?} at {rate} Hz ends at {}", s[s.len() - 1]);
                // And near it: the first and the last tenth of a millisecond stay quiet.
                let edge = (rate / 10_000).max(1) as usize;
                for &x in s[..edge].iter().chain(&s[s.len() - edge..]) {
                    assert!(x.abs() < 0.05, "{cue:?} at {rate} Hz: {x} at an edge");
                }
            }
        }
    }

    #[test]
    fn beeps_are_separated_by_silence() {
        let s = samples(Cue::LowTime, 48_000);
        // 90 ms beep, 70 ms gap, 90 ms beep.
        assert!(s[96 * 48..154 * 48].iter().all(|&x| x == 0.0));
        assert!(s[20 * 48..70 * 48].iter().any(|x| x.abs() > 0.3));
        assert!(s[180 * 48..230 * 48].iter().any(|x| x.abs() > 0.3));
    }

    #[test]
    fn a_time_control_rises_in_three_notes() {
        let s = samples(Cue::TimeControl, 48_000);
        assert_eq!(s.len(), 450 * 48);
        // Each note sounds in its own stretch, and each is higher than the one before: more zero
        // crossings per millisecond.
        let crossings = |from_ms: usize, to_ms: usize| {
            s[from_ms * 48..to_ms * 48].windows(2).filter(|w| (w[0] < 0.0) != (w[1] < 0.0)).count()
        };
        let loudest =
            |from_ms: usize, to_ms: usize| s[from_ms * 48..to_ms * 48].iter().fold(0.0_f32, |m, x| m.max(x.abs()));
        for start in [0, 130, 260] {
            assert!(loudest(start + 10, start + 40) > 0.1, "a note at {start} ms");
        }
        assert!(crossings(10, 100) < crossings(140, 230) && crossings(140, 230) < crossings(270, 360));
    }

    #[test]
    fn a_capture_knocks_twice() {
        let s = samples(Cue::Capture, 48_000);
        let loudest =
            |from_ms: usize, to_ms: usize| s[from_ms * 48..to_ms * 48].iter().fold(0.0_f32, |m, x| m.max(x.abs()));
        assert!(loudest(0, 10) > 0.3);
        assert!(loudest(40, 49) < 0.05, "the first knock has died away before the second");
        assert!(loudest(50, 60) > 0.5);
    }

    #[test]
    fn cues_differ_from_one_another() {
        let all = Cue::ALL.map(|cue| samples(cue, 48_000));
        for i in 0..all.len() {
            for j in i + 1..all.len() {
                let (a, b) = (&all[i], &all[j]);
                let n = a.len().min(b.len());
                let distance =
                    (a[..n].iter().zip(&b[..n]).map(|(x, y)| (x - y).powi(2)).sum::<f32>() / n as f32).sqrt();
                assert!(
                    a.len() != b.len() || distance > 0.05,
                    "{:?} and {:?} are too alike (rms distance {distance})",
                    Cue::ALL[i],
                    Cue::ALL[j]
                );
                assert_ne!(a, b);
            }
        }
        // The click is brighter than the tock: more zero crossings per millisecond.
        let crossings =
            |s: &[f32]| s.windows(2).filter(|w| (w[0] < 0.0) != (w[1] < 0.0)).count() as f32 / s.len() as f32;
        assert!(crossings(&all[Cue::Press as usize]) > 1.5 * crossings(&all[Cue::Move as usize]));
    }

    #[test]
    fn synthesis_is_deterministic() {
        for cue in Cue::ALL {
            assert_eq!(samples(cue, 44_100), samples(cue, 44_100));
        }
    }

    #[test]
    fn the_mute_switch() {
        let mut sound = Sound::silent();
        assert!(!sound.is_muted());
        sound.set_muted(true);
        assert!(sound.is_muted());
        sound.play(Cue::Flag);
        sound.set_muted(false);
        assert!(!sound.is_muted());
        assert!(sound.is_silent());
    }

    #[test]
    fn sound_can_live_anywhere() {
        fn send_sync<T: Send + Sync>() {}
        send_sync::<Sound>();
    }

    /// Whether this machine plainly has no audio output: Linux without a sound card and
    /// without a sound server to talk to (this build machine, a CI container).
    fn plainly_no_audio() -> bool {
        let runtime = std::env::var_os("XDG_RUNTIME_DIR").map(std::path::PathBuf::from);
        let server = std::env::var_os("PULSE_SERVER").is_some()
            || runtime.is_some_and(|dir| dir.join("pulse/native").exists() || dir.join("pipewire-0").exists());
        cfg!(target_os = "linux") && !std::path::Path::new("/dev/snd").exists() && !server
    }

    #[test]
    fn open_never_panics_and_play_never_blocks() {
        let sound = Sound::open();
        if plainly_no_audio() {
            assert!(sound.is_silent(), "{sound:?}");
        }
        let started = Instant::now();
        for _ in 0..100 {
            for cue in Cue::ALL {
                sound.play(cue);
            }
        }
        assert!(started.elapsed() < Duration::from_millis(100), "{:?} for 500 plays", started.elapsed());
    }

    #[test]
    fn playing_on_a_silent_sound_returns_at_once() {
        let sound = Sound::silent();
        let started = Instant::now();
        for cue in Cue::ALL {
            sound.play(cue);
        }
        assert!(started.elapsed() < Duration::from_millis(10));
    }
}
