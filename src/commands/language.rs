//! Which language the bot speaks, and `!language`.

use super::{Bot, Out, Reply, Request};
use crate::i18n::Lang;
use crate::t;

/// Where a reply's language came from.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum LangSource {
    /// The server's `!language` setting.
    Server,
    /// Discord's locale of the request.
    Discord,
    /// The config's `language`.
    Config,
}

impl Bot {
    pub(crate) fn lang_and_source(&self, req: &Request) -> (Lang, LangSource) {
        if let Some(guild) = req.guild {
            // A store error here must not lose the reply: speak the default.
            if let Ok(settings) = self.store.guild_settings(guild) {
                if let Some(lang) = settings.language.as_deref().and_then(Lang::parse) {
                    return (lang, LangSource::Server);
                }
            }
        }
        if let Some(lang) = req.locale.as_deref().and_then(Lang::from_discord_locale) {
            return (lang, LangSource::Discord);
        }
        (self.lang, LangSource::Config)
    }

    /// `!language [pt|fr|en|auto]`: say or set the server's language.
    pub(super) fn language(&self, req: &Request, choice: Option<Option<Lang>>) -> Out {
        let (lang, source) = self.lang_and_source(req);
        let Some(guild) = req.guild else {
            return Ok(vec![Reply::text(t!(lang, "language-dm"))]);
        };
        let Some(choice) = choice else {
            let id = match source {
                LangSource::Server => "language-now-server",
                LangSource::Discord => "language-now-discord",
                LangSource::Config => "language-now-default",
            };
            let text = crate::i18n::message(lang, id, &[("name", lang.name().into())]);
            return Ok(vec![Reply::text(text)]);
        };
        if !req.is_manager {
            return Err(t!(lang, "language-needs-manager").into());
        }
        let mut settings = self.store.guild_settings(guild)?;
        settings.language = choice.map(|l| l.code().to_string());
        self.store.put_guild_settings(guild, &settings)?;
        Ok(vec![Reply::text(match choice {
            Some(new) => t!(new, "language-set", name = new.name()),
            None => {
                let (now, _) = self.lang_and_source(req);
                t!(now, "language-auto", name = now.name())
            }
        })])
    }
}
