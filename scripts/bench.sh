#!/usr/bin/env bash
# The whole-process ratios of docs/performance.md ("The whole pipeline"), from one run on the
# machine at hand. Machines here are shared: each ratio compares two commands run back to
# back, alternating, median of $RUNS (default 3), and both wall and CPU (user+sys) time are
# printed; CPU time is the steadier of the two when other jobs run.
#
#   scripts/bench.sh                 # everything (a few minutes; needs opt-19 for one table)
#   RUNS=5 scripts/bench.sh
#   BENCH_DIR=/tmp/b scripts/bench.sh   # keep the generated inputs there
#
# Inputs come from the deterministic generator (`gen`), so every run measures the same files:
#   single kernel:  --instructions N --barriers N/91 --removable 0.9 --functions 1 --seed 3
#   module:         --instructions N --barriers N/100 --removable 0.9 --functions N/10^4 --seed 3
#   report folder:  50 modules, one of 200 kernels and 2,000+ blocks, nine with CFGs of 500+
set -euo pipefail
cd "$(dirname "$0")/.."
RUNS=${RUNS:-3}
cargo build --release -q -p syncflow-cli -p syncflow-fuzz --bin syncflow --bin gen
S=$PWD/target/release/syncflow
G=$PWD/target/release/gen
dir=${BENCH_DIR:-$(mktemp -d "${TMPDIR:-/tmp}/syncflow-bench.XXXXXX")}
mkdir -p "$dir"

# median wall and cpu seconds (and peak RSS in KB) of a command, as "wall cpu rss"
measure() {
  local i samples=() t
  t=$(mktemp)
  for ((i = 0; i < RUNS; i++)); do
    /usr/bin/time -o "$t" -f "%e %U %S %M" "$@" >/dev/null 2>&1
    samples+=("$(tail -n 1 "$t")")
  done
  rm -f "$t"
  median() { printf '%s\n' "${samples[@]}" | awk "{print $1}" | sort -g | awk '{v[NR]=$1} END {print v[int((NR+1)/2)]}'; }
  echo "$(median '$1') $(median '$2+$3') $(median '$4')"
}

ratio() { awk -v a="$1" -v b="$2" 'BEGIN { if (b > 0) printf "%.2f", a / b; else print "-" }'; }

# passes time inside the process (RUST_LOG stage timing), in ms
passes_ms() {
  RUST_LOG=info "$S" eliminate "$@" 2>&1 >/dev/null | grep 'stage{name="passes"}' |
    sed 's/.*time.busy=\([0-9.]*\)\([mµn]*s\).*/\1 \2/' |
    awk '{v=$1; if ($2=="s") v*=1000; else if ($2=="µs") v/=1000; else if ($2=="ns") v/=1e6; print v}'
}

single() { # N -> file
  local f=$dir/single-$1.ll
  [ -f "$f" ] || "$G" --instructions "$1" --barriers $(($1 / 91)) --removable 0.9 --functions 1 --seed 3 -o "$f"
  echo "$f"
}
module() { # N -> file
  local f=$dir/module-$1.ll
  [ -f "$f" ] || "$G" --instructions "$1" --barriers $(($1 / 100)) --removable 0.9 --functions $(($1 / 10000)) --seed 3 -o "$f"
  echo "$f"
}

echo "# syncflow bench: $(date -u +%F), $(nproc) cores, RUNS=$RUNS, inputs in $dir"
echo
echo "## Default pipeline vs parse (whole process)"
echo "| input | size | parse wall/cpu | eliminate wall/cpu | ratio wall | ratio cpu | peak RSS / input |"
echo "|---|---|---|---|---|---|---|"
for shape in single module; do
  for n in 10000 100000 1000000; do
    [ "$shape" = module ] && [ "$n" -lt 100000 ] && continue
    f=$($shape "$n")
    size=$(stat -c %s "$f")
    read -r pw pc _ <<<"$(measure "$S" parse "$f")"
    read -r ew ec em <<<"$(measure "$S" eliminate "$f")"
    echo "| $shape $n | $((size / 1000000)) MB | ${pw}/${pc} s | ${ew}/${ec} s | $(ratio "$ew" "$pw")× | $(ratio "$ec" "$pc")× | $(ratio $((em * 1024)) "$size")× |"
  done
