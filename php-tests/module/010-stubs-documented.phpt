--TEST--
module: the IDE stubs document every declaration: each function, class, interface, method, property and enum case of stubs/*.stub.php has a doc comment, which names every parameter and, unless it returns void, has an @return
--EXTENSIONS--
true_async
--FILE--
<?php
// The stubs declare the extension's own classes, so they are loaded by a
// child PHP without it (-n), which reflects over them.
$checker = <<<'PHP'
<?php
$classes = get_declared_classes();
$interfaces = get_declared_interfaces();
$dir = $argv[1];
foreach (['exceptions', 'coroutine'] as $f) require "$dir/$f.stub.php";
foreach (glob("$dir/*.stub.php") as $f) require_once $f;
$seen = 0;
$problems = [];
$check = function (string $what, $r) use (&$problems, &$seen) {
    $seen++;
    $doc = $r->getDocComment();
    if ($doc === false || trim(preg_replace('~^/\*\*|\*/$|^\s*\*~m', '', $doc)) === '') {
        $problems[] = "$what: no doc comment";
        return;
    }
    if ($r instanceof ReflectionFunctionAbstract) {
        foreach ($r->getParameters() as $p) {
            if (!preg_match('/\$' . $p->getName() . '\b/', $doc)) $problems[] = "$what: \$" . $p->getName() . " not described";
        }
        $t = $r->getReturnType();
        $void = $t instanceof ReflectionNamedType && in_array($t->getName(), ['void', 'never'], true);
        if (!$void && $r->getName() !== '__construct' && !str_contains($doc, '@return')) $problems[] = "$what: no @return";
    }
};
foreach (get_defined_functions()['user'] as $fn) {
    if (str_starts_with($fn, 'async\\')) $check("function $fn", new ReflectionFunction($fn));
}
foreach (array_merge(array_diff(get_declared_classes(), $classes), array_diff(get_declared_interfaces(), $interfaces)) as $c) {
    $rc = new ReflectionClass($c);
    $check("class $c", $rc);
    foreach ($rc->getMethods() as $m) {
        if ($m->getDeclaringClass()->getName() === $c && $m->isUserDefined()) $check("$c::" . $m->getName() . "()", $m);
    }
    if ($rc->isEnum()) {
        foreach ((new ReflectionEnum($c))->getCases() as $case) $check("$c::" . $case->getName(), $case);
    } else {
        foreach ($rc->getProperties() as $p) {
            if ($p->getDeclaringClass()->getName() === $c) $check("$c::\$" . $p->getName(), $p);
        }
    }
}
echo $seen, "\n", implode("\n", $problems);
PHP;
$tmp = tempnam(sys_get_temp_dir(), "ta-doc");
file_put_contents($tmp, $checker);
$out = shell_exec(escapeshellarg(PHP_BINARY) . " -n " . escapeshellarg($tmp) . " " . escapeshellarg(__DIR__ . "/../../stubs"));
unlink($tmp);
[$seen, $problems] = explode("\n", $out, 2) + [1 => ''];
echo "declarations checked: ", (int) $seen > 250 ? "all" : $seen, "\n";
echo "undocumented:\n", $problems, "\n";
?>
--EXPECT--
declarations checked: all
undocumented:
