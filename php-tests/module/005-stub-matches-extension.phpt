--TEST--
module: stubs/*.stub.php together declare exactly the classes, methods, functions and parameters the extension registers
--EXTENSIONS--
true_async
--FILE--
<?php
$lister = <<<'PHP'
<?php
function ta_list(): array {
    $out = [];
    $params = fn(ReflectionFunctionAbstract $f) => implode(", ", array_map(
        fn($p) => ($p->isVariadic() ? "..." : "") . "$" . $p->getName() . ($p->isOptional() && !$p->isVariadic() ? "?" : ""),
        $f->getParameters()));
    foreach (get_defined_functions()["user"] + get_defined_functions()["internal"] as $fn) {
        if (str_starts_with($fn, "async\\")) {
            $out[] = "function $fn(" . $params(new ReflectionFunction($fn)) . ")";
        }
    }
    foreach (array_merge(get_declared_classes(), get_declared_interfaces()) as $c) {
        if (!str_starts_with($c, "Async\\") && $c !== "Cancellation") continue;
        $rc = new ReflectionClass($c);
        $out[] = "class $c" . ($rc->getParentClass() ? " extends " . $rc->getParentClass()->getName() : "")
            . ($rc->isFinal() && !$rc->isEnum() ? " final" : "") . ($rc->isEnum() ? " enum" : "") . ($rc->isInterface() ? " interface" : "");
        foreach ($rc->getMethods() as $m) {
            if ($m->getDeclaringClass()->getName() !== $c) continue;
            $out[] = "  $c::" . $m->getName() . "(" . $params($m) . ")" . ($m->isStatic() ? " static" : "");
        }
    }
    sort($out);
    return array_values(array_unique($out));
}
PHP;
$tmp = tempnam(sys_get_temp_dir(), "ta-stub");
// The files the others build on first (Cancellation, Completable), then
// every area's own file.
$dir = __DIR__ . "/../../stubs/";
$stubs = array_unique(array_merge(
    [$dir . "exceptions.stub.php", $dir . "coroutine.stub.php"],
    glob($dir . "*.stub.php")
));
$requires = implode("", array_map(fn($f) => "\nrequire " . var_export($f, true) . ";", $stubs));
file_put_contents($tmp, $lister . $requires . "\necho json_encode(ta_list());\n");
$fromStub = json_decode(shell_exec(escapeshellarg(PHP_BINARY) . " -n " . escapeshellarg($tmp)), true);
unlink($tmp);
eval(substr($lister, 5));
$fromExt = ta_list();
var_dump(is_array($fromStub) && count($fromStub) > 50);
echo "only in the extension:\n", implode("\n", array_diff($fromExt, $fromStub)), "\n";
echo "only in the stub:\n", implode("\n", array_diff($fromStub, $fromExt)), "\n";
?>
--EXPECT--
bool(true)
only in the extension:

only in the stub:
