import sharp from 'sharp';

/** The size of a demo desktop, a common laptop screen. */
export const demoDesktopSize = { width: 1280, height: 800 } as const;

type Layout = 'editor' | 'terminal' | 'grid' | 'chat' | 'canvas' | 'page';

/** What kind of window an app shows, guessed from its name. */
function layoutOf({ kind, name }: { kind: 'app' | 'url'; name: string }): Layout {
  const lower = name.toLowerCase();
  if (/terminal|shell/.test(lower)) return 'terminal';
  if (/code|studio|github|developer/.test(lower)) return 'editor';
  if (/excel|sheet/.test(lower)) return 'grid';
  if (/slack|zoom|outlook|mail|teams/.test(lower)) return 'chat';
  if (/figma|dribbble|design/.test(lower)) return 'canvas';
  return kind === 'url' ? 'page' : 'editor';
}

const escapeXml = (text: string) => text.replace(/[<>&'"]/g, (char) => `&#${char.codePointAt(0)};`);

const wallpapers = ['#1d3557', '#264653', '#3d405b', '#2b2d42', '#283618', '#4a4e69'];
const accents = ['#2e90fa', '#12b76a', '#f79009', '#ee46bc', '#7a5af8', '#f04438'];
const words = [
  'review',
  'update',
  'const',
  'return',
  'invoice',
  'meeting',
  'design',
  'report',
  'customer',
  'release',
  'draft',
  'budget',
  'schedule',
  'feedback',
  'layout',
  'sprint',
];

const pick = <T>(items: readonly T[], random: () => number): T =>
  items[Math.floor(random() * items.length)] ?? (items[0] as T);
const between = (random: () => number, low: number, high: number) => Math.round(low + random() * (high - low));
const sentence = (random: () => number, count: number) =>
  Array.from({ length: count }, () => pick(words, random)).join(' ');

/** The content of the window body (x, y, width, height) for a layout. */
function body({
  layout,
  x,
  y,
  width,
  height,
  random,
  accent,
}: Box & { layout: Layout; random: () => number; accent: string }) {
  const parts: string[] = [];
  const lines = Math.floor((height - 40) / 24);
  switch (layout) {
    case 'terminal':
    case 'editor': {
      const dark = layout === 'terminal';
      parts.push(
        `<rect x="${x}" y="${y}" width="${width}" height="${height}" fill="${dark ? '#0c111d' : '#1e1e2e'}"/>`,
      );
      if (!dark) parts.push(`<rect x="${x}" y="${y}" width="220" height="${height}" fill="#181825"/>`);
      const left = dark ? x + 24 : x + 250;
      for (let line = 0; line < lines; line += 1) {
        const top = y + 30 + line * 24;
        if (!dark && line < lines - 4)
          parts.push(
            `<rect x="${x + 24}" y="${top - 10}" width="${between(random, 80, 170)}" height="9" rx="3" fill="#45475a"/>`,
          );
        const indent = dark ? 0 : between(random, 0, 3) * 28;
        const color = dark ? '#12b76a' : pick(['#89b4fa', '#f9e2af', '#a6e3a1', '#cdd6f4', '#f38ba8'], random);
        if (random() < 0.25) continue;
        parts.push(
          `<text x="${left + indent}" y="${top}" font-family="DejaVu Sans Mono, monospace" font-size="14" fill="${color}">${escapeXml(`${dark ? '$ ' : ''}${sentence(random, between(random, 2, 6))}`)}</text>`,
        );
      }
      break;
    }
    case 'grid': {
      parts.push(`<rect x="${x}" y="${y}" width="${width}" height="${height}" fill="#ffffff"/>`);
      const columns = 8;
      const cell = width / columns;
      for (let row = 0; row <= lines; row += 1)
        parts.push(`<line x1="${x}" y1="${y + row * 24}" x2="${x + width}" y2="${y + row * 24}" stroke="#d0d5dd"/>`);
      for (let column = 0; column <= columns; column += 1)
        parts.push(
          `<line x1="${x + column * cell}" y1="${y}" x2="${x + column * cell}" y2="${y + height}" stroke="#d0d5dd"/>`,
        );
      for (let row = 1; row < lines; row += 1)
        for (let column = 0; column < columns; column += 1)
          if (random() < 0.7)
            parts.push(
              `<text x="${x + column * cell + 8}" y="${y + row * 24 + 17}" font-family="DejaVu Sans, sans-serif" font-size="12" fill="#344054">${column === 0 ? escapeXml(pick(words, random)) : between(random, 10, 9999)}</text>`,
            );
      parts.push(`<rect x="${x}" y="${y}" width="${width}" height="24" fill="${accent}" opacity="0.25"/>`);
      break;
    }
    case 'chat': {
      parts.push(`<rect x="${x}" y="${y}" width="${width}" height="${height}" fill="#ffffff"/>`);
      parts.push(`<rect x="${x}" y="${y}" width="240" height="${height}" fill="#3f0e40"/>`);
      for (let channel = 0; channel < 12; channel += 1)
        parts.push(
          `<text x="${x + 24}" y="${y + 40 + channel * 30}" font-family="DejaVu Sans, sans-serif" font-size="14" fill="#e9d7ea"># ${escapeXml(pick(words, random))}</text>`,
        );
      for (let message = 0; message < Math.floor(height / 70); message += 1) {
        const top = y + 30 + message * 66;
        parts.push(`<circle cx="${x + 280}" cy="${top + 12}" r="16" fill="${pick(accents, random)}"/>`);
        parts.push(
          `<text x="${x + 310}" y="${top + 8}" font-family="DejaVu Sans, sans-serif" font-size="13" font-weight="bold" fill="#101828">${escapeXml(pick(words, random))}</text>`,
        );
        parts.push(
          `<text x="${x + 310}" y="${top + 30}" font-family="DejaVu Sans, sans-serif" font-size="13" fill="#475467">${escapeXml(sentence(random, between(random, 4, 10)))}</text>`,
        );
      }
      break;
    }
    case 'canvas': {
      parts.push(`<rect x="${x}" y="${y}" width="${width}" height="${height}" fill="#e5e5e5"/>`);
      parts.push(`<rect x="${x}" y="${y}" width="200" height="${height}" fill="#ffffff"/>`);
      parts.push(`<rect x="${x + width - 220}" y="${y}" width="220" height="${height}" fill="#ffffff"/>`);
      for (let frame = 0; frame < 3; frame += 1) {
        const left = x + 240 + frame * 250;
        parts.push(
          `<rect x="${left}" y="${y + 60}" width="220" height="420" rx="12" fill="#ffffff" stroke="#98a2b3"/>`,
        );
        parts.push(
          `<rect x="${left + 20}" y="${y + 90}" width="180" height="${between(random, 80, 140)}" rx="8" fill="${pick(accents, random)}"/>`,
        );
        for (let block = 0; block < 5; block += 1)
          parts.push(
            `<rect x="${left + 20}" y="${y + 260 + block * 28}" width="${between(random, 80, 180)}" height="12" rx="4" fill="#d0d5dd"/>`,
          );
      }
      for (let layer = 0; layer < 14; layer += 1)
        parts.push(
          `<text x="${x + 20}" y="${y + 30 + layer * 26}" font-family="DejaVu Sans, sans-serif" font-size="12" fill="#344054">${escapeXml(pick(words, random))} ${layer + 1}</text>`,
        );
      break;
    }
    case 'page': {
      parts.push(`<rect x="${x}" y="${y}" width="${width}" height="${height}" fill="#ffffff"/>`);
      parts.push(`<rect x="${x}" y="${y}" width="${width}" height="56" fill="${accent}"/>`);
      parts.push(`<rect x="${x + 120}" y="${y + 90}" width="${width - 240}" height="180" rx="8" fill="#f2f4f7"/>`);
      for (let line = 0; line < Math.floor((height - 320) / 26); line += 1)
        parts.push(
          `<text x="${x + 120}" y="${y + 310 + line * 26}" font-family="DejaVu Serif, serif" font-size="15" fill="#344054">${escapeXml(sentence(random, between(random, 6, 12)))}</text>`,
        );
      break;
    }
  }
  return parts.join('');
}

type Box = { x: number; y: number; width: number; height: number };

/**
 * A plausible desktop as SVG: a wallpaper, a frame of the app (or a browser at the URL's host) with its title
 * bar, its content drawn for the kind of app, and a taskbar. Different for every `random`.
 */
export function demoDesktopSvg({
  app,
  random,
}: {
  app: { kind: 'app' | 'url'; name: string };
  random: () => number;
}): string {
  const { width, height } = demoDesktopSize;
  const wallpaper = pick(wallpapers, random);
  const accent = pick(accents, random);
  const frame = { x: between(random, 30, 90), y: between(random, 20, 50), width: 0, height: 0 };
  frame.width = width - frame.x - between(random, 30, 90);
  frame.height = height - 48 - frame.y - between(random, 16, 40);
  const title = app.kind === 'url' ? `${app.name} — Browser` : app.name;
  const bar = app.kind === 'url' ? 72 : 36;
  const chrome = [
    `<rect x="${frame.x + 6}" y="${frame.y + 8}" width="${frame.width}" height="${frame.height}" rx="10" fill="#000000" opacity="0.35"/>`,
    `<rect x="${frame.x}" y="${frame.y}" width="${frame.width}" height="${frame.height}" rx="10" fill="#f2f4f7"/>`,
    ...['#f04438', '#fdb022', '#12b76a'].map(
      (color, index) => `<circle cx="${frame.x + 20 + index * 20}" cy="${frame.y + 18}" r="6" fill="${color}"/>`,
    ),
    `<text x="${frame.x + frame.width / 2}" y="${frame.y + 23}" font-family="DejaVu Sans, sans-serif" font-size="14" text-anchor="middle" fill="#344054">${escapeXml(title)}</text>`,
  ];
  if (app.kind === 'url')
    chrome.push(
      `<rect x="${frame.x + 16}" y="${frame.y + 40}" width="${frame.width - 32}" height="24" rx="12" fill="#ffffff" stroke="#d0d5dd"/>`,
      `<text x="${frame.x + 34}" y="${frame.y + 57}" font-family="DejaVu Sans, sans-serif" font-size="13" fill="#475467">https://${escapeXml(app.name)}/</text>`,
    );
  const content = body({
    layout: layoutOf(app),
    x: frame.x,
    y: frame.y + bar,
    width: frame.width,
    height: frame.height - bar,
    random,
    accent,
  });
  const taskbar = [
    `<rect x="0" y="${height - 48}" width="${width}" height="48" fill="#101828" opacity="0.9"/>`,
    ...Array.from(
      { length: 6 },
      (_, index) =>
        `<rect x="${width / 2 - 150 + index * 50}" y="${height - 40}" width="32" height="32" rx="8" fill="${index === 2 ? accent : '#475467'}"/>`,
    ),
  ];
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">` +
    `<rect width="${width}" height="${height}" fill="${wallpaper}"/>` +
    `<circle cx="${between(random, 200, 1100)}" cy="${between(random, 100, 700)}" r="${between(random, 150, 400)}" fill="${accent}" opacity="0.2"/>` +
    chrome.join('') +
    content +
    taskbar.join('') +
    '</svg>'
  );
}

/** The desktop rendered as a PNG, as an agent would capture it (quick to write: the upload path re-encodes it). */
export function renderDemoDesktop(input: { app: { kind: 'app' | 'url'; name: string }; random: () => number }) {
  return sharp(Buffer.from(demoDesktopSvg(input)))
    .png({ compressionLevel: 1 })
    .toBuffer();
}
