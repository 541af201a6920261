// The MatchStore contract suite over RedisStore on the real server at REDIS_URL (fails if Redis is absent).
import { storeContract } from '../engine/store/contract.ts';
import type { RedisStore } from '../../runtime/redis-store.ts';
import { connectedStore } from './redis-helpers.ts';

storeContract('redis', () => connectedStore('contract'), async (s) => {
  await (s as RedisStore).destroy();
  await s.close();
});
