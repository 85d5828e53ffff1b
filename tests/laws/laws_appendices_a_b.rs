//! Appendices A and B: the category a time control makes, edition by edition.

use escaque::laws::{Category, Edition, RuleSet};

const MIN: u64 = 60_000;
const SEC: u64 = 1_000;

#[test]
fn app_a_1_b_1_category_boundaries_2023() {
    let table = [
        (10 * MIN, 0, Category::Blitz),      // 10+0: at most 10 minutes
        (10 * MIN, SEC, Category::Rapid),    // 10+1: 11 minutes
        (3 * MIN, 2 * SEC, Category::Blitz), // 3+2: 5 minutes
        (59 * MIN, 0, Category::Rapid),
        (60 * MIN, 0, Category::Standard), // rapid is less than 60
        (50 * MIN, 10 * SEC, Category::Standard),
        (15 * MIN, 10 * SEC, Category::Rapid),
        (90 * MIN, 30 * SEC, Category::Standard),
    ];
    for (base, inc, expected) in table {
        assert_eq!(RuleSet::FIDE_2023.category(base, inc), expected, "{}+{}", base / MIN, inc / SEC);
    }
}

#[test]
fn app_a_1_rapid_from_15_minutes_under_the_2008_laws() {
    let table = [(14 * MIN, 0, Category::Blitz), (15 * MIN, 0, Category::Rapid), (10 * MIN, 0, Category::Blitz)];
    for (base, inc, expected) in table {
        assert_eq!(RuleSet::FIDE_2008.category(base, inc), expected);
    }
}

#[test]
fn editions_are_data() {
    for edition in [Edition::Fide2008, Edition::Fide2014, Edition::Fide2023] {
        assert_eq!(RuleSet::of(edition).edition, edition);
    }
    assert_eq!(RuleSet::default(), RuleSet::FIDE_2023);
    assert_eq!(RuleSet::FIDE_2008.fivefold, None);
    assert_eq!(RuleSet::FIDE_2014.wrong_claim_penalty(Category::Rapid), 2 * MIN);
    assert_eq!(RuleSet::FIDE_2014.wrong_claim_penalty(Category::Blitz), MIN);
    assert_eq!(RuleSet::FIDE_2023.wrong_claim_penalty(Category::Rapid), MIN);
}
