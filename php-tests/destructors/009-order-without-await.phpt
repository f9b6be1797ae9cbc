--TEST--
destructors: destructors that do not suspend run one after the other in PHP's order (globals backwards, then the store), each once
--EXTENSIONS--
true_async
--FILE--
<?php
class T {
    public static int $n = 0;
    public function __construct(public string $name) {}
    public function __destruct() { self::$n++; echo "{$this->name} (", self::$n, ")\n"; }
}
$first = new T("global first");
$second = new T("global second");
$kept = [new T("in an array")];
?>
--EXPECT--
global second (1)
global first (2)
in an array (3)
