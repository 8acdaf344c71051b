#!/usr/bin/env python3
"""Our Avanço AI against OpenSpiel's MCTSBot on Breakthrough 7x7 (issue 53).

OpenSpiel's bot (C++ MCTS with solver, one random rollout, uct_c 2) gets
RATIO times our time per move: by default its own wall-clock bound
(pyspiel.MCTSBot's max_wall_clock_time); with --bound simulations, by
simulations, its rate on this machine measured before each game and
max_simulations = rate x RATIO x our time. Colours alternate (ours is White, the first player, in the odd games).
Every position of every game is checked: both sides must list the same legal
moves. Every game is written in our record format under --out and checked
with `bridges-bot record check`. See README.md beside this file.

Run from the repository's root:
    python3 tools/openspiel/breakthrough.py --ours mcts:200 --games 20
The first run makes target/openspiel-venv and installs open_spiel there.
"""

import argparse
import json
import os
import pathlib
import random
import re
import subprocess
import sys
import time

OPENSPIEL = "open_spiel==2.0.2"
VENV = pathlib.Path("target/openspiel-venv")
GAME = "breakthrough(rows=7,columns=7)"
ROWS = 7
# OpenSpiel's player 0 ("black", drawn on ranks 6-7) moves first and down
# the board; our White moves first from ranks 1-2 up. Rank r of OpenSpiel
# is rank 8 - r of ours; files are the same.
OUR_SEAT = {0: "white", 1: "black"}


def ensure_openspiel():
    """Import pyspiel, from the virtualenv under target/ (made on first use)."""
    try:
        import pyspiel  # noqa: F401

        return
    except ImportError:
        pass
    python = VENV / "bin" / "python"
    if os.environ.get("OSP_IN_VENV"):
        sys.exit(f"pyspiel is not importable from {python}")
    if not python.exists():
        print(f"making {VENV} and installing {OPENSPIEL}", flush=True)
        subprocess.run([sys.executable, "-m", "venv", str(VENV)], check=True)
        subprocess.run([str(python), "-m", "pip", "install", "-q", OPENSPIEL], check=True)
    os.environ["OSP_IN_VENV"] = "1"
    os.execv(str(python), [str(python)] + sys.argv)


def to_ours(action_string):
    """OpenSpiel's `a6b5*` as our `a2xb3`."""
    m = re.fullmatch(r"([a-g])([1-7])([a-g])([1-7])(\*?)", action_string)
    if not m:
        raise ValueError(f"not a Breakthrough 7x7 move: {action_string}")
    f1, r1, f2, r2, capture = m.groups()
    flip = lambda r: str(ROWS + 1 - int(r))  # noqa: E731
    return f"{f1}{flip(r1)}{'x' if capture else '-'}{f2}{flip(r2)}"


def legal_ours(state):
    """The legal moves of an OpenSpiel state in our notation: {ours: action}."""
    return {to_ours(state.action_to_string(a)): a for a in state.legal_actions()}


class Engine:
    """`bridges-bot engine`: one command a line, one answer line each."""

    def __init__(self, binary, spec, seed):
        self.proc = subprocess.Popen(
            [binary, "engine", "--game", "avanco", "--ai", spec, "--seed", str(seed)],
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            text=True,
            bufsize=1,
        )

    def ask(self, command):
        self.proc.stdin.write(command + "\n")
        self.proc.stdin.flush()
        answer = self.proc.stdout.readline().rstrip("\n")
        if not answer.startswith("= "):
            raise RuntimeError(f"engine refused `{command}`: {answer}")
        return answer[2:]

    def close(self):
        self.ask("quit")
        self.proc.wait()


def simulations_per_second(pyspiel, game, seconds=2.0):
    """OpenSpiel MCTSBot's simulations a second here, over a few positions
    of a random opening (the opening and early middle game, where most of a
    game's moves are)."""
    rng = random.Random(0)
    sims, spent = 0, 0.0
    probe = 2000
    while spent < seconds:
        state = game.new_initial_state()
        for _ in range(rng.randrange(0, 16)):
            if state.is_terminal():
                break
            state.apply_action(rng.choice(state.legal_actions()))
        if state.is_terminal():
            continue
        bot = make_bot(pyspiel, game, probe, rng.randrange(1 << 30))
        t = time.perf_counter()
        bot.step(state)
        spent += time.perf_counter() - t
        sims += probe
    return sims / spent


def mean(xs):
    return sum(xs) / max(len(xs), 1)


