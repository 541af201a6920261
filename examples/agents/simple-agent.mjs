#!/usr/bin/env node
// A small lamplit agent in JavaScript (Node.js, no packages): it plays any seat of any lamplit game.
// lamplit writes one JSON object a line to our stdin (hello, turn, notice, end) and reads one order a
// line from our stdout (docs/agent-protocol.md). Try it:
//   npx lamplit agent --game dungeon --agent "node examples/agents/simple-agent.mjs"
// What it plays, by game (a sketch to start from, not a strong bot):
//   dungeon      walks to the exit once its seat has seen it, else explores with a legal step
//   lamplighter  `plan all`: walks to each lamp in turn and lights it
//   lantern      as a hider hides in one cell of its half; as a seeker sweeps a new cell each turn
//   any other    the order pad's first whole order, or the pad's starting draft
// Diagnostics go to stderr, which lamplit keeps; stdout carries only orders.
import { createInterface } from 'node:readline';

let hello = null;
let seed = 0;
/** A small seeded random number (so a run can be repeated), from the match's seat. */
function random(n) {
  seed = (seed * 1103515245 + 12345) >>> 0;
  return seed % n;
}
const say = (message) => process.stdout.write(`${JSON.stringify(message)}\n`);
const CELLS = 'ABCDEFGHIJKLM';

/** The pad's parts by key, with only the choices legal now. */
const part = (turn, kind) => turn.legal.parts.find((p) => p.kind === kind && p.choices.length > 0);

/** A text order, or a draft of the order pad, for this turn. */
function decide(turn) {
  const v = turn.view;
  switch (hello.game) {
    case 'dungeon': {
      if (v.exit) return { text: 'exit' };
      const steps = part(turn, 'path');
      if (steps) {
        const open = steps.choices.filter((c) => /^[NESW]$/.test(c.label) || /^[NESW]+$/.test(c.value));
        if (open.length > 0) return { draft: [open[random(open.length)].value, ...turn.legal.draft.slice(1)] };
      }
      return { text: 'wait' };
    }
    case 'lamplighter':
      return { text: 'plan all' };
    case 'lantern': {
      if (v.role === 'hider') {
        hello.hideCell ??= `${CELLS[random(13)]}${1 + random(7)}`;
        return { text: `hide ${hello.hideCell}` };
      }
      return { text: `sweep ${CELLS[random(13)]}${1 + random(7)}` };
    }
    default: {
      const send = part(turn, 'send');
      if (send) return { draft: turn.legal.draft.map((x, i) => (i === send.slot ? send.choices[0].value : x)) };
      return { draft: turn.legal.draft };
    }
  }
}

const lines = createInterface({ input: process.stdin });
lines.on('line', (line) => {
  const message = JSON.parse(line);
  if (message.type === 'hello') {
    hello = message;
    seed = message.seat + 1;
    process.stderr.write(`playing seat ${message.seat} of ${message.game} ${message.ruleset}\n`);
  } else if (message.type === 'turn') {
    say({ type: 'order', turn: message.turn, ...decide(message) });
  } else if (message.type === 'notice') {
    process.stderr.write(`lamplit: ${message.message}\n`);
  } else if (message.type === 'end') {
    process.stderr.write(`${message.summary}: ${message.you.won ? 'won' : 'did not win'}\n`);
  }
});
lines.on('close', () => process.exit(0));
