// Scale-out: the MatchStore contract suite against a RedisStore on a three-node Redis Cluster that
// this test starts on local random ports (and kills afterwards).
import { afterAll, describe, expect, it } from 'vitest';
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { storeContract, testDoc } from '../engine/store/contract.ts';
import { RedisStore } from '../../runtime/redis-store.ts';
import { loadConfig } from '../../runtime/config.ts';
import { startTestCluster, type TestCluster } from './redis-cluster.ts';

const exec = promisify(execFile);
let cluster: TestCluster | undefined;

/** A RedisStore opened the way the processes open it: from REDIS_CLUSTER_NODES in the environment. */
async function clusterStore(tag: string): Promise<RedisStore> {
  cluster ??= await startTestCluster(3);
  const config = loadConfig({ REDIS_CLUSTER_NODES: cluster.nodes.map((n) => `${n.host}:${n.port}`).join(',') }, { need: ['redis'] });
  const { clusterNodes, password } = config.redis;
  const store = new RedisStore({ cluster: { nodes: [...clusterNodes!], password }, prefix: `lamplit-cluster-${tag}-${process.pid}` });
  await store.ping();
  return store;
}

afterAll(async () => {
  await cluster?.stop();
});

storeContract('redis cluster (3 nodes)', () => clusterStore('contract'), async (s) => {
  await (s as RedisStore).destroy();
  await s.close();
});

describe('RedisStore on a Redis Cluster', () => {
  it('spreads matches over the nodes while each match keeps all its keys on one node', async () => {
    const store = await clusterStore('spread');
    try {
      const docs = Array.from({ length: 24 }, () => testDoc());
      for (const d of docs) expect(await store.createMatch(d, '{"turn":0}')).toBe(true);
      const perNode: string[][] = [];
      for (const port of cluster!.ports) {
        const { stdout } = await exec('redis-cli', ['-p', String(port), '--scan', '--pattern', `${store.prefix}:{*`]);
        perNode.push(stdout.split('\n').filter((k) => k !== ''));
      }
      expect(perNode.filter((keys) => keys.length > 0).length).toBeGreaterThanOrEqual(2);
      for (const d of docs) {
        const holders = perNode.filter((keys) => keys.some((k) => k.includes(`{${d.id}}`)));
        expect(holders).toHaveLength(1);
      }
    } finally {
      await store.destroy();
      await store.close();
    }
  });
});
