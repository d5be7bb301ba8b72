import { ConfigError } from '../../config.ts';

/** iyzico credentials; all three set switch card payments from the sandbox to iyzico. */
export interface IyzicoConfig {
  apiKey: string;
  secretKey: string;
  baseUrl: string;
}

/** IYZICO_API_KEY, IYZICO_SECRET_KEY and IYZICO_BASE_URL together, or none (the sandbox provider). */
export function loadPaymentConfig(env: NodeJS.ProcessEnv): { iyzico: IyzicoConfig | undefined } {
  const names = ['IYZICO_API_KEY', 'IYZICO_SECRET_KEY', 'IYZICO_BASE_URL'] as const;
  const given = names.filter((name) => env[name]?.trim());
  if (given.length === 0) return { iyzico: undefined };
  if (given.length < names.length) {
    const missing = names.filter((name) => !given.includes(name));
    throw new ConfigError(
      `iyzico payments need ${names.join(', ')} together; missing ${missing.join(', ')}.`,
    );
  }
  const baseUrl = env.IYZICO_BASE_URL!.trim().replace(/\/+$/, '');
  if (!/^https?:\/\//.test(baseUrl)) {
    throw new ConfigError(`IYZICO_BASE_URL must start with http(s)://, got "${baseUrl}".`);
  }
  return {
    iyzico: { apiKey: env.IYZICO_API_KEY!.trim(), secretKey: env.IYZICO_SECRET_KEY!.trim(), baseUrl },
  };
}
