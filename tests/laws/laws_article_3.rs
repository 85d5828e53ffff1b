//! Article 3: a move refused on the screen says which rule it breaks, as an arbiter would, and
//! "you are in check" when that is why (issue 14).

use crate::common;

use common::*;
use escaque::i18n::{Lang, Tr, describe};
use escaque::laws::Article;
use escaque::laws::illegal::IllegalKind;
use escaque::table::Refusal;
use shakmaty::Role;

fn refused(fen: Option<&str>, moves: &str, tried: &str) -> Refusal {
    let mut d = match fen {
        Some(fen) => from_fen(fen),
        None => start(),
    };
    d.play(moves);
    d.mv(tried).unwrap_err()
}

#[test]
fn art_3_each_illegal_move_is_refused_with_the_article_it_breaks() {
    // (start, moves played, move tried, what it breaks)
    let cases: &[(Option<&str>, &str, &str, IllegalKind, Article)] = &[
        (None, "", "g1g3", IllegalKind::NotHowItMoves(Role::Knight), Article::KNIGHT_MOVE),
        (None, "", "f1c4", IllegalKind::Jumps, Article::NO_JUMPING),
        (None, "e2e4 e7e5", "e1e3", IllegalKind::NotHowItMoves(Role::King), Article::KING_MOVE),
        (Some("4k3/8/8/8/8/8/4r3/R3K3 w Q - 0 1"), "", "a1a5", IllegalKind::KingLeftInCheck, Article::KING_LEFT_IN_CHECK),
    ];
    for (fen, moves, tried, kind, article) in cases {
        let refusal = refused(*fen, moves, tried);
        assert!(matches!(refusal, Refusal::IllegalMove { kind: Some(k), .. } if k == *kind), "{tried}: {refusal:?}");
        assert_eq!(refusal.article(), Some(*article), "{tried}");
    }
}

#[test]
fn art_3_9_2_a_move_that_leaves_the_king_in_check_says_you_are_in_check() {
    // White's king is in check from the rook on e2; the rook on a1 moving away does not help.
    let refusal = refused(Some("4k3/8/8/8/8/8/4r3/R3K3 w Q - 0 1"), "", "a1a5");
    assert!(matches!(refusal, Refusal::IllegalMove { in_check: true, .. }));
    let en = describe::refusal(Tr::new(Lang::En), &refusal);
    assert!(en.contains("your king is in check") && en.contains("3.9.2"), "{en}");
    for lang in [Lang::Gl, Lang::Es, Lang::Pt, Lang::Ca] {
        let text = describe::refusal(Tr::new(lang), &refusal);
        assert!(text.contains("3.9.2") && text != en, "{lang:?}: {text}");
    }
    // Out of check, a move that would put the king in check says what it breaks, no more.
    let pinned = refused(Some("4k3/8/8/8/4r3/8/4N3/4K3 w - - 0 1"), "", "e2c3");
    assert!(matches!(pinned, Refusal::IllegalMove { kind: Some(IllegalKind::KingLeftInCheck), in_check: false, .. }));
    let en = describe::refusal(Tr::new(Lang::En), &pinned);
    assert!(!en.contains("is in check") && en.contains("3.9.2"), "{en}");
}
