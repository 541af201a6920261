// The script each shard process of `lamplit bot --shards N` runs (started by ShardingManager,
// which sets SHARDS and SHARD_COUNT; discord.js's Client reads them).
import 'dotenv/config';
import { runBot } from './run.ts';

const at = process.argv.indexOf('--key-prefix');
await runBot({ keyPrefix: at >= 0 ? process.argv[at + 1] : undefined });
