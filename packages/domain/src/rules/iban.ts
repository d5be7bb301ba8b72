/**
 * Turkish IBANs: 'TR', two check digits, a five-digit bank code, a reserved '0' and a sixteen-digit
 * account number (26 characters). The checksum is ISO 13616's mod-97 test (ibantools); the form and
 * the server run the same check, so a typo is refused before it reaches an operator.
 */
import { composeIBAN, electronicFormatIBAN, friendlyFormatIBAN, isValidIBAN } from 'ibantools';

export const TURKISH_IBAN_LENGTH = 26;

export const ibanMessages = {
  required: 'Lütfen IBAN giriniz.',
  invalid: 'Geçerli bir TR IBAN numarası giriniz.',
} as const;

/** The IBAN as it is stored and compared: no spaces or dashes, in capitals. */
export function normaliseIban(input: string): string {
  return electronicFormatIBAN(input.toLocaleUpperCase('tr-TR').replace(/İ/g, 'I')) ?? '';
}

/** A Turkish IBAN of the right length whose check digits match. */
export function isValidTurkishIban(input: string): boolean {
  const iban = normaliseIban(input);
  return iban.length === TURKISH_IBAN_LENGTH && iban.startsWith('TR') && isValidIBAN(iban);
}

/** Groups of four for display: 'TR33 0006 1005 …'. */
export function formatIban(input: string): string {
  const iban = normaliseIban(input);
  return friendlyFormatIBAN(iban) ?? iban;
}

/**
 * Bank codes (EFT codes of the Banks Association of Türkiye) of the banks lawyers use most. A code
 * not listed here simply gets no suggestion.
 */
export const TURKISH_BANKS: Readonly<Record<string, string>> = {
  '00010': 'T.C. Ziraat Bankası',
  '00012': 'Türkiye Halk Bankası',
  '00015': 'Türkiye Vakıflar Bankası',
  '00032': 'Türk Ekonomi Bankası',
  '00046': 'Akbank',
  '00059': 'Şekerbank',
  '00062': 'Türkiye Garanti Bankası',
  '00064': 'Türkiye İş Bankası',
  '00067': 'Yapı ve Kredi Bankası',
  '00092': 'Citibank',
  '00099': 'ING Bank',
  '00103': 'Fibabanka',
  '00111': 'QNB Bank',
  '00123': 'HSBC Bank',
  '00124': 'Alternatifbank',
  '00125': 'Burgan Bank',
  '00134': 'Denizbank',
  '00135': 'Anadolubank',
  '00146': 'Odea Bank',
  '00203': 'Albaraka Türk Katılım Bankası',
  '00205': 'Kuveyt Türk Katılım Bankası',
  '00206': 'Türkiye Finans Katılım Bankası',
  '00209': 'Ziraat Katılım Bankası',
  '00210': 'Vakıf Katılım Bankası',
  '00211': 'Türkiye Emlak Katılım Bankası',
};

/** The five-digit bank code of a (possibly partly typed) Turkish IBAN, or null before it is complete. */
export function turkishBankCode(input: string): string | null {
  const iban = normaliseIban(input);
  const code = iban.slice(4, 9);
  return iban.startsWith('TR') && /^\d{5}$/.test(code) ? code : null;
}

/** The bank's name for the IBAN's bank code, when the code is one the table knows. */
export function suggestBankName(input: string): string | null {
  const code = turkishBankCode(input);
  return code === null ? null : (TURKISH_BANKS[code] ?? null);
}

/** A valid Turkish IBAN for a bank code and account number (fixtures, the demo seed). */
export function composeTurkishIban(bankCode: string, account: string): string {
  const iban = composeIBAN({ countryCode: 'TR', bban: `${bankCode}0${account.padStart(16, '0')}` });
  if (!iban) throw new Error(`not a Turkish bank code and account: ${bankCode} ${account}`);
  return iban;
}
