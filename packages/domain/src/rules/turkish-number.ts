/**
 * Numbers as tr-TR writes them (1.234.567,5): the thousands grouped by '.', the decimals after ','.
 * Written out rather than through `Intl.NumberFormat('tr-TR')`: the first Turkish formatter a page
 * makes loads the locale's number data, a main-thread pause of tens of milliseconds on a phone
 * while the first screen is drawn (prices, counts and distances are on most screens). The result
 * is the same as Intl's for every finite number below 10^21 (turkish-number.test.ts compares them):
 * like Intl, it rounds the number's shortest decimal form (1.005 is "1.005", so 1,01), halves away
 * from zero.
 */
export function formatTurkishNumber(value: number, maxFractionDigits = 0, minFractionDigits = 0): string {
  const [int = '', fraction = ''] = roundDecimal(Math.abs(value), maxFractionDigits);
  let decimals = fraction.replace(/0+$/, '');
  if (decimals.length < minFractionDigits) decimals = decimals.padEnd(minFractionDigits, '0');
  let grouped = int.slice(0, ((int.length - 1) % 3) + 1);
  for (let i = grouped.length; i < int.length; i += 3) grouped += `.${int.slice(i, i + 3)}`;
  const sign = value < 0 || Object.is(value, -0) ? '-' : '';
  return `${sign}${grouped}${decimals ? `,${decimals}` : ''}`;
}

/** The whole and fraction digits of a non-negative number's shortest decimal form, rounded to `places`. */
function roundDecimal(value: number, places: number): [string, string] {
  const text = String(value);
  // Below 10^-6 or from 10^21 on, String() writes an exponent; toFixed rounds those the same way.
  if (text.includes('e')) return toParts(value.toFixed(places));
  const [int = '0', fraction = ''] = text.split('.');
  if (fraction.length <= places) return [int, fraction];
  const kept = `${int}${fraction.slice(0, places)}`;
  const rounded = fraction.charCodeAt(places) >= 53 /* '5' */ ? increment(kept) : kept;
  const cut = rounded.length - places;
  return [rounded.slice(0, cut), rounded.slice(cut)];
}

const toParts = (fixed: string): [string, string] => {
  const [int = '0', fraction = ''] = fixed.split('.');
  return [int, fraction];
};

/** A string of decimal digits plus one ("199" → "200", "99" → "100"). */
function increment(digits: string): string {
  let i = digits.length - 1;
  while (i >= 0 && digits[i] === '9') i--;
  if (i < 0) return `1${'0'.repeat(digits.length)}`;
  return `${digits.slice(0, i)}${Number(digits[i]) + 1}${'0'.repeat(digits.length - i - 1)}`;
}
