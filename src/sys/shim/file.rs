//! Plain files' wrapped ops: csrc/file_shim.c.

extern "C" {
    pub fn ta_files_install();
    pub fn ta_files_uninstall();
}
