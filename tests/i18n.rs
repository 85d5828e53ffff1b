//! The five Fluent files agree: the same messages with the same arguments, none empty, none
//! left in English in another language, every one formats without error for every value its
//! selectors choose between. And the translator falls back, detects and cites as it should.

use std::collections::{BTreeMap, BTreeSet};

use escaque::i18n::{Lang, Tr, args};
use escaque::laws::Article;
use fluent_syntax::ast::{Entry, Expression, InlineExpression, Pattern, PatternElement};

/// A message as the test sees it: its variables and all of its text.
#[derive(Debug, Default)]
struct Shape {
    variables: BTreeSet<String>,
    /// Every text element of every variant, in order.
    text: String,
}

fn walk_inline(e: &InlineExpression<&str>, shape: &mut Shape) {
    match e {
        InlineExpression::VariableReference { id } => {
            shape.variables.insert(id.name.to_owned());
        }
        InlineExpression::Placeable { expression } => walk_expression(expression, shape),
        InlineExpression::FunctionReference { arguments, .. } => {
            for a in &arguments.positional {
                walk_inline(a, shape);
            }
            for a in &arguments.named {
                walk_inline(&a.value, shape);
            }
        }
        InlineExpression::TermReference { arguments: Some(arguments), .. } => {
            for a in &arguments.positional {
                walk_inline(a, shape);
            }
        }
        _ => {}
    }
}

fn walk_expression(e: &Expression<&str>, shape: &mut Shape) {
    match e {
        Expression::Select { selector, variants } => {
            walk_inline(selector, shape);
            for v in variants {
                walk_pattern(&v.value, shape);
                shape.text.push('|');
            }
        }
        Expression::Inline(i) => walk_inline(i, shape),
    }
}

fn walk_pattern(p: &Pattern<&str>, shape: &mut Shape) {
    for element in &p.elements {
        match element {
            PatternElement::TextElement { value } => shape.text.push_str(value),
            PatternElement::Placeable { expression } => walk_expression(expression, shape),
        }
    }
}

fn messages(lang: Lang) -> BTreeMap<String, Shape> {
    let resource = match fluent_syntax::parser::parse(escaque::i18n::ftl(lang)) {
        Ok(resource) => resource,
        Err((_, errors)) => panic!("locales/{lang}/escaque.ftl does not parse: {errors:?}"),
    };
    let mut out = BTreeMap::new();
    for entry in &resource.body {
        match entry {
            Entry::Message(m) => {
                let mut shape = Shape::default();
                let value = m.value.as_ref().unwrap_or_else(|| panic!("{lang}: {} has no value", m.id.name));
                walk_pattern(value, &mut shape);
                assert!(m.attributes.is_empty(), "{lang}: {} has attributes, which the app never reads", m.id.name);
                assert!(out.insert(m.id.name.to_owned(), shape).is_none(), "{lang}: {} twice", m.id.name);
            }
            Entry::Term(t) => panic!("{lang}: term -{} (terms cannot take a variable's value)", t.id.name),
            Entry::Junk { content } => panic!("{lang}: cannot read {content}"),
            _ => {}
        }
    }
    out
}

#[test]
fn every_file_has_the_same_messages_with_the_same_arguments() {
    let english = messages(Lang::En);
    assert!(english.len() > 200, "{} messages", english.len());
    for lang in Lang::ALL {
        let theirs = messages(lang);
        let missing: Vec<_> = english.keys().filter(|id| !theirs.contains_key(*id)).collect();
        let extra: Vec<_> = theirs.keys().filter(|id| !english.contains_key(*id)).collect();
        assert!(missing.is_empty() && extra.is_empty(), "{lang}: missing {missing:?}, not in English {extra:?}");
        for (id, shape) in &theirs {
            assert_eq!(shape.variables, english[id].variables, "{lang}: {id} takes other arguments than in English");
            assert!(
                shape.text.chars().any(char::is_alphanumeric) || !shape.variables.is_empty(),
                "{lang}: {id} is empty"
            );
        }
    }
}

/// Messages that may read the same as in English, and why.
const SAME_AS_ENGLISH: &[(&str, &str, &str)] = &[
    ("*", "setup-start-chess960", "Chess960 is the variant's name in every language"),
    ("ca", "cite-article", "Catalan writes Article, like English (the 2023 Catalan edition)"),
    ("*", "speech-file-a", "an Appendix D.2.1 phonetic name, as each language's Laws give it: mostly the German ones"),
    ("*", "speech-file-b", "an Appendix D.2.1 phonetic name, as each language's Laws give it: mostly the German ones"),
    ("*", "speech-file-c", "an Appendix D.2.1 phonetic name, as each language's Laws give it: mostly the German ones"),
    ("*", "speech-file-d", "an Appendix D.2.1 phonetic name, as each language's Laws give it: mostly the German ones"),
    ("*", "speech-file-e", "an Appendix D.2.1 phonetic name, as each language's Laws give it: mostly the German ones"),
    ("*", "speech-file-f", "an Appendix D.2.1 phonetic name, as each language's Laws give it: mostly the German ones"),
    ("*", "speech-file-g", "an Appendix D.2.1 phonetic name, as each language's Laws give it: mostly the German ones"),
    ("*", "speech-file-h", "an Appendix D.2.1 phonetic name, as each language's Laws give it: mostly the German ones"),
];

