/** Toasts on the assignment page when the applicant count reaches these numbers. */
export const applicantCountToasts: Readonly<Record<number, string>> = {
  1: 'Görevlendirmenize Başvuru Geldi!',
  5: 'Görevlendirmenize Başvuru Gelmeye Devam Ediyor!',
  10: 'Görevlendirmenize Bayağı İlgi Gördü!',
};

/** The toast for this count, or null; every applicant event refreshes the list either way. */
export function applicantCountToast(count: number): string | null {
  return applicantCountToasts[count] ?? null;
}
