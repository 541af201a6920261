// Lua scripts of the RedisStore. Each touches only the keys of one hash tag (one match, or one
// game's leaderboard), so each is atomic on a single server and on Redis Cluster alike.
// History list (h): one packed chunk per write that carries one (games with a split encoding).
// Report marks (r): a set of delivered reports (`seat:reason`).
// Match hash fields: doc (JSON), version, status, turn, deadline ('' = none). Claim value: "<token> <until ms>".

/** Creates a match at version 1 unless its hash exists. KEYS: m, s. ARGV: doc, status, turn, deadline, hasState, state. */
export const CREATE_LUA = `
if redis.call('EXISTS', KEYS[1]) == 1 then return 0 end
redis.call('HSET', KEYS[1], 'doc', ARGV[1], 'version', 1, 'status', ARGV[2], 'turn', ARGV[3], 'deadline', ARGV[4])
if ARGV[5] == '1' then redis.call('SET', KEYS[2], ARGV[6]) end
return 1`;

/**
 * Conditional write. KEYS: m, s, o, e, c, h. ARGV: expectedVersion, doc, status, turn, deadline, hasState,
 * state, clearOrders, claimToken, claimUntil, claimPx, hasHistory, historyChunk, events... Returns the new version or nil.
 */
export const WRITE_LUA = `
local v = redis.call('HGET', KEYS[1], 'version')
if (not v) or v ~= ARGV[1] then return false end
local nv = redis.call('HINCRBY', KEYS[1], 'version', 1)
redis.call('HSET', KEYS[1], 'doc', ARGV[2], 'status', ARGV[3], 'turn', ARGV[4], 'deadline', ARGV[5])
if ARGV[6] == '1' then redis.call('SET', KEYS[2], ARGV[7]) end
if ARGV[8] == '1' then redis.call('DEL', KEYS[3]) end
if ARGV[12] == '1' then redis.call('RPUSH', KEYS[6], ARGV[13]) end
for i = 14, #ARGV do redis.call('XADD', KEYS[4], '*', 'j', ARGV[i]) end
if ARGV[9] ~= '' then
  local c = redis.call('GET', KEYS[5])
  if c and string.sub(c, 1, #ARGV[9] + 1) == ARGV[9] .. ' ' then
    if ARGV[10] ~= '' then redis.call('SET', KEYS[5], ARGV[9] .. ' ' .. ARGV[10], 'PX', ARGV[11])
    else redis.call('DEL', KEYS[5]) end
  end
end
return nv`;

/** Stores an order. KEYS: m, o. ARGV: turn, seat, orderJson, now. Returns {'ok', version, seats...} or {reason[, turn]}. */
export const PUT_ORDER_LUA = `
local f = redis.call('HMGET', KEYS[1], 'status', 'turn', 'deadline')
if not f[1] then return {'missing'} end
if f[1] ~= 'running' then return {'status'} end
if f[2] ~= ARGV[1] then return {'turn', f[2]} end
if f[3] ~= '' and tonumber(ARGV[4]) > tonumber(f[3]) then return {'late'} end
redis.call('HSET', KEYS[2], ARGV[2], ARGV[3])
local nv = redis.call('HINCRBY', KEYS[1], 'version', 1)
local out = {'ok', tostring(nv)}
for _, s in ipairs(redis.call('HKEYS', KEYS[2])) do out[#out + 1] = s end
return out`;

/**
 * Claims and loads a match. KEYS: m, s, o, c, h. ARGV: token, now, until, px.
 * Returns nil if missing or held by another unexpired claim, else {doc, version, state|nil, {orders hash}, history length}.
 */
export const CLAIM_LUA = `
if redis.call('EXISTS', KEYS[1]) == 0 then return false end
local c = redis.call('GET', KEYS[4])
if c then
  local tok, untl = string.match(c, '^(%S+) (%d+)$')
  if tok ~= ARGV[1] and tonumber(untl) > tonumber(ARGV[2]) then return false end
end
redis.call('SET', KEYS[4], ARGV[1] .. ' ' .. ARGV[3], 'PX', ARGV[4])
local f = redis.call('HMGET', KEYS[1], 'doc', 'version')
return {f[1], f[2], redis.call('GET', KEYS[2]), redis.call('HGETALL', KEYS[3]), redis.call('LLEN', KEYS[5])}`;

