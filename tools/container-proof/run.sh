#!/usr/bin/env bash
# `npm run proof:containers`: the site's images built from the repository's Dockerfiles and the stack run from
# docker-compose.yml, with the flows and faults of src/stack.proof.ts (decision 073). Needs root on a machine
# like CI's: installs Debian's docker.io and Compose v2 when missing, starts dockerd when none answers (and stops
# it at the end), makes the base images offline once (a tag that exists is kept), then builds and runs.
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
root="$(cd "$here/../.." && pwd)"
state="${CONTAINER_PROOF_STATE:-/tmp/solar-container-proof}"
docker=/usr/bin/docker
cd "$root"
export NX_DAEMON=false NX_NO_CLOUD=true NX_TUI=false

started=$(date +%s)
last=$started
summary=()
mark() {
  local now
  now=$(date +%s)
  summary+=("$1: $((now - last)) s")
  last=$now
}

cleanup() {
  # Whatever the proof left running (it stops its stack itself; this is for a proof that died).
  if "$docker" info >/dev/null 2>&1; then
    MYSQL_PASSWORD=- MYSQL_ROOT_PASSWORD=- STAFF_MFA_KEY=- UNSUBSCRIBE_SECRET=- "$docker" compose \
      -f docker-compose.yml -f "$here/docker-compose.proof.yml" --profile sandbox \
      down --volumes --remove-orphans --timeout 5 >/dev/null 2>&1 || true
    # Images a rebuild left without a name (BuildKit's cache, which the next run reuses, stays).
    "$docker" image prune -f >/dev/null 2>&1 || true
  fi
  "$here/engine.sh" stop "$state" || true
  echo
  echo "container proof timing summary:"
  printf '  %s\n' "${summary[@]}"
  echo "  total: $(($(date +%s) - started)) s"
}
trap cleanup EXIT

"$here/engine.sh" start "$state"
mark "engine ready"
"$here/base-images/make-base-images.sh" "$docker"
mark "base images (made or found)"
"$here/build-images.sh" "$docker" "$state/logs"
mark "site images built"
# The stack publishes 4200-4203, 4290 and 1080 on the loopback, as `npm start` does: one user of those ports at a time.
flock /tmp/solar-ports.lock npx jest -c tools/container-proof/jest.proof.config.cjs --runInBand
mark "stack, flows and faults"
