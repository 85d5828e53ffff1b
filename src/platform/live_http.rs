//! The live game served read-only over HTTP (issue 17), for relay tools that poll a URL rather
//! than a folder: `GET /` (or `/board-N.pgn`) answers the board's live PGN as last written,
//! whole. Nothing else is served and nothing can be sent: any other method is refused (405),
//! any other path is not found (404), and before the first game there is nothing yet (503).
//!
//! It listens on the machine's own address (127.0.0.1) unless the user opts in to the other
//! machines of the network (all addresses). tiny_http (MIT OR Apache-2.0) does the HTTP; a
//! thread of its own answers, and stops when the page is dropped.

use std::net::{IpAddr, Ipv4Addr, SocketAddr};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, RwLock};
use std::thread::JoinHandle;

/// The board's live PGN, served.
pub struct LivePage {
    server: Arc<tiny_http::Server>,
    text: Arc<RwLock<Option<String>>>,
    stop: Arc<AtomicBool>,
    thread: Option<JoinHandle<()>>,
    addr: SocketAddr,
}

impl std::fmt::Debug for LivePage {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("LivePage").field("addr", &self.addr).finish_non_exhaustive()
    }
}

impl LivePage {
    /// Serves on `port` (0: any free one) of 127.0.0.1, or of every address when `open`;
    /// `name` is the file's name, also served as `/name`. The error is the system's words
    /// (the port taken, say).
    pub fn start(port: u16, open: bool, name: &str) -> Result<LivePage, String> {
        let ip = if open { IpAddr::V4(Ipv4Addr::UNSPECIFIED) } else { IpAddr::V4(Ipv4Addr::LOCALHOST) };
        let server = Arc::new(tiny_http::Server::http(SocketAddr::new(ip, port)).map_err(|e| e.to_string())?);
        let addr = server.server_addr().to_ip().ok_or("not an IP address")?;
        let text: Arc<RwLock<Option<String>>> = Arc::new(RwLock::new(None));
        let stop = Arc::new(AtomicBool::new(false));
        let thread = {
            let (server, text, stop, path) = (server.clone(), text.clone(), stop.clone(), format!("/{name}"));
            std::thread::Builder::new()
                .name("live page".to_owned())
                .spawn(move || {
                    loop {
                        match server.recv() {
                            Ok(request) => answer(request, &text, &path),
                            Err(_) if stop.load(Ordering::SeqCst) => return,
                            // A connection that failed: the next one is answered.
                            Err(_) => {}
                        }
                    }
                })
                .map_err(|e| e.to_string())?
        };
        Ok(LivePage { server, text, stop, thread: Some(thread), addr })
    }

    /// Where it listens.
    pub fn addr(&self) -> SocketAddr {
        self.addr
    }

    /// What it serves from now on.
    pub fn publish(&self, text: &str) {
        if let Ok(mut served) = self.text.write() {
            *served = Some(text.to_owned());
        }
    }
}

impl Drop for LivePage {
    fn drop(&mut self) {
        self.stop.store(true, Ordering::SeqCst);
        self.server.unblock();
        if let Some(thread) = self.thread.take() {
            let _ = thread.join();
        }
    }
}

fn header(name: &str, value: &str) -> tiny_http::Header {
    tiny_http::Header::from_bytes(name.as_bytes(), value.as_bytes()).expect("the headers are ASCII")
}

/// Answers one request: the PGN, or why not.
fn answer(request: tiny_http::Request, text: &RwLock<Option<String>>, path: &str) {
    use tiny_http::{Method, Response};
    let url = request.url().split('?').next().unwrap_or_default().to_owned();
    let response = if !matches!(request.method(), Method::Get | Method::Head) {
        Response::from_string("read-only: GET or HEAD\n")
            .with_status_code(405)
            .with_header(header("Allow", "GET, HEAD"))
    } else if url != "/" && url != path {
        Response::from_string("not found\n").with_status_code(404)
    } else {
        match text.read().ok().and_then(|t| t.clone()) {
            Some(pgn) => Response::from_string(pgn)
                .with_header(header("Content-Type", "application/x-chess-pgn; charset=utf-8"))
                .with_header(header("Cache-Control", "no-store")),
            None => {
                Response::from_string("no game yet\n").with_status_code(503).with_header(header("Retry-After", "5"))
            }
        }
    };
    // A client gone before the answer: nothing to do.
    let _ = request.respond(response);
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::io::{Read, Write};

    /// Sends one request by hand and returns the status line and the body.
    fn ask(addr: SocketAddr, method: &str, path: &str) -> (String, String) {
        let mut stream = std::net::TcpStream::connect(addr).unwrap();
        write!(stream, "{method} {path} HTTP/1.0\r\nHost: localhost\r\n\r\n").unwrap();
        let mut reply = String::new();
        stream.read_to_string(&mut reply).unwrap();
        let (head, body) = reply.split_once("\r\n\r\n").unwrap_or((&reply, ""));
        (head.lines().next().unwrap_or_default().to_owned(), body.to_owned())
    }

    #[test]
    fn serves_the_last_text_read_only_on_the_machines_own_address() {
        let page = LivePage::start(0, false, "board-3.pgn").unwrap();
        assert!(page.addr().ip().is_loopback(), "only the machine's own address unless opted in");
        assert!(ask(page.addr(), "GET", "/").0.contains("503"), "nothing before the first game");
        page.publish("[White \"A\"]\n\n1. e4 *\n");
        let (status, body) = ask(page.addr(), "GET", "/");
        assert!(status.contains("200"), "{status}");
        assert_eq!(body, "[White \"A\"]\n\n1. e4 *\n");
        assert_eq!(ask(page.addr(), "GET", "/board-3.pgn").1, body);
        page.publish("[White \"A\"]\n\n1. e4 e5 *\n");
        assert_eq!(ask(page.addr(), "GET", "/board-3.pgn?t=1").1, "[White \"A\"]\n\n1. e4 e5 *\n");
        assert!(ask(page.addr(), "POST", "/").0.contains("405"));
        assert!(ask(page.addr(), "PUT", "/board-3.pgn").0.contains("405"));
        assert!(ask(page.addr(), "GET", "/../settings.ron").0.contains("404"));
        // Dropped, its thread is stopped and joined (a thread left running would hang here).
        drop(page);
    }

    #[test]
    fn opted_in_it_listens_on_every_address() {
        let page = LivePage::start(0, true, "board-1.pgn").unwrap();
        assert!(page.addr().ip().is_unspecified());
        let local = SocketAddr::new(IpAddr::V4(Ipv4Addr::LOCALHOST), page.addr().port());
        page.publish("x");
        assert_eq!(ask(local, "GET", "/").1, "x");
    }

    #[test]
    fn a_port_taken_is_an_error_naming_it() {
        let first = LivePage::start(0, false, "board-1.pgn").unwrap();
        let error = LivePage::start(first.addr().port(), false, "board-1.pgn").unwrap_err();
        assert!(!error.is_empty());
    }
}
