/** The older calls' success answer: `status: 'true'`, the Turkish message, and what the call adds. */
export const succeeded = <T extends object = Record<never, never>>(message: string, fields?: T) => ({
  status: 'true' as const,
  message,
  ...(fields as T),
});