done

echo
echo "## Removal stages, full vs incremental restart (inside the process, single 10^5 kernel)"
f=$(single 100000)
inc=$(passes_ms "$f")
full=$(passes_ms --knob restart=full "$f")
"$S" eliminate --json "$f" | sed 's/"restart": "[a-z]*"//' >"$dir/inc.json"
"$S" eliminate --json --knob restart=full "$f" | sed 's/"restart": "[a-z]*"//' >"$dir/full.json"
same=$(cmp -s "$dir/inc.json" "$dir/full.json" && echo "identical" || echo "DIFFERENT")
echo "passes: incremental ${inc} ms, full ${full} ms, full/incremental $(ratio "$full" "$inc")×; JSON (knob echo aside) $same"

if command -v opt-19 >/dev/null; then
  echo
  echo "## Parse vs opt-19 -disable-output"
  echo "| input | syncflow parse wall/cpu | opt-19 wall/cpu | opt/syncflow wall | cpu |"
  echo "|---|---|---|---|---|"
  for f in "$(single 100000)" "$(module 1000000)"; do
    read -r sw sc _ <<<"$(measure "$S" parse "$f")"
    read -r ow oc _ <<<"$(measure opt-19 -disable-output "$f")"
    echo "| $(basename "$f") | ${sw}/${sc} s | ${ow}/${oc} s | $(ratio "$ow" "$sw")× | $(ratio "$oc" "$sc")× |"
  done
fi

echo
echo "## Growth (eliminate CPU seconds per 10^5 instructions)"
echo "| instructions | single kernel | module (N/10^4 kernels) |"
echo "|---|---|---|"
for n in 10000 30000 100000 300000 1000000; do
  read -r _ sc _ <<<"$(measure "$S" eliminate "$(single "$n")")"
  if [ "$n" -ge 30000 ]; then
    read -r _ mc _ <<<"$(measure "$S" eliminate "$(module "$n")")"
  else
    mc=-
  fi
  echo "| $n | $(awk -v c="$sc" -v n="$n" 'BEGIN{printf "%.3f", c*1e5/n}') | $( [ "$mc" = - ] && echo - || awk -v c="$mc" -v n="$n" 'BEGIN{printf "%.3f", c*1e5/n}') |"
done

echo
echo "## report over 50 modules vs the sum of eliminate over them"
rep=$dir/report
if [ ! -f "$rep/m49.ll" ]; then
  mkdir -p "$rep"
  "$G" --instructions 100000 --barriers 2400 --removable 0.5 --functions 200 --seed 1 -o "$rep/m00.ll"
  for i in $(seq 1 9); do
    "$G" --instructions 30000 --barriers 900 --removable 0.5 --functions 1 --seed $((i + 10)) -o "$rep/m0$i.ll"
  done
  for i in $(seq 10 49); do
    "$G" --instructions $((2000 + i * 100)) --barriers 20 --removable 0.5 --functions 4 --seed "$i" -o "$rep/m$i.ll"
  done
fi
"$S" parse "$rep/m00.ll" | head -n 1
"$S" parse "$rep/m01.ll" | head -n 1
start=$(date +%s.%N)
for f in "$rep"/*.ll; do "$S" eliminate "$f" >/dev/null; done
sum=$(awk -v a="$start" -v b="$(date +%s.%N)" 'BEGIN{printf "%.2f", b-a}')
read -r rw _ _ <<<"$(RUNS=1 measure "$S" report "$rep")"
read -r hw _ _ <<<"$(RUNS=1 measure "$S" report --html "$dir/report.html" "$rep")"
echo "sum of eliminate: ${sum} s; report: ${rw} s ($(ratio "$rw" "$sum")×); report --html: ${hw} s ($(ratio "$hw" "$sum")×)"
