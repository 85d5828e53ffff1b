//! The five Fluent files agree: the same messages with the same arguments and the same choices
//! (each selector's variant keys), none empty, none left in English in another language, every
//! one formats without error for every combination of the values its selectors choose between.
//! And the translator falls back, detects and cites as it should.

use std::collections::{BTreeMap, BTreeSet};

use escaque::i18n::{Lang, Tr, args};
use escaque::laws::Article;
use fluent_syntax::ast::{Entry, Expression, InlineExpression, Pattern, PatternElement, VariantKey};

/// A message as the test sees it: its variables, its choices and all of its text.
#[derive(Debug, Default)]
struct Shape {
    variables: BTreeSet<String>,
    /// For each selector (the variable it reads: `side`, `count`), the sets of variant keys it
    /// chooses between, one set for each place it selects in (nested selectors too).
    selectors: BTreeMap<String, BTreeSet<BTreeSet<String>>>,
    /// Every text element of every variant, in order.
    text: String,
}

/// The variable a selector reads: `$side`, or `NUMBER($count)`'s `count`; `None` for anything
/// else (a literal, a message reference).
fn selector_variable(e: &InlineExpression<&str>) -> Option<String> {
    match e {
        InlineExpression::VariableReference { id } => Some(id.name.to_owned()),
        InlineExpression::FunctionReference { arguments, .. } => {
            arguments.positional.iter().find_map(selector_variable)
        }
        _ => None,
    }
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
            let keys = variants
                .iter()
                .map(|v| match &v.key {
                    VariantKey::Identifier { name } => (*name).to_owned(),
                    VariantKey::NumberLiteral { value } => (*value).to_owned(),
                })
                .collect();
            let name = selector_variable(selector).unwrap_or_else(|| format!("{selector:?}"));
            shape.selectors.entry(name).or_default().insert(keys);
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
    (
        "gl",
        "setup-start-chess960",
        "Chess960 is FIDE's name for the variant; the Galician 2008 Laws give none of their own",
    ),
    ("pt", "setup-start-chess960", "the Portuguese 2014 Laws call the variant Chess960 (Appendix F)"),
    ("ca", "cite-article", "Catalan writes Article, like English (the 2023 Catalan edition)"),
    ("*", "speech-file-a", "an Appendix D.2.1 phonetic name, as each language's Laws give it: mostly the German ones"),
    ("*", "speech-file-b", "an Appendix D.2.1 phonetic name, as each language's Laws give it: mostly the German ones"),
    ("*", "speech-file-c", "an Appendix D.2.1 phonetic name, as each language's Laws give it: mostly the German ones"),
    ("*", "speech-file-d", "an Appendix D.2.1 phonetic name, as each language's Laws give it: mostly the German ones"),
    ("*", "speech-file-e", "an Appendix D.2.1 phonetic name, as each language's Laws give it: mostly the German ones"),
    ("*", "speech-file-f", "an Appendix D.2.1 phonetic name, as each language's Laws give it: mostly the German ones"),
    ("*", "speech-file-g", "an Appendix D.2.1 phonetic name, as each language's Laws give it: mostly the German ones"),
    ("*", "speech-file-h", "an Appendix D.2.1 phonetic name, as each language's Laws give it: mostly the German ones"),
    ("*", "evening-col-round", "R and the round's number: the crosstable's column, as FIDE's forms write it"),
    ("*", "evening-files-trf-2016", "FIDE's Tournament Report File and its year: a name, the same in every language"),
    ("*", "evening-files-trf-2026", "FIDE's Tournament Report File and its year: a name, the same in every language"),
    ("*", "evening-tb-de", "a tie-break's code in FIDE's Tie-Break Regulations (C.07), the same in every language"),
    ("*", "evening-tb-sb", "a tie-break's code in FIDE's Tie-Break Regulations (C.07), the same in every language"),
    ("*", "evening-tb-bh", "a tie-break's code in FIDE's Tie-Break Regulations (C.07), the same in every language"),
    ("*", "evening-tb-bh-c1", "a tie-break's code in FIDE's Tie-Break Regulations (C.07), the same in every language"),
    ("*", "evening-tb-sb-name", "a tie-break named after its authors, in every language"),
    ("*", "evening-tb-bh-name", "a tie-break named after its author, in every language"),
    ("*", "evening-screen-tb-sb", "a tie-break named after its inventors, as C.07 names it in every language"),
    ("*", "evening-screen-tb-sb-short", "SB, the short name crosstables give Sonneborn-Berger everywhere"),
    ("*", "evening-screen-tb-buchholz", "a tie-break named after its inventor, as C.07 names it in every language"),
    ("*", "evening-screen-tb-buchholz-short", "Bh, the short name crosstables give Buchholz everywhere"),
    ("*", "evening-screen-tb-buchholz-cut-short", "Bh-1, Buchholz cut 1's short name in every crosstable"),
    ("*", "evening-screen-player-federation", "Fed., the federation's column head, short in every language"),
    ("*", "evening-screen-round-short", "R1, a round's column head (ronda, rolda, round), the same letter"),
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

#[test]
fn every_selector_chooses_between_the_same_variants_in_every_language() {
    // A language missing a variant (say `[knight]` in `speech-piece`) would silently say its
    // default instead: the keys are compared, selector by selector, with English's.
    let english = messages(Lang::En);
    let mut differ = Vec::new();
    for lang in Lang::ALL {
        for (id, shape) in messages(lang) {
            if choices(&shape) != choices(&english[&id]) {
                differ.push(format!("{lang}: {id}: {:?}, in English {:?}", shape.selectors, english[&id].selectors));
            }
        }
    }
    assert!(differ.is_empty(), "variants that differ from English's:\n{}", differ.join("\n"));
}

/// A message's choices as compared between languages: a language may add a variant for an exact
/// number (`[0]` beside `[one]`, where its grammar treats zero apart), not drop or rename one.
fn choices(shape: &Shape) -> BTreeMap<&String, BTreeSet<BTreeSet<&String>>> {
    fn named(keys: &BTreeSet<String>) -> BTreeSet<&String> {
        keys.iter().filter(|k| k.parse::<f64>().is_err()).collect()
    }
    shape.selectors.iter().map(|(selector, sets)| (selector, sets.iter().map(named).collect())).collect()
}

/// Plural categories (CLDR): a selector choosing between these is given numbers.
const PLURAL: [&str; 6] = ["zero", "one", "two", "few", "many", "other"];

/// The values to format `id` with, for its variable `variable`: every key it selects on in
/// English (numbers for a plural), and a sample for a variable it does not select on.
fn values(shape: &Shape, variable: &str) -> Vec<fluent_bundle::FluentValue<'static>> {
    let numbers = || vec![0.into(), 1.into(), 2.into(), 40.into()];
    let numeric = ["count", "moves", "minutes", "period", "previous", "number", "year", "move", "min", "max"];
    match shape.selectors.get(variable) {
        Some(key_sets) => {
            let keys: BTreeSet<&String> = key_sets.iter().flatten().collect();
            if keys.iter().all(|k| PLURAL.contains(&k.as_str()) || k.parse::<f64>().is_ok()) {
                let mut values = numbers();
                values.extend(keys.iter().filter_map(|k| k.parse::<f64>().ok()).map(Into::into));
                values
            } else {
                keys.into_iter().map(|k| k.clone().into()).collect()
            }
        }
        None if numeric.contains(&variable) => vec![2.into()],
        None => vec!["x".into()],
    }
}

