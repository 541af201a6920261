// Writes the text of .env.example from the variable table, so the documented list and defaults
// cannot drift from what loadConfig reads (a test compares the committed file with this output).
import { SECTIONS, VARS } from './config-vars.ts';

/** Variables left active (blank) in .env.example: the bot cannot start without them. */
const ASK = ['DISCORD_TOKEN', 'DISCORD_APP_ID'];

/** The default of a variable as .env.example shows it (blank = unset). */
export function shownDefault(fallback: unknown): string {
  if (fallback === undefined) return '';
  return String(fallback);
}

/** The full text of .env.example: every variable, grouped by section, with what it does and its default. */
export function envExample(): string {
  const lines = [
    '# lamplit configuration. Copy to .env, fill in DISCORD_TOKEN and DISCORD_APP_ID for the bot, and',
    '# uncomment a line to change its default (shown after the =). A blank value means the default.',
    '# `lamplit config check` validates a configuration and prints one line per bad variable.',
    '# Generated from runtime/config-vars.ts by `lamplit config example`.',
  ];
  for (const [section, title] of Object.entries(SECTIONS)) {
    lines.push('', `# --- ${title} ---`);
    for (const [name, def] of Object.entries(VARS)) {
      if (def.section !== section) continue;
      const dflt = shownDefault(def.fallback);
      lines.push(`# ${def.doc}${dflt === '' ? ' (default: unset)' : ''}`);
      // Only what every operator must fill in is left active; the rest shows its default, commented
      // out, so a copied .env overrides nothing until a line is uncommented.
      lines.push(`${ASK.includes(name) ? '' : '#'}${name}=${dflt}`);
    }
  }
  return lines.join('\n') + '\n';
}
