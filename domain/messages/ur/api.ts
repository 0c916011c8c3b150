export const api = {
  badId: (what: string) => `${what} کی آئی ڈی (ID) ایک مثبت مکمل عدد ہونی چاہیے۔`,
} as const;
