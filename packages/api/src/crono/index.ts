/** The pure Crono rules, shared by the server and the mock API (`@guessdle/api/crono`). */
export * from './rules';
export { hmacSha256, sha256 } from './hmac';
