//! A player's signature on the scoresheet (8.7): the strokes drawn on the pad, kept in a PGN
//! tag as base64.

use base64::Engine as _;

/// A player's signature (8.7): the strokes drawn on the pad, as they were drawn.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Signature {
    /// The name the player typed under the signature (may be empty).
    pub name: String,
    /// When it was signed, as `YYYY-MM-DDTHH:MM:SSZ`.
    pub signed_at: String,
    /// Strokes, each a list of points in a 1000 × 300 box, origin at the top left.
    pub strokes: Vec<Vec<(u16, u16)>>,
}

/// Stroke points are kept in this box, whatever the size of the pad.
pub const SIGNATURE_BOX: (u16, u16) = (1000, 300);

/// The most bytes a signature's strokes are packed into ([`Signature::encode_strokes`]): 48,000
/// bytes, 64,000 characters of base64, within what a PGN tag of Escaque holds when read
/// ([`crate::record::pgn::LONG_TAG_LIMIT`]); about 12,000 points, minutes of drawing. The pad
/// takes no more, so a record it signs is always read back.
pub const MAX_STROKE_BYTES: usize = 48_000;

/// How many bytes `strokes` pack into ([`Signature::encode_strokes`]): two a stroke, four a
/// point.
pub fn packed_len(strokes: &[Vec<(u16, u16)>]) -> usize {
    strokes.iter().map(|s| 2 + 4 * s.len()).sum()
}

impl Signature {
    /// The strokes packed for a PGN tag: base64 of, per stroke, a little-endian `u16` point
    /// count followed by the points as `u16` pairs.
    pub fn encode_strokes(&self) -> String {
        let mut bytes = Vec::new();
        for stroke in &self.strokes {
            bytes.extend_from_slice(&(stroke.len().min(u16::MAX as usize) as u16).to_le_bytes());
            for &(x, y) in stroke.iter().take(u16::MAX as usize) {
                bytes.extend_from_slice(&x.to_le_bytes());
                bytes.extend_from_slice(&y.to_le_bytes());
            }
        }
        base64::engine::general_purpose::STANDARD.encode(bytes)
    }

    /// Reads [`encode_strokes`](Self::encode_strokes) back.
    pub fn decode_strokes(text: &str) -> Result<Vec<Vec<(u16, u16)>>, StrokesError> {
        let bytes = base64::engine::general_purpose::STANDARD
            .decode(text.trim())
            .map_err(|e| StrokesError::NotBase64(e.to_string()))?;
        let word = |i: usize| u16::from_le_bytes([bytes[i], bytes[i + 1]]);
        let mut strokes = Vec::new();
        let mut i = 0;
        while i < bytes.len() {
            if i + 2 > bytes.len() {
                return Err(StrokesError::Cut);
            }
            let n = usize::from(word(i));
            i += 2;
            if i + 4 * n > bytes.len() {
                return Err(StrokesError::Cut);
            }
            strokes.push((0..n).map(|k| (word(i + 4 * k), word(i + 4 * k + 2))).collect());
            i += 4 * n;
        }
        Ok(strokes)
    }
}

/// Why a signature's strokes cannot be read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum StrokesError {
    /// Not base64 (base64's words).
    NotBase64(String),
    /// The data ends in the middle of a stroke.
    Cut,
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn strokes_round_trip() {
        let sig = Signature {
            name: "Uxía".to_owned(),
            signed_at: "2026-11-21T21:30:00Z".to_owned(),
            strokes: vec![vec![(0, 0), (999, 299), (500, 150)], vec![], vec![(1, 2)]],
        };
        assert_eq!(Signature::decode_strokes(&sig.encode_strokes()).unwrap(), sig.strokes);
        assert!(Signature::decode_strokes("AQ").is_err());
        assert!(Signature::decode_strokes("not base64!").is_err());
    }
}
