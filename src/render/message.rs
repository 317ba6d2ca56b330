//! A front-end neutral message: text, embeds and components, with Discord's limits. **Every view
//! returns messages that `check` accepts**: long text is split into pages at line breaks, long
//! lists of choices into several menus or messages — never truncated.

use super::pick::{Notation, Pick};
use serde::Serialize;

/// Discord's limits (counted in UTF-16 units, see `len`).
pub mod limits {
    pub const CONTENT: usize = 2000;
    pub const EMBED_TITLE: usize = 256;
    pub const EMBED_DESCRIPTION: usize = 4096;
    pub const EMBEDS_TOTAL: usize = 6000;
    pub const EMBEDS: usize = 10;
    pub const FIELDS: usize = 25;
    pub const FIELD_NAME: usize = 256;
    pub const FIELD_VALUE: usize = 1024;
    pub const FOOTER: usize = 2048;
    pub const ROWS: usize = 5;
    pub const BUTTONS_PER_ROW: usize = 5;
    pub const MENU_OPTIONS: usize = 25;
    pub const LABEL: usize = 80;
    pub const CUSTOM_ID: usize = 100;
    pub const PLACEHOLDER: usize = 150;
}

#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize)]
pub struct Field {
    pub name: String,
    pub value: String,
}

#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize)]
pub struct Embed {
    pub title: String,
    pub description: String,
    pub fields: Vec<Field>,
    pub footer: String,
}

/// A button or menu option: `pick` is what it does (a game's action `A`, or undo, or a step of
/// what is shown), `label` what the player reads. Written as `{"id": <the pick's code>,
/// "label": …}` (a script's `choices`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Choice<A> {
    pub pick: Pick<A>,
    pub label: String,
}

impl<A: Notation> Serialize for Choice<A> {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        use serde::ser::SerializeStruct;
        let mut st = s.serialize_struct("Choice", 2)?;
        st.serialize_field("id", &self.pick.code())?;
        st.serialize_field("label", &self.label)?;
        st.end()
    }
}

impl<A: Notation> Choice<A> {
    /// The same choice with its action by code (what the table hands front ends).
    pub fn coded(&self) -> Choice<crate::games::Code> {
        Choice {
            pick: self.pick.coded(),
            label: self.label.clone(),
        }
    }
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(bound(serialize = "A: Notation"))]
pub enum Row<A> {
    Buttons(Vec<Choice<A>>),
    Menu {
        placeholder: String,
        options: Vec<Choice<A>>,
    },
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(bound(serialize = "A: Notation"))]
pub struct Message<A> {
    pub content: String,
    pub embeds: Vec<Embed>,
    pub rows: Vec<Row<A>>,
    /// Options about a place, for a picture of the map with their numbers (empty: none).
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub map: Vec<Mark>,
}

/// One option drawn on the picture of the board: the number its button starts with, its place
/// as its game writes it (`table::Board::options_svg` reads it), and (for a rail) what it
/// costs.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Mark {
    pub number: String,
    pub place: String,
    pub price: Option<i32>,
}

impl<A> Default for Message<A> {
    fn default() -> Message<A> {
        Message {
            content: String::new(),
            embeds: Vec::new(),
            rows: Vec::new(),
            map: Vec::new(),
        }
    }
}

/// A limit a message breaks.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("{what}: {got} > {limit}")]
pub struct LimitError {
    pub what: &'static str,
    pub got: usize,
    pub limit: usize,
}

/// A game's turn message in one embed: `title` (the awaited decision, cut to 250 characters),
/// as many of `lines` as fit in a description of 3,900 units, the rows of choices and the
/// options' marks on the picture.
pub fn turn_embed<A>(
    title: &str,
    lines: &[String],
    rows: Vec<Row<A>>,
    map: Vec<Mark>,
) -> Message<A> {
    let mut description = String::new();
    for l in lines {
        if len(&description) + len(l) + 1 > 3900 {
            break;
        }
        if !description.is_empty() {
            description.push('\n');
        }
        description.push_str(l);
    }
    Message {
        content: String::new(),
        embeds: vec![Embed {
            title: title.chars().take(250).collect(),
            description,
            fields: Vec::new(),
            footer: String::new(),
        }],
        rows,
        map,
    }
}

/// Length as Discord measures it: UTF-16 code units (an emoji such as 🟨 counts 2), which is
/// never less than the number of characters.
pub fn len(s: &str) -> usize {
    s.encode_utf16().count()
}

/// The byte index where the first `limit` UTF-16 units of `s` end (on a char boundary).
fn cut_at(s: &str, limit: usize) -> usize {
    let mut units = 0;
    for (i, c) in s.char_indices() {
        units += c.len_utf16();
        if units > limit {
            return i;
        }
    }
    s.len()
}

