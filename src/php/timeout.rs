//! `Async\\Timeout` methods. The class itself is `awaitables::timeout::Timeout`.

use crate::awaitables::timeout::Timeout;
use crate::engine::php_ops;
use ext_php_rs::prelude::*;
use ext_php_rs::types::Zval;

#[php_impl]
impl Timeout {
    /// Disarms the timer: the Timeout never fires and counts as completed.
    pub fn cancel(&self, cancellation: Option<&Zval>) -> PhpResult<()> {
        let given = cancellation.filter(|z| !z.is_null());
        if given.is_some()
            && !given
                .and_then(|z| z.object())
                .is_some_and(php_ops::is_cancellation)
        {
            return Err(PhpException::new(
                "Async\\Timeout::cancel(): Argument #1 ($cancellation) must be of type ?Async\\AsyncCancellation".into(),
                0,
                ext_php_rs::zend::ce::type_error(),
            ));
        }
        self.state.cancel();
        Ok(())
    }

    pub fn is_completed(&self) -> bool {
        self.state.is_completed()
    }

    pub fn is_cancelled(&self) -> bool {
        self.state.is_cancelled()
    }
}
