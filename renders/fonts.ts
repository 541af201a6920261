// The fonts every picture uses, shipped in renders/fonts/ (DejaVu, see LICENSE-DejaVu) and
// registered under our own family names, so a picture looks the same on a machine with no fonts.
import { GlobalFonts } from '@napi-rs/canvas';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const DIR = join(dirname(fileURLToPath(import.meta.url)), 'fonts');

/** Family names to use in `ctx.font` (never a system family, so nothing falls back to the host). */
export const FONT = {
  sans: 'LampSans',
  mono: 'LampMono',
  serif: 'LampSerif',
} as const;

const FILES: readonly [file: string, family: string][] = [
  ['DejaVuSans.ttf', FONT.sans],
  ['DejaVuSans-Bold.ttf', FONT.sans],
  ['DejaVuSansMono.ttf', FONT.mono],
  ['DejaVuSansMono-Bold.ttf', FONT.mono],
  ['DejaVuSerif-Bold.ttf', FONT.serif],
];

let done = false;

/** Registers the shipped fonts once per process; throws if a font file is missing or unreadable. */
export function ensureFonts(): void {
  if (done) return;
  for (const [file, family] of FILES) {
    const key = GlobalFonts.registerFromPath(join(DIR, file), family);
    if (!key) throw new Error(`could not load the font ${file} from ${DIR}`);
  }
  done = true;
}

/** A CSS font string in one of our families, e.g. font('sans', 14, true). */
export function font(family: keyof typeof FONT, px: number, bold = false): string {
  return `${bold ? 'bold ' : ''}${px}px ${FONT[family]}`;
}
