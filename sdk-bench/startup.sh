#!/usr/bin/env bash
# Start-up of the CLI's distribution (bin/chat-api) against the plain jar (java -jar chat-api-cli.jar), paired in
# one run: for `--help` and for `domains list` against a local test server, each round runs both, in alternating
# order (A B, then B A), so a change in the machine's speed lands on both. Prints per command the median wall and
# CPU time of each side, the ratio of the medians and the median of the per-round ratios (issue 37 item 7 asks
# for at most 0.5).
#
#   mvn -B -ntp -pl sdk-examples,sdk-testkit -am package -DskipTests
#   sdk-bench/startup.sh [ROUNDS]          # 20 rounds by default; about 1 s a round on an idle machine
#   STARTUP_BASELINE_JAR=old/chat-api-cli.jar sdk-bench/startup.sh   # B: another build's jar
#
# Needs bash 5 (EPOCHREALTIME), tar and the JDK the build used (JAVA_HOME, else java on PATH). It unpacks the
# distribution into a temporary folder, whose first run makes the start-up archive (not timed: a warm-up), and
# starts the testkit's standalone server on a free loopback port; both are removed at the end.
set -euo pipefail

rounds=${1:-20}
root=$(cd "$(dirname "$0")/.." && pwd)
# B: the plain jar of this build; STARTUP_BASELINE_JAR compares against another one (an older version's).
jar=${STARTUP_BASELINE_JAR:-$root/sdk-examples/target/chat-api-cli.jar}
dist=$root/sdk-examples/target/chat-api-cli-dist.tar.gz
server_jar=$(ls "$root"/sdk-testkit/target/chat-api-testkit-*-standalone.jar 2>/dev/null | head -n 1 || true)
# One JVM for both sides: the launcher takes JAVA_HOME, so it is set to the java the plain jar runs on.
export JAVA_HOME=${JAVA_HOME:-$(dirname "$(dirname "$(readlink -f "$(command -v java)")")")}
java=$JAVA_HOME/bin/java
for f in "$jar" "$dist" "$server_jar"; do
    if [ ! -f "$f" ]; then
        echo "missing ${f:-the testkit standalone jar}: build first (see the top of $0)" >&2
        exit 2
    fi
done

work=$(mktemp -d)
server_pid=
cleanup() {
    if [ -n "$server_pid" ]; then kill "$server_pid" 2>/dev/null || true; fi
    rm -rf "$work"
}
trap cleanup EXIT

tar -xzf "$dist" -C "$work"
launcher=$work/chat-api-cli/bin/chat-api

"$java" -jar "$server_jar" --port 0 --api-key startup-bench >"$work/server.log" 2>&1 &
server_pid=$!
for _ in $(seq 100); do
    grep -q 'listening at' "$work/server.log" && break
    sleep 0.1
done
CHAT_API_BASE_URL=$(sed -n 's/.*listening at \(http[^ ]*\).*/\1/p' "$work/server.log")
if [ -z "$CHAT_API_BASE_URL" ]; then
    echo "the test server did not start:" >&2
    cat "$work/server.log" >&2
    exit 1
fi
export CHAT_API_BASE_URL CHAT_API_KEY=startup-bench

# Children's CPU seconds so far (user + sys), from the shell's own accounting. `times` runs in this shell, not in
# a $(...) subshell, which would count only its own children.
children_cpu() {
    times >"$work/times"
    tail -n 1 "$work/times" | awk '{
        s = 0
        for (i = 1; i <= NF; i++) { split($i, p, "m"); sub("s", "", p[2]); s += p[1] * 60 + p[2] }
        print s }'
}

# Runs one side once; prints "wall cpu" in seconds. Output is discarded; a failure stops the script.
time_one() {
    local start cpu0 end cpu1
    children_cpu >"$work/cpu0"
    start=$EPOCHREALTIME
    if ! "$@" >/dev/null 2>"$work/err"; then
        echo "failed: $*" >&2
        cat "$work/err" >&2
        exit 1
    fi
    end=$EPOCHREALTIME
    children_cpu >"$work/cpu1"
    cpu0=$(cat "$work/cpu0")
    cpu1=$(cat "$work/cpu1")
    awk -v a="$start" -v b="$end" -v c="$cpu0" -v d="$cpu1" 'BEGIN { printf "%.4f %.4f\n", b - a, d - c }'
}

median() { sort -g | awk '{ v[NR] = $1 } END { print (NR % 2) ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2 }'; }

measure() {
    local name=$1
    shift
    local a=("$launcher" "$@") b=("$java" -jar "$jar" "$@")
    # Warm-up, not counted: the distribution's first run makes its archive; both sides fill the page cache.
    for _ in 1 2; do time_one "${a[@]}" >/dev/null; time_one "${b[@]}" >/dev/null; done
    : >"$work/a"
    : >"$work/b"
    for i in $(seq "$rounds"); do
        if [ $((i % 2)) -eq 1 ]; then
            time_one "${a[@]}" >>"$work/a"
            time_one "${b[@]}" >>"$work/b"
        else
            time_one "${b[@]}" >>"$work/b"
            time_one "${a[@]}" >>"$work/a"
        fi
    done
    local aw bw ac bc pair_wall pair_cpu
    aw=$(cut -d ' ' -f 1 "$work/a" | median)
    bw=$(cut -d ' ' -f 1 "$work/b" | median)
    ac=$(cut -d ' ' -f 2 "$work/a" | median)
    bc=$(cut -d ' ' -f 2 "$work/b" | median)
    pair_wall=$(paste -d ' ' "$work/a" "$work/b" | awk '{ print $1 / $3 }' | median)
    pair_cpu=$(paste -d ' ' "$work/a" "$work/b" | awk '{ print $2 / $4 }' | median)
    printf '%-14s %8.3f %8.3f %8.3f %8.3f %10.2f %10.2f %10.2f\n' "$name" "$aw" "$bw" "$ac" "$bc" \
        "$(awk -v a="$aw" -v b="$bw" 'BEGIN { print a / b }')" "$pair_wall" "$pair_cpu"
}

echo "$(date -u '+%Y-%m-%d %H:%M UTC'), $rounds rounds, $(nproc) cores, load $(cut -d ' ' -f 1-3 /proc/loadavg 2>/dev/null || echo '?')"
echo "A = $launcher (unpacked distribution), B = $java -jar $jar; medians in seconds"
printf '%-14s %8s %8s %8s %8s %10s %10s %10s\n' command 'A wall' 'B wall' 'A cpu' 'B cpu' 'A/B wall' 'pair wall' 'pair cpu'
measure '--help' --help
measure 'domains list' domains list
