#!/bin/sh
# Generate the big malformed (and one big valid) inputs into a directory
# instead of committing them. Usage: make_big.sh [OUTDIR]  (default: a mktemp
# dir, printed on stdout). Deterministic; needs only sh, awk, head, tr.
set -eu
out=${1:-$(mktemp -d "${TMPDIR:-/tmp}/syncflow-malformed.XXXXXX")}
mkdir -p "$out"
hdr='target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
'
N=100000
MB50=$((50 * 1024 * 1024))

# 1. 100000 '[' in a row where a type is expected.
{ printf '%s\n@g = external global ' "$hdr"; head -c $N /dev/zero | tr '\0' '['; printf '\n'; } > "$out/deep_open_brackets.ll"

# 2. 100000 nested array types "[1 x " never closed (recursive type parsing).
{ printf '%s\n@g = external global ' "$hdr"
  awk -v n=$N 'BEGIN { for (i = 0; i < n; i++) printf "[1 x "; print "i8" }'; } > "$out/deep_array_types.ll"

# 3. 100000 nested metadata tuples "!{" never closed.
{ printf '%s\n!0 = ' "$hdr"
  awk -v n=$N 'BEGIN { for (i = 0; i < n; i++) printf "!{"; print "i32 0" }'; } > "$out/deep_metadata.ll"

# 4. 100000 nested constant-expression parentheses, balanced but far too deep
#    (valid syntax only in theory: a bitcast chain; every level is well-formed).
{ printf '%s\n@g = global ptr ' "$hdr"
  awk -v n=$N 'BEGIN { for (i = 0; i < n; i++) printf "addrspacecast (ptr "; printf "null"; for (i = 0; i < n; i++) printf " to ptr)"; print "" }'; } > "$out/deep_constexpr.ll"

# 5. A single 50 MB line of junk (no newline at all in the file).
head -c $MB50 /dev/zero | tr '\0' 'x' > "$out/long_line_junk.ll"

# 6. A valid module whose string constant spans a 50 MB line, then a kernel;
#    the closing quote is missing, so the error is at the end of the file.
{ printf '%s\n@big = global [%d x i8] c"' "$hdr" $MB50; head -c $MB50 /dev/zero | tr '\0' 'a'; printf '\n\ndefine void @k() {\n  call void @llvm.nvvm.barrier0()\n  ret void\n}\n'; } > "$out/long_string_unterminated.ll"

# 7. The same with the quote closed: a *valid* 50 MB line (for throughput and
#    for checking that a long line alone is not an error).
{ printf '%s\n@big = global [%d x i8] c"' "$hdr" $MB50; head -c $MB50 /dev/zero | tr '\0' 'a'; printf '"\n\ndefine void @k() {\n  call void @llvm.nvvm.barrier0()\n  ret void\n}\n\ndeclare void @llvm.nvvm.barrier0()\n\n!nvvm.annotations = !{!0}\n!0 = !{ptr @k, !"kernel", i32 1}\n'; } > "$out/long_line_valid.ll"

echo "$out"
