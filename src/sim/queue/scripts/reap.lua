-- reap: the count-free reaper. The same scan as the sweep, but no stall count, so no bound.
-- One script, so no other client runs between its commands. It never counts: a job that stalls for ever is never dead-lettered.
-- KEYS[1] active  KEYS[2] pending
-- ARGV[1] limit ('' = none)  ARGV[2] queue key prefix ('emq:{q}:')
local time = redis.call('TIME')
local now = tonumber(time[1]) * 1000 + math.floor(tonumber(time[2]) / 1000)
local ids
if ARGV[1] == '' then
  ids = redis.call('ZRANGEBYSCORE', KEYS[1], '-inf', now)
else
  ids = redis.call('ZRANGEBYSCORE', KEYS[1], '-inf', now, 'LIMIT', 0, ARGV[1])
end
local out = {}
for _, id in ipairs(ids) do
  redis.call('ZREM', KEYS[1], id)
  local job = ARGV[2] .. 'job:' .. id
  if redis.call('EXISTS', job) == 0 then
    out[#out + 1] = {id, 'orphan'}
  else
    redis.call('HDEL', job, 'worker', 'token')
    local group = redis.call('HGET', job, 'group')
    local lane = KEYS[2]
    if group then
      lane = ARGV[2] .. 'g:' .. group .. ':pending'
    end
    redis.call('ZADD', lane, 0, id)
    redis.call('HSET', job, 'state', 'pending')
    out[#out + 1] = {id, 'recovered'}
  end
end
return out
