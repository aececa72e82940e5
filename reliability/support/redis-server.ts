// The private redis-server lives with the server's test support, so server tests can restart one too.
export {
  type PrivateRedis,
  startPrivateRedis,
} from '../../apps/server/src/test-support/private-redis';
