/**
 * The password rule of registration and password reset: at least 8 characters (at most 72), with at
 * least one letter (Turkish letters count) and one digit. Long enough against guessing with the login
 * throttle in place, short of rules (symbols, case) that push people to write passwords down.
 */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 72;

export const passwordMessages = {
  required: 'Lütfen şifrenizi giriniz.',
  tooShort: `Şifreniz en az ${PASSWORD_MIN_LENGTH} karakter olmalıdır.`,
  tooLong: `Şifreniz en fazla ${PASSWORD_MAX_LENGTH} karakter olabilir.`,
  needsLetterAndDigit: 'Şifreniz en az bir harf ve bir rakam içermelidir.',
  confirmationRequired: 'Lütfen şifrenizi tekrar giriniz.',
  mismatch: 'Şifreler birbiriyle uyuşmuyor.',
} as const;

/** The first thing wrong with the password, or null when it is strong enough. */
export function passwordProblem(password: string): string | null {
  if (password === '') return passwordMessages.required;
  const length = [...password].length;
  if (length < PASSWORD_MIN_LENGTH) return passwordMessages.tooShort;
  if (length > PASSWORD_MAX_LENGTH) return passwordMessages.tooLong;
  if (!/\p{L}/u.test(password) || !/\p{Nd}/u.test(password)) return passwordMessages.needsLetterAndDigit;
  return null;
}