#[test]
fn every_message_formats_for_every_combination_of_its_selectors_values() {
    let english = messages(Lang::En);
    let mut checked = 0;
    for lang in Lang::ALL {
        let tr = Tr::new(lang);
        for (id, shape) in messages(lang) {
            let vars: Vec<&String> = shape.variables.iter().collect();
            // Every combination: each variable through English's keys for it (so that a key
            // English has and this language lacks is formatted too, and shows up above).
            let choices: Vec<Vec<fluent_bundle::FluentValue<'static>>> =
                vars.iter().map(|var| values(&english[&id], var)).collect();
            let mut combination = vec![0usize; vars.len()];
            loop {
                let mut a = fluent_bundle::FluentArgs::new();
                for ((var, options), &i) in vars.iter().zip(&choices).zip(&combination) {
                    a.set(var.as_str(), options[i].clone());
                }
                // Tr asserts (in debug builds) that formatting raised no error.
                let text = if vars.is_empty() { tr.t(&id) } else { tr.t_args(&id, &a) };
                // A `{` left in a text with arguments is a placeable that was not filled.
                assert!(!text.trim().is_empty() && (vars.is_empty() || !text.contains('{')), "{lang}: {id}: {text:?}");
                assert!(!text.contains('\u{2068}'), "{lang}: {id}: isolation marks");
                checked += 1;
                // The next combination, like an odometer.
                let Some(i) = (0..vars.len()).find(|&i| combination[i] + 1 < choices[i].len()) else { break };
                combination[i] += 1;
                combination[..i].fill(0);
            }
        }
    }
    assert!(checked > 5 * 300, "{checked} texts formatted");
}

