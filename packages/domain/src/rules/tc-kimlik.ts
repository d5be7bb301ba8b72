/**
 * The Turkish identity number (T.C. Kimlik No): 11 digits, the first not 0; the 10th digit is
 * ((sum of digits 1, 3, 5, 7, 9) × 7 − (sum of digits 2, 4, 6, 8)) mod 10, and the 11th is the sum
 * of the first ten mod 10. The register form and the server check with the same function.
 */
export function isValidTcKimlik(input: string): boolean {
  if (!/^[1-9]\d{10}$/.test(input)) return false;
  const d = [...input].map(Number);
  const at = (i: number) => d[i] ?? 0;
  const odd = at(0) + at(2) + at(4) + at(6) + at(8);
  const even = at(1) + at(3) + at(5) + at(7);
  const tenth = (((odd * 7 - even) % 10) + 10) % 10;
  if (at(9) !== tenth) return false;
  const firstTen = d.slice(0, 10).reduce((sum, n) => sum + n, 0);
  return at(10) === firstTen % 10;
}

export const tcKimlikMessages = {
  required: 'Lütfen T.C. kimlik numaranızı giriniz.',
  invalid: 'Geçerli bir T.C. kimlik numarası giriniz.',
} as const;
