dnl A test extension written as a TrueAsync extension would be: it uses the
dnl zend_async API through the headers true_async installs next to PHP's
dnl (make install / make install-headers), never through true_async's
dnl source tree. Built by run-tests.sh: phpize && ./configure && make.
PHP_ARG_ENABLE([async_native_test],
  [whether to build the zend_async native test extension],
  [AS_HELP_STRING([--enable-async-native-test], [Build the zend_async native test extension])],
  [yes])

if test "$PHP_ASYNC_NATIVE_TEST" != "no"; then
  AC_MSG_CHECKING([for the zend_async headers of true_async])
  if test -r "$phpincludedir/ext/true_async/zend_async_API.h"; then
    AC_MSG_RESULT([$phpincludedir/ext/true_async])
  else
    AC_MSG_RESULT([no])
    AC_MSG_ERROR([$phpincludedir/ext/true_async/zend_async_API.h is missing: run make install-headers in true_async first])
  fi
  PHP_NEW_EXTENSION(async_native_test, native_test.c native_records.c native_macros.c native_layout.c native_switch.c native_callbacks.c native_events.c native_microtask.c native_coroutine.c native_fcall.c native_waker.c native_switch_live.c native_internal_context.c native_scope.c native_context.c native_future.c native_exec.c native_main_stack.c native_scope_wait.c native_slot.c native_live.c native_poll_proxy.c native_reactor_tick.c native_object_event.c native_event_refs.c, $ext_shared)
fi
