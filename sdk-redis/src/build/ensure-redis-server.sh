#!/bin/sh
# The tests of sdk-redis start their own redis-server on a free loopback port. This makes sure the
# binary is there: nothing happens when redis-server is on PATH. Otherwise Debian's package is
# installed only when asked (CHAT_API_INSTALL_REDIS=1, or -Dchat-api.install-redis=true, which the
# pom passes as the first argument) and only as root with apt-get, as CI's .ci/run asks; on a
# developer's machine the build stops saying what to install, and never installs anything silently.
set -eu
if command -v redis-server >/dev/null 2>&1; then
  exit 0
fi
if [ -x /usr/bin/redis-server ] || [ -x /usr/sbin/redis-server ]; then
  exit 0
fi
asked="${CHAT_API_INSTALL_REDIS:-}"
if [ "${1:-false}" = "true" ]; then
  asked=1
fi
if [ "$asked" = "1" ] && [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
  echo "sdk-redis: redis-server not found; installing Debian's package redis-server (asked by CHAT_API_INSTALL_REDIS)" >&2
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq
  apt-get install -y -qq --no-install-recommends redis-server >/dev/null
  command -v redis-server >/dev/null 2>&1 || [ -x /usr/bin/redis-server ]
  exit 0
fi
echo "sdk-redis: the tests need redis-server on PATH. Install it (Debian/Ubuntu: sudo apt-get install redis-server;" >&2
echo "macOS: brew install redis), or as root let the build install it: CHAT_API_INSTALL_REDIS=1 mvn -B -ntp verify;" >&2
echo "or skip this module: mvn -B -ntp verify -pl '!sdk-redis'" >&2
exit 1
