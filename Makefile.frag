# Included by the phpize Makefile: cargo builds the module, phpize installs it.
all: modules/true_async.so
build-modules: modules/true_async.so

.PHONY: cargo-build
cargo-build:
	cd $(top_srcdir) && $(CARGO) build --release
	mkdir -p modules
	cp $(top_srcdir)/target/release/libtrue_async.so modules/true_async.so

modules/true_async.so: cargo-build
