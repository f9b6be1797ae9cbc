--TEST--
channel: ChannelCloseReason is a string-backed enum with the six cases and their exact values
--EXTENSIONS--
true_async
--FILE--
<?php
use Async\{Channel, ChannelException, ChannelCloseReason, Future, FutureState, Scope, TaskGroup};
use function Async\{spawn, await, suspend, delay, timeout, await_any_or_fail};
foreach (ChannelCloseReason::cases() as $case) {
    echo $case->name, " => '", $case->value, "'\n";
}
var_dump((string) (new ReflectionEnum(ChannelCloseReason::class))->getBackingType());
var_dump(ChannelCloseReason::from('no producers timeout') === ChannelCloseReason::NO_PRODUCERS);
var_dump(ChannelCloseReason::from('scope disposed') === ChannelCloseReason::SCOPE_DISPOSED);
var_dump(ChannelCloseReason::tryFrom('closed'));
?>
--EXPECT--
EXPLICIT => 'explicit'
DISPOSED => 'disposed'
NO_PRODUCERS => 'no producers timeout'
NO_CONSUMERS => 'no consumers timeout'
DEADLOCK => 'deadlock'
SCOPE_DISPOSED => 'scope disposed'
string(6) "string"
bool(true)
bool(true)
NULL
