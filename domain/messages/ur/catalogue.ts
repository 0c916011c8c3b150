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
  description:
    'فاروق گروپ آف ہاسپٹلز کی فارمیسی سے ادویات آن لائن خریدیں، اور محفوظ طریقے سے ادائیگی کریں۔',
  medicineDescription: (name: string, price: string) =>
    `${name}: فی عدد ${price}، فاروق گروپ آف ہاسپٹلز کی فارمیسی سے۔`,
  searchLabel: 'دوا کا تجارتی یا جنرک نام لکھ کر تلاش کریں',
  pageOf: (page: number, pages: number) => `صفحہ ${page} از ${pages}`,
  seeAll: 'تمام ادویات دیکھیں',
  reviews: 'خریداروں کی آراء',
  aCustomer: 'ایک خریدار',
  rated: (stars: number) => `5 میں سے ${stars} ستارے`,
  needsScript:
    'آن لائن ادائیگی کے لیے جاوا اسکرپٹ (JavaScript) درکار ہے۔ آپ یہ دوا ہماری کسی بھی فارمیسی سے خرید سکتے ہیں۔',
  price: (amount: string) => `${amount} روپے`,
} as const;
