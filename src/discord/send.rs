//! Turning a command-layer `Reply` into Discord messages and sending them.

use serenity::all::{
    ButtonStyle as DButtonStyle, ChannelId, CommandInteraction, ComponentInteraction,
    CreateActionRow, CreateAllowedMentions, CreateAttachment, CreateButton, CreateEmbed,
    CreateInteractionResponse, CreateInteractionResponseFollowup, CreateInteractionResponseMessage,
    CreateMessage, EditInteractionResponse, Http, Message, UserId,
};

use crate::commands::{Bot, ButtonStyle, Post, Reply, Text};
use crate::i18n::Lang;
use crate::store::PositionMark;
use std::sync::Arc;

/// Discord's limit on message content, in characters.
const MAX_CONTENT: usize = 2000;
/// Discord's limit on an attachment description (alt text), in characters.
const MAX_ALT: usize = 1024;

/// Fill one of serenity's message builders from an [`Outgoing`]: the
/// builders share these method names but no trait.
macro_rules! fill {
    ($out:expr, $builder:expr, $attach:ident) => {{
        let out = $out;
        let mut m = $builder
            .content(out.content.clone())
            .allowed_mentions(out.allowed_mentions())
            .components(out.rows.clone());
        if let Some(embed) = out.embed {
            m = m.embed(embed);
        }
        for file in out.files {
            m = m.$attach(file);
        }
        m
    }};
}

/// One Discord message to send (a long reply becomes several).
pub(crate) struct Outgoing {
    pub content: String,
    /// The board image (shown in the embed), then any other file.
    pub files: Vec<CreateAttachment>,
    pub embed: Option<CreateEmbed>,
    pub rows: Vec<CreateActionRow>,
    pub mentions: Vec<u64>,
    pub ephemeral: bool,
    /// The reply's [`Reply::position`], on its last message (the board's).
    pub position: Option<PositionMark>,
}

/// Tells the bot which message shows a game's position ([`Reply::position`]),
/// so that the daily word can link to it.
#[derive(Clone, Default)]
pub(crate) struct Positions(pub Option<Arc<Bot>>);

impl Positions {
    /// `message` in `channel` went out carrying `mark`, if any.
    async fn posted(&self, channel: u64, mark: Option<PositionMark>, message: u64) {
        if let (Some(bot), Some(mark)) = (self.0.clone(), mark) {
            // A small write, off the runtime (a late note of an older
            // position is ignored by the store).
            let noted =
                tokio::task::spawn_blocking(move || bot.position_posted(channel, mark, message));
            let _ = noted.await;
        }
    }
}

impl Outgoing {
    /// Only the users the reply means to ping; never everyone/here/roles,
    /// whatever the text contains.
    fn allowed_mentions(&self) -> CreateAllowedMentions {
        CreateAllowedMentions::new()
            .everyone(false)
            .all_roles(false)
            .all_users(false)
            .users(
                self.mentions
                    .iter()
                    .filter(|&&id| id != 0)
                    .map(|&id| UserId::new(id)),
            )
            .replied_user(false)
    }

    pub fn channel_message(self) -> CreateMessage {
        fill!(self, CreateMessage::new(), add_file)
    }

    pub fn response_message(self) -> CreateInteractionResponseMessage {
        let ephemeral = self.ephemeral;
        fill!(
            self,
            CreateInteractionResponseMessage::new().ephemeral(ephemeral),
            add_file
        )
    }

    pub fn followup(self) -> CreateInteractionResponseFollowup {
        let ephemeral = self.ephemeral;
        fill!(
            self,
            CreateInteractionResponseFollowup::new().ephemeral(ephemeral),
            add_file
        )
    }

    pub fn edit(self) -> EditInteractionResponse {
        fill!(self, EditInteractionResponse::new(), new_attachment)
    }
}

/// Split `text` into pieces of at most `max` characters, preferring line breaks.
pub(crate) fn split_text(text: &str, max: usize) -> Vec<String> {
    let mut out = Vec::new();
    let mut cur = String::new();
    let mut cur_len = 0;
    for line in text.split_inclusive('\n') {
        let len = line.chars().count();
        if cur_len + len <= max {
            cur.push_str(line);
            cur_len += len;
            continue;
        }
        if !cur.is_empty() {
            out.push(std::mem::take(&mut cur));
        }
        // A single line longer than `max`: cut it at character boundaries.
        let mut rest: Vec<char> = line.chars().collect();
        while rest.len() > max {
            out.push(rest.drain(..max).collect());
        }
        cur = rest.into_iter().collect();
        cur_len = cur.chars().count();
    }
    if !cur.is_empty() || out.is_empty() {
        out.push(cur);
    }
    out
}

