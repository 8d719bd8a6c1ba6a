# Shared settings of the local Galera cluster scripts (sourced). Every port can be overridden from the environment.
CLUSTER_DIR=${CLUSTER_DIR:-${TMPDIR:-/tmp}/charitybridge-cluster}
NODE_PORTS=(${CLUSTER_NODE_PORTS:-3311 3312 3313})
# Galera replication base ports; base+1 is IST, base+2 the rsync SST receiver.
GALERA_PORTS=(${CLUSTER_GALERA_PORTS:-4567 4577 4587})
APP_PORTS=(${CLUSTER_APP_PORTS:-3161 3162 3163})
LB_PORT=${CLUSTER_LB_PORT:-3160}
SMTP_PORT=${CLUSTER_SMTP_PORT:-3164}
DB_NAME=${CLUSTER_DB_NAME:-charitybridge}
DB_USER=cb
DB_PASSWORD=cb-cluster
GALERA_PROVIDER=${GALERA_PROVIDER:-/usr/lib/galera/libgalera_smm.so}
MARIADBD=${MARIADBD:-/usr/sbin/mariadbd}
# As root, the nodes run as `mysql`: the rsync daemon of a state transfer started by root would drop to `nobody`.
if [ "$(id -u)" -eq 0 ] && id mysql >/dev/null 2>&1; then NODE_USER=mysql; else NODE_USER=$(id -un); fi
REPO_ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)

node_dir() { echo "$CLUSTER_DIR/node$1"; }
node_socket() { echo "$CLUSTER_DIR/node$1/mysqld.sock"; }
node_sql() { mariadb --protocol=socket -S "$(node_socket "$1")" -uroot -N -B -e "$2"; }
database_url() { echo "mysql://$DB_USER:$DB_PASSWORD@127.0.0.1:${NODE_PORTS[$1]}/$DB_NAME"; }
gcomm_address() {
  local ports=() port
  for port in "${GALERA_PORTS[@]}"; do ports+=("127.0.0.1:$port"); done
  (IFS=,; echo "gcomm://${ports[*]}")
}
