"""Persistent storage: SQLite metadata (the record) and the Faiss vector index."""
