/** The API's refusals of a malformed argument. */
export const api = {
  badId: (what: string) => `${what} id must be a positive whole number.`,
} as const;
