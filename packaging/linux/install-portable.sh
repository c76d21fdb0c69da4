#!/bin/sh
# Adds desktop-search from this unpacked folder to your applications menu (for your user only):
# a launcher in ~/.local/bin, the desktop entry and the icons in ~/.local/share, and the desktop's
# search box: KRunner's runner and the D-Bus service that starts the read-only search provider
# when the desktop asks (nothing runs at login).
# Run it again after moving the folder; remove with: ./install.sh --uninstall
# GNOME Shell reads search providers from system folders only: sudo ./install.sh --gnome adds
# this one to /usr/local/share (it names the provider; the program stays in this folder).
set -eu
here=$(cd "$(dirname "$0")" && pwd)
data=${XDG_DATA_HOME:-$HOME/.local/share}
bin=$HOME/.local/bin
id=io.github.desktop_search.DesktopSearch
service=dbus-1/services/$id.SearchProvider.service
runner=krunner/dbusplugins/$id.desktop
gnome=gnome-shell/search-providers/$id.search-provider.ini
system=/usr/local/share
if [ "${1:-}" = "--gnome" ]; then
    mkdir -p "$system/gnome-shell/search-providers"
    cp "$here/share/$gnome" "$system/$gnome"
    chmod 644 "$system/$gnome"
    echo "GNOME's overview now asks desktop-search (log out and in once); remove with: sudo ./install.sh --uninstall"
    exit 0
fi
if [ "${1:-}" = "--uninstall" ]; then
    rm -f "$bin/desktop-search" "$data/applications/$id.desktop" "$data/$service" "$data/$runner"
    find "$data/icons/hicolor" -name 'desktop-search.*' -delete 2>/dev/null || true
    if [ -e "$system/$gnome" ]; then
        rm -f "$system/$gnome" 2>/dev/null || echo "GNOME's search provider stays: sudo ./install.sh --uninstall removes it"
    fi
    echo "desktop-search removed from the menu and the desktop's search (this folder was left in place)"
    exit 0
fi
mkdir -p "$bin" "$data/applications" "$data/dbus-1/services" "$data/krunner/dbusplugins"
ln -sf "$here/desktop-search" "$bin/desktop-search"
cp -R "$here/share/icons" "$data/"
sed "s|^Exec=.*|Exec=\"$here/desktop-search\" gui|; s|^TryExec=.*|TryExec=$here/desktop-search|" \
    "$here/share/applications/$id.desktop" > "$data/applications/$id.desktop"
sed "s|^Exec=.*|Exec=\"$here/desktop-search\" search-provider|" "$here/share/$service" > "$data/$service"
cp "$here/share/$runner" "$data/$runner"
command -v update-desktop-database >/dev/null && update-desktop-database -q "$data/applications" || true
echo "desktop-search added to your applications menu and KRunner; command line: $bin/desktop-search"
[ -e "$system/$gnome" ] || echo "For GNOME's overview: sudo ./install.sh --gnome"