def make_bot(pyspiel, game, simulations, seed, seconds=-1.0):
    """OpenSpiel's MCTSBot: at most `simulations` a move, and at most
    `seconds` (-1: no time bound)."""
    evaluator = pyspiel.RandomRolloutEvaluator(1, seed)
    # uct_c 2, max_simulations, 1000 MB, solve, seed, not verbose, UCT.
    uct = pyspiel.ChildSelectionPolicy.UCT
    return pyspiel.MCTSBot(game, evaluator, 2.0, simulations, 1000, True, seed, False, uct, seconds)


def record_text(moves, ours_seat, ours_name, theirs_name, result):
    """A game in our record format, with a header."""
    first, second = (ours_name, theirs_name) if ours_seat == "white" else (theirs_name, ours_name)
    tags = [
        ("Event", "OpenSpiel comparison, Breakthrough 7x7"),
        ("First", first),
        ("Second", second),
        ("Result", result),
        ("Termination", "rules"),
    ]
    header = "".join(f'[{k} "{v}"]\n' for k, v in tags)
    return header + "game avanco\n" + "".join(m + "\n" for m in moves)


def same_legal_moves(state, engine, moves):
    """Both sides must list the same legal moves in this position; returns
    them as {ours: OpenSpiel's action}."""
    legal = legal_ours(state)
    ours = engine.ask("legal").split()
    if sorted(legal) != ours:
        raise RuntimeError(
            f"the rules disagree after {' '.join(moves) or 'the start'}: "
            f"OpenSpiel {sorted(legal)}, ours {ours}"
        )
    return legal


def check_rules(game, engine, games, seed):
    """Random games played on both sides, every position compared; returns
    the number of positions compared."""
    rng = random.Random(seed)
    positions = 0
    for _ in range(games):
        engine.ask("new")
        state = game.new_initial_state()
        moves = []
        while not state.is_terminal():
            legal = same_legal_moves(state, engine, moves)
            positions += 1
            move = rng.choice(sorted(legal))
            engine.ask("play " + move)
            state.apply_action(legal[move])
            moves.append(move)
        winner = OUR_SEAT[0] if state.returns()[0] > 0 else OUR_SEAT[1]
        if engine.ask("result") != winner:
            raise RuntimeError(f"after {' '.join(moves)}: OpenSpiel says {winner} won, ours not")
    return positions


def play_game(pyspiel, game, engine, ours_seat, bot):
    """One game; returns (winner's seat key, moves, our seconds for each of
    our moves, OpenSpiel's for each of its)."""
    engine.ask("new")
    state = game.new_initial_state()
    moves, spent = [], {"ours": [], "theirs": []}
    while not state.is_terminal():
        legal = same_legal_moves(state, engine, moves)
        mover = OUR_SEAT[state.current_player()]
        t = time.perf_counter()
        if mover == ours_seat:
            move = engine.ask("go")
            spent["ours"].append(time.perf_counter() - t)
            if move not in legal:
                raise RuntimeError(f"our move {move} is not legal for OpenSpiel")
            action = legal[move]
        else:
            action = bot.step(state)
            spent["theirs"].append(time.perf_counter() - t)
            move = to_ours(state.action_to_string(action))
            engine.ask("play " + move)
        state.apply_action(action)
        moves.append(move)
    returns = state.returns()
    winner = OUR_SEAT[0] if returns[0] > 0 else OUR_SEAT[1]
    if engine.ask("result") != winner:
        raise RuntimeError(f"OpenSpiel says {winner} won, our engine disagrees")
    return winner, moves, spent["ours"], spent["theirs"]


