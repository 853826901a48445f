#!/usr/bin/env bash
# The whole run as a new machine sees it: what README.md's Contributing section calls "new".
# As root on Debian only, and only with --yes, because it uninstalls things: it purges the browsers and
# WebKitGTK's driver (npm test installs them again), leaves Debian's package lists as a new machine has
# them, empties npm's cache, drops the page cache, clones HEAD into a new folder and runs
# `CI=true bash .ci/run` (npm ci && npm test) there, then prints the wall time and the CPU the whole
# machine spent (from /proc/stat: every process counts, also those that outlive their parents, as
# browsers' helpers do).
#   bash bench/new-machine.sh --yes [runs] [kinds]
# runs: how many in a row (1 by default). kinds: which new machine each run is, in turn, separated by
# commas (default stale,none,old-firefox):
#   stale        the package lists a new machine of this kind came with: the release's main list only
#                (from the image's snapshot), no -updates or -security lists; their chromium and
#                firefox-esr are older than what those lists offer once updated
#   none         no package lists at all (a minimal image, or one whose lists were cleaned)
#   old-firefox  the stale lists, and the firefox-esr they offer installed (140 here, older than
#                Playwright drives): npm test must upgrade it
set -euo pipefail
if [[ "${1:-}" != "--yes" ]]; then
  echo "bench/new-machine.sh purges chromium, chromium-headless-shell, firefox-esr, webkit2gtk-driver, xvfb and xauth," >&2
  echo "removes Debian's package lists (all, or all but the release's main list), empties npm's cache and drops" >&2
  echo "the page cache, then runs .ci/run in a fresh clone. Run it with --yes." >&2
  exit 2
fi
if [[ "$(id -u)" != 0 || ! -x /usr/bin/apt-get ]]; then
  echo "bench/new-machine.sh needs root on Debian (apt-get)." >&2
  exit 2
fi
runs="${2:-1}"
IFS=',' read -r -a kinds <<< "${3:-stale,none,old-firefox}"
repo="$(cd "$(dirname "$0")/.." && pwd)"
lists=/var/lib/apt/lists
busy() { awk '/^cpu /{print $2+$3+$4+$7+$8}' /proc/stat; }
# The release's main list, as the image has it: `<mirror>_dists_<codename>_InRelease` and its
# `main_binary-*_Packages*`, kept; every other list (-updates, -security, other sources) removed.
codename="$(. /etc/os-release && echo "${VERSION_CODENAME:-bookworm}")"
stale_lists() { find "$lists" -maxdepth 1 -type f -name '*_dists_*' ! -name "*_dists_${codename}_InRelease" ! -name "*_dists_${codename}_main_*" -delete; }
no_lists() { find "$lists" -maxdepth 1 -type f -name '*_dists_*' -delete; }
for ((run = 1; run <= runs; run++)); do
  kind="${kinds[$(((run - 1) % ${#kinds[@]}))]}"
  DEBIAN_FRONTEND=noninteractive apt-get purge -y -qq chromium chromium-common chromium-headless-shell chromium-sandbox firefox-esr webkit2gtk-driver xvfb xauth >/dev/null 2>&1 || true
  case "$kind" in
    stale) stale_lists ;;
    none) no_lists ;;
    old-firefox)
      stale_lists
      DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends firefox-esr >/dev/null 2>&1
      ;;
    *) echo "bench/new-machine.sh: unknown kind of machine \"$kind\" (stale, none or old-firefox)." >&2; exit 2 ;;
  esac
  machine="$kind lists: $(find "$lists" -maxdepth 1 -type f -name '*Packages*' | wc -l) package files; firefox-esr $(dpkg-query -W -f='${Version}' firefox-esr 2>/dev/null || echo none)"
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
  echo "new machine ($machine), run $run of $runs: $([[ $status == 0 ]] && echo passed || echo "FAILED (exit $status)") in $((seconds / 60)) min $((seconds % 60)) s; $(((after - before) / 100)) busy core-s; ${summary:-no summary}; log $clone.log"
  [[ $status == 0 ]] && rm -rf "$clone"
done
