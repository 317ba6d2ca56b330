//! `Fixed<T, N>`: a vector of at most `N` `Copy` items stored inline. It is itself `Copy`, so
//! the whole game state copies with a `memcpy` — which is what an undo checkpoint is, taken at
//! every decision of random playouts. Deserialising more than `N` items is an error, not a panic.

use serde::de::Error as _;
use serde::{Deserialize, Deserializer, Serialize, Serializer};
use std::fmt;
use std::ops::{Deref, DerefMut};

#[derive(Clone, Copy)]
pub struct Fixed<T: Copy + Default, const N: usize> {
    len: u8,
    items: [T; N],
}

/// `try_push` on a full `Fixed`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Full;

impl<T: Copy + Default, const N: usize> Fixed<T, N> {
    pub fn new() -> Self {
        Fixed {
            len: 0,
            items: [T::default(); N],
        }
    }

    pub fn try_push(&mut self, item: T) -> Result<(), Full> {
        if (self.len as usize) < N {
            self.items[self.len as usize] = item;
            self.len += 1;
            Ok(())
        } else {
            Err(Full)
        }
    }

    /// Pushes an item; a full vector keeps its items (capacities are sized by the data
    /// file's validated counts, so this never happens with valid data).
    pub fn push(&mut self, item: T) {
        let _ = self.try_push(item);
    }

    pub fn pop(&mut self) -> Option<T> {
        if self.len == 0 {
            return None;
        }
        self.len -= 1;
        Some(self.items[self.len as usize])
    }

    /// Removes the item at `index`, shifting the rest left.
    pub fn remove(&mut self, index: usize) -> T {
        let item = self[index];
        self.items.copy_within(index + 1..self.len as usize, index);
        self.len -= 1;
        item
    }

    /// Inserts at `index` (≤ len), shifting the rest right; ignored when full.
    pub fn insert(&mut self, index: usize, item: T) {
        let len = self.len as usize;
        if len >= N || index > len {
            return;
        }
        self.items.copy_within(index..len, index + 1);
        self.items[index] = item;
        self.len += 1;
    }

    pub fn retain(&mut self, mut keep: impl FnMut(&T) -> bool) {
        let mut kept = 0;
        for i in 0..self.len as usize {
            if keep(&self.items[i]) {
                self.items[kept] = self.items[i];
                kept += 1;
            }
        }
        self.len = kept as u8;
    }

    pub fn clear(&mut self) {
        self.len = 0;
    }

    pub fn truncate(&mut self, len: usize) {
        self.len = self.len.min(len as u8);
    }
}

impl<T: Copy + Default, const N: usize> Default for Fixed<T, N> {
    fn default() -> Self {
        Fixed::new()
    }
}

impl<T: Copy + Default, const N: usize> Deref for Fixed<T, N> {
    type Target = [T];
    fn deref(&self) -> &[T] {
        &self.items[..self.len as usize]
    }
}

impl<T: Copy + Default, const N: usize> DerefMut for Fixed<T, N> {
    fn deref_mut(&mut self) -> &mut [T] {
        &mut self.items[..self.len as usize]
    }
}

impl<T: Copy + Default + PartialEq, const N: usize> PartialEq for Fixed<T, N> {
    fn eq(&self, other: &Self) -> bool {
        **self == **other
    }
}

impl<T: Copy + Default + Eq, const N: usize> Eq for Fixed<T, N> {}

impl<T: Copy + Default + fmt::Debug, const N: usize> fmt::Debug for Fixed<T, N> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_list().entries(self.iter()).finish()
    }
}

impl<T: Copy + Default, const N: usize> FromIterator<T> for Fixed<T, N> {
    fn from_iter<I: IntoIterator<Item = T>>(iter: I) -> Self {
        let mut v = Fixed::new();
        for item in iter {
            v.push(item);
        }
        v
    }
}

impl<T: Copy + Default, const N: usize> Extend<T> for Fixed<T, N> {
    fn extend<I: IntoIterator<Item = T>>(&mut self, iter: I) {
        for item in iter {
            self.push(item);
        }
    }
}

impl<'a, T: Copy + Default, const N: usize> IntoIterator for &'a Fixed<T, N> {
    type Item = &'a T;
    type IntoIter = std::slice::Iter<'a, T>;
    fn into_iter(self) -> Self::IntoIter {
        self.iter()
    }
}

impl<'a, T: Copy + Default, const N: usize> IntoIterator for &'a mut Fixed<T, N> {
    type Item = &'a mut T;
    type IntoIter = std::slice::IterMut<'a, T>;
    fn into_iter(self) -> Self::IntoIter {
        self.iter_mut()
    }
}

impl<T: Copy + Default + Serialize, const N: usize> Serialize for Fixed<T, N> {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        (**self).serialize(s)
    }
}

impl<'de, T: Copy + Default + Deserialize<'de>, const N: usize> Deserialize<'de> for Fixed<T, N> {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        let items = Vec::<T>::deserialize(d)?;
        if items.len() > N {
            return Err(D::Error::custom(format!(
                "at most {N} items, found {}",
                items.len()
            )));
        }
        Ok(items.into_iter().collect())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn push_pop_remove_insert_retain_keep_order() {
        let mut v: Fixed<u8, 4> = [1, 2, 3].into_iter().collect();
        v.insert(0, 9);
        assert_eq!(&*v, &[9, 1, 2, 3]);
        assert_eq!(v.try_push(5), Err(Full));
        assert_eq!(v.remove(1), 1);
        v.retain(|&x| x != 2);
        assert_eq!(&*v, &[9, 3]);
        assert_eq!(v.pop(), Some(3));
        v.insert(5, 7);
        assert_eq!(&*v, &[9]);
    }

    #[test]
    fn deserialising_too_many_items_is_an_error() {
        let ok: Fixed<u8, 3> = serde_json::from_str("[1,2,3]").unwrap();
        assert_eq!(serde_json::to_string(&ok).unwrap(), "[1,2,3]");
        assert!(serde_json::from_str::<Fixed<u8, 3>>("[1,2,3,4]").is_err());
    }
}
