#!/usr/bin/env bash
# The whole run as a new machine sees it: what README.md's Contributing section calls "new".
# As root on Debian only, and only with --yes, because it uninstalls things: it purges the browsers and
# WebKitGTK's driver (npm test installs them again), empties npm's cache, drops the page cache, clones
# HEAD into a new folder and runs `CI=true bash .ci/run` (npm ci && npm test) there, then prints the
# wall time and the CPU the whole machine spent (from /proc/stat: every process counts, also those
# that outlive their parents, as browsers' helpers do).
#   bash bench/new-machine.sh --yes [runs]     (runs: how many in a row, 1 by default)
set -euo pipefail
if [[ "${1:-}" != "--yes" ]]; then
  echo "bench/new-machine.sh purges chromium, chromium-headless-shell, firefox-esr, webkit2gtk-driver, xvfb and xauth," >&2
  echo "empties npm's cache and drops the page cache, then runs .ci/run in a fresh clone. Run it with --yes." >&2
  exit 2
fi
if [[ "$(id -u)" != 0 || ! -x /usr/bin/apt-get ]]; then
  echo "bench/new-machine.sh needs root on Debian (apt-get)." >&2
  exit 2
fi
runs="${2:-1}"
repo="$(cd "$(dirname "$0")/.." && pwd)"
busy() { awk '/^cpu /{print $2+$3+$4+$7+$8}' /proc/stat; }
for ((run = 1; run <= runs; run++)); do
  DEBIAN_FRONTEND=noninteractive apt-get purge -y -qq chromium chromium-common chromium-headless-shell chromium-sandbox firefox-esr webkit2gtk-driver xvfb xauth >/dev/null 2>&1 || true
  npm cache clean --force >/dev/null 2>&1
  clone="$(mktemp -d /tmp/in-js-new-machine-XXXX)"
  git clone -q "$repo" "$clone"
  sync && echo 3 > /proc/sys/vm/drop_caches
  before=$(busy); start=$(date +%s)
  status=0
  (cd "$clone" && CI=true bash .ci/run) > "$clone.log" 2>&1 || status=$?
  end=$(date +%s); after=$(busy)
  seconds=$((end - start))
  summary="$(grep -E '^npm test, [0-9]+ s in all' "$clone.log" || true)"
  echo "new machine, run $run of $runs: $([[ $status == 0 ]] && echo passed || echo "FAILED (exit $status)") in $((seconds / 60)) min $((seconds % 60)) s; $(((after - before) / 100)) busy core-s; ${summary:-no summary}; log $clone.log"
  [[ $status == 0 ]] && rm -rf "$clone"
done
