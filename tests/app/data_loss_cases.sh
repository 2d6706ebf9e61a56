#!/usr/bin/env bash
# The four ways issue 31 found to lose a game, run from outside as a player's machine behaves
# (root needed: a 'player' account, a tmpfs mount). Each prints what is left, and the tracebacks.
#   bash tests/app/data_loss_cases.sh CASE [SOURCE [TRIALS]]
#   CASE: unreadable | full | full-but-one | start | finish
# SOURCE: a checkout to run (default: this one), e.g. `git archive main | tar -x -C /tmp/main` to
# compare. The driver is this checkout's tests/app/window_child.py run on SOURCE's game; the data
# folders are made under /tmp and /mnt/x. PY: the Python to run (default: .venv/bin/python, else python3).
set -u
HERE=$(cd "$(dirname "$0")/../.." && pwd); SRC=$(cd "${2:-$HERE}" && pwd); N=${3:-8}; PY=${PY:-$([ -x "$HERE/.venv/bin/python" ] && echo "$HERE/.venv/bin/python" || echo python3)}
export SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy
child() { PYTHONPATH="$SRC" "$PY" "$HERE/tests/app/window_child.py" "$@"; }
# What the full-disk cases left: the tracebacks so far, the game's files.
report() {
  grep -c Traceback /tmp/dl_c2.err | sed 's/^/tracebacks: /'
  echo "in-progress: $(ls /mnt/x/data/in-progress)  replays: $(ls /mnt/x/data/replays 2>/dev/null)"
}
room_again() {
  echo "--- room again, the next start:"
  child title /mnt/x/data 2>>/tmp/dl_c2.err | grep '^{'
  report
}
case "$1" in
unreadable)  # a data folder of mode 000 owned by the player, holding a game in progress, run as them
  id player >/dev/null 2>&1 || useradd -m player; D=$(mktemp -d); chmod 755 "$D"; chown player "$D"; D=$D/data
  runuser -u player -- env SDL_VIDEODRIVER=dummy PYTHONPATH="$HERE" "$PY" "$HERE/tests/app/window_child.py" prepare "$D" >/dev/null 2>&1
  before=$(cd "$D" && find . -type f ! -path "./.locks/*" | sort | xargs sha1sum | sha1sum); chmod 000 "$D"
  for args in "" "--new fits"; do
    (cd "$SRC" && runuser -u player -- env SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy SLIDE_AND_STACK_DATA_DIR="$D" timeout 8 "$PY" main.py $args >/dev/null 2>"$D.err"); rc=$?
    echo "main.py $args: exit $rc (124: still playing when stopped), tracebacks $(grep -c Traceback "$D.err")"
  done; chmod 700 "$D"
  [ "$before" = "$(cd "$D" && find . -type f ! -path "./.locks/*" | sort | xargs sha1sum | sha1sum)" ] && echo "files in the folder unchanged: $(ls "$D/in-progress")" || echo "FILES CHANGED";;
full)  # a 200 KiB file system filled up before the last move; then room again
  cd "$SRC"
  mkdir -p /mnt/x && mount -t tmpfs -o size=200k tmpfs /mnt/x && mkdir /mnt/x/data
  name=$(child prepare /mnt/x/data 2>/dev/null | grep '\.json$')
  dd if=/dev/zero of=/mnt/x/fill bs=1k 2>/dev/null; df -k /mnt/x | tail -1
  echo "--- the last move on the full disk:"
  child finish /mnt/x/data $name  2>/tmp/dl_c2.err | grep '^{'
  report
  rm /mnt/x/fill
  room_again
  echo "--- Continue it, its last move again:"
  child finish /mnt/x/data $name 2>>/tmp/dl_c2.err | grep '^{'
  child title /mnt/x/data 2>>/tmp/dl_c2.err | grep '^{'
  report
  umount /mnt/x
  ;;
full-but-one)  # the same, with room left for the last move's save only (not the replay and the score too)
  cd "$SRC"
  mkdir -p /mnt/x && mount -t tmpfs -o size=200k tmpfs /mnt/x && mkdir /mnt/x/data
  name=$(child prepare /mnt/x/data 2>/dev/null | grep '\.json$')
  size=$(stat -c %s /mnt/x/data/in-progress/$name)
  dd if=/dev/zero of=/mnt/x/fill bs=1k 2>/dev/null
  room=$(( (size / 4096 + 1) * 4096 ))
  truncate -s -$room /mnt/x/fill; df -k /mnt/x | tail -1
  echo "--- the last move with room for one file:"
  child finish /mnt/x/data $name 2>/tmp/dl_c2.err | grep '^{'
  report
  rm /mnt/x/fill
  room_again
  umount /mnt/x
  ;;
start)  # two main.py --new fits at the same instant on one data folder
  for i in $(seq $N); do
    D=$(mktemp -d); cd "$SRC"
    for w in 1 2; do SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy SLIDE_AND_STACK_DATA_DIR=$D timeout 5 "$PY" main.py --new fits >/dev/null 2>$D.err$w & done
    wait
    n=$(ls $D/in-progress/*.json 2>/dev/null | wc -l)
    tb=$(cat $D.err1 $D.err2 | grep -c Traceback)
    echo "trial $i: games in progress kept: $n of 2, tracebacks: $tb"
  done
  ;;
finish)  # two windows finishing a game each at the same instant on one data folder
  for i in $(seq $N); do
    D=$(mktemp -d)
    names=$(child prepare $D --count 2 2>/dev/null | grep "\.json$")
    at=$("$PY" -c "import time; print(time.time() + 4)")
    for n in $names; do child finish $D $n --at $at > $D.$n.out 2>$D.$n.err & done
    wait
    tb=$(cat $D.*.err | grep -c Traceback)
    echo "trial $i: high-score entries $(python3 -c "import json;print(len(json.load(open('$D/highscores.json'))['games']['fits']))"), replays $(ls $D/replays | wc -l), left in progress $(ls $D/in-progress | wc -l), tracebacks $tb"
  done
  ;;
*) echo "CASE: unreadable | full | full-but-one | start | finish"; exit 2;;
esac
