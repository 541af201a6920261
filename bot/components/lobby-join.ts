// "Join <team>" / "Join": takes the first free seat of the team (a bot seat if no empty one is left).
import { Refusal } from '../replies.ts';
import { lobbyAction } from './lobby-action.ts';
import type { ComponentHandler } from './types.ts';

export const joinHandler: ComponentHandler = {
  kind: 'join',
  async run(ctx, ix, id) {
    await lobbyAction(ctx, ix, id, async (player) => {
      const team = id.args[0] ?? '*';
      const snap = await ctx.service.snapshot(id.matchId);
      if (snap.seats.some((s) => s.owner === player.id) && team === '*') throw new Refusal(`you already hold a seat in match ${snap.matchId}`);
      const ofTeam = snap.seats.filter((s) => team === '*' || s.team === team);
      const seat = ofTeam.find((s) => !s.owner && !s.bot) ?? ofTeam.find((s) => !s.owner);
      if (!seat) throw new Refusal(`no free seat${team === '*' ? '' : ` in team ${team}`} in match ${snap.matchId}; seats are ${snap.seats.map((s) => `${s.alias} (${s.owner ? s.name : s.bot ? 'bot' : 'free'})`).join(', ')}`);
      const mine = snap.seats.find((s) => s.owner === player.id);
      if (mine) return ctx.service.swapSeat(snap.matchId, player.id, seat.index);
      return ctx.service.join(snap.matchId, player, seat.index);
    });
  },
};
