--TEST--
dist: composer.json is a PIE package of this extension (php-ext section by PIE's rules), and Cargo.toml, composer.json, phpversion(), php --ri and CHANGELOG.md name one version
--EXTENSIONS--
true_async
--FILE--
<?php
$root = dirname(__DIR__, 2);
$cargo = file_get_contents("$root/Cargo.toml");
preg_match('/^\[package\]\n(?:[^\[].*\n)*?version = "([^"]+)"/m', $cargo, $m);
$version = $m[1] ?? null;
echo "Cargo.toml has a version: ", var_export($version !== null, true), "\n";

// The module and phpinfo() (php --ri) show it.
echo "phpversion: ", var_export(phpversion('true_async') === $version, true), "\n";
ob_start();
(new ReflectionExtension('true_async'))->info();
$info = ob_get_clean();
echo "php --ri: ", var_export(preg_match('/^Version => ' . preg_quote($version, '/') . '$/m', $info) === 1, true), "\n";

// The changelog has a section for it.
$log = file_get_contents("$root/CHANGELOG.md");
echo "CHANGELOG: ", var_export(preg_match('/^## ' . preg_quote($version, '/') . '\b/m', $log) === 1, true), "\n";

// composer.json: the package PIE installs. Debian 12's Composer does not
// know the php-ext section, so its rules (PIE's extension-maintainers
// documentation and php-ext schema) are checked here.
$c = json_decode(file_get_contents("$root/composer.json"), true, 512, JSON_THROW_ON_ERROR);
$problems = [];
$c['version'] === $version || $problems[] = "version {$c['version']} is not Cargo.toml's";
$c['type'] === 'php-ext' || $problems[] = "type is not php-ext";
preg_match('~^[a-z0-9]([_.-]?[a-z0-9]+)*/[a-z0-9](([_.]|-{1,2})?[a-z0-9]+)*$~', $c['name']) || $problems[] = "bad package name";
str_contains($c['description'], 'https://sh.rustup.rs') || $problems[] = "the description does not say how to get Rust";
$ext = $c['php-ext'] ?? [];
$known = ['extension-name' => 'string', 'priority' => 'integer', 'support-zts' => 'boolean',
    'support-nts' => 'boolean', 'build-path' => 'string', 'download-url-method' => 'string',
    'override-download-url-method' => 'string', 'os-families' => 'array',
    'os-families-exclude' => 'array', 'configure-options' => 'array'];
foreach ($ext as $k => $v) {
    if (!isset($known[$k])) { $problems[] = "unknown php-ext key $k"; continue; }
    gettype($v) === $known[$k] || $problems[] = "php-ext.$k is not a {$known[$k]}";
}
isset($ext['os-families'], $ext['os-families-exclude']) && $problems[] = "os-families and os-families-exclude together";
foreach ($ext['os-families'] ?? [] as $f) {
    in_array($f, ['windows', 'bsd', 'darwin', 'solaris', 'linux', 'unknown'], true) || $problems[] = "unknown OS family $f";
}
// The name a loaded module has: what extension_loaded() and PIE's ini line use.
($ext['extension-name'] ?? null) === 'true_async' && extension_loaded($ext['extension-name']) || $problems[] = "extension-name is not the module's name";
// Each configure option is one config.m4 declares.
$m4 = file_get_contents("$root/config.m4");
foreach ($ext['configure-options'] ?? [] as $o) {
    preg_match('/^[a-zA-Z0-9][a-zA-Z0-9-_]*$/', $o['name'] ?? '') || $problems[] = "bad configure option name";
    is_bool($o['needs-value'] ?? false) && is_string($o['description'] ?? '') || $problems[] = "bad configure option {$o['name']}";
    preg_match('/^(enable|with)-(.*)$/', $o['name'], $om);
    str_contains($m4, "PHP_ARG_" . strtoupper($om[1]) . "([{$om[2]}]") || $problems[] = "config.m4 has no --{$o['name']}";
}
// The PHP versions it accepts include this one (8.2) and not 8.1 or 8.3.
$accepts = function (string $v) use ($c): bool {
    foreach (preg_split('/[\s,]+/', trim($c['require']['php'])) as $part) {
        preg_match('/^(>=|<=|<|>|==)?(\d+(?:\.\d+)*)$/', $part, $pm) || throw new Exception("constraint $part");
        if (!version_compare($v, $pm[2], $pm[1] ?: '==')) return false;
    }
    return true;
};
$accepts(PHP_VERSION) && $accepts('8.2.0') && !$accepts('8.1.30') && !$accepts('8.3.0') || $problems[] = "require.php does not mean PHP 8.2";
echo "composer.json: ", $problems ? implode("; ", $problems) : "ok", "\n";
?>
--EXPECT--
Cargo.toml has a version: true
phpversion: true
php --ri: true
CHANGELOG: true
composer.json: ok
