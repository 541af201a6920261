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
    expect(lookupKey(['pad', 'match'], ':')?.action).toBe('openPrompt');
    expect(lookupKey(['pad', 'match'], '?')?.action).toBe('toggleHelp');
    expect(lookupKey(['pad', 'match'], 'q')?.action).toBe('askQuit');
    expect(lookupKey(['match'], 'enter')).toBeUndefined(); // a spectator has no pad: Enter sends nothing
  });

  it("lets a screen's own keys and a pad context take a key before the shared match context", () => {
    expect(lookupKey(['pad', 'match'], 'enter')?.action).toBe('submitDraft');
    const own = [{ context: 'pad' as const, keys: ['i', 'tab'], action: 'padKey', help: 'what to do: next' }];
    expect(lookupKey(['pad', 'match'], 'i', own)?.action).toBe('padKey');
    expect(helpLines(['pad'], own)[0]).toMatch(/^i Tab +what to do: next$/);
    expect(lookupKey(['lamplighter-live', 'match'], 'e')?.action).toBe('liveLight');
  });

  it('says in the real-time help that holding a key means it repeating', () => {
    const help = helpLines(['lamplighter-live']).join('\n');
    expect(help).toMatch(/no key-up.*repeating/);
  });

  it('prints one help line per binding', () => {
    expect(helpLines(['replay'])).toHaveLength(BINDINGS.filter((b) => b.context === 'replay').length);
  });
});
