--TEST--
scope: spawn_with() and Scope::spawn() reject a non-ScopeProvider or non-callable with TypeError and missing arguments with ArgumentCountError, without running anything
--EXTENSIONS--
true_async
--FILE--
<?php
use Async\Scope;
use function Async\{spawn_with, suspend};
$s = new Scope();
$cases = [
    'spawn_with(stdClass, closure)' => fn() => spawn_with(new stdClass(), function () { echo "body runs\n"; }),
    'spawn_with(string, closure)' => fn() => spawn_with("Async\\Scope", function () { echo "body runs\n"; }),
    'spawn_with(scope)' => fn() => spawn_with($s),
    'spawn_with()' => fn() => spawn_with(),
    'spawn_with(scope, unknown function)' => fn() => spawn_with($s, "no_such_function_for_this_test"),
    'spawn_with(scope, 42)' => fn() => spawn_with($s, 42),
    'Scope::spawn()' => fn() => $s->spawn(),
    'Scope::spawn(42)' => fn() => $s->spawn(42),
];
foreach ($cases as $label => $call) {
    try {
        $call();
        echo "$label: accepted\n";
    } catch (Throwable $e) {
        echo "$label: ", get_class($e), "\n";
    }
}
suspend();
echo "end\n";
?>
--EXPECT--
spawn_with(stdClass, closure): TypeError
spawn_with(string, closure): TypeError
spawn_with(scope): ArgumentCountError
spawn_with(): ArgumentCountError
spawn_with(scope, unknown function): TypeError
spawn_with(scope, 42): TypeError
Scope::spawn(): ArgumentCountError
Scope::spawn(42): TypeError
end
