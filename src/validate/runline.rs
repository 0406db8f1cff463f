//! The `; RUN:` lines of a lit-style test file, read the way lit reads them,
//! and what each asks `opt` to do.
//!
//! A RUN line is the text after `RUN:` on a line; a line ending in `\`
//! continues on the next RUN line. Its shell command is split into words
//! (quotes and backslashes as `sh` reads them) and operators (`|`, `&&`,
//! `||`, `;`, redirections). A pipeline whose first command is `opt`
//! reading the test file (`%s` or `< %s`) is a check; an `opt` later in the
//! same pipeline reads the previous one's output and is a further step of
//! that check; everything else in the pipeline (`FileCheck`, `llvm-dis`,
//! ...) is ignored. Of `opt`'s arguments, `-passes=`/`-p` give the
//! pipeline, `-O0`..`-O3`/`-Os`/`-Oz` give `default<On>`, a legacy pass
//! flag (`-instcombine`, or any pass `opt`'s registry lists: [`PassNames`])
//! names a pass, `-S`, `-o FILE` and redirections are
//! dropped (llsem always asks for text on standard output), and every other
//! flag (`-mtriple=`, `-data-layout=`, pass options) is passed through.
//!
//! A RUN line that runs no `opt` on the test file, expects `opt` to fail
//! (`not opt`), asks for no output (`-disable-output`), or needs a lit
//! substitution llsem does not make (`%t` inputs, `%{name}`) is skipped,
//! with the reason.

/// One `opt` invocation of a check: the pass pipeline and the other flags.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct OptStep {
    /// The pipeline as `-passes=` takes it (empty: no pass).
    pub pipeline: String,
    /// The flags passed through, in order.
    pub flags: Vec<String>,
}

/// What one RUN line asks for.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum RunLine {
    /// A check: `opt` steps applied in order to the test file.
    Check {
        /// 1-based line number where the RUN line starts.
        line: u32,
        /// The steps (more than one when `opt` output is piped into `opt`).
        steps: Vec<OptStep>,
    },
    /// Nothing to check, and why.
    Skipped {
        /// 1-based line number where the RUN line starts.
        line: u32,
        /// Why.
        reason: String,
    },
}

impl RunLine {
    /// The line number.
    pub fn line(&self) -> u32 {
        match self {
            RunLine::Check { line, .. } | RunLine::Skipped { line, .. } => *line,
        }
    }
}

/// The passes an `opt` runs when named by a flag of their own (`opt
/// -partial-inliner`, the legacy pass manager's syntax, which LLVM 22's
/// `opt` rejects): the names its pass registry lists (`opt
/// --print-passes`) that are not also options of its own (`opt
/// --help-list-hidden`). Such a flag is read as the pass it names, in
/// order with the others; a name the registry does not know is passed
/// through as a flag.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct PassNames(std::collections::BTreeSet<String>);

impl PassNames {
    /// The names of `print_passes` (what `opt --print-passes` writes: a
    /// heading per kind of pass, then a pass per line indented by two
    /// spaces, its parameters in `<...>`) that `help` (what `opt
    /// --help-list-hidden` writes: an option per line indented by two
    /// spaces) does not list as options.
    pub fn from_listings(print_passes: &str, help: &str) -> PassNames {
        let options: std::collections::BTreeSet<&str> = help
            .lines()
            .filter_map(|l| l.strip_prefix("  "))
            .filter_map(|l| l.strip_prefix("--").or_else(|| l.strip_prefix('-')))
            .filter_map(|l| {
                l.split(|c: char| !(c.is_ascii_alphanumeric() || "_.-".contains(c)))
                    .next()
            })
            .collect();
        PassNames(
            print_passes
                .lines()
                .filter_map(|l| l.strip_prefix("  "))
                .filter(|l| !l.starts_with(' '))
                .map(|l| l.split('<').next().unwrap_or(l).trim())
                .filter(|n| !n.is_empty() && !options.contains(n))
                .map(str::to_string)
                .collect(),
        )
    }

