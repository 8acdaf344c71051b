//! Who plays: `random`, `greedy`, `level:K` (1–5), `mcts:MS` (the solver
//! search, MS ms per turn), `classic:MS` (the plain search kept as the
//! reference) or `iters:N` (N playouts per decision of the plain search:
//! deterministic for a seed; `,core=solver` for the solver search).

use super::config::{Budget, Core, Playout, SearchConfig};
use std::fmt;
use std::str::FromStr;

#[derive(Clone, Copy, Debug, PartialEq)]
pub enum PlayerSpec {
    /// Uniform over legal actions.
    Random,
    /// Longest bridge, else the placement that opens the most bridges.
    Greedy,
    Mcts(SearchConfig),
}

/// Lowest and highest level.
pub const LEVELS: std::ops::RangeInclusive<u8> = 1..=5;

impl PlayerSpec {
    /// A level from 1 (a beginner) to 5 (the strongest, slowest).
    pub fn level(k: u8) -> Option<PlayerSpec> {
        // (milliseconds per turn, threads, temperature of the final
        // choice). Past about a second more time alone buys little
        // (docs/ai.md), so the levels also differ in how loosely they
        // choose, and levels 1-3 think on one core.
        let (ms, threads, temperature) = match k {
            1 => (100, 1, 1.5),
            2 => (300, 1, 1.1),
            3 => (1_000, 1, 0.8),
            4 => (3_000, 2, 0.5),
            5 => (6_000, 2, 0.0),
            _ => return None,
        };
        let mut cfg = SearchConfig::new(Budget::Millis(ms));
        cfg.core = Core::Best;
        cfg.threads = threads;
        cfg.temperature = temperature;
        Some(PlayerSpec::Mcts(cfg))
    }

    /// The solver search with a time budget per turn (`mcts:MS`).
    pub fn mcts_millis(ms: u64) -> PlayerSpec {
        let mut cfg = SearchConfig::new(Budget::Millis(ms));
        cfg.core = Core::Solver;
        PlayerSpec::Mcts(cfg)
    }

    /// The plain search with a time budget per turn (`classic:MS`).
    pub fn classic_millis(ms: u64) -> PlayerSpec {
        PlayerSpec::Mcts(SearchConfig::new(Budget::Millis(ms)))
    }

    /// MCTS with an iteration budget per decision (deterministic for a seed).
    pub fn mcts_iterations(n: u64) -> PlayerSpec {
        PlayerSpec::Mcts(SearchConfig::new(Budget::Iterations(n)))
    }
}

impl FromStr for PlayerSpec {
    type Err = String;

    fn from_str(s: &str) -> Result<PlayerSpec, String> {
        let s = s.trim().to_ascii_lowercase();
        let mut parts = s.split(',');
        let base: PlayerSpec = parse_base(parts.next().unwrap_or(""))?;
        let mut cfg = match (base, s.contains(',')) {
            (_, false) => return Ok(base),
            (PlayerSpec::Mcts(cfg), true) => cfg,
            _ => return Err(format!("`{s}`: only MCTS players take options")),
        };
        for opt in parts {
            let (k, v) = opt.split_once('=').unwrap_or((opt, ""));
            let num = || {
                v.parse::<f64>()
                    .ok()
                    .filter(|x| x.is_finite() && *x >= 0.0)
                    .ok_or_else(|| format!("`{opt}`: expected a number, 0 or more"))
            };
            match k {
                "playout" if v == "uniform" => cfg.playout = Playout::Uniform,
                "playout" if v == "greedyish" => cfg.playout = Playout::Greedyish,
                "c" => cfg.exploration = num()?,
                "pw" => cfg.widening = num()?,
                "t" => cfg.temperature = num()?,
                "orders" if v == "all" => cfg.one_order = false,
                "orders" if v == "one" => cfg.one_order = true,
                "threads" => cfg.threads = (num()? as usize).clamp(1, 64),
                "core" if v == "solver" => cfg.core = Core::Solver,
                "core" if v == "classic" => cfg.core = Core::Classic,
                "core" if v == "best" => cfg.core = Core::Best,
                "im" => cfg.minimax = Some(num()?.min(1.0)),
                "cut" => cfg.cutoff = Some((num()? as u32).min(10_000)),
                "reuse" if v == "off" => cfg.reuse = false,
                "reuse" if v == "on" => cfg.reuse = true,
                "rave" => cfg.rave = Some(num()?),
                "grave" => cfg.grave = Some(num()?.min(f64::from(u32::MAX)) as u32),
                "expand" => cfg.expansion = Some((num()? as u32).clamp(1, 1000)),
                _ => {
                    return Err(format!(
                        "unknown option `{opt}`: use playout=uniform|greedyish, c=X, pw=X, t=X, threads=N, orders=one|all, core=solver|classic|best, im=X, cut=N, reuse=on|off, rave=K, grave=N, expand=N"
                    ))
                }
            }
        }
        Ok(PlayerSpec::Mcts(cfg))
    }
}

