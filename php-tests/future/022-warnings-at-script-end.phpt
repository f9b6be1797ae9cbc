--TEST--
future: an unused Future still held when the script ends warns then, once; the exit status stays 0 (a warning, not a failure)
--EXTENSIONS--
true_async
--FILE--
<?php
require __DIR__ . "/../shutdown/child.inc";
[$out, $status] = ta_run_child(<<<'PHP'
$kept = new Async\Future(new Async\FutureState());
echo "end of script\n";
PHP);
echo $out, "\nstatus $status\n";
?>
--EXPECTF--
end of script

Warning: Future was never used; call await(), map(), catch(), finally() or ignore() to suppress this warning. Created at %s in %s on line %d
status 0