fn at_most(what: &'static str, got: usize, limit: usize) -> Result<(), LimitError> {
    if got > limit {
        Err(LimitError { what, got, limit })
    } else {
        Ok(())
    }
}

impl<A: Notation> Message<A> {
    /// The same message with its choices' actions by code (what the table hands front ends;
    /// it serialises the same).
    pub fn coded(&self) -> Message<crate::games::Code> {
        let coded = |choices: &[Choice<A>]| choices.iter().map(Choice::coded).collect();
        Message {
            content: self.content.clone(),
            embeds: self.embeds.clone(),
            rows: self
                .rows
                .iter()
                .map(|row| match row {
                    Row::Buttons(choices) => Row::Buttons(coded(choices)),
                    Row::Menu {
                        placeholder,
                        options,
                    } => Row::Menu {
                        placeholder: placeholder.clone(),
                        options: coded(options),
                    },
                })
                .collect(),
            map: self.map.clone(),
        }
    }

    /// Checks every Discord limit.
    pub fn check(&self) -> Result<(), LimitError> {
        use limits::*;
        at_most("content", len(&self.content), CONTENT)?;
        at_most("embeds", self.embeds.len(), EMBEDS)?;
        let mut total = 0;
        for e in &self.embeds {
            at_most("embed title", len(&e.title), EMBED_TITLE)?;
            at_most("embed description", len(&e.description), EMBED_DESCRIPTION)?;
            at_most("fields", e.fields.len(), FIELDS)?;
            at_most("footer", len(&e.footer), FOOTER)?;
            total += len(&e.title) + len(&e.description) + len(&e.footer);
            for f in &e.fields {
                at_most("field name", len(&f.name), FIELD_NAME)?;
                at_most("field value", len(&f.value), FIELD_VALUE)?;
                total += len(&f.name) + len(&f.value);
            }
        }
        at_most("all embeds", total, EMBEDS_TOTAL)?;
        at_most("rows", self.rows.len(), ROWS)?;
        for row in &self.rows {
            let (choices, limit) = match row {
                Row::Buttons(b) => (b, BUTTONS_PER_ROW),
                Row::Menu {
                    placeholder,
                    options,
                } => {
                    at_most("menu placeholder", len(placeholder), PLACEHOLDER)?;
                    (options, MENU_OPTIONS)
                }
            };
            at_most("choices in a row", choices.len(), limit)?;
            for c in choices {
                at_most("label", len(&c.label), LABEL)?;
                at_most("custom id", len(&c.pick.code()), CUSTOM_ID)?;
            }
        }
        Ok(())
    }

    /// All the text of the message (for tests and the terminal).
    pub fn text(&self) -> String {
        let mut out = self.content.clone();
        for e in &self.embeds {
            for part in [&e.title, &e.description] {
                if !part.is_empty() {
                    out.push('\n');
                    out.push_str(part);
                }
            }
            for f in &e.fields {
                out.push_str(&format!("\n{}\n{}", f.name, f.value));
            }
            if !e.footer.is_empty() {
                out.push('\n');
                out.push_str(&e.footer);
            }
        }
        for row in &self.rows {
            let choices = match row {
                Row::Buttons(b) => b,
                Row::Menu { options, .. } => options,
            };
            for c in choices {
                out.push_str(&format!("\n[{}] {}", c.pick, c.label));
            }
        }
        out
    }
}

/// Cuts a label to the limit, marking the cut with "..." (labels are summaries; the full text is
/// always in the message body).
pub fn label(text: &str) -> String {
    label_to(text, limits::LABEL)
}

/// Splits lines into page bodies of at most `limit` characters, at line breaks. A single line
/// longer than the limit is split inside the line (never dropped).
pub fn pages(lines: &[String], limit: usize) -> Vec<String> {
    let mut out = Vec::new();
    let mut page = String::new();
    let mut page_len = 0;
    for line in lines {
        let mut rest: &str = line;
        loop {
            let need = len(rest) + usize::from(!page.is_empty());
            if page_len + need <= limit {
                if !page.is_empty() {
                    page.push('\n');
                }
                page.push_str(rest);
                page_len += need;
                break;
            }
            if !page.is_empty() {
                out.push(std::mem::take(&mut page));
                page_len = 0;
                continue;
            }
            // One line longer than a page: split it.
            let cut = cut_at(rest, limit).max(rest.chars().next().map_or(0, char::len_utf8));
            out.push(rest[..cut].to_string());
            rest = &rest[cut..];
            if rest.is_empty() {
                break;
            }
        }
    }
    if !page.is_empty() || out.is_empty() {
        out.push(page);
    }
    out
}

