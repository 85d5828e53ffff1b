//! The keys that are commands, taken from the frame's input before any widget sees them.

use super::{ARBITER_KEY, EscaqueApp, FULLSCREEN_KEY, Screen};
use super::{palette, speech_ui};
use eframe::egui;

use shakmaty::Color;

use super::command::{AppCommand, ArbiterCommand, Command, PlayCommand, SettingsCommand};

impl EscaqueApp {
    /// The keys of this frame that are commands: the players' clock keys while a game is in
    /// play (the same command as a click on the clock's face), `F2` for the arbiter's panel
    /// (like its button in the toolbar), `F5` to hear the clocks (like the speech menu's button),
    /// `F11` for full screen (like its button) and `F8` for high contrast (like the "View" menu's
    /// toggle).
    ///
    /// While a game is in play the two clock keys press the clock whatever has the focus: their
    /// events are taken out of the frame's input before any widget sees them, so that the
    /// character never reaches the move field. Only the arbiter typing in the panel (a remark,
    /// the PIN) keeps them as text. Every key also teaches which keycap a physical key has on
    /// the keyboard in use.
    pub(super) fn take_keys(&mut self, ctx: &egui::Context) -> Vec<Command> {
        let white = egui::Key::from_name(&self.settings.white_key);
        let black = egui::Key::from_name(&self.settings.black_key);
        let playing = match &self.screen {
            Screen::Game(game) => game.takes_clock_keys(ctx.egui_wants_keyboard_input()),
            Screen::Setup(_) | Screen::Resume(_) | Screen::Series(_) | Screen::Evening(_) => false,
        };
        let keycaps = &mut self.keycaps;
        // The character typed by a clock key comes as a text event right after its key event.
        let drop_text = &mut self.swallow_text;
        ctx.input_mut(|input| {
            let mut commands = Vec::new();
            input.events.retain(|event| {
                let after_clock_key = std::mem::take(drop_text);
                match event {
                    egui::Event::Text(_) => !after_clock_key,
                    // Pointer movements may come between a key and its text.
                    egui::Event::PointerMoved(_) | egui::Event::MouseMoved(_) => {
                        *drop_text = after_clock_key;
                        true
                    }
                    egui::Event::Key { key, physical_key, pressed, repeat, modifiers } => {
                        let physical = physical_key.unwrap_or(*key);
                        // Learnt from plain presses only: with Shift the `/` key is `?`.
                        if *pressed && physical_key.is_some() && modifiers.is_none() {
                            keycaps.insert(physical, *key);
                        }
                        if *pressed && !*repeat && physical == ARBITER_KEY {
                            commands.push(ArbiterCommand::OpenPanel.into());
                        }
                        if *pressed && !*repeat && physical == FULLSCREEN_KEY {
                            commands.push(AppCommand::ToggleFullscreen.into());
                        }
                        if *pressed && !*repeat && physical == speech_ui::CLOCKS_KEY {
                            commands.push(AppCommand::SayClocks.into());
                        }
                        if *pressed && !*repeat && physical == palette::HIGH_CONTRAST_KEY {
                            commands.push(SettingsCommand::ToggleHighContrast.into());
                        }
                        let side = if Some(physical) == white {
                            Color::White
                        } else if Some(physical) == black {
                            Color::Black
                        } else {
                            return true;
                        };
                        if !playing {
                            return true;
                        }
                        if *pressed && !*repeat {
                            commands.push(PlayCommand::Press(side).into());
                        }
                        // Held down or let go, the key types nothing either.
                        *drop_text = *pressed;
                        false
                    }
                    _ => true,
                }
            });
            commands
        })
    }

    /// The keycap of the key named `name` (a physical key, by its US name) on the keyboard in
    /// use: what it was seen to type, or, until it is pressed, its US label.
    pub(super) fn keycap(&self, name: &str) -> String {
        match egui::Key::from_name(name) {
            Some(physical) => match self.keycaps.get(&physical).unwrap_or(&physical) {
                // egui shows the minus sign (U+2212); the keycap has a hyphen-minus.
                egui::Key::Minus => "-".to_owned(),
                key => key.symbol_or_name().to_owned(),
            },
            None => name.to_owned(),
        }
    }
}
