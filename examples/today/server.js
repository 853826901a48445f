// Runs the app from the environment: node server.js (or node --import in-js/testing/hosts server.js in CI).
import { createApp } from './app.js';

const config = {
  clientId: process.env.LINKEDIN_CLIENT_ID,
  clientSecret: process.env.LINKEDIN_CLIENT_SECRET,
  redirectUri: process.env.REDIRECT_URI,
  linkedInVersion: process.env.LINKEDIN_VERSION,
  ...(process.env.LINKEDIN_ISSUER && { issuer: process.env.LINKEDIN_ISSUER }),
  ...(process.env.LINKEDIN_API && { apiBase: process.env.LINKEDIN_API }),
};
const server = createApp(config).listen(Number(process.env.PORT ?? 3000), '127.0.0.1', () => {
  const url = `http://localhost:${server.address().port}/`;
  // The app reads its configuration per request: PORT=0 (a free port) gets its callback here.
  config.redirectUri ??= `${url}callback`;
  console.log(`app listening on ${url}`);
});
