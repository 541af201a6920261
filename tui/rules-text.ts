// The "rules" pages of the main menu: each game in a few lines a player reads before a first match.

/** Rules of each game, as lines of text. */
export const RULES_TEXT: Record<string, string[]> = {
  lantern: [
    'LANTERN: hide and seek in a dark warehouse, three Moths against three Owls.',
    '',
    'Each half has a build act and a hunt act. The hiding team builds first: push the ten',
    'crates (C0-C9) into forts, lock up to three of them each, then hide. The seekers wait in',
    'the pen, then hunt with lanterns: a hider held in the light for half a second, or touched,',
    'is found. Seekers can pry a locked crate open (loud: everyone hears it).',
    'Then the teams swap. Score: the share of the hunt your hiders stayed hidden, against theirs.',
    '',
    'Orders (one per 5-second turn): pick a cell of the A-M / 1-7 grid with the cursor, an',
    'intent, a crate, gait and aim, then Enter. Or type them after ":"',
    '  hide F4 crawl    push C2 to B3    lock C2    scout 410,220',
    '  sweep G5 aim track    beeline D3    pry C8    hold E4',
  ],
  lamplighter: [
    "LAMPLIGHTER'S ROUND: light the nine lamps of a dark street before the dark takes you.",
    '',
    'Dread rises away from burning lamps, slowly and then faster; gaslight calms it. Your',
    'lantern buys time while it has oil (walking burns it, running twice as fast). To light a',
    'lamp you hold the taper on it and cannot move; let go and the flame gutters back.',
    'Each lamp pays an Ember; spend Embers in lamplight on reach, stride or wick.',
    'The Pale sees you in lamplight and loses you in the dark. Under a lamp it costs you',
    'Dread; in the dark it takes you.',
    '',
    'Turn orders:  walk 4   run 7   light   release   wait 2   retreat   buy wick',
    'Real time: arrows or WASD walk, r runs, hold e (or Space) to light. A terminal has no',
    'key-up, so the taper counts as held while the key keeps repeating.',
  ],
  dungeon: [
    'DUNGEON: a race out of a generated dungeon, with a monster that hunts what it sees.',
    '',
    'Find the exit before the others (or survive, or score, or all escape: the ruleset says).',
    'Treasure adds to your score; the monster kills what it catches. In last-alive, stepping',
    'onto a rival strikes them down.',
    '',
    'Turn orders (8 ticks each): a path of up to 8 steps, or a goal:',
    '  move NNEES    exit    treasure    wait',
    'Real time: arrow keys step at the ruleset\'s tick rate.',
  ],
};
