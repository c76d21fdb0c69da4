"""A shared index on PostgreSQL with pgvector: one indexer next to the files, many readers.

The indexer on the NAS (or a server) runs the app's own pipeline into its working index, then
:mod:`.publish` writes what it holds into the database, one transaction per batch of files:
each file's row (with its owner, group and mode), its passages and their vectors. Readers
never embed the share's files: :mod:`.replica` pulls what their database role may read (row-level
security decides) into a read-only local copy that the app's own searcher ranks, fused with the
local index. See docs/SHARED_INDEX.md.
"""
