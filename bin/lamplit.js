#!/usr/bin/env node
// The lamplit command: runs the TypeScript CLI through tsx, so no build step is needed.
import { register } from 'tsx/esm/api';
register();
await import('../cli/index.ts');
