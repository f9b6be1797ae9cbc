# Included by the phpize Makefile: cargo builds the module, phpize installs it.
# CARGO_TARGET_DIR (absolute) moves cargo's output as usual. In a release
# tarball (scripts/dist.sh) the crates are vendored: vendor/ and the
# tarball's .cargo/config.toml make the build offline, and --locked builds
# exactly the Cargo.lock that shipped.
all: modules/true_async.so
build-modules: modules/true_async.so

.PHONY: cargo-build
cargo-build:
	cd $(top_srcdir) && $(CARGO) build --release $$(test -d vendor && echo --locked --offline)
	mkdir -p modules
	# A copy then a rename: a PHP process that has the old module mapped
	# keeps its file (cp over it in place kills that process with SIGBUS).
	cp "$${CARGO_TARGET_DIR:-$(top_srcdir)/target}/release/libtrue_async.so" modules/.true_async.so.new
	mv -f modules/.true_async.so.new modules/true_async.so

modules/true_async.so: cargo-build

# The zend_async API headers (include/*.h) go next to PHP's, so that other
# extensions build against them with #include "ext/true_async/zend_async_API.h".
# `make install` runs install-headers; `make install-headers` alone installs
# only them; an unchanged header is left as it is (its time too, which
# tells run-tests.sh whether to rebuild php-tests/native/ext).
true_async_headers_dir = $(INSTALL_ROOT)$(phpincludedir)/ext/true_async
install-headers: install-true-async-headers
.PHONY: install-true-async-headers
install-true-async-headers:
	@$(mkinstalldirs) $(true_async_headers_dir)
	@echo "Installing zend_async headers:    $(true_async_headers_dir)/"
	@for h in $(top_srcdir)/include/*.h; do \
		cmp -s $$h $(true_async_headers_dir)/`basename $$h` \
			|| $(INSTALL_DATA) $$h $(true_async_headers_dir)/ || exit 1; \
	done
