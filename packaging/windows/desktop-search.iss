; Inno Setup 6 script: the Windows installer for desktop-search.
;
; Built by packaging/windows/build.ps1 (see packaging/README.md), which freezes the app with
; PyInstaller first and passes the version read from the package:
;   iscc /DAppVersion=0.1.0 /DSourceDir=..\..\build\dist\desktop-search /DOutputDir=..\..\dist desktop-search.iss
; Per-user install by default (no administrator rights needed); "Install for all users" is offered.

#ifndef AppVersion
  #error Pass the version: iscc /DAppVersion=X.Y.Z (build.ps1 reads it from desktop_search.__version__)
#endif
#ifndef SourceDir
  #define SourceDir "..\..\build\dist\desktop-search"
#endif
#ifndef OutputDir
  #define OutputDir "..\..\dist"
#endif
#ifndef Variant
  #define Variant ""
#endif
#define AppName "Desktop Search"
#define AppExe "desktop-search-gui.exe"
#define CliExe "desktop-search.exe"

[Setup]
; A fixed AppId: upgrades replace the installed version instead of adding a second one.
AppId={{6C0E7F0A-3C55-4F0B-9E7D-5B2B8C1D9A41}
AppName={#AppName}
AppVersion={#AppVersion}
AppVerName={#AppName} {#AppVersion}
AppPublisher=desktop-search developers
AppPublisherURL=https://github.com/desktop-search/desktop-search
AppSupportURL=https://github.com/desktop-search/desktop-search/issues
DefaultDirName={autopf}\Desktop Search
DefaultGroupName={#AppName}
DisableProgramGroupPage=yes
PrivilegesRequired=lowest
PrivilegesRequiredOverridesAllowed=dialog
ArchitecturesAllowed=x64compatible
ArchitecturesInstallIn64BitMode=x64compatible
MinVersion=10.0
LicenseFile=LICENSE.txt
OutputDir={#OutputDir}
OutputBaseFilename=desktop-search-{#AppVersion}{#Variant}-windows-x64-setup
SetupIconFile=..\..\resources\icons\desktop-search.ico
UninstallDisplayIcon={app}\{#AppExe}
Compression=lzma2/max
SolidCompression=yes
WizardStyle=modern
ChangesEnvironment=yes
CloseApplications=yes

[Languages]
Name: "english"; MessagesFile: "compiler:Default.isl"

[Tasks]
Name: "desktopicon"; Description: "{cm:CreateDesktopIcon}"; GroupDescription: "{cm:AdditionalIcons}"; Flags: unchecked
Name: "addtopath"; Description: "Add the desktop-search command to PATH (command line: index, search, status)"; GroupDescription: "Command line:"; Flags: unchecked

[Files]
; The whole PyInstaller one-folder build: both executables, _internal\ (Python, Qt, llama.cpp,
; Faiss) and the default model in _internal\models.
Source: "{#SourceDir}\*"; DestDir: "{app}"; Flags: ignoreversion recursesubdirs createallsubdirs

[Icons]
Name: "{autoprograms}\{#AppName}"; Filename: "{app}\{#AppExe}"; Comment: "Find your own files by meaning"
Name: "{autodesktop}\{#AppName}"; Filename: "{app}\{#AppExe}"; Tasks: desktopicon

[Registry]
Root: HKA; Subkey: "Environment"; ValueType: expandsz; ValueName: "Path"; ValueData: "{olddata};{app}"; Tasks: addtopath; Check: NeedsAddPath(ExpandConstant('{app}'))

[Run]
Filename: "{app}\{#AppExe}"; Description: "{cm:LaunchProgram,{#AppName}}"; Flags: nowait postinstall skipifsilent
; Smoke test for silent installs in CI: setup.exe /VERYSILENT /CURRENTUSER, then
; "%LOCALAPPDATA%\Programs\Desktop Search\desktop-search.exe" --version

[UninstallDelete]
; The index and settings live in the user's data folder and are kept; only what the app
; wrote next to itself goes.
Type: filesandordirs; Name: "{app}\_internal\__pycache__"

[Code]
function NeedsAddPath(Dir: string): Boolean;
var
  Path: string;
begin
  if not RegQueryStringValue(HKEY_CURRENT_USER, 'Environment', 'Path', Path) then
  begin
    Result := True;
    exit;
  end;
  Result := Pos(';' + Uppercase(Dir) + ';', ';' + Uppercase(Path) + ';') = 0;
end;
