import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Bidi } from 'bidi-js';
import * as fontkit from 'fontkit';

const require = createRequire(import.meta.url);
// bidi-js is CommonJS whose types say ES module; required, it is the factory its types describe.
const bidi = (require('bidi-js') as () => Bidi)();

/** Characters of right-to-left scripts (Hebrew, Arabic, Syriac, Thaana, N'Ko and their presentation forms). */
const rightToLeftScript = /[\u0590-\u08ff\ufb1d-\ufdff\ufe70-\ufeff]/;
/** Bidi controls steer the reordering below; they have no glyph of their own. */
const bidiControls = /[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;

/**
 * A bidi isolate around `text`, its direction its own first letter's (left to right when it has none): dates and
 * numbers inside Arabic keep their own order (`2026-10-01`), a value in Arabic inside English reads right to left.
 */
export const isolate = (text: string) => `\u2068${text}\u2069`;

/** How many shaped texts a font keeps per document: a table repeats its dates, names and times row after row. */
const maxShapedTexts = 20_000;

/**
 * A fontkit font as the PDF's text layer needs it. fontkit shapes a right-to-left run and returns its glyphs in
 * visual order, but a ligature (لا) keeps its letters in logical order, which text extraction then reverses with
 * the run (ال becomes ا ل): such glyphs get their letters in visual order too, so copying, searching and screen
 * readers get the words back as written. Without `kerning`, the room a font's kerning adds after a letter (the
 * Arabic font's after ر) is not drawn as a gap, which extraction would read as a space inside the word (تقر ير).
 * Each text is shaped once and kept, as shaping is most of the time a PDF takes.
 */
function forPdf(font: fontkit.Font, { kerning }: { kerning: boolean }): fontkit.Font {
  const shaped = new Map<string, fontkit.GlyphRun>();
  const shape = (text: string) => {
    // A fresh object each time: fontkit fills the one it is given with its default features.
    const run = font.layout(text, kerning ? undefined : { kern: false });
    if (run.direction === 'rtl')
      run.glyphs = run.glyphs.map((glyph) =>
        glyph.codePoints.length > 1
          ? Object.create(glyph, { codePoints: { value: [...glyph.codePoints].reverse() } })
          : glyph,
      );
    return run;
  };
  return Object.create(font, {
    layout: {
      value(text: string) {
        let run = shaped.get(text);
        if (!run) {
          if (shaped.size >= maxShapedTexts) shaped.clear();
          run = shape(text);
          shaped.set(text, run);
        }
        // pdfkit scales a run's positions in place: each use gets its own copy of them.
        return Object.create(run, { positions: { value: run.positions.map((position) => ({ ...position })) } });
      },
    },
  });
}

const fontFiles = {
  latin: '@expo-google-fonts/ibm-plex-sans/400Regular/IBMPlexSans_400Regular.ttf',
  arabic: '@expo-google-fonts/ibm-plex-sans-arabic/400Regular/IBMPlexSansArabic_400Regular.ttf',
  latinBold: '@expo-google-fonts/ibm-plex-sans/700Bold/IBMPlexSans_700Bold.ttf',
  arabicBold: '@expo-google-fonts/ibm-plex-sans-arabic/700Bold/IBMPlexSansArabic_700Bold.ttf',
};
const fontBytes = new Map<string, Buffer>();

function openFont(file: string, { kerning }: { kerning: boolean }): fontkit.Font {
  let bytes = fontBytes.get(file);
  if (!bytes) {
    bytes = readFileSync(require.resolve(file));
    fontBytes.set(file, bytes);
  }
  const font = fontkit.create(bytes);
  if (!('layout' in font)) throw new Error(`${file} is a font collection`);
  return forPdf(font, { kerning });
}

/**
 * IBM Plex Sans Arabic and IBM Plex Sans (SIL Open Font License), one design: Arabic letters from the first, every
 * other letter the second has (Latin with its accents — Ayşe, Łukasz — Greek, Cyrillic) from the second. Both
 * give each contextual form a glyph of its own, so the PDF's text layer maps every glyph back to its letter.
 */
export type FontKey = 'latin' | 'arabic';
export type PdfFonts = Record<FontKey, fontkit.Font> & { bold: Record<FontKey, fontkit.Font> };

/**
 * The fonts of one PDF, opened afresh for each (the files are read once): fontkit caches a glyph with the letters
 * of its first use, and subsetting a document creates the glyphs that others are built from (the heh inside ة)
 * with none, so fonts shared between documents would map such glyphs to no letter in the next one.
 */
export function openPdfFonts(): PdfFonts {
  return {
    latin: openFont(fontFiles.latin, { kerning: true }),
    arabic: openFont(fontFiles.arabic, { kerning: false }),
    bold: {
      latin: openFont(fontFiles.latinBold, { kerning: true }),
      arabic: openFont(fontFiles.arabicBold, { kerning: false }),
    },
  };
}

/** A piece of a line drawn with one font, in the order it is drawn, left to right. */
export type Segment = { text: string; font: FontKey };

/**
 * One line's runs of one bidi level in visual order, left to right (Unicode Bidirectional Algorithm): characters
 * of right-to-left levels mirrored (brackets), runs reordered by rule L2. Each run's text stays in logical order.
 */
function levelRuns(text: string, direction: 'ltr' | 'rtl' | undefined) {
  if (!rightToLeftScript.test(text) && direction !== 'rtl')
    return [{ text: text.replace(bidiControls, ''), rightToLeft: false }];
  const { levels } = bidi.getEmbeddingLevels(text, direction);
  const mirrored = bidi.getMirroredCharactersMap(text, levels);
  const runs: { text: string; level: number }[] = [];
  let start = 0;
  for (let index = 1; index <= text.length; index += 1) {
    if (index < text.length && levels[index] === levels[start]) continue;
    let part = '';
    for (let at = start; at < index; at += 1) part += mirrored.get(at) ?? text[at];
    runs.push({ text: part.replace(bidiControls, ''), level: levels[start] ?? 0 });
    start = index;
  }
  const highest = Math.max(...runs.map((run) => run.level));
  const lowestOdd = Math.min(...runs.map((run) => (run.level % 2 === 1 ? run.level : Number.POSITIVE_INFINITY)));
  for (let level = highest; level >= lowestOdd; level -= 1) {
    for (let index = 0; index < runs.length; ) {
      if ((runs[index]?.level ?? 0) < level) {
        index += 1;
        continue;
      }
      let end = index;
      while (end < runs.length && (runs[end]?.level ?? 0) >= level) end += 1;
      runs.splice(index, end - index, ...runs.slice(index, end).reverse());
      index = end;
    }
  }
  return runs.map((run) => ({ text: run.text, rightToLeft: run.level % 2 === 1 }));
}

/** Splits a run where its font changes: Arabic letters, and what the Latin font lacks, from the Arabic font. */
function byFont(text: string, available: Record<FontKey, fontkit.Font>): Segment[] {
  const segments: Segment[] = [];
  for (const character of text) {
    const codePoint = character.codePointAt(0) ?? 0;
    const inLatin = available.latin.hasGlyphForCodePoint(codePoint);
    const inArabic = available.arabic.hasGlyphForCodePoint(codePoint);
    const last = segments[segments.length - 1];
    // A character both fonts have (space, digits, punctuation) stays with its neighbour, so runs stay whole.
    const font: FontKey =
      inLatin && inArabic && last ? last.font : rightToLeftScript.test(character) || !inLatin ? 'arabic' : 'latin';
    if (last?.font === font) last.text += character;
    else segments.push({ text: character, font });
  }
  return segments;
}

/**
 * One line of text as the segments to draw from left to right. Each segment is in the order its font engine wants
 * it: fontkit shapes an Arabic segment in logical order and turns its glyphs around itself; any other segment at
 * a right-to-left level (brackets, dashes) is turned around here. `direction` is the paragraph's; unset, its
 * first strong letter decides (how a table cell reads on its own).
 */
export function visualSegments(
  text: string,
  { fonts, direction }: { fonts: Record<FontKey, fontkit.Font>; direction?: 'ltr' | 'rtl' | undefined },
): Segment[] {
  return levelRuns(text, direction).flatMap((run) => {
    const segments = byFont(run.text, fonts);
    if (!run.rightToLeft) return segments;
    return segments
      .reverse()
      .map((segment) =>
        rightToLeftScript.test(segment.text) ? segment : { ...segment, text: [...segment.text].reverse().join('') },
      );
  });
}
