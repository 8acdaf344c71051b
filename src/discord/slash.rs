//! The slash commands, as registered with Discord: the command layer's specs
//! (`commands::slash_commands`) mapped to serenity builders.

use serenity::all::{CommandOptionType, CreateCommand, CreateCommandOption, Permissions};

use crate::commands::{slash_commands, OptionKind, SlashCommand, SlashOption};

/// Discord's limit on a command or option description.
const MAX_DESCRIPTION: usize = 100;

fn description(text: &str) -> String {
    text.chars().take(MAX_DESCRIPTION).collect()
}

fn option(o: &SlashOption) -> CreateCommandOption {
    let kind = match o.kind {
        OptionKind::Str => CommandOptionType::String,
        OptionKind::Int { .. } => CommandOptionType::Integer,
        OptionKind::User => CommandOptionType::User,
        OptionKind::Bool => CommandOptionType::Boolean,
    };
    let mut b = CreateCommandOption::new(kind, o.name, description(o.description))
        .required(o.required)
        .set_autocomplete(o.autocomplete && o.choices.is_empty());
    if let OptionKind::Int { min, max } = o.kind {
        b = b
            .min_int_value(min.max(0) as u64)
            .max_int_value(max.max(0) as u64);
    }
    for &choice in o.choices {
        b = b.add_string_choice(choice, choice);
    }
    b
}

fn command(c: &SlashCommand) -> CreateCommand {
    let mut b = CreateCommand::new(c.name).description(description(c.description));
    if c.name == "abort" {
        // Shown only to members who may manage messages (the command layer
        // checks again).
        b = b.default_member_permissions(Permissions::MANAGE_MESSAGES);
    }
    for o in &c.options {
        b = b.add_option(option(o));
    }
    for sub in &c.subcommands {
        let mut s = CreateCommandOption::new(
            CommandOptionType::SubCommand,
            sub.name,
            description(sub.description),
        );
        for o in &sub.options {
            s = s.add_sub_option(option(o));
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
