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
    // The public headers (installed for other extensions) are compiled into
    // the shims too: csrc/zend_async_layout_shim.c holds them to the layout.
    println!("cargo:rerun-if-changed=include");
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
    build.include("include");
    for file in std::fs::read_dir("include").expect("include/ is part of the source tree") {
        println!(
            "cargo:rerun-if-changed={}",
            file.expect("readable include/").path().display()
        );
    }
    for inc in php_includes() {
        build.include(inc);
    }
    build.compile("true_async_shim");
}
