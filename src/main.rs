use clap::Parser;

fn main() {
    let cli = bridges_bot::cli::Cli::parse();
    std::process::exit(bridges_bot::cli::run(cli));
}
