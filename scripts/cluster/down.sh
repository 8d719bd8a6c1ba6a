#!/usr/bin/env bash
# `make cluster-down`: stops what up.sh started (by the pid files it wrote) and removes $CLUSTER_DIR.
set -uo pipefail
here=$(cd "$(dirname "$0")" && pwd)
source "$here/env.sh"
[ -d "$CLUSTER_DIR" ] || exit 0

stop_pid_file() { # <file> <signal>
  [ -f "$1" ] || return 0
  local pid; pid=$(cat "$1")
  kill "-$2" "$pid" 2>/dev/null || return 0
  for _ in $(seq 1 60); do kill -0 "$pid" 2>/dev/null || return 0; sleep 0.25; done
  kill -KILL "$pid" 2>/dev/null || true
}
stop_pid_file "$CLUSTER_DIR/haproxy.pid" TERM
for n in 0 1 2; do stop_pid_file "$CLUSTER_DIR/app$n.pid" TERM; done
stop_pid_file "$CLUSTER_DIR/smtp.pid" TERM
for n in 2 1 0; do stop_pid_file "$(node_dir "$n")/mariadbd.pid" TERM; done
rm -rf "$CLUSTER_DIR"
echo "cluster-down: stopped and removed $CLUSTER_DIR"
