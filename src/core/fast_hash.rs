//! A multiply-rotate hash (as rustc's own maps use) for the extension's
//! small-key maps: a TaskGroup's task keys, a pool's lent objects by
//! handle. SipHash cost more than the rest of a spawn or an acquire, and
//! the keys come from the script, not from an attacker choosing
//! collisions of a stored table.

#[derive(Default, Clone, Copy)]
pub struct KeyHasher(u64);

const SEED: u64 = 0x51_7c_c1_b7_27_22_0a_95;

impl std::hash::Hasher for KeyHasher {
    fn finish(&self) -> u64 {
        self.0
    }

    fn write(&mut self, bytes: &[u8]) {
        for chunk in bytes.chunks(8) {
            let mut w = [0u8; 8];
            w[..chunk.len()].copy_from_slice(chunk);
            self.write_u64(u64::from_le_bytes(w));
        }
    }

    fn write_u64(&mut self, i: u64) {
        self.0 = (self.0.rotate_left(5) ^ i).wrapping_mul(SEED);
    }

    fn write_u32(&mut self, i: u32) {
        self.write_u64(u64::from(i));
    }

    fn write_i64(&mut self, i: i64) {
        self.write_u64(i as u64);
    }

    fn write_usize(&mut self, i: usize) {
        self.write_u64(i as u64);
    }

    fn write_isize(&mut self, i: isize) {
        self.write_u64(i as u64);
    }
}

/// A map with `KeyHasher`.
pub type FastMap<K, V> = std::collections::HashMap<K, V, std::hash::BuildHasherDefault<KeyHasher>>;

#[cfg(test)]
mod tests {
    use super::*;
    use std::hash::{BuildHasher, BuildHasherDefault};

    #[test]
    fn equal_keys_hash_equal_and_nearby_handles_spread() {
        let b = BuildHasherDefault::<KeyHasher>::default();
        assert_eq!(b.hash_one(7u32), b.hash_one(7u32));
        assert_eq!(b.hash_one("key"), b.hash_one("key"));
        // Object handles are small consecutive numbers: their hashes must
        // differ in the low bits a table indexes by.
        let low: std::collections::HashSet<u64> =
            (0u32..64).map(|h| b.hash_one(h) & 0x3f).collect();
        assert!(low.len() > 32, "only {} distinct buckets of 64", low.len());
    }

    #[test]
    fn a_fast_map_inserts_and_removes() {
        let mut m: FastMap<u32, &str> = FastMap::default();
        for i in 0..1000 {
            m.insert(i, "x");
        }
        assert_eq!(m.len(), 1000);
        assert!((0..1000).all(|i| m.remove(&i).is_some()));
        assert!(m.is_empty());
    }
}
