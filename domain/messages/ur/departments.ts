/** Texts of the departments area (issue 31). */
export const departments = {} as const;
