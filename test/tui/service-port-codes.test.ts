// The terminal's match port names a match by its join code, never by its internal id: joining a
// running match, ordering in a cancelled one, leaving a match one holds no seat in.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openMatchServices, type MatchServices } from '../../tui/services.ts';

let svc: MatchServices;
beforeAll(async () => { svc = await openMatchServices(); });
afterAll(async () => { await svc.close(); });

async function players() {
  return { ann: await svc.port.identify('ssh:ann-key', 'ann'), ben: await svc.port.identify('ssh:ben-key', 'ben') };
}

describe('ServicePort refusals name the match by its join code', () => {
  it('joining a running match by code says "match CODE is running", with no m_ id', async () => {
    const { ann, ben } = await players();
    const { matchId, code } = await svc.service.createMatch({ game: 'dungeon', ruleset: 'race', host: ann, bots: 3 });
    await svc.port.start(ann, matchId);
    const err = await svc.port.join(ben, code.toLowerCase()).then(() => null, (e: Error) => e);
    expect(err?.message).toBe(`cannot join: match ${code} is running; that is only possible in the lobby`);
    expect(err?.message).not.toMatch(/m_/);
  });

  it('ordering in a cancelled match and leaving a match without a seat name the code too', async () => {
    const { ann, ben } = await players();
    const { matchId, code } = await svc.service.createMatch({ game: 'dungeon', ruleset: 'race', host: ann, bots: 3 });
    const leave = await svc.port.leave(ben, matchId).then(() => null, (e: Error) => e);
    expect(leave?.message).toBe(`you hold no seat in match ${code}`);
    await svc.port.cancel(ann, matchId);
    const order = await svc.port.order(ann, matchId, 'wait', 0).then(() => null, (e: Error) => e);
    expect(order?.message).toMatch(new RegExp(`^match ${code} is cancelled`));
    expect(order?.message).not.toMatch(/m_/);
  });
});
