/**
 * Server texts (constants) that replace a component's Turkish defaults: only those the server sent
 * and that are not blank, so a missing constant leaves the default in place.
 */
export function givenTexts<K extends string>(
  texts: Record<K, string | null | undefined>,
): Partial<Record<K, string>> {
  return Object.fromEntries(
    Object.entries<string | null | undefined>(texts).filter(
      (entry): entry is [string, string] => typeof entry[1] === 'string' && entry[1].trim() !== '',
    ),
  ) as Partial<Record<K, string>>;
}

/** A constant written one item per line (the profile photo tips): its non-blank lines. */
export function textLines(text: string | null | undefined): string[] {
  return (text ?? '')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '');
}
