"""Extra llama.cpp CPU buffers (AMX tiles) are off on a CPU that reports AMX, unless the user says.

The patched parameter is checked on llama-cpp-python's real default parameters (no model is loaded:
loading a quantised model on an AMX machine whose tiles fault is the crash this prevents; the
multilingual model's tests in tests/integration load one for real).
"""

from __future__ import annotations

import pytest

from desktop_search.core.models import cpu_buffers


@pytest.fixture(autouse=True)
def _fresh_choice(monkeypatch: pytest.MonkeyPatch):
    cpu_buffers.extra_buffers_allowed.cache_clear()
    yield
    cpu_buffers.extra_buffers_allowed.cache_clear()


@pytest.mark.parametrize(
    ("env", "amx", "allowed"),
    [("", True, False), ("", False, True), ("1", True, True), ("off", False, False)],
)
def test_the_choice_follows_the_cpu_and_the_environment(
    monkeypatch: pytest.MonkeyPatch, env: str, amx: bool, allowed: bool
) -> None:
    monkeypatch.setenv(cpu_buffers.ENV, env)
    monkeypatch.setattr(cpu_buffers, "cpu_reports_amx", lambda: amx)
    assert cpu_buffers.extra_buffers_allowed() is allowed


def test_a_llama_made_meanwhile_gets_plain_buffers_and_the_default_comes_back(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    import llama_cpp.llama

    module = llama_cpp.llama.llama_cpp
    monkeypatch.setenv(cpu_buffers.ENV, "0")
    original = module.llama_model_default_params
    assert original().use_extra_bufts  # llama.cpp's own default
    with cpu_buffers.model_params_for_this_cpu(module):
        assert module.llama_model_default_params().use_extra_bufts is False
    assert module.llama_model_default_params is original
