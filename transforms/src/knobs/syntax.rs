//! How a knob's value is written: what `--knob NAME=VALUE` reads, what an error and `--help`
//! say it takes, what the doc tables show, and what a preset may hold. Each knob of
//! `knobs/table.rs` names one of these; a new kind of value is one more [`Syntax`] here.

use super::KnobError;
use crate::eliminate::PassName;
use serde::{Deserializer, Serializer};

/// The syntax of a knob whose field has type `T`.
pub trait Syntax<T>: Sync {
    /// What it takes, in words: the `expected …` of a bad value, and `--help`.
    fn takes(&self) -> String;
    /// The doc tables' `values` column.
    fn values(&self) -> String;
    /// Reads `text` into `value`; false when `text` is no value of this syntax.
    fn read(&self, text: &str, value: &mut T) -> bool;
    /// Whether a value a preset holds is one `read` could give (a preset is read by serde,
    /// which knows the type but not the range).
    fn check(&self, _knob: &'static str, _value: &T) -> Result<(), KnobError> {
        Ok(())
    }
}

/// A value read whole from the text (`parse`), replacing the one before.
pub struct Parsed<T: 'static> {
    /// What it takes, in words ([`Syntax::takes`]).
    pub takes: &'static str,
    /// The doc tables' `values` column.
    pub values: &'static str,
    /// The value `text` spells, if any.
    pub parse: fn(&str) -> Option<T>,
    /// Whether a preset's value is one `parse` could give ([`Syntax::check`]).
    pub check: fn(&'static str, &T) -> Result<(), KnobError>,
}

impl<T: 'static> Syntax<T> for Parsed<T> {
    fn takes(&self) -> String {
        self.takes.into()
    }
    fn values(&self) -> String {
        self.values.into()
    }
    fn read(&self, text: &str, value: &mut T) -> bool {
        (self.parse)(text).map(|v| *value = v).is_some()
    }
    fn check(&self, knob: &'static str, value: &T) -> Result<(), KnobError> {
        (self.check)(knob, value)
    }
}

fn anything<T>(_: &'static str, _: &T) -> Result<(), KnobError> {
    Ok(())
}

/// A flag, `0`/`false` or `1`/`true`, that presets and reports write `true`/`false`.
pub const BOOL: Parsed<bool> = Parsed {
    takes: "0 or 1",
    values: "bool",
    parse: |text| match text {
        "0" | "false" => Some(false),
        "1" | "true" => Some(true),
        _ => None,
    },
    check: anything,
};

/// One of cicc's integer-spelled flags: read as [`BOOL`], written `0`/`1` ([`cicc_flag`]).
pub const CICC_FLAG: Parsed<bool> = Parsed {
    values: "0/1",
    ..BOOL
};

/// An integer.
pub const INT: Parsed<i64> = Parsed {
    takes: "an integer",
    values: "int",
    parse: |text| text.parse().ok(),
    check: anything,
};

/// A flag given as an integer, any non-zero one meaning 1 (cicc's `branch-dist-norm`),
/// written `0`/`1` ([`cicc_flag`]).
pub const NON_ZERO: Parsed<bool> = Parsed {
    takes: INT.takes,
    values: CICC_FLAG.values,
    parse: |text| text.parse::<i64>().ok().map(|v| v != 0),
    check: anything,
};

/// A level, 0 to 3 (`precision`, `sync-mode`).
pub const LEVEL: Parsed<u8> = Parsed {
    takes: "0, 1, 2 or 3",
    values: "0–3",
    parse: |text| match text {
        "0" => Some(0),
        "1" => Some(1),
        "2" => Some(2),
        "3" => Some(3),
        _ => None,
    },
    check: |knob, value| match *value {
        0..=3 => Ok(()),
        value => Err(KnobError::OutOfRange { knob, value }),
    },
};

/// Any text (`no-branch-dist`: function names, comma-separated).
pub const NAMES: Parsed<String> = Parsed {
    takes: "any text",
    values: "`f,g`",
    parse: |text| Some(text.to_string()),
    check: anything,
};

/// A launch's block, `X[,Y[,Z]]` ([`parse_block`]), or `none`.
pub const BLOCK: Parsed<Option<[u32; 3]>> = Parsed {
    takes: "X[,Y[,Z]] with positive dimensions of at most 1024 threads, or none",
    values: "`X[,Y[,Z]]`, `none`",
    parse: |text| match text {
        "none" | "" => Some(None),
        dims => parse_block(dims).map(Some),
    },
    check: |knob, value| match *value {
        Some([x, y, z]) if parse_block(&format!("{x},{y},{z}")).is_none() => {
            Err(KnobError::BadValue {
                knob: knob.into(),
                expected: "positive dimensions of at most 1024 threads (x, y ≤ 1024, z ≤ 64)"
                    .into(),
                value: format!("[{x}, {y}, {z}]"),
            })
        }
        _ => Ok(()),
    },
};

