// `pnpm dev`: the API server in watch mode on API_PORT (default 3001) and the Vite dev server
// on PORT (default 5173) with /api and the websocket proxied to it. The server logs readable lines
// (LOG_FORMAT=pretty) unless LOG_FORMAT says otherwise; `pnpm start` keeps JSON.
import { spawn } from 'node:child_process';

const apiPort = process.env.API_PORT ?? '3001';
const children = [
  spawn('pnpm', ['--filter', '@meslektas/server', 'dev'], {
    stdio: 'inherit',
    env: { ...process.env, PORT: apiPort, LOG_FORMAT: process.env.LOG_FORMAT ?? 'pretty' },
  }),
  spawn('pnpm', ['--filter', '@meslektas/app', 'dev'], {
    stdio: 'inherit',
    env: { ...process.env, API_PROXY_TARGET: `http://localhost:${apiPort}` },
  }),
];
const stop = () => children.forEach((c) => c.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
children.forEach((c) => c.on('exit', (code) => code && code !== 0 && stop()));
