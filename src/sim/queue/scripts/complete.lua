-- complete: the owner finishes its job, if its fencing token still holds the lease.
-- KEYS[1] active  KEYS[2] job hash
-- ARGV[1] id  ARGV[2] token
if redis.call('HGET', KEYS[2], 'token') ~= ARGV[2] then
  return -1
end
if redis.call('ZREM', KEYS[1], ARGV[1]) == 0 then
  return -1
end
redis.call('HSET', KEYS[2], 'state', 'completed')
redis.call('HDEL', KEYS[2], 'worker', 'token')
return 1
