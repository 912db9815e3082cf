#!/usr/bin/env python3
"""Writes the Inter metrics the layout core measures text with.

Run by hand when the Inter version changes (not in CI):

    python3 -m venv /tmp/fontvenv && /tmp/fontvenv/bin/pip install fonttools
    /tmp/fontvenv/bin/python scripts/generate-font-metrics.py

It reads the static Inter faces of Debian's fonts-inter package (the files fontconfig hands the renderer)
and writes one Swift file per weight to Sources/PresentationKit/Text/Inter/. Each file holds the face's
vertical metrics in font units, the advance of every character of the character set below, and the kerning
of the face's GPOS pair-adjustment lookups (the `kern` feature) between characters of the kerning set,
folded into left and right classes so that the table stays small. The renderer's test
(TextMetricsAgreementTests) checks that cairo measures the same widths from the font files.
"""

import pathlib
import subprocess
import sys

from fontTools.ttLib import TTFont

FONT_DIRECTORY = pathlib.Path("/usr/share/fonts/opentype/inter")
OUTPUT_DIRECTORY = pathlib.Path(__file__).resolve().parent.parent / "Sources/PresentationKit/Text/Inter"

# UIFont.Weight case -> Inter's static face (SF Pro's nine weights, lightest to heaviest, onto Inter's nine).
FACES = [
    ("ultraLight", "Thin"),
    ("thin", "ExtraLight"),
    ("light", "Light"),
    ("regular", "Regular"),
    ("medium", "Medium"),
    ("semibold", "SemiBold"),
    ("bold", "Bold"),
    ("heavy", "ExtraBold"),
    ("black", "Black"),
]

# Characters whose kerning is kept: ASCII, Latin-1, Latin Extended-A, general punctuation and common symbols.
KERNED = (
    list(range(0x20, 0x7F))
    + list(range(0xA0, 0x180))
    + list(range(0x2010, 0x2028))
    + list(range(0x2030, 0x203B))
    + [0x2044, 0x20AC, 0x2122, 0x2190, 0x2191, 0x2192, 0x2193, 0x2212, 0x221E, 0x2248, 0x2260, 0x2264, 0x2265]
)
# Characters measured without kerning on top: Greek and Cyrillic letters.
UNKERNED = list(range(0x384, 0x3CF)) + list(range(0x400, 0x460))


def pair_adjustment(subtables, left, right):
    """The x-advance adjustment of the first subtable that applies to the pair, as a shaper finds it."""
    for subtable in subtables:
        coverage = subtable.Coverage.glyphs
        if left not in coverage:
            continue
        if subtable.Format == 1:
            pair_set = subtable.PairSet[coverage.index(left)]
            for record in pair_set.PairValueRecord:
                if record.SecondGlyph == right:
                    return getattr(record.Value1, "XAdvance", 0) or 0
            continue
        first = subtable.ClassDef1.classDefs.get(left, 0) if subtable.ClassDef1 else 0
        second = subtable.ClassDef2.classDefs.get(right, 0) if subtable.ClassDef2 else 0
        value = subtable.Class1Record[first].Class2Record[second].Value1
        return getattr(value, "XAdvance", 0) or 0
    return 0


def kerning_lookups(font):
    """The pair-adjustment subtables of every lookup of the `kern` feature, lookup by lookup."""
    table = font["GPOS"].table
    indices = sorted(
        {index for record in table.FeatureList.FeatureRecord if record.FeatureTag == "kern"
         for index in record.Feature.LookupListIndex})
    lookups = []
    for index in indices:
        lookup = table.LookupList.Lookup[index]
        if lookup.LookupType == 2:
            lookups.append(lookup.SubTable)
    return lookups


def kerning_matrix(font, characters):
    cmap = font.getBestCmap()
    lookups = kerning_lookups(font)
    glyphs = [cmap[c] for c in characters]
    return [[sum(pair_adjustment(s, a, b) for s in lookups) for b in glyphs] for a in glyphs]


