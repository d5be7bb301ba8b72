// @generated from the contract by `pnpm --filter @meslektas/domain routes`; do not edit by hand.
import type { Api } from '../calls/index.ts';
import type { ClientOf } from '../client.ts';

export const login = {"method":"POST","path":"/auth/login"} as ClientOf<Api["auth"]["login"]>;
export const logout = {"method":"POST","path":"/auth/logout"} as ClientOf<Api["auth"]["logout"]>;
export const getData = {"method":"GET","path":"/auth/getData"} as ClientOf<Api["auth"]["getData"]>;
export const smsResend = {"method":"POST","path":"/auth/sms_resend"} as ClientOf<Api["auth"]["smsResend"]>;
export const smsVerify = {"method":"POST","path":"/auth/sms_verify"} as ClientOf<Api["auth"]["smsVerify"]>;
export const emailResend = {"method":"POST","path":"/auth/email_resend"} as ClientOf<Api["auth"]["emailResend"]>;
export const emailVerify = {"method":"POST","path":"/auth/email_verify"} as ClientOf<Api["auth"]["emailVerify"]>;
export const register = {"method":"POST","path":"/auth/register"} as ClientOf<Api["auth"]["register"]>;
export const registerBars = {"method":"GET","path":"/auth/register/bars"} as ClientOf<Api["auth"]["registerBars"]>;
export const forgotPassword = {"method":"POST","path":"/auth/password/forgot"} as ClientOf<Api["auth"]["forgotPassword"]>;
export const resetPassword = {"method":"POST","path":"/auth/password/reset"} as ClientOf<Api["auth"]["resetPassword"]>;
