#!/usr/bin/env bash
# `make cluster-up`: a three-node MariaDB Galera cluster (every node writable), one app instance per node and
# haproxy in front, all on this machine under $CLUSTER_DIR. No Docker. Prints how long the bring-up took.
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
source "$here/env.sh"
source "$here/node.cnf.sh"

[ -x "$MARIADBD" ] && [ -f "$GALERA_PROVIDER" ] || { echo "cluster-up: needs mariadb-server and galera-4 (make cluster-packages)"; exit 1; }
[ -f "$REPO_ROOT/backend/dist/main.js" ] || { echo "cluster-up: build the backend first (npm run build -w backend)"; exit 1; }
"$here/down.sh" >/dev/null 2>&1 || true
started=$(date +%s.%N)
mkdir -p "$CLUSTER_DIR"
chmod 755 "$CLUSTER_DIR"

wait_for() { # <seconds> <description> <command…>; the command's status 2 means "will never succeed"
  local seconds=$1 what=$2 status; shift 2
  for _ in $(seq 1 $((seconds * 4))); do
    status=0; "$@" >/dev/null 2>&1 || status=$?
    [ "$status" -eq 0 ] && return 0
    [ "$status" -eq 2 ] && { echo "cluster-up: gave up on $what"; return 1; }
    sleep 0.25
  done
  echo "cluster-up: timed out waiting for $what"; return 1
}
synced() { [ "$(node_sql "$1" "SHOW STATUS LIKE 'wsrep_local_state_comment'" | cut -f2)" = Synced ]; }
cluster_size_is() { [ "$(node_sql 0 "SHOW STATUS LIKE 'wsrep_cluster_size'" | cut -f2)" = "$1" ]; }

start_node() { # <n> [extra mariadbd flags]
  local n=$1; shift
  mkdir -p "$(node_dir "$n")/data"
  write_node_cnf "$n"
  chown -R "$NODE_USER" "$(node_dir "$n")"
  # setsid: the node outlives this script; down.sh stops it through its pid file.
  setsid "$MARIADBD" --defaults-file="$(node_dir "$n")/my.cnf" "$@" </dev/null >>"$(node_dir "$n")/stdout.log" 2>&1 &
}

# Node 0 bootstraps the cluster; the others join and receive its state over rsync (SST).
mkdir -p "$(node_dir 0)/data"
mariadb-install-db --no-defaults --datadir="$(node_dir 0)/data" --user="$NODE_USER" --skip-test-db --auth-root-authentication-method=socket >"$(node_dir 0)/install.log" 2>&1
start_node 0 --wsrep-new-cluster
wait_for 30 "node 0" synced 0
node_sql 0 "CREATE DATABASE IF NOT EXISTS \`$DB_NAME\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci;
  CREATE USER IF NOT EXISTS '$DB_USER'@'%' IDENTIFIED BY '$DB_PASSWORD';
  GRANT ALL ON *.* TO '$DB_USER'@'%';"
start_node 1
start_node 2
wait_for 60 "three synced nodes" bash -c "$(declare -f node_sql node_socket node_dir synced cluster_size_is); CLUSTER_DIR='$CLUSTER_DIR'; cluster_size_is 3 && synced 1 && synced 2"
echo "cluster-up: Galera cluster of 3 synced nodes on ports ${NODE_PORTS[*]} after $(printf '%.1f' "$(echo "$(date +%s.%N) - $started" | bc)") s"

# SMTP catcher: every mail the instances send, one JSON line each (Message-ID, recipient, subject).
setsid node "$here/smtp-catcher.js" "$SMTP_PORT" "$CLUSTER_DIR/mails.jsonl" </dev/null >>"$CLUSTER_DIR/smtp.log" 2>&1 &
echo $! >"$CLUSTER_DIR/smtp.pid"

# The three instances start at the same moment on the empty database: the migration lock lets one migrate.
# LOG_LEVEL debug: the job probe counts each instance's 'scheduled job ran' lines per slot.
secret=$(openssl rand -hex 32)
key=$(openssl rand -hex 32)
for n in 0 1 2; do
  mkdir -p "$CLUSTER_DIR/app$n"
  (
    cd "$REPO_ROOT"
    NODE_ENV=development PORT=${APP_PORTS[$n]} DATABASE_URL=$(database_url "$n") DATA_DIR="$CLUSTER_DIR/app$n" \
      SESSION_SECRET=$secret CREDENTIALS_KEY=$key APP_BASE_URL="http://127.0.0.1:$LB_PORT" TRUST_PROXY=loopback \
      SMTP_URL="smtp://127.0.0.1:$SMTP_PORT" PASSWORD_HASH_COST=${PASSWORD_HASH_COST:-10} LOG_LEVEL=${LOG_LEVEL:-debug} \
      ADMIN_USERNAME=${ADMIN_USERNAME:-admin} ADMIN_EMAIL=${ADMIN_EMAIL:-admin@example.org} ADMIN_PASSWORD=${ADMIN_PASSWORD:-Admin-Passw0rd!} \
      LOGIN_RATE_LIMIT=${LOGIN_RATE_LIMIT:-100000} FORM_RATE_LIMIT=${FORM_RATE_LIMIT:-30} \
      MAIL_DISPATCH_INTERVAL_MS=${MAIL_DISPATCH_INTERVAL_MS:-1000} INSTANCE_NAME="app$n" \
      setsid node backend/dist/main.js </dev/null >>"$CLUSTER_DIR/app$n/app.log" 2>&1 &
    echo $! >"$CLUSTER_DIR/app$n.pid"
  )
done

cat >"$CLUSTER_DIR/haproxy.cfg" <<CFG
global
  maxconn 2000
defaults
  mode http
  timeout connect 2s
  timeout client 30s
  timeout server 30s
  retries 2
  option redispatch
  option forwardfor
frontend app
  bind 127.0.0.1:$LB_PORT
  default_backend instances
backend instances
  balance roundrobin
  option httpchk GET /api/health
  default-server inter 1s fall 2 rise 1
$(for n in 0 1 2; do echo "  server app$n 127.0.0.1:${APP_PORTS[$n]} check"; done)
CFG
haproxy -f "$CLUSTER_DIR/haproxy.cfg" -D -p "$CLUSTER_DIR/haproxy.pid"

app_healthy() { # <n>: fails the whole bring-up at once if the instance exited
  kill -0 "$(cat "$CLUSTER_DIR/app$1.pid")" 2>/dev/null || return 2
  curl -fsS "http://127.0.0.1:${APP_PORTS[$1]}/api/health" >/dev/null
}
lb_healthy() { curl -fsS "http://127.0.0.1:$LB_PORT/api/health" >/dev/null; }
for n in 0 1 2; do
  wait_for 60 "app instance $n" app_healthy "$n" || { tail -5 "$CLUSTER_DIR/app$n/app.log"; exit 1; }
done
wait_for 10 "haproxy" lb_healthy
echo "cluster-up: ready in $(printf '%.1f' "$(echo "$(date +%s.%N) - $started" | bc)") s: http://127.0.0.1:$LB_PORT (instances ${APP_PORTS[*]}, SMTP catcher $SMTP_PORT, data in $CLUSTER_DIR)"
