import { email } from './email';

export const payment = {
  panel: {
    buy: 'خریدیں',
    quantity: 'تعداد',
    fewer: 'ایک کم',
    more: 'ایک زیادہ',
    total: 'کل:',
    wait: 'براہ کرم انتظار کریں…',
    addToCart: 'کارٹ میں شامل کریں',
    yourDetails: 'آپ کی تفصیلات',
    fullName: 'پورا نام',
    mobile: 'موبائل نمبر',
    email: 'ای میل',
    address: 'پتہ',
    proceed: 'ادائیگی کی طرف بڑھیں',
    aUnit: 'فی عدد',
    orderNumber: 'آرڈر نمبر',
    amount: 'رقم',
    backToMedicines: 'ادویات کی فہرست پر واپس جائیں',
    partners: 'ہماری شراکت دار فارمیسیاں',
    previousPage: 'پچھلا صفحہ',
    nextPage: 'اگلا صفحہ',
  },
  failures: {
    authentication: 'ادائیگی کی تصدیق نہیں ہو سکی۔ براہ کرم دوبارہ کوشش کریں۔',
    'not-ready': 'ادائیگی کا نظام ابھی تیار نہیں۔ براہ کرم دوبارہ کوشش کریں۔',
    initiation: 'ادائیگی شروع نہیں ہو سکی۔ براہ کرم دوبارہ کوشش کریں۔',
  },
  success: 'ادائیگی کامیابی سے شروع ہو گئی!',
  tooMany:
    'اس ڈیوائس سے بہت زیادہ ادائیگیاں کی جا چکی ہیں۔ براہ کرم ایک منٹ انتظار کریں اور دوبارہ کوشش کریں۔',
  tooManyChecks:
    'اس ڈیوائس سے ادائیگی کی صورتحال بہت زیادہ بار دیکھی جا چکی ہے۔ براہ کرم ایک منٹ انتظار کریں اور دوبارہ کوشش کریں۔',
  notOrderNumber: 'یہ ہمارا آرڈر نمبر نہیں ہے۔',
  quantity: (max: number) => `مقدار 1 سے ${max} تک ہونی چاہیے۔`,
  status: {
    PAID: 'آپ کی ادائیگی موصول ہو گئی ہے۔ شکریہ۔',
    UNPAID: 'آپ کی ادائیگی ابھی مکمل نہیں ہوئی۔',
    FAILED: 'آپ کی ادائیگی نہیں ہو سکی۔ آپ سے کوئی رقم نہیں کاٹی گئی۔',
    unknownOrder:
      'ہمیں یہ آرڈر نہیں ملا۔ اگر آپ ادائیگی کر چکے ہیں تو براہ کرم PayPro کی رسید سنبھال کر رکھیں اور ہمیں کال کریں۔',
  },
  form: {
    nameRequired: 'پورا نام درج کرنا ضروری ہے',
    mobileRequired: 'موبائل نمبر درج کرنا ضروری ہے',
    // A number in Urdu text is isolated left to right (U+2066 … U+2069), so it reads as dialled.
    mobileInvalid: 'پاکستانی موبائل نمبر درج کریں، جیسے \u20660300-1234567\u2069',
    ...email,
    addressRequired: 'پتہ درج کرنا ضروری ہے',
    tooLong: 'یہ بہت لمبا ہے',
  },
} as const;
