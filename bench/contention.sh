#!/usr/bin/env bash
# Runs a command with two CPU-bound processes beside it for its whole duration, as on a
# 2-core CI runner shared with other work: the suite must stay green like that.
#   bash bench/contention.sh CI=true bash .ci/run
#   bash bench/contention.sh npm run test:flaky
# CONTENTION=n sets how many busy processes (2 by default). The load average is printed at
# the start and the end, with the command's wall time and exit status.
set -uo pipefail
[ $# -gt 0 ] || { echo "usage: bash bench/contention.sh <command> [args…]" >&2; exit 2; }
busy=()
stop_busy() { [ ${#busy[@]} -eq 0 ] || kill "${busy[@]}" 2>/dev/null; busy=(); }
trap stop_busy EXIT
trap 'exit 130' INT TERM
for _ in $(seq "${CONTENTION:-2}"); do
  # A shell loop that never sleeps nor does I/O: one core's worth of work each.
  bash -c 'while :; do :; done' &
  busy+=($!)
done
echo "contention: ${#busy[@]} busy processes (${busy[*]}); load average $(cut -d' ' -f1-3 /proc/loadavg)" >&2
start=$SECONDS
env "$@"
status=$?
echo "contention: '$*' exited $status after $((SECONDS - start)) s; load average $(cut -d' ' -f1-3 /proc/loadavg)" >&2
exit $status
