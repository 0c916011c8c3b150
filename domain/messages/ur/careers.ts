/** Texts of the careers area (issue 31). */
export const careers = {} as const;
