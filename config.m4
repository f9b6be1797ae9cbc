dnl phpize drives cargo: `phpize && ./configure && make && make install`
dnl builds the Rust crate in release mode and installs true_async.so.
PHP_ARG_ENABLE([true_async],
  [whether to enable TrueAsync coroutines (Rust)],
  [AS_HELP_STRING([--enable-true_async], [Enable true_async])],
  [yes])

if test "$PHP_TRUE_ASYNC" != "no"; then
  AC_PATH_PROG(CARGO, cargo, no, [$PATH:$HOME/.cargo/bin])
  if test "$CARGO" = "no"; then
    AC_MSG_ERROR([cargo not found: install a Rust toolchain (rustup)])
  fi
  PHP_SUBST(CARGO)
  PHP_ADD_MAKEFILE_FRAGMENT([$abs_srcdir/Makefile.frag])
fi
