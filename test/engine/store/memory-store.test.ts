// The MatchStore contract suite over the embedded MemoryStore.
import { MemoryStore } from '../../../engine/store/memory-store.ts';
import { storeContract } from './contract.ts';

storeContract('memory', () => new MemoryStore());
