// The key table: one binding per key in each context, help printed from the same rows.
import { describe, expect, it } from 'vitest';
import { BINDINGS, helpLines, lookupKey } from '../../tui/keys.ts';

describe('the key table', () => {
  it('binds every key at most once within a context', () => {
    const seen = new Map<string, string>();
    for (const b of BINDINGS) {
      for (const k of b.keys) {
        const id = `${b.context}:${k}`;
        expect(seen.get(id), `${id} is bound to ${seen.get(id)} and ${b.action}`).toBeUndefined();
        seen.set(id, b.action);
      }
    }
  });

  it('gives every game screen the prompt, the help and a quit that asks first', () => {
    expect(lookupKey(['lantern', 'match'], ':')?.action).toBe('openPrompt');
    expect(lookupKey(['dungeon', 'match'], '?')?.action).toBe('toggleHelp');
    expect(lookupKey(['lamplighter', 'match'], 'q')?.action).toBe('askQuit');
  });

  it('lets a game context take a key before the shared match context', () => {
    expect(lookupKey(['lantern', 'match'], 'enter')?.action).toBe('submitDraft');
    expect(lookupKey(['lamplighter-live', 'match'], 'e')?.action).toBe('liveLight');
  });

  it('says in the real-time help that holding a key means it repeating', () => {
    const help = helpLines(['lamplighter-live']).join('\n');
    expect(help).toMatch(/no key-up.*repeating/);
  });

  it('prints one help line per binding', () => {
    expect(helpLines(['lantern'])).toHaveLength(BINDINGS.filter((b) => b.context === 'lantern').length);
  });
});
