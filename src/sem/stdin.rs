//! A run's standard input: the bytes a program reads from `stdin`, part
//! of the environment like what external functions return. `llsem run`
//! gives the process's own standard input (read only as the program asks
//! for it) or a file's contents; `llsem refine` gives bytes the
//! environment generates from its seed, the same for the source and the
//! target run of an input. The C library's `stdin` stream reads them.

use std::io::Read;
use std::sync::{Arc, Mutex};

/// The bytes of standard input, shared by the runs that read it (a
/// second run of the same input sees the same bytes).
#[derive(Clone)]
pub struct InputSource(Arc<Mutex<Source>>);

/// What an [`InputSource`] holds.
struct Source {
    /// Where more bytes come from, until it ends.
    reader: Option<Box<dyn Read + Send>>,
    /// Every byte read so far.
    bytes: Vec<u8>,
}

impl std::fmt::Debug for InputSource {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let n = self.0.lock().map_or(0, |s| s.bytes.len());
        write!(f, "InputSource({n} bytes read)")
    }
}

impl InputSource {
    /// Exactly these bytes.
    pub fn bytes(bytes: Vec<u8>) -> InputSource {
        InputSource(Arc::new(Mutex::new(Source {
            reader: None,
            bytes,
        })))
    }

    /// The bytes `reader` gives, read as the program asks for them (a read
    /// error ends the input).
    pub fn reader(reader: impl Read + Send + 'static) -> InputSource {
        InputSource(Arc::new(Mutex::new(Source {
            reader: Some(Box::new(reader)),
            bytes: Vec::new(),
        })))
    }

    /// The byte at `pos`, reading more if needed; `None` past the end.
    pub fn byte_at(&self, pos: usize) -> Option<u8> {
        let mut s = self.0.lock().ok()?;
        while s.bytes.len() <= pos {
            let mut buf = [0u8; 4096];
            let n = match s.reader.as_mut()?.read(&mut buf) {
                Ok(0) | Err(_) => {
                    s.reader = None;
                    return None;
                }
                Ok(n) => n,
            };
            s.bytes.extend_from_slice(&buf[..n]);
        }
        s.bytes.get(pos).copied()
    }
}

impl Default for InputSource {
    fn default() -> InputSource {
        InputSource::bytes(Vec::new())
    }
}
