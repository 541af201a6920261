// /play game:dungeon with no ruleset opens the operator's MATCH_RULESET_ID (failing closed to race,
// never a solo-only one), and MATCH_ENABLED=false refuses dungeon matches in one line.
import { afterEach, describe, expect, it } from 'vitest';
import type { BotSettings } from '../../bot/context.ts';
import { startHarness, type Harness } from './harness.ts';

describe('/play defaults from the operator\'s settings', () => {
  let h: Harness | undefined;
  afterEach(async () => {
    await h?.close();
    h = undefined;
  });

  async function openDungeon(settings: Partial<BotSettings>) {
    h = await startHarness({ settings });
    const reply = await h.fake.reply(h.fake.command(h.fake.user('ada'), 'play', [{ name: 'game', value: 'dungeon' }]));
    const lobbies = (await h.runtime.service.listMatches(100)).filter((m) => m.game === 'dungeon');
    return { reply, lobbies };
  }

  it('opens MATCH_RULESET_ID when no ruleset is given', async () => {
    const { lobbies } = await openDungeon({ dungeonRuleset: 'last-alive' });
    expect(lobbies.map((m) => m.ruleset)).toEqual(['last-alive']);
  }, 30_000);

  it('falls back to race for a solo-only MATCH_RULESET_ID', async () => {
    const { lobbies } = await openDungeon({ dungeonRuleset: 'solo-classic' });
    expect(lobbies.map((m) => m.ruleset)).toEqual(['race']);
  }, 30_000);

  it('refuses dungeon matches in one private line when MATCH_ENABLED is off, and opens nothing', async () => {
    const { reply, lobbies } = await openDungeon({ dungeonEnabled: false });
    expect(reply.flags & 64).toBe(64);
    expect(reply.content).toBe('dungeon matches are switched off on this server (MATCH_ENABLED is not true); play lantern or lamplighter');
    expect(lobbies).toEqual([]);
  }, 30_000);
});
