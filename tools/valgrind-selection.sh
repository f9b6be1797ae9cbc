# Sourced by run-tests.sh (its valgrind stage) and tools/valgrind-leaks.sh:
# the php-tests the valgrind runs take, in `vg_set`, from the repository's
# root. What valgrind is for here is the extension's own memory: the core
# dirs run whole. The library dirs (curl, mysql, pgsql, redis) test a hook
# against a real server, and most of their tests are about results and
# timing that the phpt passes already check: under valgrind they cost
# minutes (about 4 of CI's 45) and fail on time bounds, not on memory; the
# caller adds the few that drive a hook's C side hardest (run-tests.sh's
# smoke list). The structured-API dirs (channels, pools, scopes, groups,
# iterate) hold about 390 tests, mostly of ordering and messages; their
# memory paths are few and shared. They keep the tests whose names say an
# abnormal release path (cancel, close, dispose, destructor, error,
# timeout, deadlock, exit, finally...): that is where a zval or a record
# is dropped out of the usual order and where leaks hide. About 170 tests;
# the rest cost some 7 minutes and check nothing valgrind adds.
vg_lib_dirs="curl mysql pgsql redis"
vg_api_dirs="channel pool scope task_group task_set iterate"
vg_api_pick='cancel|clos|dispos|destr|leak|gc|cycle|error|fail|throw|timeout|deadlock|exception|finally|abandon|exit|shutdown|fatal|unhandled'
vg_set=()
for vg_d in php-tests/*/; do
  vg_d=${vg_d%/}
  case " $vg_lib_dirs " in *" ${vg_d#php-tests/} "*) continue ;; esac
  case " $vg_api_dirs " in
    *" ${vg_d#php-tests/} "*)
      while IFS= read -r vg_t; do vg_set+=("$vg_t"); done < <(ls "$vg_d"/*.phpt | grep -E "$vg_api_pick")
      continue ;;
  esac
  vg_set+=("$vg_d")
done
