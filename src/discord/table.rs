//! The live table on Discord: served when the config has `[web]`; an
//! action at the table is handled under the channel's lock like any
//! event, and its public replies are posted in the channel as usual.
//! With `[web] activity = true` it is also the application's Activity:
//! Discord's side of it (the OAuth2 exchange, the instance look-up) goes
//! through the same Discord address as the bot's REST calls.

use std::sync::Arc;

use serenity::all::Http;

use super::{deliver, Shared};
use crate::config::Config;
use crate::web::{self, Acted, Runner, Serve};

/// Start the table's server if `[web]` is configured.
pub(super) async fn serve(
    config: &Config,
    shared: Arc<Shared>,
    http: Arc<Http>,
) -> anyhow::Result<Option<web::Server>> {
    let Some(settings) = config.web.clone() else {
        return Ok(None);
    };
    let Some(bot) = shared.bot() else {
        return Ok(None);
    };
    let activity_on = settings.activity;
    let activity = settings.activity_credentials()?.map(|(client_id, secret)| {
        web::activity::Activity::new(
            client_id,
            secret,
            config.api_base_url.as_deref(),
            config.token().unwrap_or_default(),
        )
        .framed_by(settings.discord_origins.clone())
    });
    let runner: Runner = Arc::new(move |req| {
        let (shared, http) = (shared.clone(), http.clone());
        Box::pin(async move {
            let (channel, user) = (req.channel, req.user.id);
            let lang = shared.bot().map(|b| b.lang(&req)).unwrap_or_default();
            let (replies, guard) = shared.clone().handle(req).await;
            let (own, public) = web::split_replies(replies);
            let announced = !public.is_empty();
            if announced {
                deliver(&shared, &http, channel, user, public, lang).await;
            }
            drop(guard);
            Acted {
                replies: own,
                announced,
            }
        })
    });
    let server = web::start(
        bot,
        &config.data_dir,
        Serve {
            settings,
            local: false,
            runner,
            activity,
            shards: web::routes::ShardPart::of(config.shard_plan()?),
        },
    )
    .await?;
    tracing::info!(
        "the table is served on {}{}",
        server.addr,
        if activity_on {
            " (also as the Discord Activity)"
        } else {
            ""
        }
    );
    Ok(Some(server))
}