    /// Whether `name` is a pass of the registry.
    fn contains(&self, name: &str) -> bool {
        self.0.contains(name)
    }
}

/// Every RUN line of a file's text, in order, continuation lines joined;
/// `passes` are the pass names a flag may give besides the legacy ones
/// llsem knows.
pub fn run_lines(text: &str, passes: &PassNames) -> Vec<RunLine> {
    commands(text)
        .into_iter()
        .map(|(line, cmd)| match interpret(&cmd, passes) {
            Ok(steps) => RunLine::Check { line, steps },
            Err(reason) => RunLine::Skipped { line, reason },
        })
        .collect()
}

/// The RUN commands of a file: (first line, text with continuations
/// joined).
fn commands(text: &str) -> Vec<(u32, String)> {
    let mut out: Vec<(u32, String)> = Vec::new();
    let mut open = false;
    for (i, l) in text.lines().enumerate() {
        let Some(pos) = l.find("RUN:") else {
            open = false;
            continue;
        };
        // lit accepts the keyword after any comment leader; in a `.ll` file
        // that is `;` (a `RUN:` inside IR text is not a directive).
        if !l[..pos].trim_start().starts_with(';') {
            open = false;
            continue;
        }
        let body = l[pos + 4..].trim();
        let (body, continues) = match body.strip_suffix('\\') {
            Some(b) => (b.trim_end(), true),
            None => (body, false),
        };
        match out.last_mut() {
            Some((_, cmd)) if open => {
                cmd.push(' ');
                cmd.push_str(body);
            }
            _ => out.push((i as u32 + 1, body.to_string())),
        }
        open = continues;
    }
    out
}

/// A shell token.
#[derive(Clone, Debug, PartialEq, Eq)]
enum Token {
    /// A word, quotes removed.
    Word(String),
    /// `|`.
    Pipe,
    /// `&&`, `||` or `;`: the end of a pipeline.
    Sequence,
    /// `<` (the next word is the file read).
    Input,
    /// `>`, `>>`, `2>`, `2>&1`, `&>`...: output redirection (the next word,
    /// if any, is its file).
    Output { takes_word: bool },
}

/// Splits a command into tokens the way `sh` would (without expansions).
fn tokenize(cmd: &str) -> Result<Vec<Token>, String> {
    let mut out = Vec::new();
    let mut chars = cmd.chars().peekable();
    let mut word = String::new();
    let mut in_word = false;
    let flush = |word: &mut String, in_word: &mut bool, out: &mut Vec<Token>| {
        if *in_word {
            out.push(Token::Word(std::mem::take(word)));
            *in_word = false;
        }
    };
    while let Some(c) = chars.next() {
        match c {
            ' ' | '\t' => flush(&mut word, &mut in_word, &mut out),
            '\'' => {
                in_word = true;
                loop {
                    match chars.next() {
                        Some('\'') => break,
                        Some(c) => word.push(c),
                        None => return Err("unterminated ' quote".into()),
                    }
                }
            }
            '"' => {
                in_word = true;
                loop {
                    match chars.next() {
                        Some('"') => break,
                        Some('\\') => match chars.next() {
                            Some(c @ ('"' | '\\' | '$' | '`')) => word.push(c),
                            Some(c) => {
                                word.push('\\');
                                word.push(c);
                            }
                            None => return Err("unterminated \" quote".into()),
                        },
                        Some(c) => word.push(c),
                        None => return Err("unterminated \" quote".into()),
                    }
                }
            }
            '\\' => {
                in_word = true;
                if let Some(c) = chars.next() {
                    word.push(c);
                }
            }
            '|' => {
                flush(&mut word, &mut in_word, &mut out);
                if chars.peek() == Some(&'|') {
                    chars.next();
                    out.push(Token::Sequence);
                } else {
                    out.push(Token::Pipe);
                }
            }
            '&' if chars.peek() == Some(&'&') => {
                flush(&mut word, &mut in_word, &mut out);
                chars.next();
                out.push(Token::Sequence);
            }
            '&' if chars.peek() == Some(&'>') => {
                flush(&mut word, &mut in_word, &mut out);
                chars.next();
                out.push(Token::Output { takes_word: true });
            }
            ';' => {
                flush(&mut word, &mut in_word, &mut out);
                out.push(Token::Sequence);
            }
            '<' => {
                flush(&mut word, &mut in_word, &mut out);
                out.push(Token::Input);
            }
            '>' => {
                // `2>` and `1>`: the digit was read as a word of its own.
                if in_word && (word == "1" || word == "2") {
                    word.clear();
                    in_word = false;
                }
                flush(&mut word, &mut in_word, &mut out);
                if chars.peek() == Some(&'>') {
                    chars.next();
                }
                if chars.peek() == Some(&'&') {
                    chars.next();
                    // `>&1`, `>&2`: the descriptor, not a file.
                    while chars.peek().is_some_and(|c| c.is_ascii_digit()) {
                        chars.next();
                    }
                    out.push(Token::Output { takes_word: false });
                } else {
                    out.push(Token::Output { takes_word: true });
                }
            }
            c => {
                in_word = true;
                word.push(c);
            }
        }
    }
    flush(&mut word, &mut in_word, &mut out);
    Ok(out)
}

