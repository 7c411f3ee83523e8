-- enqueue: add a job once; an id that already has a hash is left as it is.
-- KEYS[1] job hash  KEYS[2] its pending lane (the queue's, or its group's)
-- ARGV[1] id  ARGV[2] group ('' = none)  ARGV[3] '1' when data is given  ARGV[4] data
if redis.call('EXISTS', KEYS[1]) == 1 then
  return 0
end
redis.call('HSET', KEYS[1], 'state', 'pending')
if ARGV[2] ~= '' then
  redis.call('HSET', KEYS[1], 'group', ARGV[2])
end
if ARGV[3] == '1' then
  redis.call('HSET', KEYS[1], 'data', ARGV[4])
end
redis.call('ZADD', KEYS[2], 0, ARGV[1])
return 1
