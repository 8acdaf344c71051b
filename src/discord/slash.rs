//! The slash commands, as registered with Discord. They mirror the text
//! commands; the command layer gets them as `Input::Slash` with options by name.

use serenity::all::{CommandOptionType, CreateCommand, CreateCommandOption, Permissions};

/// Names of the options that take a cell and autocomplete with legal cells.
pub const CELL_OPTIONS: [&str; 3] = ["cell", "from", "to"];

fn cell(name: &str, description: &str) -> CreateCommandOption {
    CreateCommandOption::new(CommandOptionType::String, name, description)
        .required(true)
        .set_autocomplete(true)
        .max_length(8)
}

fn simple(name: &str, description: &str) -> CreateCommand {
    CreateCommand::new(name).description(description)
}

/// Every slash command of the bot.
pub fn definitions() -> Vec<CreateCommand> {
    vec![
        simple("challenge", "Challenge someone to a game of Bridges")
            .add_option(
                CreateCommandOption::new(CommandOptionType::User, "user", "Who to play")
                    .required(true),
            )
            .add_option(
                CreateCommandOption::new(
                    CommandOptionType::Integer,
                    "size",
                    "Cells per side (3-13)",
                )
                .min_int_value(3)
                .max_int_value(13),
            )
            .add_option(
                CreateCommandOption::new(CommandOptionType::String, "colour", "Your colour")
                    .add_string_choice("Orange (moves first)", "orange")
                    .add_string_choice("Light Blue", "blue")
                    .add_string_choice("Random", "random"),
            ),
        simple("accept", "Accept the challenge to you in this channel"),
        simple("decline", "Decline the challenge to you in this channel"),
        simple("cancel", "Withdraw your open challenge in this channel"),
        simple("place", "Place a token").add_option(cell("cell", "The cell, e.g. E2")),
        simple("bridge", "Build a bridge between two of your tokens")
            .add_option(cell("from", "One end, e.g. E2"))
            .add_option(cell("to", "The other end, e.g. E8")),
        simple("move", "Play steps as typed, e.g. `E2, E2-E8`").add_option(
            CreateCommandOption::new(CommandOptionType::String, "steps", "Your steps")
                .required(true)
                .max_length(100),
        ),
        simple("pass", "Pass (make no step this turn)"),
        simple("end", "End your turn after one step"),
        simple("legal", "Show the cells you may use now"),
        simple("undo", "Take back a step of your current turn"),
        simple("board", "Show the board"),
        simple("score", "Show the score"),
        simple("record", "Show the game record"),
        simple("resign", "Resign the game"),
        simple("draw", "Offer or accept a draw"),
        simple(
            "abort",
            "Moderators: stop this channel's game without a result",
        )
        .default_member_permissions(Permissions::MANAGE_MESSAGES),
        simple("rules", "The rules of Bridges"),
        simple("help", "How to use the bot"),
        simple("stats", "Win/loss statistics").add_option(CreateCommandOption::new(
            CommandOptionType::User,
            "user",
            "Whose statistics (default: yours)",
        )),
    ]
}
