--TEST--
channel: (tokens are declared mixed and checked in the method, getIterator() names its iterator class) public methods have the stub's parameter names, types, optionality and return types
--EXTENSIONS--
true_async
--FILE--
<?php
use Async\{Channel, ChannelException, ChannelCloseReason, Future, FutureState, Scope, TaskGroup};
use function Async\{spawn, await, suspend, delay, timeout, await_any_or_fail};
$methods = ['__construct', 'send', 'sendAsync', 'recv', 'recvAsync', 'close', 'isClosed', 'capacity', 'count', 'isEmpty', 'isFull', 'getIterator'];
foreach ($methods as $name) {
    $m = new ReflectionMethod(Channel::class, $name);
    $params = [];
    foreach ($m->getParameters() as $p) {
        $params[] = $p->getType() . ' $' . $p->getName() . ($p->isOptional() ? ' = ?' : '');
    }
    $ret = $m->hasReturnType() ? (string) $m->getReturnType() : 'none';
    echo ($m->isPublic() && !$m->isStatic() ? '' : 'NOT PUBLIC INSTANCE '), $name, '(', implode(', ', $params), '): ', $ret, "\n";
}
?>
--EXPECT--
__construct(int $capacity = ?, int $noProducerTimeout = ?, int $noConsumerTimeout = ?, bool $hardTimeouts = ?): none
send(mixed $value, mixed $cancellationToken = ?): void
sendAsync(mixed $value): bool
recv(mixed $cancellationToken = ?): mixed
recvAsync(): Async\Future
close(): void
isClosed(): bool
capacity(): int
count(): int
isEmpty(): bool
isFull(): bool
getIterator(): Async\ChannelIterator