fn truncate_chars(s: &str, max: usize) -> String {
    s.chars().take(max).collect()
}

/// The Discord messages for one reply: the text (split if long), with the
/// board image (attached, shown in an embed, alt text set) and the buttons on
/// the last one.
pub(crate) fn outgoing(reply: Reply) -> Vec<Outgoing> {
    let Reply {
        text,
        board,
        buttons,
        mentions,
        ephemeral,
        private,
        file: attached,
        position,
        ..
    } = reply;
    let ephemeral = ephemeral || private;
    // Discord reads the markup: `**strong**`, `<@id>`, `` `!board` ``.
    let mut chunks = split_text(text.markup(), MAX_CONTENT);
    let last = chunks.pop().unwrap_or_default();
    let mut out: Vec<Outgoing> = chunks
        .into_iter()
        .map(|content| Outgoing {
            content,
            files: Vec::new(),
            embed: None,
            rows: Vec::new(),
            mentions: mentions.clone(),
            ephemeral,
            position: None,
        })
        .collect();

    let (mut files, embed) = match board {
        Some(img) => {
            let name = if img.file_name.is_empty() {
                "board.png".to_string()
            } else {
                img.file_name
            };
            let file = CreateAttachment::bytes(img.png, name.clone())
                .description(truncate_chars(&img.alt, MAX_ALT));
            let embed = CreateEmbed::new().image(format!("attachment://{name}"));
            (vec![file], Some(embed))
        }
        None => (Vec::new(), None),
    };
    if let Some(a) = attached {
        files.push(CreateAttachment::bytes(a.bytes, a.name));
    }
    let rows = buttons
        .chunks(5)
        .take(5)
        .map(|row| {
            CreateActionRow::Buttons(
                row.iter()
                    .map(|b| {
                        CreateButton::new(b.custom_id.clone())
                            .label(truncate_chars(&b.label, 80))
                            .style(match b.style {
                                ButtonStyle::Primary => DButtonStyle::Primary,
                                ButtonStyle::Secondary => DButtonStyle::Secondary,
                                ButtonStyle::Success => DButtonStyle::Success,
                                ButtonStyle::Danger => DButtonStyle::Danger,
                            })
                    })
                    .collect(),
            )
        })
        .collect();
    out.push(Outgoing {
        content: last,
        files,
        embed,
        rows,
        mentions,
        ephemeral,
        position,
    });
    out
}

/// Post replies to a text command in its channel. `ephemeral` cannot apply
/// to a channel message; such replies are posted normally. A private reply
/// goes to `requester` by direct message, never to the channel; when the
/// DM is refused the channel gets one line, in `lang`, saying how to see
/// it. Returns the replies whose board image was refused for a missing
/// permission (nothing of them was posted past the refusal).
#[must_use = "refused replies are to be sent again as text"]
pub(crate) async fn to_channel(
    http: &Http,
    channel: u64,
    requester: u64,
    replies: Vec<Reply>,
    lang: Lang,
    positions: &Positions,
) -> Vec<Reply> {
    let close = replies.iter().any(|r| r.close_thread);
    let mut refused = Vec::new();
    let channel = ChannelId::new(channel.max(1));
    for reply in replies {
        if reply.private {
            if let Err(e) = to_dm(http, requester, reply).await {
                tracing::info!("a private reply could not be sent by DM: {e}");
                let note = Reply {
                    text: Text::addressed(requester, crate::t!(lang, "bot-no-dm").into()),
                    mentions: vec![requester],
                    ..Reply::default()
                };
                refused.extend(post(http, channel, note, positions).await);
            }
            continue;
        }
        refused.extend(post(http, channel, reply, positions).await);
    }
    if close {
        archive_thread(http, channel.get()).await;
    }
    refused
}

/// Archive a game's thread once its game has ended.
pub(crate) async fn archive_thread(http: &Http, thread: u64) {
    let edit = serenity::all::EditThread::new().archived(true);
    if let Err(e) = ChannelId::new(thread.max(1)).edit_thread(http, edit).await {
        tracing::warn!(
            "archiving thread {thread} failed (the bot may need the Manage Threads permission): {e}"
        );
    }
}

