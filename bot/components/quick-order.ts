// A one-button order (lamplighter's walk, light, buy...; the dungeon's exit, treasure, wait): the
// order's words are in the custom id, joined by dots.
import { submitFromClick } from './submit-order.ts';
import type { ComponentHandler } from './types.ts';

export const quickHandler: ComponentHandler = {
  kind: 'quick',
  async run(ctx, ix, id) {
    await submitFromClick(ctx, ix, id, (id.args[0] ?? '').split('.').join(' '));
  },
};