def check_record(binary, path, winner, plies):
    """`bridges-bot record check` must accept the record, finished with
    `winner` after `plies` turns."""
    out = subprocess.run([binary, "record", "check", str(path)], capture_output=True, text=True)
    if out.returncode != 0:
        raise RuntimeError(f"record check refused {path}: {out.stderr.strip()}")
    state = json.loads(out.stdout)
    if not state["over"] or state["turns"] != plies or state["result"] != winner:
        raise RuntimeError(f"record check of {path} disagrees: {out.stdout.strip()}")


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--ours", default="mcts:200", help="our AI (an arena SPEC with mcts:MS or classic:MS)")
    parser.add_argument("--ratio", type=float, default=10.0, help="OpenSpiel's time / ours")
    parser.add_argument("--games", type=int, default=20)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument(
        "--bound",
        choices=["time", "simulations"],
        default="time",
        help="OpenSpiel's bound: its wall clock, or simulations calibrated to the time",
    )
    parser.add_argument("--simulations", type=int, help="with --bound simulations: this many (no calibration)")
    parser.add_argument("--rule-games", type=int, default=200, help="random games to compare the rules on first")
    parser.add_argument("--binary", default="target/release/bridges-bot")
    parser.add_argument("--out", default="target/openspiel", help="where the records go")
    args = parser.parse_args()
    ensure_openspiel()
    import pyspiel

    ms = re.match(r"(?:mcts|classic):(\d+)", args.ours)
    if not ms and (args.bound == "time" or args.simulations is None):
        sys.exit("--ours must be mcts:MS or classic:MS (a time), or give --bound simulations --simulations N")
    game = pyspiel.load_game(GAME)

    seconds = args.ratio * int(ms.group(1)) / 1000 if ms else -1.0
    if args.bound == "time":
        print(f"OpenSpiel MCTSBot: {seconds:g} s a move (max_wall_clock_time)", flush=True)

    def budget():
        """OpenSpiel's simulations for the next game: measured again before
        each game, as the machine's load changes."""
        if args.bound == "time":
            return 1 << 30
        if args.simulations is not None:
            print(f"OpenSpiel MCTSBot: max_simulations {args.simulations} (given)", flush=True)
            return args.simulations
        rate = simulations_per_second(pyspiel, game)
        simulations = int(rate * args.ratio * int(ms.group(1)) / 1000)
        print(
            f"OpenSpiel MCTSBot: {rate:.0f} simulations/s here; {args.ratio:g} x {ms.group(1)} ms "
            f"= max_simulations {simulations}",
            flush=True,
        )
        return simulations

    out = pathlib.Path(args.out)
    out.mkdir(parents=True, exist_ok=True)
    ours_name = f"bridges-bot {args.ours}"
    engine = Engine(args.binary, args.ours, args.seed)
    if args.rule_games:
        positions = check_rules(game, engine, args.rule_games, args.seed)
        print(f"rules: the same legal moves on all {positions} positions of {args.rule_games} random games", flush=True)
    score = {"white": [0, 0], "black": [0, 0]}  # our [wins, games] per our colour
    began = time.perf_counter()
    spent = {"ours": [], "theirs": []}
    for g in range(args.games):
        ours_seat = "white" if g % 2 == 0 else "black"
        simulations = budget()
        bound = f"{seconds:g} s" if args.bound == "time" else f"{simulations} simulations"
        theirs_name = f"OpenSpiel {OPENSPIEL.split('==')[1]} MCTSBot {bound} a move"
        bot = make_bot(pyspiel, game, simulations, args.seed * 1000 + g, seconds if args.bound == "time" else -1.0)
        winner, moves, ours_s, theirs_s = play_game(pyspiel, game, engine, ours_seat, bot)
        spent["ours"] += ours_s
        spent["theirs"] += theirs_s
        result = "1-0" if winner == "white" else "0-1"
        path = out / f"game-{g + 1:02}.txt"
        path.write_text(record_text(moves, ours_seat, ours_name, theirs_name, result))
        check_record(args.binary, path, winner, len(moves))
        score[ours_seat][0] += winner == ours_seat
        score[ours_seat][1] += 1
        elapsed = time.perf_counter() - began
        print(
            f"game {g + 1}: ours {ours_seat}, {len(moves)} plies, "
            f"{'ours' if winner == ours_seat else 'OpenSpiel'} wins; "
            f"{mean(ours_s):.2f} s / {mean(theirs_s):.2f} s a move (ours / OpenSpiel); "
            f"record checked: {path}; {elapsed / 60:.1f} min so far, "
            f"about {elapsed / (g + 1) * (args.games - g - 1) / 60:.0f} min to go",
            flush=True,
        )
    engine.close()
    print(
        f"time a move: ours {mean(spent['ours']):.3f} s over {len(spent['ours'])} moves, "
        f"OpenSpiel {mean(spent['theirs']):.3f} s over {len(spent['theirs'])} moves "
        f"({mean(spent['theirs']) / max(mean(spent['ours']), 1e-9):.1f} x ours)"
    )
    wins = sum(w for w, _ in score.values())
    games = sum(n for _, n in score.values())
    for seat, (w, n) in score.items():
        print(f"ours as {seat}: {w}/{n}" + (f" ({100 * w / n:.0f} %)" if n else ""))
    print(f"ours in all: {wins}/{games}" + (f" ({100 * wins / games:.0f} %)" if games else ""))


if __name__ == "__main__":
    main()
