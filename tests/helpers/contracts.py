"""The core's typed values (``desktop_search.core.contracts``) for tests that feed a window directly."""

from __future__ import annotations

from typing import Any

from desktop_search.core.contracts import EngineStatus

_STATUS: dict[str, Any] = {
    "data_dir": "/data",
    "model": "",
    "model_file": "",
    "dimensions": 0,
    "device": "",
    "folders": [],
    "files": 0,
    "failed": 0,
    "skipped": 0,
    "chunks": 0,
    "vectors": 0,
    "model_size": None,
    "model_warning": "",
    "settings_warnings": [],
    "switching_to": None,
    "reranker": None,
    "reranker_file": None,
    "reranker_size": None,
    "reranker_device": None,
    "reranker_error": "",
}


def engine_status(**fields: Any) -> EngineStatus:
    """An engine's status: ``fields`` as given, the rest empty (no model, no folders, no reranker)."""
    return EngineStatus(**{**_STATUS, **fields})
