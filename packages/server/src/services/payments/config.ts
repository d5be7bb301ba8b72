import { type IyzicoConfig, paymentEnv } from '../../config.ts';

/** The payment part of the environment alone (see `paymentEnv` in the server's config). */
export function loadPaymentConfig(env: NodeJS.ProcessEnv): { iyzico: IyzicoConfig | undefined } {
  return paymentEnv.parse(env);
}
