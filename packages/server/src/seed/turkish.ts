/** Turkish-aware folding for matching place names: "İSTANBUL", "istanbul" and "Istanbul" meet. */
export function foldTurkish(value: string): string {
  return value
    .toLocaleLowerCase('tr')
    .replace(/ı/g, 'i')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}
