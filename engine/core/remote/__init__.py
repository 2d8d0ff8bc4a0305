"""Play across devices with no server (docs/REMOTE.md): signed, hash-chained messages
(:mod:`.wire`), dice made together from committed contributions and face-down cards by
commutative masking (:mod:`.table`), the audit at the end and the ordinary record
(:mod:`.audit`), simulated devices (:mod:`.simulate`). Every cryptographic operation goes
through :mod:`.crypto` (PyNaCl); nothing outside this package imports it, so the page's
wheel does not need it."""