/// One command of a pipeline: its words, and the file it reads with `<`.
#[derive(Default, Debug)]
struct Simple {
    words: Vec<String>,
    stdin: Option<String>,
}

/// The pipelines of a command line, each a list of simple commands.
fn pipelines(tokens: Vec<Token>) -> Result<Vec<Vec<Simple>>, String> {
    let mut out = vec![vec![Simple::default()]];
    let mut it = tokens.into_iter();
    while let Some(t) = it.next() {
        let pipeline = out.last_mut().ok_or("empty command")?;
        let cmd = pipeline.last_mut().ok_or("empty command")?;
        match t {
            Token::Word(w) => cmd.words.push(w),
            Token::Pipe => pipeline.push(Simple::default()),
            Token::Sequence => out.push(vec![Simple::default()]),
            Token::Input => match it.next() {
                Some(Token::Word(w)) => cmd.stdin = Some(w),
                _ => return Err("'<' without a file".into()),
            },
            Token::Output { takes_word } => {
                if takes_word {
                    it.next();
                }
            }
        }
    }
    Ok(out)
}

/// The `opt` steps of a RUN command, or why it is skipped.
fn interpret(cmd: &str, registry: &PassNames) -> Result<Vec<OptStep>, String> {
    if cmd.contains("%{") || cmd.contains("%if") {
        return Err("uses a lit substitution llsem does not make (%{...} or %if)".into());
    }
    let tokens = tokenize(cmd)?;
    let mut checks = Vec::new();
    let mut why_not = None;
    for pipeline in pipelines(tokens)? {
        match pipeline_steps(&pipeline, registry) {
            Ok(Some(steps)) => checks.push(steps),
            Ok(None) => {}
            Err(e) => why_not = why_not.or(Some(e)),
        }
    }
    match (checks.len(), why_not) {
        (1, None) => Ok(checks.remove(0)),
        (0, Some(why)) => Err(why),
        (0, None) => Err("does not run opt".into()),
        (_, Some(why)) => Err(format!("runs opt more than once, and {why}")),
        (_, None) => Err("runs opt on the test file more than once in one RUN line".into()),
    }
}

/// The command name of a simple command, after `env VAR=x` prefixes; and
/// whether it is negated with `not`.
fn program(words: &[String]) -> (Option<&str>, usize, bool) {
    let mut i = 0;
    let mut negated = false;
    while let Some(w) = words.get(i) {
        match w.as_str() {
            "not" => negated = true,
            "--crash" if negated => {}
            "env" => {}
            w if w.contains('=') && !w.starts_with('-') => {}
            _ => return (Some(w.as_str()), i + 1, negated),
        }
        i += 1;
    }
    (None, i, negated)
}

