#!/bin/bash
# Installs the Debian packages the tests use (Chromium for Playwright, redis-server for the
# conformance tests) when they are missing. Idempotent; needs root (or sudo) to install.
set -euo pipefail
need=()
command -v chromium >/dev/null 2>&1 || need+=(chromium)
command -v redis-server >/dev/null 2>&1 || need+=(redis-server)
if ((${#need[@]})); then
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
fi
chromium --version 2>/dev/null | head -1
redis-server --version
