-- sweep: recover or dead-letter every job whose lease deadline is at or before now.
-- One script, so no other client runs between its commands. A job dead-letters on its maxStalled-th stall.
-- KEYS[1] active  KEYS[2] pending  KEYS[3] dead
-- ARGV[1] maxStalled  ARGV[2] limit ('' = none)  ARGV[3] queue key prefix ('emq:{q}:')
local time = redis.call('TIME')
local now = tonumber(time[1]) * 1000 + math.floor(tonumber(time[2]) / 1000)
local ids
if ARGV[2] == '' then
  ids = redis.call('ZRANGEBYSCORE', KEYS[1], '-inf', now)
else
  ids = redis.call('ZRANGEBYSCORE', KEYS[1], '-inf', now, 'LIMIT', 0, ARGV[2])
end
local out = {}
for _, id in ipairs(ids) do
  redis.call('ZREM', KEYS[1], id)
  local job = ARGV[3] .. 'job:' .. id
  if redis.call('EXISTS', job) == 0 then
    out[#out + 1] = {id, 'orphan', 0}
  else
    local st = redis.call('HINCRBY', job, 'stalled', 1)
    redis.call('HDEL', job, 'worker', 'token')
    if st >= tonumber(ARGV[1]) then
      redis.call('HSET', job, 'state', 'dead')
      redis.call('ZADD', KEYS[3], 0, id)
      out[#out + 1] = {id, 'dead', st}
    else
      local group = redis.call('HGET', job, 'group')
      local lane = KEYS[2]
      if group then
        lane = ARGV[3] .. 'g:' .. group .. ':pending'
      end
      redis.call('ZADD', lane, 0, id)
      redis.call('HSET', job, 'state', 'pending')
      out[#out + 1] = {id, 'recovered', st}
    end
  end
end
return out
