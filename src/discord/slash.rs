//! The slash commands, as registered with Discord: the command layer's specs
//! (`commands::slash_commands`) mapped to serenity builders.

use serenity::all::{CommandOptionType, CreateCommand, CreateCommandOption, Permissions};

use crate::commands::{
    choice_label, localized_name, localized_sub_name, slash_commands, OptionKind, SlashCommand,
    SlashOption,
};
use crate::i18n::Lang;

/// Discord's limit on a command or option description.
const MAX_DESCRIPTION: usize = 100;

fn description(text: &str) -> String {
    text.chars().take(MAX_DESCRIPTION).collect()
}

/// Discord's locales we speak, with the language of each. English is the
/// default text; en-US and en-GB repeat it so those clients need no fallback.
const LOCALES: [(&str, Lang); 4] = [
    ("pt-BR", Lang::Pt),
    ("fr", Lang::Fr),
    ("en-US", Lang::En),
    ("en-GB", Lang::En),
];

/// An option, described in each language by `describe`.
fn option(o: &SlashOption, describe: impl Fn(Lang) -> String) -> CreateCommandOption {
    let kind = match o.kind {
        OptionKind::Str => CommandOptionType::String,
        OptionKind::Int { .. } => CommandOptionType::Integer,
        OptionKind::User => CommandOptionType::User,
        OptionKind::Bool => CommandOptionType::Boolean,
        OptionKind::Role => CommandOptionType::Role,
    };
    let mut b = CreateCommandOption::new(kind, o.name, description(&describe(Lang::En)))
        .required(o.required)
        .set_autocomplete(o.autocomplete && o.choices.is_empty());
    for (locale, lang) in LOCALES {
        b = b
            .name_localized(locale, localized_name(o.name, lang))
            .description_localized(locale, description(&describe(lang)));
    }
    if let OptionKind::Int { min, max } = o.kind {
        b = b
            .min_int_value(min.max(0) as u64)
            .max_int_value(max.max(0) as u64);
    }
    for &choice in o.choices {
        b = b.add_string_choice_localized(
            choice_label(choice, Lang::En),
            choice,
            LOCALES.map(|(locale, lang)| (locale, choice_label(choice, lang))),
        );
    }
    b
}

fn command(c: &SlashCommand) -> CreateCommand {
    let mut b = CreateCommand::new(c.name).description(description(&c.description(Lang::En)));
    for (locale, lang) in LOCALES {
        b = b
            .name_localized(locale, localized_name(c.name, lang))
            .description_localized(locale, description(&c.description(lang)));
    }
    if c.name == "abort" {
        // Shown only to members who may manage messages (the command layer
        // checks again).
        b = b.default_member_permissions(Permissions::MANAGE_MESSAGES);
    }
    for o in &c.options {
        b = b.add_option(option(o, |l| c.option_description(o.name, l)));
    }
    for sub in &c.subcommands {
        let mut s = CreateCommandOption::new(
            CommandOptionType::SubCommand,
            sub.name,
            description(&c.sub_description(sub.name, Lang::En)),
        );
        for (locale, lang) in LOCALES {
            s = s
                .name_localized(locale, localized_sub_name(c.name, sub.name, lang))
                .description_localized(locale, description(&c.sub_description(sub.name, lang)));
        }
        for o in &sub.options {
            s = s.add_sub_option(option(o, |l| c.sub_option_description(sub.name, o.name, l)));
        }
        b = b.add_option(s);
    }
    b
}

/// Does option `option` of `command` (`nb place` for a subcommand)
/// autocomplete from the game?
pub fn autocompleted(command: &str, option: &str) -> bool {
    crate::commands::autocompleted_options()
        .iter()
        .any(|(c, o)| c == command && *o == option)
}

/// Every slash command of the bot, ready to register.
pub fn definitions() -> Vec<CreateCommand> {
    slash_commands().iter().map(command).collect()
}