/** Releases a claim held by a token. KEYS: c. ARGV: token. */
export const RELEASE_LUA = `
local c = redis.call('GET', KEYS[1])
if c and string.sub(c, 1, #ARGV[1] + 1) == ARGV[1] .. ' ' then redis.call('DEL', KEYS[1]) return 1 end
return 0`;

/**
 * Retires a match. KEYS: m, s, o, e, c, h, r. ARGV: keepMs. Orders and history go at once; the
 * rest expires after keepMs (only keys that exist, so a second call changes nothing but the clock).
 */
export const RETIRE_LUA = `
redis.call('DEL', KEYS[3], KEYS[6])
for _, k in ipairs({KEYS[1], KEYS[2], KEYS[4], KEYS[5], KEYS[7]}) do
  if redis.call('PTTL', k) == -1 then redis.call('PEXPIRE', k, ARGV[1]) end
end
return 1`;

/** Marks a report delivered. KEYS: m, r. ARGV: key. 1 if newly marked, 0 if marked already or no such match. */
export const MARK_REPORTED_LUA = `
if redis.call('EXISTS', KEYS[1]) == 0 then return 0 end
return redis.call('SADD', KEYS[2], ARGV[1])`;

/** Counts a match into a leaderboard once. KEYS: rows, applied. ARGV: matchId, then (playerId, name, outcome) triples. */
export const LEADERBOARD_LUA = `
if redis.call('SADD', KEYS[2], ARGV[1]) == 0 then return 0 end
for i = 2, #ARGV, 3 do
  redis.call('HSET', KEYS[1], ARGV[i] .. '|name', ARGV[i + 1])
  redis.call('HINCRBY', KEYS[1], ARGV[i] .. '|played', 1)
  redis.call('HINCRBY', KEYS[1], ARGV[i] .. '|' .. ARGV[i + 2], 1)
end
return 1`;

/**
 * Archives a finished match once. KEYS: a, c. ARGV: packed entry, claim token ('' = no claim
 * needed), now, expire-at ms ('' = never). Returns 'kept' if an entry is there already (the
 * archive is written once, whoever comes later), 'unclaimed' if a token is given and does not
 * hold the unexpired claim at `now`, else writes it and returns 'written'.
 */
export const ARCHIVE_LUA = `
if redis.call('EXISTS', KEYS[1]) == 1 then return 'kept' end
if ARGV[2] ~= '' then
  local c = redis.call('GET', KEYS[2])
  if not c then return 'unclaimed' end
  local tok, untl = string.match(c, '^(%S+) (%d+)$')
  if tok ~= ARGV[2] or tonumber(untl) <= tonumber(ARGV[3]) then return 'unclaimed' end
end
redis.call('SET', KEYS[1], ARGV[1])
if ARGV[4] ~= '' then redis.call('PEXPIREAT', KEYS[1], ARGV[4]) end
return 'written'`;

/** Every script by the command name the store defines for it, with its number of keys. */
export const SCRIPTS = {
  lamplitCreate: { numberOfKeys: 2, lua: CREATE_LUA },
  lamplitWrite: { numberOfKeys: 6, lua: WRITE_LUA },
  lamplitPutOrder: { numberOfKeys: 2, lua: PUT_ORDER_LUA },
  lamplitClaim: { numberOfKeys: 5, lua: CLAIM_LUA },
  lamplitRelease: { numberOfKeys: 1, lua: RELEASE_LUA },
  lamplitLeaderboard: { numberOfKeys: 2, lua: LEADERBOARD_LUA },
  lamplitRetire: { numberOfKeys: 7, lua: RETIRE_LUA },
  lamplitMarkReported: { numberOfKeys: 2, lua: MARK_REPORTED_LUA },
  lamplitArchive: { numberOfKeys: 2, lua: ARCHIVE_LUA },
} as const;
