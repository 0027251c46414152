#!/bin/sh
# The tests of sdk-redis start their own redis-server on a free loopback port. This makes sure the
# binary is there: nothing happens when redis-server is on PATH; otherwise Debian's package is
# installed (as root), or the build stops saying what to install.
set -eu
if command -v redis-server >/dev/null 2>&1; then
  exit 0
fi
if [ -x /usr/bin/redis-server ] || [ -x /usr/sbin/redis-server ]; then
  exit 0
fi
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
  echo "sdk-redis: redis-server not found; installing Debian's package redis-server" >&2
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq
  apt-get install -y -qq --no-install-recommends redis-server >/dev/null
  command -v redis-server >/dev/null 2>&1 || [ -x /usr/bin/redis-server ]
  exit 0
fi
echo "sdk-redis: the tests need redis-server on PATH. Install it (Debian/Ubuntu: sudo apt-get install redis-server;" >&2
echo "macOS: brew install redis), or skip this module: mvn -B -ntp verify -pl '!sdk-redis'" >&2
exit 1
