export {
  startBackend,
  type Backend,
  type BackendOptions,
  LOCAL_STRIPE_SECRET_KEY,
  LOCAL_STRIPE_WEBHOOK_SECRET,
} from './backend.ts';
export { ANON_KEY, SERVICE_ROLE_KEY, JWT_SECRET, DEFAULT_PORTS } from './keys.ts';
export { mintExpiredAccessToken, signJwt } from './auth/jwt.ts';
export { freePort } from './ports.ts';
export { openDatabase } from './db/index.ts';