#[test]
fn the_end_of_the_game_is_said_with_each_result_in_every_language() {
    // speech-game-over chooses on `result`, which no sample of the formatting test had before.
    for lang in Lang::ALL {
        let tr = Tr::new(lang);
        let said: BTreeSet<String> = ["white", "black", "draw", "other"]
            .into_iter()
            .map(|result| tr.t_args("speech-game-over", &args([("result", result.into()), ("why", "x".into())])))
            .collect();
        assert_eq!(said.len(), 4, "{lang}: four different results: {said:?}");
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
    // Portuguese counts zero apart from one (its plural rule puts 0 with 1): said as plural.
    let seconds = |n: u32| Tr::new(Lang::Pt).t_args("speech-seconds", &args([("count", n.into())]));
    assert_eq!([seconds(0), seconds(1), seconds(2)], ["0 segundos", "1 segundo", "2 segundos"]);
    let clock = |n: u32| {
        let a = args([("side", "white".into()), ("time", "1 minuto".into()), ("moves", n.into())]);
        Tr::new(Lang::Pt).t_args("speech-clock", &a)
    };
    assert_eq!(clock(0), "Brancas: 1 minuto; 0 lances feitos");
    assert_eq!(clock(1), "Brancas: 1 minuto; 1 lance feito");
}

/// Whether `text` holds `form` as a whole word or phrase (no letter or digit just before or just
/// after it), in any case.
fn holds_word(text: &str, form: &str) -> bool {
    let text = text.to_lowercase();
    let form = form.to_lowercase();
    text.match_indices(&form).any(|(at, _)| {
        let before = text[..at].chars().next_back();
        let after = text[at + form.len()..].chars().next();
        !before.is_some_and(char::is_alphanumeric) && !after.is_some_and(char::is_alphanumeric)
    })
}

/// Forms a language's file must not use, each list with its reason: the address it does not use
/// (each file speaks to one player as ti, tú or tu), another word for a thing the seed names
/// otherwise, Brazilian spellings in European Portuguese. Forms are separated by `|` and matched
/// as whole words or phrases, in any case, in every variant of every message.
const FORBIDDEN: &[(Lang, &str, &str)] = &[
    (
        Lang::Gl,
        "vostede or vós: the file says ti",
        "vostede|vós|libere|poña|péchea|use|introduza|confirme|escríbao|compárea|desactive|corrixa|ténteo|prema|escolla|mostrade|aceptades|rexeitades|ides|escribide|premede|xogade|ofrecede|reclamade|confirmade|podedes|tedes|sodes|estades|queredes|voso|vosa|vosos|vosas",
    ),
    (
        Lang::Gl,
        "not the seed's word (gl 2008: adversario, fileira, sanción, área de xogo, peza; control de tempo)",
        "rival|ritmo de xogo|penalización|penalizacións|trebellos|sala de xogo|fila",
    ),
    (
        Lang::Gl,
        "the second review: xaque mate, pezas liberadas, the signed scoresheet is the impreso (rexistro is the journal), one games folder, the setup is preparación",
        "dar mate|dado mate|quedan libres|rexistro asinado|cartafol das partidas|configuración",
    ),
    (
        Lang::Gl,
        "English words (gl: engadido, bonificación Bronstein, encontro as the seed's Appendix C says)",
        "bonus|match",
    ),
    (
        Lang::Es,
        "usted or vosotros: the file says tú",
        "usted|ustedes|vosotros|libere|ponga|ciérrela|use|introduzca|confirme|escríbalo|compárela|desactive|corrija|inténtelo|pulse|elija|mostrad|vais|aceptáis|rechazáis|escribid|pulsad|jugad|podéis|tenéis|sois|estáis|queréis|vuestro|vuestra|vuestros|vuestras",
    ),
    (
        Lang::Es,
        "not the seed's word (es 2008: adversario, Ajedrez960, recinto de juego; archivo, ritmo de juego)",
        "rival|Chess960|sala de juego|fichero|ficheros|control de tiempo",
    ),
    (
        Lang::Es,
        "the second review: piezas liberadas, the signed scoresheet is the planilla (registro is the journal), the clocks detenidos, válido not a calque of good",
        "quedan libres|registro firmado|relojes están parados|estado bueno|configuración",
    ),
    (
        Lang::Pt,
        "Brazilian: the file is European Portuguese",
        "registro|registrado|registrada|rodada|rodadas|bônus|eletrônico|eletrônica|contato|detectado|detectada|caractere|liberadas|tela|salvar|controle|controles|correndo|jogando|virar rei|aceito|ao vivo|até o controlo|configurações|valores padrão",
    ),
    (
        Lang::Pt,
        "você or its imperatives: the file says tu",
        "você|vocês|escolha|escreva|introduza|confirme|corrija|feche|desligue|carregue|tecle|prima|dê-lhe|faça-o|retome|adicione|inicie|compare-a|tente|mostrem|aceitem-na",
    ),
    (
        Lang::Pt,
        "not the seed's word (pt 2014: reclamar, oponente, espera; retomar an adjourned game)",
        "reivindicar|reivindicação|reivindicado|adversário|reiniciar|reinício|cores trocadas",
    ),
    (
        Lang::Pt,
        "the second review: xeque-mate, peças libertadas, lance pretendido (9.5), the signed scoresheet is the planilha (registo is the journal), one games folder, the setup is preparação",
        "dar mate|dado mate|ficam livres|lance anunciado|registo assinado|pasta das partidas|configuração|infratoras",
    ),
    (
        Lang::Pt,
        "the second review: Brazilian or wrong (paused clocks are put a andar, not switched on again)",
        "girar o tabuleiro|dicas|religar|religá-los|religados",
    ),
    (Lang::Pt, "English words (pt 2014 glossary: concessão de vantagem)", "handicap"),
    (
        Lang::Ca,
        "vosaltres: the file says tu",
        "vosaltres|allibereu|engegueu|tanqueu|feu|introduïu|confirmeu|escriviu|compareu|corregiu|continueu|torneu|vegeu|accepteu|rebutgeu|mostreu|fareu|desactiveu|trieu|premeu|podeu|teniu|esteu|voleu|vostre|vostra|vostres",
    ),
    (
        Lang::Ca,
        "not the seed's word (ca 2023: adversari, Escacs960, recinte de joc; the panel is a panell)",
        "rival|Chess960|sala de joc|obrir el tauler|tancar el tauler|notació de català",
    ),
    (
        Lang::Ca,
        "the second review: escac i mat, peces alliberades, the signed scoresheet is the planella (registre is the journal), escacs llampec alone (Appendix B)",
        "fer mat|queden lliures|registre signat|blitz",
    ),
    (Lang::Ca, "English words (ca: resum criptogràfic)", "hash"),
    // A language named inside a sentence is the language's own adjective, in lower case
    // (notación galega, notació castellana), never its name after a colon (issue 25: "en la
    // notació de Català", "notación: Español").
    (Lang::Gl, "a language named as the sentence's adjective (notación galega)", "notación:|notación de"),
    (Lang::Es, "a language named as the sentence's adjective (notación española)", "notación:|notación de"),
    (Lang::Pt, "a language named as the sentence's adjective (notação portuguesa)", "notação:|notação de"),
    (Lang::Ca, "a language named as the sentence's adjective (notació catalana)", "notació:|notació de"),
    // The panel is the arbiter's, not the board (issue 25: "Tancar el tauler").
    (Lang::Ca, "the arbiter's panel is a panell", "tauler de l'àrbitre|tanca el tauler"),
];

/// English words none of the four files may hold (the PGN and journal tokens they quote, like
/// `white`, `threefold` or `--game`, are not among them).
const ENGLISH: &str =
    "delay|the|and|clock|draw|claim|flag|settings|folder|arbiter|scoresheet|board|resign|checkmate|stalemate";

#[test]
fn no_file_uses_a_form_it_has_chosen_against() {
    let mut found = Vec::new();
    for lang in [Lang::Gl, Lang::Es, Lang::Pt, Lang::Ca] {
        let lists = FORBIDDEN
            .iter()
            .filter(|(l, ..)| *l == lang)
            .map(|&(_, why, forms)| (why, forms))
            .chain([("an English word", ENGLISH)]);
        for (why, forms) in lists {
            for (id, shape) in messages(lang) {
                for form in forms.split('|').filter(|form| holds_word(&shape.text, form)) {
                    found.push(format!("{lang}: {id} says \u{ab}{form}\u{bb} ({why})"));
                }
            }
        }
    }
    assert!(found.is_empty(), "forms the files have chosen against:\n{}", found.join("\n"));
}

#[test]
fn holds_word_finds_whole_words_only() {
    let cases = [
        ("Escolha a pasta", "escolha", true),
        ("escreva-o como h:mm:ss", "escreva", true),
        ("a rede", "rede", true),
        ("as redes", "rede", false),
        ("o xogador que está en xogo", "en xogo", true),
        ("reclamación", "reclama", false),
        ("Tancar el tauler", "tancar el tauler", true),
    ];
    for (text, form, holds) in cases {
        assert_eq!(holds_word(text, form), holds, "{form:?} in {text:?}");
    }
}

/// The words each language writes for "one" before a noun ("uma partida"): a text for 0, 2 or 5
/// that has one of them where the text for 5 has not took the singular's variant.
const ONE: [(Lang, &[&str]); 5] = [
    (Lang::En, &["one", "a", "an"]),
    (Lang::Gl, &["un", "unha"]),
    (Lang::Es, &["un", "una"]),
    (Lang::Pt, &["um", "uma"]),
    (Lang::Ca, &["un", "una"]),
];

#[test]
fn every_count_is_said_right_for_0_1_2_and_5() {
    // Each plural selector (English's keys are plural categories) is formatted for 0, 1, 2 and
    // 5, every other argument held at a sample. For 0, 2 and 5 the text must not be the singular
    // one with the number changed (Portuguese's rule puts 0 with 1: "uma partida" for no game),
    // nor hold a word for "one" that the text for 5 lacks; and it must say its number (or a word
    // for none, for 0).
    let english = messages(Lang::En);
    let none = ["no", "none", "ningunha", "ningún", "ninguna", "ninguno", "nenhum", "nenhuma", "cap"];
    let mut wrong = Vec::new();
    let mut checked = 0;
    for (lang, ones) in ONE {
        let tr = Tr::new(lang);
        for (id, shape) in messages(lang) {
            for (variable, key_sets) in &english[&id].selectors {
                let keys: BTreeSet<&String> = key_sets.iter().flatten().collect();
                if !keys.iter().all(|k| PLURAL.contains(&k.as_str()) || k.parse::<f64>().is_ok()) {
                    continue;
                }
                let say = |n: u32| {
                    let mut a = fluent_bundle::FluentArgs::new();
                    for other in &shape.variables {
                        let value = values(&english[&id], other)
                            .into_iter()
                            .find(|v| !matches!(v, fluent_bundle::FluentValue::Number(n) if n.value < 2.0));
                        a.set(other.as_str(), value.unwrap_or_else(|| "x".into()));
                    }
                    a.set(variable.as_str(), n);
                    tr.t_args(&id, &a)
                };
                let (one, five) = (say(1), say(5));
                for n in [0u32, 2, 5] {
                    let text = say(n);
                    let singular = one.replace('1', &n.to_string());
                    let plural = five.replace('5', &n.to_string());
                    let took_singular = singular != plural && text == singular;
                    let extra_one = ones.iter().find(|w| holds_word(&text, w) && !holds_word(&five, w));
                    let says_number =
                        holds_word(&text, &n.to_string()) || n == 0 && none.iter().any(|w| holds_word(&text, w));
                    if took_singular || extra_one.is_some() || !says_number {
                        wrong.push(format!("{lang}: {id} for {variable} = {n}: {text:?}"));
                    }
                    checked += 1;
                }
            }
        }
    }
    assert!(checked > 5 * 3 * 10, "{checked} counts checked");
    assert!(wrong.is_empty(), "counts said wrong:\n{}", wrong.join("\n"));
    let games = |n: u32| Tr::new(Lang::Pt).t_args("series-standing-games", &args([("games", n.into())]));
    assert!(!holds_word(&games(0), "uma partida"), "{}", games(0));
}

/// Issue 25, item 9: a bonus over five minutes typed in the setup form (`15 min + 10 min`) is
/// refused, and the form says why in the player's language, with the Laws' term for the bonus.
#[test]
fn a_bonus_over_five_minutes_is_refused_in_the_player_s_language() {
    use escaque::clock::{ControlTextError, read_control};
    let Err(ControlTextError::Invalid(error)) = read_control("15 min + 10 min") else { panic!("not refused") };
    for (lang, expected) in [
        (Lang::En, "period 1: an increment of 600 s a move is more than 5 minutes, surely a slip"),
        (Lang::Gl, "período 1: un incremento de 600 s por xogada pasa de 5 minutos, seguramente un erro: o engadido"),
        (Lang::Es, "periodo 1: un incremento de 600 s por jugada pasa de 5 minutos, seguramente un error: el añadido"),
        (Lang::Pt, "período 1: um incremento de 600 s por lance passa de 5 minutos, certamente um engano: o acréscimo"),
        (Lang::Ca, "període 1: un increment de 600 s per jugada passa de 5 minuts, segurament una errada: l'afegit"),
    ] {
        let said = escaque::i18n::describe::control_error(Tr::new(lang), &error);
        assert!(said.starts_with(expected), "{lang}: {said}");
        assert!(said.ends_with("15 min + 10 s"), "{lang}: the example reads as the control meant: {said}");
    }
    assert!(read_control("15 min + 10 s").is_ok(), "the example in the message reads");
}

/// Issue 25, item 9: a game both players stopped has no score; the result's heading and its
/// dialog's title say what happened instead of a dash.
#[test]
fn a_game_stopped_with_no_result_is_named_not_drawn_as_a_dash() {
    use escaque::i18n::describe::{result_dialog_title, result_title};
    use escaque::laws::{Ending, GameResult, Reason};
    let stopped =
        Ending { result: GameResult::Annulled, reason: Reason::Abandoned, article: Article::OUTSIDE_THE_LAWS };
    let annulled =
        Ending { result: GameResult::Annulled, reason: Reason::Annulled, article: Article::WRONG_INITIAL_POSITION };
    for (lang, words, again) in [
        (Lang::En, "Game stopped, no result", "Game annulled, to be played again"),
        (Lang::Gl, "Partida interrompida, sen resultado", "Partida anulada: hai que xogala de novo"),
        (Lang::Es, "Partida interrumpida, sin resultado", "Partida anulada: hay que jugarla de nuevo"),
        (Lang::Pt, "Partida interrompida, sem resultado", "Partida anulada: tem de ser jogada de novo"),
        (Lang::Ca, "Partida interrompuda, sense resultat", "Partida anul·lada: s'ha de tornar a jugar"),
    ] {
        let tr = Tr::new(lang);
        assert_eq!((result_title(tr, &stopped), result_dialog_title(tr, &stopped)), (words.into(), words.into()));
        assert_eq!(result_title(tr, &annulled), again, "{lang}");
    }
    // A game with a score keeps it.
    let mate = Ending {
        result: GameResult::Win(shakmaty::Color::White),
        reason: Reason::Checkmate,
        article: Article::CHECKMATE,
    };
    assert_eq!(result_title(Tr::new(Lang::Gl), &mate), "1-0");
    assert_eq!(result_dialog_title(Tr::new(Lang::Gl), &mate), "Resultado: 1-0");
}
