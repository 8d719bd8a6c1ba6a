# Writes node N's my.cnf (sourced by up.sh). Only the settings that Galera needs plus small buffers for one machine.
write_node_cnf() {
  local n=$1 dir galera
  dir=$(node_dir "$n")
  galera=${GALERA_PORTS[$n]}
  cat >"$dir/my.cnf" <<CNF
[mariadbd]
datadir=$dir/data
socket=$(node_socket "$n")
pid-file=$dir/mariadbd.pid
log-error=$dir/error.log
port=${NODE_PORTS[$n]}
bind-address=127.0.0.1
user=$NODE_USER
skip-name-resolve
character-set-server=utf8mb4
collation-server=utf8mb4_unicode_ci
innodb_buffer_pool_size=64M
innodb_log_file_size=48M
innodb_flush_log_at_trx_commit=2
max_connections=200
# Galera requires row-based binlog events, InnoDB and interleaved auto-increment locks.
binlog_format=ROW
default_storage_engine=InnoDB
innodb_autoinc_lock_mode=2
wsrep_on=ON
wsrep_provider=$GALERA_PROVIDER
wsrep_cluster_name=charitybridge-local
wsrep_cluster_address=$(gcomm_address)
wsrep_node_name=node$n
wsrep_node_address=127.0.0.1:$galera
wsrep_node_incoming_address=127.0.0.1:${NODE_PORTS[$n]}
wsrep_sst_method=rsync
wsrep_sst_receive_address=127.0.0.1:$((galera + 2))
wsrep_provider_options="gmcast.listen_addr=tcp://127.0.0.1:$galera;ist.recv_addr=127.0.0.1:$((galera + 1));gcache.size=64M;evs.inactive_timeout=PT6S;evs.suspect_timeout=PT3S;repl.causal_read_timeout=PT5S"
# The server default; the app asks for causal reads itself (wsrep_sync_wait on its own connections).
wsrep_sync_wait=0
CNF
}