fn is_opt(name: &str) -> bool {
    name == "opt" || name == "%opt"
}

/// The steps of one pipeline whose first command is `opt` on the test
/// file; `None` when the pipeline runs no `opt`.
fn pipeline_steps(
    pipeline: &[Simple],
    registry: &PassNames,
) -> Result<Option<Vec<OptStep>>, String> {
    let Some(first) = pipeline
        .iter()
        .position(|c| program(&c.words).0.is_some_and(is_opt))
    else {
        return Ok(None);
    };
    let mut steps = Vec::new();
    for (k, cmd) in pipeline.iter().enumerate().skip(first) {
        let (name, start, negated) = program(&cmd.words);
        if !name.is_some_and(is_opt) {
            // FileCheck, llvm-dis, ...: only an opt right after an opt
            // continues the check.
            break;
        }
        if negated {
            return Err("expects opt to fail ('not opt')".into());
        }
        let (step, input) = opt_arguments(&cmd.words[start..], registry)?;
        let input = input.or(cmd.stdin.clone());
        let reads_test = matches!(input.as_deref(), Some("%s"));
        let reads_pipe = k > first && matches!(input.as_deref(), None | Some("-"));
        if k == first {
            if first > 0 {
                return Err(format!(
                    "opt reads the output of '{}', not the test file",
                    program(&pipeline[first - 1].words).0.unwrap_or("a command")
                ));
            }
            if !reads_test {
                return Err(match input {
                    Some(f) => format!("opt reads {f}, not the test file (%s)"),
                    None => "opt reads no input file".into(),
                });
            }
        } else if !reads_pipe {
            break;
        }
        steps.push(step);
    }
    Ok(Some(steps))
}

/// Flags of `opt` whose value is the next word.
const VALUE_FLAGS: [&str; 8] = [
    "-mtriple",
    "-mattr",
    "-mcpu",
    "-data-layout",
    "-load",
    "-load-pass-plugin",
    "-aa-pipeline",
    "-march",
];

/// Flags that make `opt` write no IR.
const NO_OUTPUT: [&str; 4] = [
    "-disable-output",
    "-analyze",
    "-print-pipeline-passes",
    "-verify-only",
];

/// Legacy pass flags (`opt -instcombine`) and the pass each names in the
/// new pass manager.
const LEGACY_PASSES: [(&str, &str); 48] = [
    ("adce", "adce"),
    ("aggressive-instcombine", "aggressive-instcombine"),
    ("argpromotion", "argpromotion"),
    ("bdce", "bdce"),
    ("called-value-propagation", "called-value-propagation"),
    ("consthoist", "consthoist"),
    ("constraint-elimination", "constraint-elimination"),
    ("correlated-propagation", "correlated-propagation"),
    ("dce", "dce"),
    ("deadargelim", "deadargelim"),
    ("div-rem-pairs", "div-rem-pairs"),
    ("dse", "dse"),
    ("early-cse", "early-cse"),
    ("early-cse-memssa", "early-cse<memssa>"),
    ("float2int", "float2int"),
    ("functionattrs", "function-attrs"),
    ("globaldce", "globaldce"),
    ("globalopt", "globalopt"),
    ("gvn", "gvn"),
    ("gvn-hoist", "gvn-hoist"),
    ("gvn-sink", "gvn-sink"),
    ("indvars", "indvars"),
    ("inline", "inline"),
    ("instcombine", "instcombine"),
    ("instsimplify", "instsimplify"),
    ("ipsccp", "ipsccp"),
    ("jump-threading", "jump-threading"),
    ("lcssa", "lcssa"),
    ("licm", "licm"),
    ("loop-deletion", "loop-deletion"),
    ("loop-idiom", "loop-idiom"),
    ("loop-instsimplify", "loop-instsimplify"),
    ("loop-reduce", "loop-reduce"),
    ("loop-rotate", "loop-rotate"),
    ("loop-simplify", "loop-simplify"),
    ("loop-unroll", "loop-unroll"),
    ("loop-unswitch", "simple-loop-unswitch"),
    ("mem2reg", "mem2reg"),
    ("memcpyopt", "memcpyopt"),
    ("mergefunc", "mergefunc"),
    ("newgvn", "newgvn"),
    ("reassociate", "reassociate"),
    ("sccp", "sccp"),
    ("simplifycfg", "simplifycfg"),
    ("sink", "sink"),
    ("slp-vectorizer", "slp-vectorizer"),
    ("sroa", "sroa"),
    ("tailcallelim", "tailcallelim"),
];

