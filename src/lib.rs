//! true_async: TrueAsync's coroutine model (spawn/await, a scheduler with its
//! own context, a libuv reactor) for stock PHP, as an ext-php-rs extension.
//! Registrations only; docs/design.md describes the layout.

#![deny(unsafe_op_in_unsafe_fn)]
#![deny(clippy::undocumented_unsafe_blocks)]
#![cfg_attr(windows, feature(abi_vectorcall))]

pub mod abi;
pub mod awaitables;
pub mod core;
pub mod engine;
pub mod io;
pub mod module;
pub mod php;
pub mod reactor;
pub mod records;
pub mod scope;
pub mod sync;
pub mod sys;

use ext_php_rs::prelude::*;
use module::startup;

#[php_module]
#[php(startup = "startup")]
pub fn get_module(module: ModuleBuilder) -> ModuleBuilder {
    let mut m = module
        .request_startup_function(module::request_startup)
        .request_shutdown_function(module::request_shutdown)
        .shutdown_function(module::shutdown)
        .info_function(module::info::info)
        .class::<engine::coroutine::Coroutine>()
        .class::<awaitables::timeout::Timeout>()
        .class::<awaitables::future::FutureState>()
        .class::<awaitables::future::Future>()
        .class::<awaitables::fs_watcher::FileSystemEvent>()
        .class::<awaitables::fs_watcher::WatcherIterator>()
        .class::<awaitables::fs_watcher::FileSystemWatcher>()
        .class::<scope::object::ScopeObject>()
        .class::<scope::context::Context>()
        .class::<scope::group_object::GroupIterator>()
        .class::<scope::group_object::TaskGroup>()
        .class::<scope::group_object::TaskSet>()
        .class::<sync::channel_object::ChannelIterator>()
        .class::<sync::channel_object::Channel>()
        .class::<sync::pool_object::Pool>()
        .enumeration::<awaitables::signal::Signal>()
        .enumeration::<sync::channel_object::CloseReason>()
        .enumeration::<sync::pool_object::BreakerState>();
    for f in php::functions::builders()
        .into_iter()
        .chain(php::await_many::builders())
        .chain(php::cpu::builders())
        .chain(php::scope_functions::builders())
    {
        m = m.function(f);
    }
    m
}
