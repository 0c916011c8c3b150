/** Texts of the layout area (issue 31). */
export const layout = {} as const;
