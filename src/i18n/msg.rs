//! A message as data: a catalog id and its arguments, formatted later in
//! whatever language the reader speaks. The games return these for what
//! they cannot word in advance (a broken rule, a bad move, a bad option):
//! the same error reaches a player in their language and a record check in
//! English.

use super::{message, Arg, Lang};
use std::fmt;

/// A catalog message with its arguments.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Msg {
    pub id: &'static str,
    pub args: Vec<(&'static str, MsgArg)>,
}

/// One argument of a [`Msg`].
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum MsgArg {
    /// Words that are the same in every language (a cell, a move, a name).
    Text(String),
    /// A number (plural rules see it).
    Number(i64),
    /// Another message, formatted in the same language first.
    Msg(Box<Msg>),
}

impl From<&str> for MsgArg {
    fn from(s: &str) -> Self {
        MsgArg::Text(s.to_string())
    }
}
impl From<String> for MsgArg {
    fn from(s: String) -> Self {
        MsgArg::Text(s)
    }
}
impl From<&String> for MsgArg {
    fn from(s: &String) -> Self {
        MsgArg::Text(s.clone())
    }
}
impl From<Msg> for MsgArg {
    fn from(m: Msg) -> Self {
        MsgArg::Msg(Box::new(m))
    }
}
macro_rules! number_msg_arg {
    ($($t:ty),*) => {$(
        impl From<$t> for MsgArg {
            fn from(n: $t) -> Self {
                MsgArg::Number(n as i64)
            }
        }
    )*};
}
number_msg_arg!(u8, u16, u32, u64, usize, i8, i16, i32, i64);

impl Msg {
    /// A message without arguments.
    pub fn id(id: &'static str) -> Msg {
        Msg {
            id,
            args: Vec::new(),
        }
    }

    /// The message in `lang`.
    pub fn text(&self, lang: Lang) -> String {
        let args: Vec<(&str, Arg)> = self
            .args
            .iter()
            .map(|(name, value)| {
                let arg = match value {
                    MsgArg::Text(s) => Arg::Text(s.as_str().into()),
                    MsgArg::Number(n) => Arg::Number(*n as f64),
                    MsgArg::Msg(m) => Arg::Text(m.text(lang).into()),
                };
                (*name, arg)
            })
            .collect();
        message(lang, self.id, &args)
    }
}

/// English, for records, the command line and logs.
impl fmt::Display for Msg {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.text(Lang::En))
    }
}

/// Something that can say itself as a message (a game's rule error).
pub trait ToMsg {
    fn to_msg(&self) -> Msg;
}

/// `msg!("id")`, `msg!("id", cell = c, count = n)`: a [`Msg`].
#[macro_export]
macro_rules! msg {
    ($id:literal) => {
        $crate::i18n::Msg::id($id)
    };
    ($id:literal, $($name:ident = $value:expr),+ $(,)?) => {
        $crate::i18n::Msg {
            id: $id,
            args: vec![$((stringify!($name), $crate::i18n::MsgArg::from($value))),+],
        }
    };
}
