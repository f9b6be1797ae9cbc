//! Compiles the C shims (every csrc/*.c, one per concern) against the PHP
//! headers that `php-config` reports. ext-php-rs generates the bindings; the
//! shims only give access to Zend macros and static-inline helpers Rust
//! cannot call.
use std::process::Command;

fn php_includes() -> Vec<String> {
    let php_config = std::env::var("PHP_CONFIG").unwrap_or_else(|_| "php-config".into());
    let out = Command::new(&php_config)
        .arg("--includes")
        .output()
        .unwrap_or_else(|e| panic!("cannot run {php_config} --includes: {e} (install php8.2-dev)"));
    String::from_utf8_lossy(&out.stdout)
        .split_whitespace()
        .filter_map(|s| s.strip_prefix("-I").map(str::to_owned))
        .collect()
}

fn main() {
    println!("cargo:rerun-if-changed=csrc");
    println!("cargo:rerun-if-env-changed=PHP_CONFIG");
    let mut files: Vec<_> = std::fs::read_dir("csrc")
        .expect("csrc/ is part of the source tree")
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|x| x == "c" || x == "h"))
        .collect();
    files.sort();
    let mut build = cc::Build::new();
    for file in &files {
        // A directory watch only sees files come and go, not their edits.
        println!("cargo:rerun-if-changed={}", file.display());
        if file.extension().is_some_and(|x| x == "c") {
            build.file(file);
        }
    }
    build
        .warnings(true)
        .flag_if_supported("-Wno-unused-parameter");
    for inc in php_includes() {
        build.include(inc);
    }
    build.compile("true_async_shim");
}
