/** The app's environment, read once at start-up and validated so a bad build fails loudly. */
export interface AppEnv {
  /** Prefix of every API call; the server serves the API under /api on the same origin. */
  apiBase: string;
}

export class EnvError extends Error {}

export function parseEnv(raw: Record<string, string | boolean | undefined>): AppEnv {
  const apiBase = String(raw.VITE_API_BASE ?? '/api').trim() || '/api';
  if (!/^(\/|https?:\/\/)/.test(apiBase)) {
    throw new EnvError(
      `VITE_API_BASE "/" ya da "http(s)://" ile başlamalıdır (örnek: /api), verilen: "${apiBase}".`,
    );
  }
  return { apiBase: apiBase.replace(/\/+$/, '') };
}

export const env: AppEnv = parseEnv(import.meta.env);