/// One of a few words, each naming a value of an enum (`sound`, `faithful`).
pub struct OneOf<T: 'static> {
    /// The words, with their values, in the order `takes` lists them.
    pub words: &'static [(&'static str, T)],
    /// More words for some of the values, accepted but not listed (`3d` for `any`).
    pub aliases: &'static [(&'static str, T)],
}

impl<T: Copy + Sync> Syntax<T> for OneOf<T> {
    fn takes(&self) -> String {
        let words: Vec<&str> = self.words.iter().map(|(w, _)| *w).collect();
        match words.split_last() {
            Some((last, rest)) if !rest.is_empty() => format!("{} or {last}", rest.join(", ")),
            _ => words.concat(),
        }
    }
    fn values(&self) -> String {
        let words: Vec<String> = self.words.iter().map(|(w, _)| format!("`{w}`")).collect();
        words.join(", ")
    }
    fn read(&self, text: &str, value: &mut T) -> bool {
        let mut all = self.words.iter().chain(self.aliases);
        all.find(|(w, _)| *w == text)
            .map(|(_, v)| *value = *v)
            .is_some()
    }
}

/// A list of passes, comma-separated, each by its [`PassName::as_str`] spelling.
pub struct Passes;

impl Syntax<Vec<PassName>> for Passes {
    fn takes(&self) -> String {
        let names: Vec<&str> = PassName::ALL.iter().map(|p| p.as_str()).collect();
        format!("a list of {}", names.join(", "))
    }
    fn values(&self) -> String {
        let names: Vec<String> = PassName::ALL
            .iter()
            .map(|p| format!("`{}`", p.as_str()))
            .collect();
        format!("list of {}", names.join(", "))
    }
    fn read(&self, text: &str, value: &mut Vec<PassName>) -> bool {
        let passes = text.split(',').map(str::trim).filter(|s| !s.is_empty());
        let parsed: Option<Vec<PassName>> = passes.map(PassName::parse).collect();
        parsed.map(|passes| *value = passes).is_some()
    }
}

/// Places `FILE:LINE`, comma-separated, each **added** to the list (`keep`).
pub struct Places;

impl Syntax<Vec<String>> for Places {
    fn takes(&self) -> String {
        "FILE:LINE, comma-separated".into()
    }
    fn values(&self) -> String {
        "`FILE:LINE,…`".into()
    }
    fn read(&self, text: &str, value: &mut Vec<String>) -> bool {
        for place in text.split(',').map(str::trim).filter(|p| !p.is_empty()) {
            match place.rsplit_once(':') {
                Some((file, line))
                    if !file.is_empty() && line.parse::<u32>().is_ok_and(|l| l > 0) =>
                {
                    value.push(place.to_string())
                }
                _ => return false,
            }
        }
        true
    }
}

/// `128`, `16,8`, `8,8,4`: a block of at most 1024 threads, each dimension within the
/// hardware's limits (x, y ≤ 1024, z ≤ 64).
pub fn parse_block(text: &str) -> Option<[u32; 3]> {
    let parts: Vec<&str> = text.split(',').map(str::trim).collect();
    if parts.is_empty() || parts.len() > 3 {
        return None;
    }
    let mut dims = [1u32; 3];
    for (k, p) in parts.iter().enumerate() {
        dims[k] = p.parse().ok().filter(|v| *v > 0)?;
    }
    let total = u64::from(dims[0]) * u64::from(dims[1]) * u64::from(dims[2]);
    (dims[0] <= 1024 && dims[1] <= 1024 && dims[2] <= 64 && total <= 1024).then_some(dims)
}

/// The serde form of cicc's integer-spelled flags (`ignore-variance-cond = 0`): a `bool`
/// written `0` or `1`, as cicc spells it, in presets and in the JSON report; read from an
/// integer from 0 to 255 (any non-zero one is 1, as cicc reads it) or from `true`/`false`.
pub mod cicc_flag {
    use super::*;
    use serde::de::{Error, Unexpected, Visitor};

    /// Writes `0` or `1`.
    pub fn serialize<S: Serializer>(flag: &bool, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.serialize_u8(u8::from(*flag))
    }

    /// Reads an integer from 0 to 255 or a boolean.
    pub fn deserialize<'de, D: Deserializer<'de>>(deserializer: D) -> Result<bool, D::Error> {
        deserializer.deserialize_any(FlagVisitor)
    }

    struct FlagVisitor;

    impl Visitor<'_> for FlagVisitor {
        type Value = bool;

        fn expecting(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
            f.write_str("0, 1, true or false")
        }
        fn visit_bool<E: Error>(self, v: bool) -> Result<bool, E> {
            Ok(v)
        }
        fn visit_u64<E: Error>(self, v: u64) -> Result<bool, E> {
            match u8::try_from(v) {
                Ok(v) => Ok(v != 0),
                Err(_) => Err(E::invalid_value(Unexpected::Unsigned(v), &self)),
            }
        }
        fn visit_i64<E: Error>(self, v: i64) -> Result<bool, E> {
            match u8::try_from(v) {
                Ok(v) => Ok(v != 0),
                Err(_) => Err(E::invalid_value(Unexpected::Signed(v), &self)),
            }
        }
    }
}
