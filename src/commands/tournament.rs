//! Tournaments in the command layer: the stored event and its TRF16
//! export.

use crate::store::Store;
use std::path::Path;

/// The TRF16 text of stored tournament `id` (for `bridges-bot tournament
/// export`). Fails with a sentence when the store cannot be opened, the
/// tournament does not exist or has not started.
pub fn export_trf(data: &Path, id: u64) -> anyhow::Result<String> {
    let store = Store::open(data)
        .map_err(|e| anyhow::anyhow!("cannot open the store in {}: {e}", data.display()))?;
    let Some(t) = store.tournament(id)? else {
        anyhow::bail!("no tournament {id} in {}", data.display());
    };
    let Some(event) = &t.event else {
        anyhow::bail!("tournament {id} has not started: it has no pairings yet");
    };
    Ok(crate::tournament::trf::write(event))
}
