#!/usr/bin/env node
// Runs one TypeScript file (given as the first argument) through tsx: used by npm scripts.
import { register } from 'tsx/esm/api';
import { pathToFileURL } from 'node:url';
import { resolve } from 'node:path';
register();
const file = process.argv[2];
if (!file) { console.error('usage: run-ts FILE.ts [args...]'); process.exit(2); }
process.argv.splice(2, 1);
await import(pathToFileURL(resolve(file)).href);
