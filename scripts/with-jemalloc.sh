#!/bin/sh
# Runs a command (the server, as `npm run serve`, the container and the benchmarks start it) with jemalloc as its
# memory allocator when the system has it (Debian and Ubuntu: libjemalloc2). Under load, glibc's malloc keeps
# what the server's threads freed, so its memory stayed near the peak after the load stopped; jemalloc gives
# freed pages back within seconds (docs/decisions/112-memory-given-back.md). Without it, the command runs as it is.
for library in /usr/lib/*-linux-gnu/libjemalloc.so.2 /usr/lib64/libjemalloc.so.2 /usr/local/lib/libjemalloc.so.2; do
  if [ -r "$library" ]; then
    export LD_PRELOAD="$library${LD_PRELOAD:+:$LD_PRELOAD}"
    # Its background thread returns freed pages while the server is idle, when no allocation would.
    export MALLOC_CONF="${MALLOC_CONF:-background_thread:true}"
    break
  fi
done
exec "$@"
