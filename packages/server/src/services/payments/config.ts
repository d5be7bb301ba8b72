import { ConfigError } from '../../config.ts';

/** iyzico credentials; all three set switch card payments from the sandbox to iyzico. */
export interface IyzicoConfig {
  apiKey: string;
  secretKey: string;
  baseUrl: string;
}

/** Said in Turkish and in English: the log is read by whoever runs the server, in either. */
const sandboxInProduction = [
  'Üretim ortamında (NODE_ENV=production) yerleşik deneme ödeme sistemiyle başlatılmıyor: gerçek kart ödemeleri için IYZICO_API_KEY, IYZICO_SECRET_KEY ve IYZICO_BASE_URL değerlerini girin ya da deneme sistemini bilerek kullanmak için PAYMENT_PROVIDER=sandbox yazın.',
  'Refusing to start with the built-in payment sandbox while NODE_ENV=production: set IYZICO_API_KEY, IYZICO_SECRET_KEY and IYZICO_BASE_URL for real card payments, or PAYMENT_PROVIDER=sandbox to run the sandbox on purpose.',
].join('\n');

/**
 * IYZICO_API_KEY, IYZICO_SECRET_KEY and IYZICO_BASE_URL together, or none (the sandbox provider).
 * PAYMENT_PROVIDER names the provider (`iyzico` or `sandbox`); unset, the keys decide, except that
 * production never falls back to the sandbox silently.
 */
export function loadPaymentConfig(env: NodeJS.ProcessEnv): { iyzico: IyzicoConfig | undefined } {
  const provider = env.PAYMENT_PROVIDER?.trim().toLowerCase() || undefined;
  if (provider !== undefined && provider !== 'iyzico' && provider !== 'sandbox') {
    throw new ConfigError(`PAYMENT_PROVIDER must be iyzico or sandbox, got "${env.PAYMENT_PROVIDER}".`);
  }
  const iyzico = loadIyzico(env);
  if (provider === 'sandbox' && iyzico) {
    throw new ConfigError('PAYMENT_PROVIDER=sandbox and the IYZICO_* keys are both set; keep one.');
  }
  if (provider === 'iyzico' && !iyzico) {
    throw new ConfigError(
      'PAYMENT_PROVIDER=iyzico needs IYZICO_API_KEY, IYZICO_SECRET_KEY and IYZICO_BASE_URL.',
    );
  }
  if (!iyzico && provider !== 'sandbox' && env.NODE_ENV?.trim() === 'production') {
    throw new ConfigError(sandboxInProduction);
  }
  return { iyzico };
}

function loadIyzico(env: NodeJS.ProcessEnv): IyzicoConfig | undefined {
  const names = ['IYZICO_API_KEY', 'IYZICO_SECRET_KEY', 'IYZICO_BASE_URL'] as const;
  const given = names.filter((name) => env[name]?.trim());
  if (given.length === 0) return undefined;
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
  return { apiKey: env.IYZICO_API_KEY!.trim(), secretKey: env.IYZICO_SECRET_KEY!.trim(), baseUrl };
}
