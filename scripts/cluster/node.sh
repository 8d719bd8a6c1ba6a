#!/usr/bin/env bash
# Fault injection for the cluster probes: node.sh kill|start|isolate|rejoin <n>
#   kill     SIGKILL node n's mariadbd (a crash: no shutdown, no goodbye to the cluster)
#   start    start node n again; it rejoins and catches up by IST or rsync SST
#   isolate  cut node n off from the others (Galera's gmcast.isolate): it loses the primary component
#   rejoin   undo isolate
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
source "$here/env.sh"
source "$here/node.cnf.sh"
action=$1 n=$2
case "$action" in
  kill) kill -KILL "$(cat "$(node_dir "$n")/mariadbd.pid")" ;;
  start)
    setsid "$MARIADBD" --defaults-file="$(node_dir "$n")/my.cnf" </dev/null >>"$(node_dir "$n")/stdout.log" 2>&1 &
    for _ in $(seq 1 240); do
      [ "$(node_sql "$n" "SHOW STATUS LIKE 'wsrep_local_state_comment'" 2>/dev/null | cut -f2)" = Synced ] && exit 0
      sleep 0.25
    done
    echo "node $n did not sync within 60 s"; exit 1 ;;
  isolate) node_sql "$n" "SET GLOBAL wsrep_provider_options='gmcast.isolate=1'" ;;
  rejoin) node_sql "$n" "SET GLOBAL wsrep_provider_options='gmcast.isolate=0'" ;;
  *) echo "usage: node.sh kill|start|isolate|rejoin <n>"; exit 2 ;;
esac
