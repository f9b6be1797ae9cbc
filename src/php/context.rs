//! `Async\Context` methods and the context functions (current_context,
//! coroutine_context, root_context, request_context). The store is
//! scope/context.rs.

use crate::engine::php_ops;
use crate::scope::context::{new_context, scope_context, Context, CtxKey};
use ext_php_rs::prelude::*;
use ext_php_rs::types::Zval;
use ext_php_rs::zend::ce;

fn key(z: &Zval, method: &str) -> PhpResult<CtxKey> {
    if let Some(k) = CtxKey::of(z) {
        return Ok(k);
    }
    Err(PhpException::new(
        format!(
            "Async\\Context::{method}(): Argument #1 ($key) must be of type string|object, {} given",
            super::future::type_name(z)
        ),
        0,
        ce::type_error(),
    ))
}

fn missing(k: &CtxKey) -> PhpException {
    crate::engine::errors::php_exception_of("Async\\ContextException", &k.describe_missing())
}

fn this_zval() -> Zval {
    php_ops::this_zval()
}

#[php_impl]
impl Context {
    /// A standalone context (no scope above it).
    pub fn __construct() -> Self {
        Self::default()
    }

    pub fn find(&self, key: &Zval) -> PhpResult<Zval> {
        let k = self::key(key, "find")?;
        Ok(self.core.find(&k).unwrap_or_default())
    }

    pub fn get(&self, key: &Zval) -> PhpResult<Zval> {
        let k = self::key(key, "get")?;
        self.core.find(&k).ok_or_else(|| missing(&k))
    }

    pub fn has(&self, key: &Zval) -> PhpResult<bool> {
        let k = self::key(key, "has")?;
        Ok(self.core.find(&k).is_some())
    }

    pub fn find_local(&self, key: &Zval) -> PhpResult<Zval> {
        let k = self::key(key, "findLocal")?;
        Ok(self.core.get_local(&k).unwrap_or_default())
    }

    pub fn get_local(&self, key: &Zval) -> PhpResult<Zval> {
        let k = self::key(key, "getLocal")?;
        self.core.get_local(&k).ok_or_else(|| missing(&k))
    }

    pub fn has_local(&self, key: &Zval) -> PhpResult<bool> {
        let k = self::key(key, "hasLocal")?;
        Ok(self.core.has_local(&k))
    }

    pub fn set(&self, key: &Zval, value: &Zval, replace: Option<&Zval>) -> PhpResult<Zval> {
        let k = self::key(key, "set")?;
        let replace = super::args::bool_or(replace, 3, false)?;
        if !self.core.set(k, value.shallow_clone(), replace) {
            return Err(crate::engine::errors::php_exception(
                crate::engine::errors::Kind::Async,
                "Context key already exists and replace is false",
            ));
        }
        Ok(this_zval())
    }

    pub fn unset(&self, key: &Zval) -> PhpResult<Zval> {
        let k = self::key(key, "unset")?;
        self.core.unset(&k);
        Ok(this_zval())
    }
}

/// `current_context()`: the current scope's context.
pub fn current_context() -> Zval {
    crate::engine::runtime::rt().ensure_launched();
    scope_context(&crate::scope::current())
}

/// `root_context()`: the main scope's context.
pub fn root_context() -> Zval {
    crate::engine::runtime::rt().ensure_launched();
    scope_context(&crate::scope::main_scope())
}

/// The coroutine's own context (`coroutine_context()`, `getContext()`).
pub fn local_context(rec: &crate::engine::coroutine::Record) -> Zval {
    crate::engine::c_context::own_context(rec).unwrap_or_else(|| new_context(None))
}

pub fn coroutine_context() -> Zval {
    let co = crate::engine::runtime::rt().ensure_launched();
    local_context(co.get())
}
