-- extend: the owner's heartbeat moves its lease deadline, if its fencing token still holds the lease.
-- KEYS[1] active  KEYS[2] job hash
-- ARGV[1] id  ARGV[2] token  ARGV[3] leaseMs
local time = redis.call('TIME')
local now = tonumber(time[1]) * 1000 + math.floor(tonumber(time[2]) / 1000)
if redis.call('HGET', KEYS[2], 'token') ~= ARGV[2] then
  return -1
end
if not redis.call('ZSCORE', KEYS[1], ARGV[1]) then
  return -1
end
local deadline = now + tonumber(ARGV[3])
redis.call('ZADD', KEYS[1], 'XX', deadline, ARGV[1])
return deadline
