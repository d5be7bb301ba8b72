/**
 * WhatsApp wants the number in international form without '+' or the trunk 0: '0532 123 45 67'
 * becomes 905321234567. A wpMessage that is already a link is used as it is.
 */
export function whatsappHref(telNo: string, wpMessage: string | null | undefined): string | null {
  if (wpMessage && /^https?:\/\//i.test(wpMessage)) return wpMessage;
  const digits = telNo
    .replace(/\D/g, '')
    .replace(/^90(?=5\d{9}$)/, '')
    .replace(/^0/, '');
  if (!/^\d{10}$/.test(digits)) return null;
  const text = wpMessage ? `?text=${encodeURIComponent(wpMessage)}` : '';
  return `https://wa.me/90${digits}${text}`;
}
