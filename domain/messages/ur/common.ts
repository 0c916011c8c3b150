/** Texts several areas show. */
export const common = {
  loading: 'لوڈ ہو رہا ہے...',
  error: 'خرابی: {message}',
  notGiven: 'درج نہیں',
  notAvailable: 'دستیاب نہیں',
} as const;