/// Post what the timer sweep has to say: in the channel, or by DM to the
/// player (in the channel, with a ping, when the DM is refused). Returns
/// what [`to_channel`] returns.
pub(crate) async fn sweep_post(http: &Http, p: Post, positions: &Positions) -> Vec<Reply> {
    let Post {
        channel,
        user,
        reply,
    } = p;
    if reply.private {
        match to_dm(http, user, reply.clone()).await {
            Ok(()) => return Vec::new(),
            Err(e) => tracing::info!("a reminder could not be sent by DM: {e}"),
        }
        // No channel to fall back on (a daily word): nothing more.
        if channel == 0 {
            return Vec::new();
        }
        let note = Reply {
            text: Text::addressed(user, reply.text.clone()),
            mentions: vec![user],
            ..Reply::default()
        };
        return post(http, ChannelId::new(channel.max(1)), note, positions)
            .await
            .into_iter()
            .collect();
    }
    // Not private: no note to word, whatever the language.
    to_channel(http, channel, user, vec![reply], Lang::default(), positions).await
}

/// Post a reply in `channel`. `Some(reply)`: Discord refused its board
/// image for a missing permission; send it again without one.
async fn post(
    http: &Http,
    channel: ChannelId,
    reply: Reply,
    positions: &Positions,
) -> Option<Reply> {
    match try_post(http, channel, reply, positions).await {
        Ok(refused) => refused,
        Err(failed) => {
            tracing::warn!(
                "sending a reply to channel {channel} failed: {}",
                failed.error
            );
            None
        }
    }
}

/// Post `reply` in `channel` and return the id of its last message (the
/// one with its buttons), where a board's thread opens; `None` when
/// Discord refused it.
pub(crate) async fn post_for_id(http: &Http, channel: u64, reply: Reply) -> Option<u64> {
    let channel = ChannelId::new(channel.max(1));
    let mut last = None;
    for msg in outgoing(reply) {
        match channel.send_message(http, msg.channel_message()).await {
            Ok(m) => last = Some(m.id.get()),
            Err(e) => {
                tracing::warn!("sending a reply to channel {channel} failed: {e}");
                return None;
            }
        }
    }
    last
}

/// A reply Discord did not take: how many of its messages went out first.
pub(crate) struct PostFailed {
    pub sent: usize,
    pub error: serenity::Error,
}

/// [`post`], stopping at the first message Discord refuses (other than a
/// board image refused for a missing permission, which is `Ok(Some)`).
pub(crate) async fn try_post(
    http: &Http,
    channel: ChannelId,
    reply: Reply,
    positions: &Positions,
) -> Result<Option<Reply>, PostFailed> {
    let spare = reply.board.is_some().then(|| reply.clone());
    for (sent, msg) in outgoing(reply).into_iter().enumerate() {
        let with_image = !msg.files.is_empty();
        let position = msg.position;
        match channel.send_message(http, msg.channel_message()).await {
            Ok(m) => positions.posted(channel.get(), position, m.id.get()).await,
            Err(error) => {
                if with_image && is_missing_permission(&error) {
                    tracing::info!("channel {channel} refused a board image: sending text instead");
                    return Ok(spare);
                }
                return Err(PostFailed { sent, error });
            }
        }
    }
    Ok(None)
}

/// Discord's "Missing Permissions" (403, code 50013).
pub(crate) fn is_missing_permission(e: &serenity::Error) -> bool {
    use serenity::all::HttpError;
    matches!(e, serenity::Error::Http(HttpError::UnsuccessfulRequest(r)) if r.error.code == 50013)
}

/// Send a reply to `user` by direct message.
async fn to_dm(http: &Http, user: u64, reply: Reply) -> serenity::Result<()> {
    let dm = UserId::new(user.max(1)).create_dm_channel(http).await?;
    for msg in outgoing(reply) {
        dm.id.send_message(http, msg.channel_message()).await?;
    }
    Ok(())
}

/// The interaction being answered.
#[derive(Clone, Copy)]
pub(crate) enum Target<'a> {
    Command(&'a CommandInteraction),
    Component(&'a ComponentInteraction),
}

impl Target<'_> {
    pub async fn respond(self, http: &Http, r: CreateInteractionResponse) -> serenity::Result<()> {
        match self {
            Target::Command(i) => i.create_response(http, r).await,
            Target::Component(i) => i.create_response(http, r).await,
        }
    }

    async fn followup(
        self,
        http: &Http,
        m: CreateInteractionResponseFollowup,
    ) -> serenity::Result<Message> {
        match self {
            Target::Command(i) => i.create_followup(http, m).await,
            Target::Component(i) => i.create_followup(http, m).await,
        }
    }

    async fn edit(self, http: &Http, m: EditInteractionResponse) -> serenity::Result<Message> {
        match self {
            Target::Command(i) => i.edit_response(http, m).await,
            Target::Component(i) => i.edit_response(http, m).await,
        }
    }

    /// The message the first answer became.
    async fn response(self, http: &Http) -> serenity::Result<Message> {
        match self {
            Target::Command(i) => i.get_response(http).await,
            Target::Component(i) => i.get_response(http).await,
        }
    }

    fn channel(self) -> u64 {
        match self {
            Target::Command(i) => i.channel_id.get(),
            Target::Component(i) => i.channel_id.get(),
        }
    }

    async fn delete(self, http: &Http) -> serenity::Result<()> {
        match self {
            Target::Command(i) => i.delete_response(http).await,
            Target::Component(i) => i.delete_response(http).await,
        }
    }
}