def classes(vectors):
    """Class numbers (from 1; 0 for an all-zero vector) grouping identical vectors, and the class vectors."""
    numbers, representatives = [], {}
    for vector in vectors:
        key = tuple(vector)
        if not any(key):
            numbers.append(0)
            continue
        if key not in representatives:
            representatives[key] = len(representatives) + 1
        numbers.append(representatives[key])
    return numbers, len(representatives)


def segments(characters, values):
    """`start:v,v,v` runs of consecutive code points (hexadecimal start), joined by `;`."""
    runs, previous = [], None
    for character, value in zip(characters, values):
        if previous is not None and character == previous + 1:
            runs[-1][1].append(value)
        else:
            runs.append((character, [value]))
        previous = character
    return ";".join(f"{start:X}:" + ",".join(str(v) for v in run) for start, run in runs)


def literal(text, indent="        "):
    """A multi-line Swift string literal of `text` cut into lines under the line length, joined without breaks."""
    width = 100
    lines = [text[i:i + width] for i in range(0, len(text), width)] or [""]
    body = "\\\n".join(f"{indent}    {line}" for line in lines)
    return f'"""\n{body}\n{indent}    """'


def face_source(case, face, version):
    font = TTFont(FONT_DIRECTORY / f"Inter-{face}.otf")
    cmap = font.getBestCmap()
    metrics = font["hmtx"].metrics
    os2 = font["OS/2"]
    hhea = font["hhea"]
    kerned = [c for c in KERNED if c in cmap]
    measured = sorted(set(kerned) | {c for c in UNKERNED if c in cmap})
    matrix = kerning_matrix(font, kerned)
    left, left_count = classes(matrix)
    right, right_count = classes([[row[j] for row in matrix] for j in range(len(kerned))])
    left_rows = {}
    for index, number in enumerate(left):
        left_rows.setdefault(number, matrix[index])
    right_columns = {}
    for index, number in enumerate(right):
        right_columns.setdefault(number, index)
    pairs = []
    for l_number in range(1, left_count + 1):
        for r_number in range(1, right_count + 1):
            value = left_rows[l_number][right_columns[r_number]]
            if value:
                pairs.append(f"{l_number}.{r_number}:{value}")
    advances = segments(measured, [metrics[cmap[c]][0] for c in measured])
    left_classes = segments(kerned, left)
    right_classes = segments(kerned, right)
    return f"""// Generated by scripts/generate-font-metrics.py from Inter-{face}.otf ({version}). Do not edit.

extension FontFaceMetrics {{
    /// Inter {face}: the face of ``Font/Weight/{case}``.
    static let {case} = FontFaceMetrics(
        fileName: "Inter-{face}.otf",
        unitsPerEm: {font["head"].unitsPerEm}, ascender: {hhea.ascent}, descender: {hhea.descent}, lineGap: {hhea.lineGap},
        capHeight: {os2.sCapHeight}, xHeight: {os2.sxHeight}, fallbackAdvance: {metrics[".notdef"][0]},
        advances: {literal(advances)},
        leftKerningClasses: {literal(left_classes)},
        rightKerningClasses: {literal(right_classes)},
        kerning: {literal(" ".join(pairs))})
}}
"""


def main():
    version = subprocess.run(
        ["dpkg-query", "-W", "-f=fonts-inter ${Version}", "fonts-inter"], capture_output=True, text=True
    ).stdout.strip() or "fonts-inter"
    OUTPUT_DIRECTORY.mkdir(parents=True, exist_ok=True)
    for case, face in FACES:
        path = OUTPUT_DIRECTORY / f"FontFaceMetrics+{face}.swift"
        path.write_text(face_source(case, face, version))
        print(f"wrote {path.relative_to(OUTPUT_DIRECTORY.parent.parent.parent.parent)}", file=sys.stderr)


if __name__ == "__main__":
    main()
