// Import rules of lamplit (issue 19 "Layering"), checked by test/imports.test.ts in `npm test`:
//   floors: engine <- renders, runtime <- bot, tui <- cli (a lower floor never imports a higher one);
//   engine/ is pure (no discord.js, blessed, @napi-rs/canvas, ioredis or node:* modules);
//   front ends (bot/, tui/) import nothing from engine/store; engine/store nothing from engine/match;
//   and no import circles anywhere.
// Run by hand: npx depcruise --config .dependency-cruiser.cjs engine renders runtime bot tui cli

/**
 * TEMPORARY ALLOWLIST: empty since every branch of issue 19 merged; an entry here exempts a module
 * `bootstrap` branch, whose arrows other helpers of issue 19 remove on their branches. Each entry
 * is [rule name, regex of the importing modules exempted from that rule only]. When every branch
 * is merged this list must be empty (test/imports.test.ts then checks every module).
 */
const TEMPORARY_ALLOWLIST = [
];

const FLOORS = { engine: 0, renders: 1, runtime: 1, bot: 2, tui: 2, cli: 3 };
const above = (floor) => Object.keys(FLOORS).filter((f) => FLOORS[f] > floor);

const floorRules = Object.entries(FLOORS)
  .filter(([, n]) => above(n).length > 0)
  .map(([name, n]) => ({
    name: `floor-${name}`,
    comment: `${name}/ is on floor ${n}: it imports nothing from a higher floor (${above(n).join(', ')})`,
    severity: 'error',
    from: { path: `^${name}/` },
    to: { path: `^(${above(n).join('|')})/` },
  }));

const rules = [
  ...floorRules,
  {
    name: 'engine-pure',
    comment: 'engine/ is pure: no Discord, terminal, canvas or Redis library',
    severity: 'error',
    from: { path: '^engine/' },
    to: { path: 'node_modules/(discord\\.js|@discordjs|blessed|@napi-rs/canvas|ioredis)/' },
  },
  {
    name: 'engine-no-node',
    comment: 'engine/ is pure: no node:* (or bare Node core) modules',
    severity: 'error',
    from: { path: '^engine/' },
    to: { dependencyTypes: ['core'] },
  },
  {
    name: 'front-ends-no-store',
    comment: 'front ends (bot/, tui/) reach matches through the match service, never engine/store',
    severity: 'error',
    from: { path: '^(bot|tui)/' },
    to: { path: '^engine/store/' },
  },
  {
    name: 'store-no-match',
    comment: 'the stores (engine/store, runtime/redis-store.ts) are below engine/match: they import nothing from it',
    severity: 'error',
    from: { path: '^(engine/store/|runtime/redis-store\\.ts$)' },
    to: { path: '^engine/match/' },
  },
  {
    name: 'no-circular',
    comment: 'no import circles',
    severity: 'error',
    from: {},
    to: { circular: true },
  },
];

// An allowlisted module is taken out of its rule (and only of that rule).
for (const [rule, from] of TEMPORARY_ALLOWLIST) {
  const r = rules.find((x) => x.name === rule);
  if (!r) throw new Error(`TEMPORARY_ALLOWLIST names an unknown rule "${rule}"`);
  r.from = { ...r.from, pathNot: [...[].concat(r.from.pathNot ?? []), from] };
}

module.exports = {
  forbidden: rules,
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(test|bench|dist|scripts)/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { exportsFields: ['exports'], conditionNames: ['import', 'require', 'node', 'default'], extensions: ['.ts', '.js', '.cjs', '.mjs', '.json'] },
    skipAnalysisNotInRules: true,
  },
};
