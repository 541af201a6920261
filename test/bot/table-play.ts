// Plays a whole match as people at a Discord table: each turn, each awaited person uses their one
// private view (pressing "My view" only when they have none), waits for it to show the turn, and
// presses the button `choose` names (after any parts it picks). Counts what the issue measures:
// clicks per awaited turn, private messages per person, and the channel's pings and uploads.
import { expect } from 'vitest';
import type { MatchSnapshot } from '../../engine/match/types.ts';
import type { FakeMessage, FakeUser, InteractionRecord } from '../fake-discord/fake-discord.ts';
import { buttonId, componentsOf } from '../fake-discord/fake-discord.ts';
import { clickLabel, current, waitForSnapshot, type Harness } from './harness.ts';

export interface Person {
  user: FakeUser;
  seat: number;
}

/** What a person's turn may do before the final press: pick parts (each counted as a click). */
export interface TurnTools {
  select(placeholder: RegExp, value: string): Promise<FakeMessage>;
  press(label: string | RegExp): Promise<FakeMessage>;
}

export interface TablePlay {
  turns: number;
  snap: MatchSnapshot;
  /** By user name: clicks and commands, turns an order was awaited, distinct private messages received. */
  clicks: Record<string, number>;
  awaited: Record<string, number>;
  privateMessages: Record<string, number>;
  interactions: Record<string, InteractionRecord[]>;
}

const ACK_MS = 10_000;

/** Plays `matchId` (its channel message `message`) to the end as `people`. */
export async function playAsPeople(h: Harness, matchId: string, message: FakeMessage, people: Person[], choose: (p: Person, view: FakeMessage, snap: MatchSnapshot, tools: TurnTools) => Promise<string | RegExp>, maxTurns = 120): Promise<TablePlay> {
  const { fake } = h;
  const name = (p: Person) => p.user.username;
  const stats: TablePlay = { turns: 0, snap: await h.runtime.service.snapshot(matchId), clicks: {}, awaited: {}, privateMessages: {}, interactions: {} };
  for (const p of people) { stats.clicks[name(p)] = 0; stats.awaited[name(p)] = 0; stats.interactions[name(p)] = []; }
  const views = new Map<string, string>();
  const track = (p: Person, ix: InteractionRecord) => { stats.clicks[name(p)]++; stats.interactions[name(p)].push(ix); return ix; };
  let snap = stats.snap;
  while (snap.status === 'running' && stats.turns < maxTurns) {
    const turn = snap.turn;
    await Promise.all(people.map(async (p) => {
      const seat = snap.seats[p.seat];
      if (!seat.awaited || seat.ordered) return;
      stats.awaited[name(p)]++;
      if (!views.has(name(p))) {
        const ix = track(p, clickLabel(fake, p.user, current(fake, message), 'My view'));
        views.set(name(p), (await fake.reply(ix)).id);
      }
      const viewId = views.get(name(p))!;
      let view = await fake.waitFor(() => {
        const m = current(fake, viewId);
        return m.content.includes(`· turn ${turn + 1} ·`) && m.components.length ? m : undefined;
      }, 15_000, `${name(p)}'s private view showing turn ${turn + 1}`);
      const tools: TurnTools = {
        async select(placeholder, value) {
          const menu = componentsOf(view).find((c) => c.type === 3 && placeholder.test(String((c as { placeholder?: string }).placeholder)));
          if (!menu) throw new Error(`no menu ${placeholder} on ${name(p)}'s view`);
          // The choice redraws the view in its acknowledgement (an update callback).
          await fake.acknowledged(track(p, fake.select(p.user, view, menu.custom_id!, [value])), ACK_MS);
          view = current(fake, viewId);
          return view;
        },
        async press(label) {
          await fake.acknowledged(track(p, fake.click(p.user, view, buttonId(view, label))), ACK_MS);
          view = current(fake, viewId);
          return view;
        },
      };
      const label = await choose(p, view, snap, tools);
      const ix = track(p, fake.click(p.user, current(fake, viewId), buttonId(current(fake, viewId), label)));
      await fake.acknowledged(ix, ACK_MS);
      const after = await waitForSnapshot(h, matchId, (s) => s.status !== 'running' || s.turn !== turn || s.seats[p.seat].ordered, 10_000, `${name(p)}'s order on turn ${turn + 1}`).catch((err) => {
        throw new Error(`${(err as Error).message}; pressed "${String(label)}" on: ${current(fake, viewId).content} ; answers: ${ix.responses.map((m) => m.content).join(' | ')}`);
      });
      // The order went in (no refusal line): the press answered in the same private view.
      expect(ix.responses.filter((m) => m.id !== viewId).map((m) => m.content), `${name(p)} refused on turn ${turn + 1}`).toEqual([]);
      expect(after.status !== 'running' || after.turn !== turn || after.seats[p.seat].ordered).toBe(true);
    }));
    snap = await waitForSnapshot(h, matchId, (s) => s.status !== 'running' || s.turn !== turn, 30_000, `turn ${turn + 1} to resolve`);
    stats.turns++;
  }
  stats.snap = snap;
  for (const p of people) {
    const ids = new Set(stats.interactions[name(p)].flatMap((ix) => ix.responses).filter((m) => m.flags & 64).map((m) => m.id));
    stats.privateMessages[name(p)] = ids.size;
  }
  return stats;
}

/** Clicks per awaited turn for each person, rounded to two places. */
export function clicksPerTurn(play: TablePlay): Record<string, number> {
  return Object.fromEntries(Object.keys(play.clicks).map((n) => [n, Math.round((play.clicks[n] / Math.max(1, play.awaited[n])) * 100) / 100]));
}

/** The channel's turn pings (messages with allowed mentions), in order. */
export function pingsOf(h: Harness): { content: string; users: string[]; parse: string[] }[] {
  return h.fake.callsTo('POST', /^\/channels\/\d+\/messages$/)
    .filter((c) => c.body?.allowed_mentions)
    .map((c) => ({ content: String(c.body.content), users: c.body.allowed_mentions.users ?? [], parse: c.body.allowed_mentions.parse ?? [] }));
}

/** The pictures uploaded to a match message (bytes, in order). */
export function uploadsTo(h: Harness, messageId: string): Buffer[] {
  return h.fake.rest.calls
    .filter((c) => c.method === 'PATCH' && (c.path.endsWith(`/messages/${messageId}`) || (c.path.endsWith('/messages/@original') && h.fake.rest.interactions.get(c.path.split('/')[3])?.originalId === messageId)))
    .flatMap((c) => c.files.map((f) => f.data));
}