/// Legacy analysis flags: the new pass manager computes analyses on
/// demand, so they are dropped.
const LEGACY_ANALYSES: [&str; 8] = [
    "basic-aa",
    "basicaa",
    "tbaa",
    "scoped-noalias-aa",
    "globals-aa",
    "domtree",
    "loops",
    "scalar-evolution",
];

/// Reads `opt`'s arguments: the step, and the input file named as an
/// argument (if any).
fn opt_arguments(
    words: &[String],
    registry: &PassNames,
) -> Result<(OptStep, Option<String>), String> {
    let mut passes: Vec<String> = Vec::new();
    let mut flags = Vec::new();
    let mut input = None;
    // Whether the word before was a flag passed through without `=`: a
    // word after it that is no lit substitution is its value, as LLVM's
    // option parser takes `-name value` for an option with a value
    // (`-spec-exec-max-speculation-cost 4`).
    let mut open_flag = false;
    let mut i = 0;
    while i < words.len() {
        let w = words[i].as_str();
        i += 1;
        let after_open_flag = std::mem::take(&mut open_flag);
        // `--flag` and `-flag` are the same to LLVM's option parser.
        let flag = if w.starts_with("--") { &w[1..] } else { w };
        let (name, value) = match flag.split_once('=') {
            Some((n, v)) => (n, Some(v)),
            None => (flag, None),
        };
        match name {
            "-S" => {}
            "-o" => {
                if value.is_none() {
                    i += 1;
                }
            }
            "-passes" | "-p" => {
                let v = match value {
                    Some(v) => v.to_string(),
                    None => {
                        i += 1;
                        words.get(i - 1).cloned().ok_or("-passes without a value")?
                    }
                };
                passes.push(v);
            }
            "-O0" | "-O1" | "-O2" | "-O3" | "-Os" | "-Oz" => {
                passes.push(format!("default<{}>", &name[1..]));
            }
            n if NO_OUTPUT.contains(&n) => {
                return Err(format!("opt writes no IR ({w})"));
            }
            n if VALUE_FLAGS.contains(&n) && value.is_none() => {
                let v = words
                    .get(i)
                    .cloned()
                    .ok_or(format!("{w} without a value"))?;
                i += 1;
                flags.push(w.to_string());
                flags.push(v);
            }
            n if n.starts_with('-') && n.len() > 1 => {
                let bare = &n[1..];
                if let Some((_, pass)) = LEGACY_PASSES.iter().find(|(l, _)| *l == bare)
                    && value.is_none()
                {
                    passes.push(pass.to_string());
                    continue;
                }
                if value.is_none() && LEGACY_ANALYSES.contains(&bare) {
                    continue;
                }
                if value.is_none() && registry.contains(bare) {
                    passes.push(bare.to_string());
                    continue;
                }
                open_flag = value.is_none();
                flags.push(w.to_string());
            }
            "-" => input = Some("-".to_string()),
            _ if after_open_flag && !w.starts_with('%') => flags.push(w.to_string()),
            _ => {
                if input.is_some() {
                    return Err(format!("opt is given two inputs ({w})"));
                }
                input = Some(w.to_string());
            }
        }
    }
    for f in &flags {
        if let Some(p) = f.find('%') {
            return Err(format!(
                "a flag needs the lit substitution {} ({f})",
                &f[p..(p + 2).min(f.len())]
            ));
        }
    }
    Ok((
        OptStep {
            pipeline: passes.join(","),
            flags,
        },
        input,
    ))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn check(text: &str) -> Vec<OptStep> {
        match run_lines(text, &PassNames::default()).as_slice() {
            [RunLine::Check { steps, .. }] => steps.clone(),
            other => panic!("not one check: {other:?}"),
        }
    }

    fn skipped(text: &str) -> String {
        match run_lines(text, &PassNames::default()).as_slice() {
            [RunLine::Skipped { reason, .. }] => reason.clone(),
            other => panic!("not one skip: {other:?}"),
        }
    }

    fn step(pipeline: &str, flags: &[&str]) -> OptStep {
        OptStep {
            pipeline: pipeline.into(),
            flags: flags.iter().map(|s| s.to_string()).collect(),
        }
    }

    #[test]
    fn the_usual_line() {
        assert_eq!(
            check("; RUN: opt < %s -passes=instcombine -S | FileCheck %s\n"),
            vec![step("instcombine", &[])]
        );
        assert_eq!(
            check("; RUN: opt -S -passes='function(sroa,gvn)' %s | FileCheck %s"),
            vec![step("function(sroa,gvn)", &[])]
        );
        assert_eq!(
            check("; RUN: opt -p \"default<O2>\" -S %s -o - 2>&1 | FileCheck %s"),
            vec![step("default<O2>", &[])]
        );
    }

    #[test]
    fn levels_legacy_flags_and_pass_through() {
        assert_eq!(
            check("; RUN: opt -O2 -S -mtriple=x86_64-- %s | FileCheck %s"),
            vec![step("default<O2>", &["-mtriple=x86_64--"])]
        );
        assert_eq!(
            check("; RUN: opt -instcombine -basic-aa -gvn -S < %s"),
            vec![step("instcombine,gvn", &[])]
        );
        assert_eq!(
            check("; RUN: opt -passes=licm -licm-max-num-uses=4 -mtriple x86_64 -S < %s"),
            vec![step(
                "licm",
                &["-licm-max-num-uses=4", "-mtriple", "x86_64"]
            )]
        );
    }

    /// A registry as `opt-22 --print-passes` and `--help-list-hidden` list
    /// them (cut down): `gc-empty-basic-blocks` is an option too.
    fn registry() -> PassNames {
        let passes = "Module passes:\n  partial-inliner\n  gc-empty-basic-blocks\nFunction passes:\n  early-cse<memssa>\n  loop-unroll<O0;O1>\n    an indented note\n";
        let help = "OPTIONS:\n  --gc-empty-basic-blocks   - Enable garbage-collecting\n  --passes=<string>         - A textual description\n      --instcombine         - Combine redundant instructions\n";
        PassNames::from_listings(passes, help)
    }

    #[test]
    fn the_registry_lists_passes_that_are_not_options() {
        let r = registry();
        assert!(r.contains("partial-inliner"));
        assert!(r.contains("early-cse"));
        assert!(r.contains("loop-unroll"));
        assert!(!r.contains("gc-empty-basic-blocks"));
        assert!(!r.contains("an indented note"));
        assert!(!r.contains("passes"));
    }

    #[test]
    fn a_flag_the_registry_names_is_its_pass_in_order() {
        let text = "; RUN: opt -instcombine -partial-inliner -simplifycfg -gc-empty-basic-blocks -S < %s\n";
        let lines = run_lines(text, &registry());
        assert_eq!(
            lines,
            vec![RunLine::Check {
                line: 1,
                steps: vec![step(
                    "instcombine,partial-inliner,simplifycfg",
                    &["-gc-empty-basic-blocks"]
                )]
            }]
        );
        // Without the registry the flag llsem does not know is passed
        // through, for `opt` to reject.
        assert_eq!(
            check(text),
            vec![step(
                "instcombine,simplifycfg",
                &["-partial-inliner", "-gc-empty-basic-blocks"]
            )]
        );
    }

    #[test]
    fn continuation_lines_are_joined() {
        let text = "; RUN: opt < %s -S \\\n; RUN:   -passes=gvn \\\n; RUN: | FileCheck %s\ndefine void @f() {\n  ret void\n}\n; RUN: opt < %s -S -passes=sccp\n";
        let lines = run_lines(text, &PassNames::default());
        assert_eq!(lines.len(), 2);
        assert_eq!(
            lines[0],
            RunLine::Check {
                line: 1,
                steps: vec![step("gvn", &[])]
            }
        );
        assert_eq!(lines[1].line(), 7);
    }

    #[test]
    fn a_flag_value_may_follow_as_its_own_word() {
        let text = "; RUN: opt < %s -S -passes=speculative-execution \\\n; RUN:   -spec-exec-max-speculation-cost 4 -spec-exec-max-not-hoisted 3 \\\n; RUN:   | FileCheck %s\n";
        assert_eq!(
            check(text),
            vec![step(
                "speculative-execution",
                &[
                    "-spec-exec-max-speculation-cost",
                    "4",
                    "-spec-exec-max-not-hoisted",
                    "3"
                ]
            )]
        );
        // A lit substitution after such a flag is still the input.
        assert_eq!(
            check("; RUN: opt -passes=gvn -enable-load-pre %s -S | FileCheck %s"),
            vec![step("gvn", &["-enable-load-pre"])]
        );
        assert!(skipped("; RUN: opt -passes=gvn %s -x 1 2").contains("two inputs"));
    }

    #[test]
    fn opt_into_opt_is_two_steps() {
        assert_eq!(
            check("; RUN: opt -S -passes=sroa < %s | opt -S -passes=instcombine | FileCheck %s"),
            vec![step("sroa", &[]), step("instcombine", &[])]
        );
    }

    #[test]
    fn skipped_lines_say_why() {
        assert!(skipped("; RUN: llc < %s | FileCheck %s").contains("does not run opt"));
        assert!(skipped("; RUN: not opt -passes=foo < %s").contains("expects opt to fail"));
        assert!(skipped("; RUN: opt -passes=gvn -disable-output < %s").contains("no IR"));
        assert!(skipped("; RUN: opt -passes=gvn -S %t/a.ll").contains("%t/a.ll"));
        assert!(skipped("; RUN: sed s/X/Y/ %s | opt -S -passes=gvn").contains("sed"));
        assert!(skipped("; RUN: opt %{flags} < %s").contains("substitution"));
        assert!(skipped("; RUN: opt -load-pass-plugin=%llvmshlibdir/x.so < %s").contains("%l"));
        assert!(skipped("; RUN: opt -passes='gvn < %s").contains("quote"));
    }

    #[test]
    fn other_tools_in_the_line_are_ignored() {
        assert_eq!(
            check("; RUN: opt -passes=dse -S %s -o %t && llvm-dis < %t | FileCheck %s"),
            vec![step("dse", &[])]
        );
        assert_eq!(
            check("; RUN: env FOO=1 opt -passes=dse -S < %s 2> %t.err | FileCheck %s"),
            vec![step("dse", &[])]
        );
    }

    #[test]
    fn only_comment_lines_are_directives() {
        assert!(
            run_lines(
                "define void @f() {\n  ret void ; RUN: opt < %s\n}\n",
                &PassNames::default()
            )
            .is_empty()
        );
        assert!(run_lines("@s = constant [5 x i8] c\"RUN: \"\n", &PassNames::default()).is_empty());
    }
}
