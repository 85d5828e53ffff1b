//! A private D-Bus session bus for the tests that talk to the desktop's services (the screen
//! kept awake, the screen reader's state): `dbus-daemon` started with `args`, its address read
//! back, stopped when the [`Bus`] is dropped.

use std::io::BufRead;

/// The running daemon: killed and waited for when dropped.
pub struct Bus(std::process::Child);

impl Drop for Bus {
    fn drop(&mut self) {
        let _ = self.0.kill();
        let _ = self.0.wait();
    }
}

/// A bus started with `args` (`--session`, or `--config-file=…`) and its address; `None`, said
/// as SKIPPED, where dbus-daemon is not installed.
pub fn private_bus(args: &[&str]) -> Option<(Bus, String)> {
    let Ok(mut daemon) = std::process::Command::new("dbus-daemon")
        .args(args)
        .args(["--nofork", "--nopidfile", "--print-address=1"])
        .stdout(std::process::Stdio::piped())
        .stderr(std::process::Stdio::null())
        .spawn()
    else {
        eprintln!("SKIPPED: dbus-daemon is not installed (Debian: apt-get install dbus)");
        return None;
    };
    let stdout = daemon.stdout.take().unwrap();
    let bus = Bus(daemon);
    let mut address = String::new();
    std::io::BufReader::new(stdout).read_line(&mut address).unwrap();
    let address = address.trim().to_owned();
    assert!(address.starts_with("unix:"), "{address}");
    Some((bus, address))
}
