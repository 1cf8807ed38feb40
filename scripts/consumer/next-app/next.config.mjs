// The host's own Next.js configuration: nothing for Guessdle (its packages need no transpiling).
/** @type {import('next').NextConfig} */
const config = { reactStrictMode: true };
export default config;
