#!/bin/sh
# Adds desktop-search from this unpacked folder to your applications menu (for your user only):
# a launcher in ~/.local/bin, the desktop entry and the icons in ~/.local/share.
# Run it again after moving the folder; remove with: ./install.sh --uninstall
set -eu
here=$(cd "$(dirname "$0")" && pwd)
data=${XDG_DATA_HOME:-$HOME/.local/share}
bin=$HOME/.local/bin
id=io.github.desktop_search.DesktopSearch
if [ "${1:-}" = "--uninstall" ]; then
    rm -f "$bin/desktop-search" "$data/applications/$id.desktop"
    find "$data/icons/hicolor" -name 'desktop-search.*' -delete 2>/dev/null || true
    echo "desktop-search removed from the menu (this folder was left in place)"
    exit 0
fi
mkdir -p "$bin" "$data/applications"
ln -sf "$here/desktop-search" "$bin/desktop-search"
cp -R "$here/share/icons" "$data/"
sed "s|^Exec=.*|Exec=\"$here/desktop-search\" gui|; s|^TryExec=.*|TryExec=$here/desktop-search|" \
    "$here/share/applications/$id.desktop" > "$data/applications/$id.desktop"
command -v update-desktop-database >/dev/null && update-desktop-database -q "$data/applications" || true
echo "desktop-search added to your applications menu; command line: $bin/desktop-search"