#[test]
fn nothing_is_left_in_english() {
    let english = messages(Lang::En);
    for lang in [Lang::Gl, Lang::Es, Lang::Pt, Lang::Ca] {
        for (id, shape) in messages(lang) {
            let words = shape.text.chars().any(char::is_alphabetic);
            let allowed = SAME_AS_ENGLISH.iter().any(|&(l, i, _)| (l == "*" || l == lang.code()) && i == id);
            if words && !allowed {
                assert_ne!(shape.text, english[&id].text, "{lang}: {id} is still in English");
            }
        }
    }
}

/// The values each selector chooses between, and a sample for the other arguments.
fn values(variable: &str) -> Vec<fluent_bundle::FluentValue<'static>> {
    let words = |w: &[&'static str]| w.iter().map(|&s| s.into()).collect();
    match variable {
        "side" | "loser" | "running" => words(&["white", "black"]),
        "wing" => words(&["kingside", "queenside"]),
        "piece" => words(&["king", "queen", "rook", "bishop", "knight", "pawn"]),
        "kind" => words(&["none", "increment", "delay", "bronstein"]),
        "what" => words(&["claim", "resignation", "flag"]),
        "bar" => words(&["no-right", "in-check", "blocked", "attacked"]),
        "count" | "moves" | "minutes" | "period" | "previous" | "number" | "year" | "move" | "min" | "max" => {
            vec![0.into(), 1.into(), 2.into(), 40.into()]
        }
        _ => words(&["x"]),
    }
}

#[test]
fn every_message_formats_for_every_choice_of_its_selectors() {
    for lang in Lang::ALL {
        let tr = Tr::new(lang);
        for (id, shape) in messages(lang) {
            let vars: Vec<&String> = shape.variables.iter().collect();
            // Each variable through its values, the others at their first value.
            for (i, var) in vars.iter().enumerate() {
                for value in values(var) {
                    let mut a = fluent_bundle::FluentArgs::new();
                    for (j, other) in vars.iter().enumerate() {
                        a.set(other.as_str(), if i == j { value.clone() } else { values(other)[0].clone() });
                    }
                    // Tr asserts (in debug builds) that formatting raised no error.
                    let text = tr.t_args(&id, &a);
                    assert!(!text.trim().is_empty() && !text.contains('{'), "{lang}: {id}: {text:?}");
                    assert!(!text.contains('\u{2068}'), "{lang}: {id}: isolation marks");
                }
            }
            if vars.is_empty() {
                assert!(!tr.t(&id).trim().is_empty(), "{lang}: {id}");
            }
        }
    }
}

#[test]
fn articles_are_cited_with_each_language_s_word() {
    let cases = [
        (Lang::En, "Article 9.5.3", "Guidelines III.5", "Appendix A.3"),
        (Lang::Gl, "Artigo 9.5.3", "Liñas mestras III.5", "Apéndice A.3"),
        (Lang::Es, "Artículo 9.5.3", "Directrices III.5", "Apéndice A.3"),
        (Lang::Pt, "Artigo 9.5.3", "Diretrizes III.5", "Apêndice A.3"),
        (Lang::Ca, "Article 9.5.3", "Directrius III.5", "Apèndix A.3"),
    ];
    for (lang, article, guidelines, appendix) in cases {
        let tr = Tr::new(lang);
        assert_eq!(tr.article(Article::WRONG_CLAIM), article);
        assert_eq!(tr.article(Article::QUICKPLAY_CLAIM), guidelines);
        assert_eq!(tr.article(Article::RAPID_PENALTY), appendix);
    }
}

#[test]
fn the_language_follows_the_locale_and_falls_back_to_english() {
    assert_eq!(Lang::from_locales(["gl-ES"]), Lang::Gl);
    assert_eq!(Lang::from_locales(["es_ES.UTF-8"]), Lang::Es);
    assert_eq!(Lang::from_locales(["pt-BR"]), Lang::Pt);
    assert_eq!(Lang::from_locales(["ca-ES-valencia"]), Lang::Ca);
    assert_eq!(Lang::from_locales(["fr-FR", "ca-ES"]), Lang::Ca, "the first language Escaque speaks");
    assert_eq!(Lang::from_locales(["fr-FR", "de-DE"]), Lang::En);
    assert_eq!(Lang::from_locales(Vec::<String>::new()), Lang::En);
    for lang in Lang::ALL {
        assert_eq!(Lang::from_code(lang.code()), Some(lang));
    }
}

#[test]
fn plurals_and_selectors_are_fluent_s() {
    let moves = |lang, n: u32| Tr::new(lang).t_args("clock-moves-to-control", &args([("count", n.into())]));
    assert_eq!(moves(Lang::En, 1), "1 move to the control");
    assert_eq!(moves(Lang::En, 3), "3 moves to the control");
    assert_eq!(moves(Lang::Gl, 1), "1 xogada ata o control");
    assert_eq!(moves(Lang::Gl, 3), "3 xogadas ata o control");
    let offer =
        |lang| Tr::new(lang).t_args("notice-draw-offered", &args([("side", "black".into()), ("article", "X".into())]));
    assert_eq!(offer(Lang::Gl), "As negras ofrecen táboas (X)");
}
