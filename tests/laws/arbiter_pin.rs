//! The arbiter's PIN (issue 12, item 1): kept only as a salted Argon2 hash, it verifies the
//! right PIN and nothing else, refuses PINs that cannot be typed reliably, and a damaged stored
//! hash verifies nothing (and never panics). No test here depends on how long hashing takes.

use escaque::i18n::{Lang, Tr, describe};
use escaque::platform::pin::{self, MAX_LEN, MIN_LEN, PinError, PinHash};

#[test]
fn the_right_pin_verifies_and_no_other() {
    let hash = PinHash::new("4729").unwrap();
    assert!(hash.verify("4729"));
    for wrong in ["4728", "47290", "472", "", "4729 ", " 4729", "９７２９"] {
        assert!(!hash.verify(wrong), "{wrong:?}");
    }
    // Letters and signs are allowed, and case counts.
    let hash = PinHash::new("Torre-8!").unwrap();
    assert!(hash.verify("Torre-8!") && !hash.verify("torre-8!"));
    let hash = PinHash::new("xaque").unwrap();
    assert!(hash.verify("xaque"));
}

#[test]
fn the_hash_is_argon2id_salted_and_never_the_pin() {
    let (a, b) = (PinHash::new("rook-2580").unwrap(), PinHash::new("rook-2580").unwrap());
    assert_ne!(a, b, "two hashes of one PIN differ by their salt");
    assert!(a.verify("rook-2580") && b.verify("rook-2580"));
    for hash in [&a, &b] {
        let phc = hash.as_phc();
        assert!(phc.starts_with("$argon2id$v=19$m=19456,t=2,p=1$"), "{phc}");
        assert!(!phc.contains("rook") && !phc.contains("2580"), "{phc}");
        assert_eq!(phc.parse::<PinHash>().as_ref(), Ok(hash), "a stored hash reads back");
    }
}

#[test]
fn other_parameters_can_be_chosen_and_are_kept_in_the_hash() {
    let params = pin::Params::new(64, 1, 1, None).unwrap();
    let hash = PinHash::with_params("1066", params).unwrap();
    assert!(hash.as_phc().starts_with("$argon2id$v=19$m=64,t=1,p=1$"), "{}", hash.as_phc());
    assert!(hash.verify("1066") && !hash.verify("1067"));
    assert_eq!(PinHash::with_params("10", pin::slow_params()), Err(PinError::TooShort { min: MIN_LEN }));
}

#[test]
fn pins_too_short_too_long_or_with_bad_characters_are_refused() {
    assert_eq!((MIN_LEN, MAX_LEN), (4, 32));
    assert_eq!(PinHash::new(""), Err(PinError::TooShort { min: 4 }));
    assert_eq!(PinHash::new("123"), Err(PinError::TooShort { min: 4 }));
    assert_eq!(PinHash::new(&"7".repeat(33)), Err(PinError::TooLong { max: 32 }));
    assert_eq!(PinHash::new("12 34"), Err(PinError::BadCharacter(' ')));
    assert_eq!(PinHash::new("1234\n"), Err(PinError::BadCharacter('\n')));
    assert_eq!(PinHash::new("12\t34"), Err(PinError::BadCharacter('\t')));
    assert_eq!(PinHash::new("12\u{7}34"), Err(PinError::BadCharacter('\u{7}')));
    assert_eq!(PinHash::new("12\u{a0}34"), Err(PinError::BadCharacter('\u{a0}')), "no-break space");
    // Characters, not bytes: four accented letters are enough, thirty-two are not too many.
    assert_eq!(pin::check("ñáéí"), Ok(()));
    assert_eq!(pin::check(&"ç".repeat(32)), Ok(()));
    assert_eq!(pin::check("1234"), Ok(()));
    assert_eq!(pin::check(&"1".repeat(32)), Ok(()));
}

