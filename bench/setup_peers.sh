#!/usr/bin/env bash
# The bench environment: the peer engines we measure ourselves against, kept out of the
# app's environment. Makes bench/.venv-peers; our engine needs nothing installed (pure Python).
set -euo pipefail
cd "$(dirname "$0")"
python3 -m venv .venv-peers
.venv-peers/bin/pip install -q --disable-pip-version-check \
    rlcard==1.2.0 belote-cli==4.9.6 pokerkit==0.7.7
