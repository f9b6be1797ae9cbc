--TEST--
destructors: a destructor waiting at shutdown for something nothing can bring is a reported deadlock: it is unwound (finally runs), the others finish, exit status 255
--EXTENSIONS--
true_async
--FILE--
<?php
require_once __DIR__ . "/../child_php.inc";
$code = <<<'PHP'
use Async\{Future, FutureState};
class Stuck {
    public function __destruct() {
        try { (new Future(new FutureState()))->await(); } finally { echo "stuck destructor unwound\n"; }
    }
}
class Fine { public function __destruct() { Async\delay(5); echo "fine destructor done\n"; } }
$f = new Fine();
$s = new Stuck();
echo "end\n";
PHP;
exec(ta_php_command() . " -d async.debug_deadlock=1" . " -r " . escapeshellarg($code) . " 2>&1", $out, $status);
$text = implode("\n", $out);
echo substr_count($text, "DEADLOCK REPORT START"), " report\n";
foreach (["end", "fine destructor done", "stuck destructor unwound"] as $line) echo $line, ": ", var_export(in_array($line, $out, true), true), "\n";
echo "status $status\n";
?>
--EXPECT--
1 report
end: true
fine destructor done: true
stuck destructor unwound: true
status 255