fn parse_base(s: &str) -> Result<PlayerSpec, String> {
    {
        let number = |v: &str, what: &str| -> Result<u64, String> {
            v.parse::<u64>()
                .ok()
                .filter(|&n| n > 0)
                .ok_or_else(|| format!("`{v}` is not a positive number of {what}"))
        };
        match s.split_once(':') {
            None if s == "random" => Ok(PlayerSpec::Random),
            None if s == "greedy" => Ok(PlayerSpec::Greedy),
            Some(("level", k)) => k
                .parse::<u8>()
                .ok()
                .and_then(PlayerSpec::level)
                .ok_or_else(|| format!("level must be 1 to 5, not `{k}`")),
            Some(("mcts", ms)) => Ok(PlayerSpec::mcts_millis(number(ms, "milliseconds")?)),
            Some(("classic", ms)) => Ok(PlayerSpec::classic_millis(number(ms, "milliseconds")?)),
            Some(("iters", n)) => Ok(PlayerSpec::mcts_iterations(number(n, "iterations")?)),
            _ => Err(format!(
                "unknown player `{s}`: use random, greedy, level:K (1-5), mcts:MS, classic:MS or iters:N"
            )),
        }
    }
}

impl fmt::Display for PlayerSpec {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            PlayerSpec::Random => f.write_str("random"),
            PlayerSpec::Greedy => f.write_str("greedy"),
            PlayerSpec::Mcts(cfg) => {
                for k in LEVELS {
                    if PlayerSpec::level(k) == Some(*self) {
                        return write!(f, "level:{k}");
                    }
                }
                // What the base word implies: `mcts:` the solver core,
                // `classic:` and `iters:` the plain one.
                let mut d = SearchConfig::new(cfg.budget);
                match (cfg.budget, cfg.core) {
                    (Budget::Millis(ms), Core::Solver) => {
                        d.core = Core::Solver;
                        write!(f, "mcts:{ms}")?
                    }
                    (Budget::Millis(ms), _) => write!(f, "classic:{ms}")?,
                    (Budget::Iterations(n), _) => write!(f, "iters:{n}")?,
                }
                if cfg.playout != d.playout {
                    write!(
                        f,
                        ",playout={}",
                        match cfg.playout {
                            Playout::Uniform => "uniform",
                            Playout::Greedyish => "greedyish",
                        }
                    )?;
                }
                if cfg.exploration != d.exploration {
                    write!(f, ",c={}", cfg.exploration)?;
                }
                if cfg.widening != d.widening {
                    write!(f, ",pw={}", cfg.widening)?;
                }
                if cfg.temperature != d.temperature {
                    write!(f, ",t={}", cfg.temperature)?;
                }
                if cfg.threads != d.threads {
                    write!(f, ",threads={}", cfg.threads)?;
                }
                if cfg.one_order != d.one_order {
                    f.write_str(",orders=all")?;
                }
                match cfg.core {
                    _ if cfg.core == d.core => {}
                    Core::Solver => f.write_str(",core=solver")?,
                    Core::Classic => f.write_str(",core=classic")?,
                    Core::Best => f.write_str(",core=best")?,
                }
                if let Some(im) = cfg.minimax {
                    write!(f, ",im={im}")?;
                }
                if let Some(cut) = cfg.cutoff {
                    write!(f, ",cut={cut}")?;
                }
                if cfg.reuse != d.reuse {
                    f.write_str(if cfg.reuse { ",reuse=on" } else { ",reuse=off" })?;
                }
                if let Some(rave) = cfg.rave {
                    write!(f, ",rave={rave}")?;
                }
                if let Some(grave) = cfg.grave {
                    write!(f, ",grave={grave}")?;
                }
                if let Some(expansion) = cfg.expansion {
                    write!(f, ",expand={expansion}")?;
                }
                Ok(())
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn specs_parse_and_print_back() {
        for s in [
            "random",
            "greedy",
            "level:1",
            "level:5",
            "mcts:250",
            "iters:400",
            "iters:400,orders=all",
            "classic:200",
            "mcts:200,im=0.2,cut=8",
            "mcts:200,reuse=on",
            "mcts:200,rave=300",
            "mcts:200,rave=0",
            "mcts:200,rave=30000,grave=50",
            "mcts:200,expand=3",
            "iters:300,core=solver",
            "classic:1000,core=best",
        ] {
            let spec: PlayerSpec = s.parse().unwrap();
            assert_eq!(spec.to_string(), s);
        }
        assert_eq!(
            "Level:3".parse::<PlayerSpec>().unwrap().to_string(),
            "level:3"
        );
    }

    #[test]
    fn bad_specs_say_why() {
        let err = |s: &str| s.parse::<PlayerSpec>().unwrap_err();
        assert_eq!(err("level:6"), "level must be 1 to 5, not `6`");
        assert!(err("level:x").contains("1 to 5"));
        assert!(err("mcts:0").contains("positive number of milliseconds"));
        assert!(err("mcts:-5").contains("positive"));
        assert!(err("alphazero").starts_with("unknown player `alphazero`"));
        assert!(err("greedy,c=1").contains("only MCTS players take options"));
        assert!(err("iters:5,c=x").contains("expected a number, 0 or more"));
        assert!(err("iters:5,zz=1").starts_with("unknown option `zz=1`"));
    }

    #[test]
    fn levels_grow_in_budget_and_choose_more_tightly() {
        let cfg = |k| match PlayerSpec::level(k) {
            Some(PlayerSpec::Mcts(c)) => c,
            _ => unreachable!(),
        };
        let ms = |k| match cfg(k).budget {
            Budget::Millis(ms) => ms,
            Budget::Iterations(_) => unreachable!(),
        };
        for k in 1..5 {
            assert!(ms(k) < ms(k + 1));
            assert!(cfg(k).temperature > cfg(k + 1).temperature);
        }
        assert_eq!(cfg(5).temperature, 0.0, "the top level plays its best");
        assert!(PlayerSpec::level(0).is_none());
        assert!(PlayerSpec::level(6).is_none());
    }
}