/// Answer an interaction with `replies`. `deferred`: a deferred (public)
/// response was already sent, so the first message edits it (or, if the first
/// message is ephemeral, replaces it by an ephemeral follow-up). A slash
/// command with nothing to say gets "Done." in `lang`.
pub(crate) async fn to_interaction(
    http: &Http,
    target: Target<'_>,
    replies: Vec<Reply>,
    deferred: bool,
    lang: Lang,
    positions: &Positions,
) {
    // The table inside Discord: only as the first answer (after a defer
    // the link is said instead).
    if !deferred && replies.len() == 1 && replies[0].launch_activity {
        match target
            .respond(http, CreateInteractionResponse::LaunchActivity)
            .await
        {
            Ok(()) => return,
            Err(e) => tracing::warn!("launching the Activity failed, saying the link: {e}"),
        }
    }
    let mut msgs = replies.into_iter().flat_map(outgoing);
    let first = msgs.next();
    // An ephemeral answer is nobody else's to follow.
    let first_position = first
        .as_ref()
        .filter(|m| !m.ephemeral)
        .and_then(|m| m.position);
    let first_result = match first {
        None if deferred => target.delete(http).await,
        None => match target {
            // Nothing to say about a button press: just acknowledge it.
            Target::Component(_) => {
                target
                    .respond(http, CreateInteractionResponse::Acknowledge)
                    .await
            }
            Target::Command(_) => {
                let m = CreateInteractionResponseMessage::new()
                    .content(crate::t!(lang, "bot-done"))
                    .ephemeral(true);
                target
                    .respond(http, CreateInteractionResponse::Message(m))
                    .await
            }
        },
        Some(first) if !deferred => {
            let answered = target
                .respond(
                    http,
                    CreateInteractionResponse::Message(first.response_message()),
                )
                .await;
            // Which message the answer became is asked only when it shows
            // a position.
            if answered.is_ok() && first_position.is_some() {
                match target.response(http).await {
                    Ok(m) => {
                        positions
                            .posted(target.channel(), first_position, m.id.get())
                            .await
                    }
                    Err(e) => tracing::info!("reading an interaction's answer failed: {e}"),
                }
            }
            answered
        }
        Some(first) if first.ephemeral => {
            let _ = target.delete(http).await;
            target.followup(http, first.followup()).await.map(drop)
        }
        Some(first) => match target.edit(http, first.edit()).await {
            Ok(m) => {
                positions
                    .posted(target.channel(), first_position, m.id.get())
                    .await;
                Ok(())
            }
            Err(e) => Err(e),
        },
    };
    if let Err(e) = first_result {
        tracing::warn!("answering an interaction failed: {e}");
    }
    for msg in msgs {
        let position = msg.position;
        let ephemeral = msg.ephemeral;
        match target.followup(http, msg.followup()).await {
            Ok(m) if !ephemeral => {
                positions
                    .posted(target.channel(), position, m.id.get())
                    .await
            }
            Ok(_) => {}
            Err(e) => tracing::warn!("sending an interaction follow-up failed: {e}"),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn short_text_is_one_piece() {
        assert_eq!(split_text("hello", 2000), vec!["hello".to_string()]);
        assert_eq!(split_text("", 2000), vec![String::new()]);
    }

    #[test]
    fn long_text_splits_at_lines_and_keeps_everything() {
        let line = "x".repeat(15) + "\n";
        let text = line.repeat(10);
        let parts = split_text(&text, 40);
        assert!(parts.iter().all(|p| p.chars().count() <= 40));
        assert_eq!(parts.concat(), text);
        assert_eq!(parts[0], line.repeat(2));
    }

    #[test]
    fn overlong_line_is_cut_at_char_boundaries() {
        let text = "é".repeat(4500);
        let parts = split_text(&text, 2000);
        assert_eq!(parts.len(), 3);
        assert!(parts.iter().all(|p| p.chars().count() <= 2000));
        assert_eq!(parts.concat(), text);
    }
}
