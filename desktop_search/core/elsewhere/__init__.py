"""The indexes that live elsewhere: on a drive, or in a PostgreSQL database (docs/DRIVE_INDEX.md,
docs/SHARED_INDEX.md). Nothing that comes from either is trusted (docs/ARCHITECTURE.md, "Outside
data").

Each module names its side:

* writing: :mod:`.drive_writing` (a folder's index written on its drive by an engine of its own),
  :mod:`.db_writing` (the indexer's index published into the database);
* copying and pulling: :mod:`.drive_copying` (this computer's checked copy of a drive index),
  :mod:`.db_pulling` (a reader's copy of the rows its role may read);
* :mod:`.puller` (the thread that keeps every copy current) and :mod:`.searching` (the copies searched
  beside the local index, fused once);
* the database itself: :mod:`.db_connection` (credentials, TLS) and :mod:`.db_schema` (migrations,
  row-level security).
"""
