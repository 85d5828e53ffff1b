//! Impls that many types write the same way, written once.

/// `From<Inner> for Outer` for each variant `Outer::Variant(Inner)`: the groups of a command,
/// the sources of a refusal, the outcomes of keeping the record.
macro_rules! from_variants {
    ($outer:ident { $($variant:ident($inner:ty)),+ $(,)? }) => {
        $(
            impl From<$inner> for $outer {
                fn from(inner: $inner) -> $outer {
                    $outer::$variant(inner)
                }
            }
        )+
    };
}

/// An enum whose every variant wraps one type, declared with `From<Inner>` for each (as
/// [`from_variants`] gives): a command made of the groups each part of the window carries out.
macro_rules! enum_from_variants {
    ($(#[$meta:meta])* $vis:vis enum $outer:ident { $($(#[$vmeta:meta])* $variant:ident($inner:ty)),+ $(,)? }) => {
        $(#[$meta])*
        $vis enum $outer {
            $($(#[$vmeta])* $variant($inner)),+
        }
        from_variants!($outer { $($variant($inner)),+ });
    };
}

/// `Display` as the stable name a method of the type gives (`Reason::name`, `GameResult::pgn`).
macro_rules! display_as {
    ($ty:ty, $method:ident) => {
        impl std::fmt::Display for $ty {
            fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
                f.write_str(self.$method())
            }
        }
    };
}
