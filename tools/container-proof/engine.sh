#!/usr/bin/env bash
# The container engine for the proof: Debian's docker.io (20.10) and Compose v2 from Debian trixie's
# docker-compose package (bookworm's 1.29 cannot read the file's top-level `name`).
#   engine.sh start <state folder>   installs what is missing, starts dockerd unless one answers
#   engine.sh stop <state folder>    stops dockerd if `start` started it
# Installing and starting need root, as .ci/run's other installs do.
set -euo pipefail
action="$1"
state="$2"
docker=/usr/bin/docker
mkdir -p "$state"

engine_up() { "$docker" info >/dev/null 2>&1; }

install_engine() {
  if [ ! -x /usr/sbin/dockerd ] || [ ! -x "$docker" ]; then
    echo "Installing Debian's docker.io"
    apt-get update -qq
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq -o DPkg::Lock::Timeout=600 docker.io >/dev/null
  fi
  if ! "$docker" compose version 2>/dev/null | grep -q 'version v\?2'; then
    echo "Installing Compose v2 from Debian trixie's docker-compose package"
    local apt_dir="$state/trixie-apt"
    mkdir -p "$apt_dir/lists/partial" "$apt_dir/cache/archives/partial" "$apt_dir/preferences.d"
    echo 'deb [signed-by=/usr/share/keyrings/debian-archive-keyring.gpg] http://deb.debian.org/debian trixie main' \
      >"$apt_dir/sources.list"
    # trixie's lists only for this download, in their own folders: the machine's apt sources stay bookworm's.
    local options=(-o "Dir::Etc::SourceList=$apt_dir/sources.list" -o Dir::Etc::SourceParts=/dev/null
      -o "Dir::State::Lists=$apt_dir/lists" -o "Dir::Cache=$apt_dir/cache" -o Dir::Etc::Preferences=/dev/null
      -o "Dir::Etc::PreferencesParts=$apt_dir/preferences.d" -o Debug::NoLocking=1)
    apt-get "${options[@]}" update -qq
    (cd "$apt_dir" && apt-get "${options[@]}" download docker-compose 2>/dev/null)
    DEBIAN_FRONTEND=noninteractive dpkg -i "$apt_dir"/docker-compose_2.*.deb >/dev/null
  fi
  command -v mmdebstrap >/dev/null || {
    echo "Installing mmdebstrap (the base images' root filesystems)"
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq -o DPkg::Lock::Timeout=600 mmdebstrap >/dev/null
  }
}

case "$action" in
  start)
    install_engine
    if engine_up; then
      echo "dockerd already answers: using it"
      rm -f "$state/dockerd.pid"
      exit 0
    fi
    echo "Starting dockerd"
    dockerd >"$state/dockerd.log" 2>&1 &
    echo $! >"$state/dockerd.pid"
    for _ in $(seq 1 60); do engine_up && break; sleep 1; done
    engine_up || { tail -n 30 "$state/dockerd.log" >&2; echo "dockerd did not start" >&2; exit 1; }
    ;;
  stop)
    [ -f "$state/dockerd.pid" ] || exit 0
    pid="$(cat "$state/dockerd.pid")"
    echo "Stopping the dockerd the proof started (PID $pid)"
    kill "$pid" 2>/dev/null || true
    for _ in $(seq 1 30); do kill -0 "$pid" 2>/dev/null || break; sleep 1; done
    rm -f "$state/dockerd.pid"
    ;;
  *)
    echo "usage: engine.sh start|stop <state folder>" >&2
    exit 2
    ;;
esac
