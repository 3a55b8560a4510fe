//! What one knob's declaration gives: [`KnobSpec`], and the `knobs!` macro that turns the
//! table of `knobs/table.rs` into the [`Knobs`] struct and the [`KNOBS`](super::KNOBS) list.

use super::syntax::Syntax;
use super::{KnobError, Knobs};

/// Declares [`Knobs`] and [`KNOBS`](super::KNOBS) from one entry a knob:
///
/// ```text
/// /// What it means (the field's doc, and the doc tables' `meaning`).
/// #[serde(default)]                       // serde attributes of the field, if any
/// field_name: Type = "knob-name" | "alias", SYNTAX;
/// ```
///
/// The knob's name is its `--knob` name and its serde name (presets, the JSON report); the
/// syntax ([`super::syntax`]) says how `--knob` reads it and what it takes.
macro_rules! knobs {
    ($(
        $(#[doc = $doc:literal])+
        $(#[serde($($serde:tt)*)])*
        $field:ident: $ty:ty = $name:literal $(| $alias:literal)*, $syntax:expr;
    )*) => {
        /// Every knob: the passes, their flavour, the precision, and cicc's `branch-dist` knobs
        /// under their original names (declared in `knobs/table.rs`; the module doc of
        /// [`crate::knobs`] has the table).
        #[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
        #[serde(deny_unknown_fields)]
        pub struct Knobs {
            $(
                $(#[doc = $doc])+
                #[serde(rename = $name)]
                $(#[serde($($serde)*)])*
                pub $field: $ty,
            )*
        }

        /// Every knob's declaration, in field order (the order of the JSON report).
        pub static KNOBS: &[KnobSpec] = &[$(
            KnobSpec::new(
                $name,
                &[$($alias),*],
                concat!($($doc),+),
                &Field::<$ty> {
                    get: |k| &k.$field,
                    get_mut: |k| &mut k.$field,
                    syntax: &$syntax,
                },
            ),
        )*];
    };
}
pub(super) use knobs;

/// One knob, as `knobs/table.rs` declares it.
pub struct KnobSpec {
    /// Its `--knob` name, and its name in presets and in the JSON report.
    pub name: &'static str,
    /// Other names `--knob` accepts for it (`flavor`).
    pub aliases: &'static [&'static str],
    doc: &'static str,
    field: &'static dyn Access,
}

impl KnobSpec {
    pub(super) const fn new(
        name: &'static str,
        aliases: &'static [&'static str],
        doc: &'static str,
        field: &'static dyn Access,
    ) -> Self {
        KnobSpec {
            name,
            aliases,
            doc,
            field,
        }
    }

    /// The knob `--knob` calls `name` (its name or an alias).
    pub fn named(name: &str) -> Option<&'static KnobSpec> {
        super::KNOBS
            .iter()
            .find(|k| k.name == name || k.aliases.contains(&name))
    }

    /// What it means, in one line (its field's doc comment).
    pub fn doc(&self) -> &'static str {
        self.doc.trim()
    }

    /// What it takes, in words (`0 or 1`, `an integer`, `any, 2d or 1d`, …).
    pub fn takes(&self) -> String {
        self.field.takes()
    }

    /// Its values as the doc tables write them (`bool`, `` `sound`, `faithful` ``, …).
    pub fn values(&self) -> String {
        self.field.values()
    }

    /// Reads `text` into this knob of `knobs`; false when the knob takes no such value.
    pub fn read(&self, knobs: &mut Knobs, text: &str) -> bool {
        self.field.read(knobs, text)
    }

    /// Whether this knob's value in `knobs` is in range (presets are checked with it).
    pub fn check(&self, knobs: &Knobs) -> Result<(), KnobError> {
        self.field.check(self.name, knobs)
    }
}

/// A knob's field with its syntax, whatever its type.
pub(super) trait Access: Sync {
    fn takes(&self) -> String;
    fn values(&self) -> String;
    fn read(&self, knobs: &mut Knobs, text: &str) -> bool;
    fn check(&self, name: &'static str, knobs: &Knobs) -> Result<(), KnobError>;
}

/// Where a knob's value lives in [`Knobs`], and how it is written.
pub(super) struct Field<T: 'static> {
    pub get: fn(&Knobs) -> &T,
    pub get_mut: fn(&mut Knobs) -> &mut T,
    pub syntax: &'static dyn Syntax<T>,
}

impl<T: 'static> Access for Field<T> {
    fn takes(&self) -> String {
        self.syntax.takes()
    }
    fn values(&self) -> String {
        self.syntax.values()
    }
    fn read(&self, knobs: &mut Knobs, text: &str) -> bool {
        self.syntax.read(text, (self.get_mut)(knobs))
    }
    fn check(&self, name: &'static str, knobs: &Knobs) -> Result<(), KnobError> {
        self.syntax.check(name, (self.get)(knobs))
    }
}
