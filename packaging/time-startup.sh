#!/usr/bin/env bash
# Start-up time of a Card Table build on a real X display: the seconds from launch until
# its "Card Table" window is mapped, then SIGTERM (the app closes as the user would).
# Runs with an empty environment (PATH=/usr/bin:/bin, fresh XDG folders), from a temp
# folder, so it uses neither a virtual environment nor the checkout.
# Usage: DISPLAY=:N bash packaging/time-startup.sh COMMAND [ARGS...]   (needs xwininfo)
set -euo pipefail
home=$(mktemp -d)
trap 'rm -rf "$home"' EXIT
cd "$home"
start=$(date +%s.%N)
env -i HOME="$home" DISPLAY="$DISPLAY" PATH=/usr/bin:/bin XDG_CONFIG_HOME="$home/config" \
  XDG_DATA_HOME="$home/data" XDG_CACHE_HOME="$home/cache" "$@" >"$home/out" 2>&1 &
pid=$!
until xwininfo -root -tree 2>/dev/null | grep -q '"Card Table": ("'; do
  kill -0 "$pid" 2>/dev/null || { cat "$home/out"; echo "the app exited" >&2; exit 1; }
  sleep 0.05
done
end=$(date +%s.%N)
sleep 1
kill -TERM "$pid"
wait "$pid" && rc=0 || rc=$?
echo "window after $(echo "$end - $start" | bc) s; exit status $rc after SIGTERM"
cat "$home/out"
