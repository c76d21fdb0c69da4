#!/bin/sh
# desktop-search launcher: runs the app installed in /opt/desktop-search (found relative to
# this script, so the same tree works when unpacked somewhere else, e.g. in tests).
here=$(dirname "$(readlink -f "$0")")
exec "$here/../../opt/desktop-search/desktop-search" "$@"