/// A titled text view as messages: one embed per message, paged when long ("title (2/3)").
pub fn text_view<A>(title: &str, lines: &[String]) -> Vec<Message<A>> {
    // Leave room in the 6,000 total for the title and its page number.
    let bodies = pages(lines, limits::EMBED_DESCRIPTION - 96);
    let n = bodies.len();
    bodies
        .into_iter()
        .enumerate()
        .map(|(i, description)| {
            let title = if n > 1 {
                format!("{title} ({}/{n})", i + 1)
            } else {
                title.to_string()
            };
            Message {
                content: String::new(),
                embeds: vec![Embed {
                    title: label_to(&title, limits::EMBED_TITLE),
                    description,
                    fields: Vec::new(),
                    footer: String::new(),
                }],
                rows: Vec::new(),
                map: Vec::new(),
            }
        })
        .collect()
}

fn label_to(text: &str, limit: usize) -> String {
    if len(text) <= limit {
        return text.to_string();
    }
    let head = &text[..cut_at(text, limit - 3)];
    // At a word's end: a label is shortened by its words, never cut inside a word or a number.
    let whole = match text[head.len()..].starts_with(' ') {
        true => head,
        false => head.rfind(' ').map_or(head, |i| &head[..i]),
    };
    let mut s = whole
        .trim_end_matches([' ', ',', ';', ':', '(', '—', '-'])
        .to_string();
    s.push_str("...");
    s
}

/// Lays choices out as components: up to 25 as buttons (5 rows of 5), more as select menus of
/// 25 options (5 menus a message); beyond that, further messages carry the rest.
pub fn component_pages<A: Notation + Clone>(
    choices: &[Choice<A>],
    placeholder: &str,
) -> Vec<Vec<Row<A>>> {
    use limits::*;
    if choices.len() <= ROWS * BUTTONS_PER_ROW {
        let rows = choices
            .chunks(BUTTONS_PER_ROW)
            .map(|c| Row::Buttons(c.to_vec()))
            .collect();
        return vec![rows];
    }
    let menus: Vec<Row<A>> = choices
        .chunks(MENU_OPTIONS)
        .map(|c| Row::Menu {
            placeholder: label_to(placeholder, PLACEHOLDER),
            options: c.to_vec(),
        })
        .collect();
    menus.chunks(ROWS).map(|m| m.to_vec()).collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn pages_split_at_line_breaks_and_keep_every_line() {
        let lines: Vec<String> = (0..300)
            .map(|i| format!("line {i:03} {}", "x".repeat(20)))
            .collect();
        let bodies = pages(&lines, 1000);
        assert!(bodies.len() > 1);
        assert!(bodies.iter().all(|b| len(b) <= 1000));
        assert_eq!(bodies.join("\n"), lines.join("\n"));
    }

    #[test]
    fn an_overlong_line_is_split_not_dropped() {
        let lines = vec!["y".repeat(2500)];
        let bodies = pages(&lines, 1000);
        assert_eq!(bodies.len(), 3);
        assert_eq!(bodies.concat(), lines[0]);
    }

    #[test]
    fn emoji_count_as_discord_counts_them() {
        assert_eq!(len("🟨a"), 3);
        let lines = vec!["🟨".repeat(600)];
        let bodies = pages(&lines, 1000);
        assert!(bodies.iter().all(|b| len(b) <= 1000));
        assert_eq!(bodies.concat(), lines[0]);
        let long = label(&"🟥".repeat(50));
        assert!(len(&long) <= limits::LABEL && long.ends_with("..."));
    }

    /// A label too long for a button is shortened by whole words: no word or number is cut.
    #[test]
    fn a_long_label_is_cut_between_words() {
        let text = format!("{} you can raise $1450 now", "word ".repeat(14));
        let cut = label(&text);
        assert!(len(&cut) <= limits::LABEL, "{cut}");
        let kept = cut.trim_end_matches("...");
        assert!(text.starts_with(kept), "{cut}");
        assert!(
            text[kept.len()..].starts_with(' '),
            "cut inside a word: {cut}"
        );
        assert!(!cut.contains("$1..."), "{cut}");
    }

    #[test]
    fn many_choices_become_menus_then_more_messages() {
        let choices: Vec<Choice<crate::games::Code>> = (0..140)
            .map(|i| Choice {
                pick: Pick::Step(i.to_string()),
                label: format!("choice {i}"),
            })
            .collect();
        let pages = component_pages(&choices, "pick");
        assert_eq!(pages.len(), 2);
        for rows in &pages {
            let m = Message {
                rows: rows.clone(),
                ..Message::default()
            };
            m.check().unwrap();
        }
        let few = component_pages(&choices[..7], "pick");
        assert_eq!(
            few,
            vec![vec![
                Row::Buttons(choices[..5].to_vec()),
                Row::Buttons(choices[5..7].to_vec())
            ]]
        );
    }
}
