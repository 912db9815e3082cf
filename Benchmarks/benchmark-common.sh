# Shared by the benchmark scripts (source it after `cd` to the repository root):
#   build_release PRODUCT...  builds the products in release in the Benchmarks package (its own scratch
#                             folder, Benchmarks/.build; presentkit comes from the root package through
#                             it) and sets BIN to their folder;
#   WORK                      a temporary folder, removed when the script exits;
#   median, ms, ratio         small number helpers (median of stdin lines, "median N ms" → N, a / b).
build_release() {
    local product
    for product in "$@"; do
        swift build -c release --package-path Benchmarks --product "$product"
    done
    BIN=$(swift build -c release --package-path Benchmarks --show-bin-path)
}

WORK=$(mktemp -d)
trap 'rm -rf "$WORK"' EXIT

median() { sort -g | awk '{ v[NR] = $1 } END { if (NR == 0) print "nan"; else if (NR % 2) print v[(NR + 1) / 2]; else print (v[NR / 2] + v[NR / 2 + 1]) / 2 }'; }
ms() { sed -n 's/.*median \([0-9.]*\) ms.*/\1/p'; }
ratio() { awk -v a="$1" -v b="$2" 'BEGIN { printf "%.3f", a / b }'; }
