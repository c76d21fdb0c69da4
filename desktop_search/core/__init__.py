"""Qt-free engine: configuration, models, storage, indexing and search."""
