/** Texts of the news area (issue 31). */
export const news = {} as const;
