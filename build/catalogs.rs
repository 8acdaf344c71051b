//! Lists the message catalogs for `src/i18n`: every `*.ftl` file under
//! `assets/i18n/<lang>/`, compiled in. The catalogs are found here, by
//! their folder, so that `i18n` never has to ask the games for theirs (a
//! game's file is named by its `GameInfo`, and a test checks it is loaded).

use std::fmt::Write;
use std::path::Path;

fn main() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("assets/i18n");
    println!("cargo:rerun-if-changed={}", root.display());
    let mut langs: Vec<_> = std::fs::read_dir(&root)
        .expect("assets/i18n exists")
        .filter_map(|e| e.ok())
        .filter(|e| e.path().is_dir())
        .map(|e| e.file_name().to_string_lossy().into_owned())
        .collect();
    langs.sort();
    let mut out = String::from(
        "/// Each language's catalog files (by folder name), as (file name, text).\n\
         const CATALOG_FILES: &[(&str, &[(&str, &str)])] = &[\n",
    );
    for lang in &langs {
        let dir = root.join(lang);
        println!("cargo:rerun-if-changed={}", dir.display());
        let mut files: Vec<String> = std::fs::read_dir(&dir)
            .expect("a language folder reads")
            .filter_map(|e| e.ok())
            .map(|e| e.file_name().to_string_lossy().into_owned())
            .filter(|name| name.ends_with(".ftl"))
            .collect();
        files.sort();
        writeln!(out, "    ({lang:?}, &[").unwrap();
        for file in files {
            let path = dir.join(&file);
            writeln!(
                out,
                "        ({file:?}, include_str!({:?})),",
                path.display().to_string()
            )
            .unwrap();
        }
        out.push_str("    ]),\n");
    }
    out.push_str("];\n");
    let dest =
        Path::new(&std::env::var("OUT_DIR").expect("cargo sets OUT_DIR")).join("catalogs.rs");
    std::fs::write(dest, out).expect("OUT_DIR is writable");
}
