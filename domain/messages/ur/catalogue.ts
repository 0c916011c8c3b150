export const catalogue = {
  generic: 'جنرک نام:',
  packPrice: 'پیک کی قیمت:',
  search: 'تلاش کریں',
  supplier: 'سپلائر:',
  heading: 'ادویات کی فہرست',
  placeholder: 'دوا کا نام لکھ کر تلاش کریں...',
  showAll: 'تمام ادویات دکھائیں',
  showLess: 'کم ادویات دکھائیں',
  empty: 'آپ کی تلاش سے ملتی جلتی کوئی دوا نہیں ملی۔',
  noReviews: 'ابھی تک کوئی تبصرہ نہیں۔',
  searchTooLong: (max: number) => `تلاش کا متن زیادہ سے زیادہ ${max} حروف کا ہو سکتا ہے۔`,
  noSuchMedicine: 'ایسی کوئی دوا موجود نہیں۔',
} as const;
