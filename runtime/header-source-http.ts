// Block headers from a real node over HTTP JSON (configuration), behind the engine's HeaderSource
// interface; with no URL configured, the engine's seeded simulated chain is used.
import { SimulatedChain, SimulatedHeaderSource, type BlockHeader, type HeaderSource } from '../engine/dungeon/header-source.ts';

export interface HttpHeaderSourceOptions {
  /** Base URL of the header service, e.g. `http://127.0.0.1:8080`. */
  baseUrl: string;
  /** Path of the tip header. */
  tipPath?: string;
  /** Path of a header by height; `{height}` is replaced. */
  headerPath?: string;
  timeoutMs?: number;
  fetchImpl?: typeof fetch;
}

/** Reads `{ height, hash }` from common JSON shapes: top level, `header`, or a JSON-RPC `result.block_header`. */
export function headerFromJson(body: unknown): BlockHeader | null {
  const candidates: unknown[] = [body];
  if (body && typeof body === 'object') {
    const b = body as Record<string, any>;
    candidates.push(b.header, b.result, b.result?.block_header);
  }
  for (const c of candidates) {
    if (!c || typeof c !== 'object') continue;
    const { height, hash } = c as Record<string, unknown>;
    const h = typeof height === 'string' && /^\d+$/.test(height) ? Number(height) : height;
    if (typeof h === 'number' && Number.isSafeInteger(h) && h >= 0 && typeof hash === 'string' && /^[0-9a-fA-F]{16,128}$/.test(hash)) {
      return { height: h, hash: hash.toLowerCase() };
    }
  }
  return null;
}

/** A HeaderSource reading a node's headers over HTTP JSON; unknown heights and bad bodies give null, transport failures throw one line. */
export class HttpJsonHeaderSource implements HeaderSource {
  private readonly fetchImpl: typeof fetch;

  constructor(private readonly opts: HttpHeaderSourceOptions) {
    this.fetchImpl = opts.fetchImpl ?? fetch;
  }

  private async get(path: string): Promise<BlockHeader | null> {
    const url = new URL(path, this.opts.baseUrl.endsWith('/') ? this.opts.baseUrl : this.opts.baseUrl + '/');
    let res: Response;
    try {
      res = await this.fetchImpl(url, { signal: AbortSignal.timeout(this.opts.timeoutMs ?? 5000), headers: { accept: 'application/json' } });
    } catch (e) {
      throw new Error(`header source ${url.origin} unreachable: ${(e as Error).message}`);
    }
    if (res.status === 404) return null;
    if (!res.ok) throw new Error(`header source ${url.origin} answered HTTP ${res.status} for ${url.pathname}`);
    let body: unknown;
    try {
      body = await res.json();
    } catch {
      return null;
    }
    return headerFromJson(body);
  }

  tip(): Promise<BlockHeader | null> {
    return this.get((this.opts.tipPath ?? 'tip').replace(/^\//, ''));
  }

  async header(height: number): Promise<BlockHeader | null> {
    if (!Number.isSafeInteger(height) || height < 0) return null;
    const h = await this.get((this.opts.headerPath ?? 'header/{height}').replace('{height}', String(height)).replace(/^\//, ''));
    return h && h.height === height ? h : null;
  }
}

/** The configured header source: HEADER_SOURCE_URL (HTTP JSON), else a simulated chain (CRYPTO_TYPE, default WOW) from now. */
export function headerSourceFromEnv(env: Record<string, string | undefined>, now: () => number = Date.now): HeaderSource {
  if (env.HEADER_SOURCE_URL) {
    return new HttpJsonHeaderSource({
      baseUrl: env.HEADER_SOURCE_URL, tipPath: env.HEADER_SOURCE_TIP_PATH, headerPath: env.HEADER_SOURCE_HEADER_PATH,
      timeoutMs: env.HEADER_SOURCE_TIMEOUT_MS ? Number(env.HEADER_SOURCE_TIMEOUT_MS) : undefined,
    });
  }
  const genesis = now();
  const chain = new SimulatedChain(env.CRYPTO_TYPE ?? 'WOW', env.HEADER_SIM_SEED ?? 'lamplit');
  return new SimulatedHeaderSource(chain, () => now() - genesis);
}
