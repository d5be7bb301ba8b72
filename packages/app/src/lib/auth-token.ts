import { storageKeys } from '@meslektas/domain';

/** The login token, kept across reloads; every API call and the realtime auth read it from here. */
const KEY = storageKeys.token;

export function getToken(): string | null {
  try {
    return localStorage.getItem(KEY);
  } catch {
    return null;
  }
}

export function setToken(token: string): void {
  localStorage.setItem(KEY, token);
}

export function clearToken(): void {
  localStorage.removeItem(KEY);
}
