#!/bin/bash
# The programs the tests drive besides Node: a Chromium (Playwright runs it; it never downloads a
# browser of its own), redis-server (the conformance tests run the product's Lua scripts on it, alone
# and as a three-master cluster) and redis-cli (it creates that cluster and replays `sim --redis-cli`).
# Where both are there already it only prints their versions. Otherwise, with apt-get (Debian,
# Ubuntu) it installs the missing Debian packages (root, or sudo); on any other system it names
# what to install and how to point the tests at it, and stops.
#   CHROMIUM_PATH  a Chromium or Chrome executable to use instead of one on PATH
#   REDIS_SERVER   a redis-server executable to use instead of the one on PATH
set -euo pipefail

find_chromium() {
  if [ -n "${CHROMIUM_PATH:-}" ]; then
    [ -x "$CHROMIUM_PATH" ] && { echo "$CHROMIUM_PATH"; return 0; }
    echo "CHROMIUM_PATH is set to '$CHROMIUM_PATH', which is not an executable file" >&2
    return 2
  fi
  local name
  for name in chromium chromium-browser google-chrome google-chrome-stable chrome; do
    command -v "$name" 2>/dev/null && return 0
  done
  return 1
}

find_redis() {
  if [ -n "${REDIS_SERVER:-}" ]; then
    [ -x "$REDIS_SERVER" ] || command -v "$REDIS_SERVER" >/dev/null 2>&1 && { echo "$REDIS_SERVER"; return 0; }
    echo "REDIS_SERVER is set to '$REDIS_SERVER', which is not an executable" >&2
    return 2
  fi
  command -v redis-server 2>/dev/null
}

need=()
chromium_rc=0; find_chromium >/dev/null || chromium_rc=$?
redis_rc=0; find_redis >/dev/null || redis_rc=$?
# A variable pointing at nothing is a mistake to fix, not something to install around.
if [ "$chromium_rc" = 2 ] || [ "$redis_rc" = 2 ]; then exit 1; fi
[ "$chromium_rc" = 0 ] || need+=(chromium)
[ "$redis_rc" = 0 ] || need+=(redis-server)
# Debian's redis-server depends on redis-tools (redis-cli); another redis-server may come without it.
command -v redis-cli >/dev/null 2>&1 || [ "$redis_rc" != 0 ] || need+=(redis-tools)

if ((${#need[@]})); then
  if command -v apt-get >/dev/null 2>&1; then
    SUDO=""
    if [ "$(id -u)" != 0 ]; then
      if command -v sudo >/dev/null 2>&1; then SUDO=sudo; else
        echo "missing ${need[*]}: run as root: apt-get update && apt-get install -y ${need[*]}" >&2; exit 1
      fi
    fi
    echo "installing Debian packages: ${need[*]}"
    export DEBIAN_FRONTEND=noninteractive
    $SUDO apt-get update -qq
    $SUDO apt-get install -y -qq "${need[@]}" >/dev/null
  else
    {
      echo "The tests need ${need[*]} (Debian's names), and this system has no apt-get to install them with. Install them, for example:"
      echo "  macOS (Homebrew):  brew install --cask chromium; brew install redis   (redis brings redis-cli)"
      echo "  Fedora:            sudo dnf install chromium redis"
      echo "  Arch:              sudo pacman -S chromium redis"
      echo "  Alpine:            apk add chromium redis"
      echo "then run the tests again. A Chromium or Chrome elsewhere: CHROMIUM_PATH=/path/to/chrome;"
      echo "a redis-server (7.0 or later) elsewhere: REDIS_SERVER=/path/to/redis-server (redis-cli must be on PATH)."
    } >&2
    exit 1
  fi
fi

"$(find_chromium)" --version 2>/dev/null | head -1 || true
"$(find_redis)" --version
redis-cli --version