#[test]
fn a_stored_hash_that_cannot_be_checked_is_not_read() {
    let good = PinHash::new("4729").unwrap();
    let phc = good.as_phc();
    let output = phc.rsplit_once('$').unwrap().1;
    let refused = [
        // Not a PHC string, or not an Argon2 one.
        "".to_owned(),
        "4729".to_owned(),
        "argon2id".to_owned(),
        "$argon2id$".to_owned(),
        "$argon2id$v=19$m=19456,t=2,p=1$!!!$???".to_owned(),
        "$scrypt$ln=16,r=8,p=1$c2FsdHNhbHQ$aGFzaGhhc2hoYXNo".to_owned(),
        // Without its salt and output, or without its output.
        "$argon2id$v=19$m=19456,t=2,p=1".to_owned(),
        phc[..phc.len() - output.len() - 1].to_owned(),
        // A salt too short, parameters Argon2 refuses, an unknown version.
        format!("$argon2id$v=19$m=19456,t=2,p=1$c2FsdA${output}"),
        phc.replace("m=19456", "m=1"),
        phc.replace("t=2", "t=0"),
        phc.replace("v=19", "v=7"),
        // Asking for more memory or passes than any PIN Escaque hashes (a file edited by hand).
        phc.replace("m=19456", "m=4194304"),
        phc.replace("t=2", "t=1000000"),
    ];
    for stored in refused {
        assert_eq!(stored.parse::<PinHash>(), Err(PinError::Malformed), "{stored:?}");
    }
}

#[test]
fn a_damaged_stored_hash_verifies_nothing() {
    let (good, other) = (PinHash::new("4729").unwrap(), PinHash::new("4729").unwrap());
    let (head, output) = good.as_phc().rsplit_once('$').unwrap();
    // The output of another salt, a shorter one, or one character changed: read, but nothing
    // verifies.
    let changed = if output.starts_with('A') { "B" } else { "A" };
    let damaged = [
        format!("{head}${}", other.as_phc().rsplit_once('$').unwrap().1),
        format!("{head}${}", &output[..20]),
        format!("{head}${changed}{}", &output[1..]),
    ];
    for stored in damaged {
        let hash: PinHash = stored.parse().unwrap();
        assert!(!hash.verify("4729") && !hash.verify("4728") && !hash.verify(""), "{stored}");
    }
    // A hash made with more than any stored hash may ask (here, passes) verifies nothing either.
    let costly = PinHash::with_params("4729", pin::Params::new(8, 65, 1, None).unwrap()).unwrap();
    assert!(!costly.verify("4729"));
}

#[test]
fn a_stored_hash_is_written_and_read_as_its_phc_string() {
    let hash = PinHash::new("4729").unwrap();
    let text = ron::to_string(&hash).unwrap();
    assert_eq!(text, format!("\"{}\"", hash.as_phc()));
    assert_eq!(ron::from_str::<PinHash>(&text).unwrap(), hash);
    let error = ron::from_str::<PinHash>("\"4729\"").unwrap_err().to_string();
    assert!(error.contains("the stored PIN is not a valid hash"), "{error}");
}

#[test]
fn pin_errors_are_said_in_each_language() {
    assert_eq!(PinError::TooShort { min: 4 }.to_string(), "The PIN must have at least 4 characters");
    assert_eq!(PinError::TooLong { max: 32 }.to_string(), "The PIN can have at most 32 characters");
    assert_eq!(
        PinError::BadCharacter('\t').to_string(),
        "The PIN cannot contain '\\t': no spaces or control characters"
    );
    let gl = |e: &PinError| describe::pin_error(Tr::new(Lang::Gl), e);
    assert_eq!(gl(&PinError::TooShort { min: 4 }), "O PIN debe ter polo menos 4 caracteres");
    assert_eq!(gl(&PinError::TooShort { min: 1 }), "O PIN debe ter polo menos 1 carácter");
    for lang in Lang::ALL {
        let tr = Tr::new(lang);
        for e in [
            PinError::TooShort { min: 4 },
            PinError::TooLong { max: 32 },
            PinError::BadCharacter(' '),
            PinError::Hashing("out of memory".to_owned()),
            PinError::Malformed,
        ] {
            let text = describe::pin_error(tr, &e);
            assert!(text.contains("PIN") && !text.contains('{'), "{lang}: {text}");
        }
    }
}
