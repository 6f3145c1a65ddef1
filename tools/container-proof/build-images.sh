#!/usr/bin/env bash
# Builds the site's six images from the repository's Dockerfiles, as they are, with the engine's built-in
# Dockerfile frontend (BuildKit), under the names `docker compose` gives them (<project>-<service>), and prints
# each image's build time and size. The images share their build stage's `npm ci` layer: the first build installs,
# the others find it in BuildKit's cache (same base, same lockfile).
# Usage: build-images.sh <docker binary> <log folder> [APP_VERSION]
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
docker="$1"
logs="$2"
version="${3:-}"
mkdir -p "$logs"
cd "$root"

# service  Dockerfile  extra build arguments
images=(
  "api services/api/Dockerfile"
  "shell shell/Dockerfile"
  "mfe-content deploy/remote.Dockerfile REMOTE=mfe-content"
  "mfe-engage deploy/remote.Dockerfile REMOTE=mfe-engage"
  "mfe-donate deploy/remote.Dockerfile REMOTE=mfe-donate"
  "paypal-sim services/paypal-sim/Dockerfile"
)
for entry in "${images[@]}"; do
  read -r service dockerfile arg <<<"$entry"
  args=(--build-arg "APP_VERSION=$version")
  [ -n "${arg:-}" ] && args+=(--build-arg "$arg")
  started=$(date +%s)
  if ! DOCKER_BUILDKIT=1 "$docker" build --progress=plain "${args[@]}" -f "$dockerfile" -t "sun-to-sanctuary-$service" . \
    >"$logs/build-$service.log" 2>&1; then
    tail -n 60 "$logs/build-$service.log" >&2
    echo "image $service: the build failed (log: $logs/build-$service.log)" >&2
    exit 1
  fi
  size=$("$docker" image inspect -f '{{.Size}}' "sun-to-sanctuary-$service" | awk '{printf "%.0f MB", $1/1e6}')
  echo "image sun-to-sanctuary-$service: built in $(($(date +%s) - started)) s, $size"
done
