//! Compiles the tiny C shim (csrc/zend_shim.c) against the PHP headers that
//! `php-config` reports. ext-php-rs generates the bindings; the shim only gives
//! access to Zend macros and static-inline helpers Rust cannot call.
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
    println!("cargo:rerun-if-changed=csrc/zend_shim.c");
    println!("cargo:rerun-if-changed=csrc/stream_shim.c");
    println!("cargo:rerun-if-changed=csrc/pipe_shim.c");
    println!("cargo:rerun-if-changed=csrc/ext_sockets_shim.c");
    println!("cargo:rerun-if-changed=csrc/file_shim.c");
    println!("cargo:rerun-if-changed=csrc/gc_shim.c");
    println!("cargo:rerun-if-changed=csrc/ta_streams.h");
    println!("cargo:rerun-if-env-changed=PHP_CONFIG");
    let mut build = cc::Build::new();
    build
        .file("csrc/zend_shim.c")
        .file("csrc/stream_shim.c")
        .file("csrc/pipe_shim.c")
        .file("csrc/ext_sockets_shim.c")
        .file("csrc/file_shim.c")
        .file("csrc/gc_shim.c")
        .warnings(true)
        .flag_if_supported("-Wno-unused-parameter");
    for inc in php_includes() {
        build.include(inc);
    }
    build.compile("true_async_shim");
}
