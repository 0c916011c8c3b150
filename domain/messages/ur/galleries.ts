export const galleries = {
  defaultName: 'گیلری',
  noDescription: 'کوئی تفصیل دستیاب نہیں۔',
} as const;
