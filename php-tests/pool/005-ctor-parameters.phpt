--TEST--
pool: constructor parameter names and positions, only $factory is required
--EXTENSIONS--
true_async
--FILE--
<?php
$m = new ReflectionMethod(Async\Pool::class, '__construct');
echo $m->getNumberOfRequiredParameters(), "\n";
foreach ($m->getParameters() as $p) {
    echo $p->getPosition() + 1, " ", $p->getName(), $p->isOptional() ? " optional" : " required", "\n";
}
?>
--EXPECT--
1
1 factory required
2 destructor optional
3 healthcheck optional
4 beforeAcquire optional
5 beforeRelease optional
6 min optional
7 max optional
8 healthcheckInterval optional
