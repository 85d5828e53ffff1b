//! Article 6: time controls and the twin clock. "Now" is always a parameter.
