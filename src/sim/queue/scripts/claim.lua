-- claim: take the first pending job and lease it until now + leaseMs (server clock, ms).
-- KEYS[1] pending lane  KEYS[2] active
-- ARGV[1] worker  ARGV[2] leaseMs  ARGV[3] job key prefix ('emq:{q}:job:')
local time = redis.call('TIME')
local now = tonumber(time[1]) * 1000 + math.floor(tonumber(time[2]) / 1000)
local popped = redis.call('ZPOPMIN', KEYS[1])
if #popped == 0 then
  return nil
end
local id = popped[1]
local job = ARGV[3] .. id
local n = redis.call('HINCRBY', job, 'attempts', 1)
local token = ARGV[1] .. ':' .. n
local deadline = now + tonumber(ARGV[2])
redis.call('ZADD', KEYS[2], deadline, id)
redis.call('HSET', job, 'state', 'active', 'worker', ARGV[1], 'token', token)
return {id, token, deadline}
