/** The Urdu of content/learnMore.ts: a draft for the hospital to review before launch. */
import type * as en from '../learnMore';
import type { Translated } from '@/domain/messages/translated';

export const LEARN_MORE_INTRO: Translated<typeof en.LEARN_MORE_INTRO> =
  'ہمارے کسی ہسپتال میں آنے سے پہلے آپ کو کیا معلوم ہونا چاہیے۔';

export const LEARN_MORE: Translated<typeof en.LEARN_MORE> = [
  {
    heading: 'اپائنٹمنٹ بک کرنا',
    paragraphs: [
      '"ڈاکٹر تلاش کریں" کے صفحات پر اپنا ڈاکٹر تلاش کریں، پھر آن لائن اپائنٹمنٹ بک کریں یا برانچ کو فون کریں۔ برانچ آپ کو فون کر کے دن اور وقت کی تصدیق کرے گی۔',
    ],
  },
  {
    heading: 'آنے سے پہلے',
    paragraphs: [
      'اپنا قومی شناختی کارڈ (CNIC) یا اپنے بچے کا ب فارم، پہلے کی رپورٹیں اور نسخے، اور جو دوائیں آپ لیتے ہیں ان کی فہرست ساتھ لائیں۔ پہلی بار آنے پر براہِ کرم 15 منٹ پہلے پہنچیں۔',
    ],
  },
  {
    heading: 'ہنگامی علاج، ہفتے کے ساتوں دن 24 گھنٹے',
    paragraphs: [
      // The number sits in a left-to-right isolate (U+2066 … U+2069) so its digit groups keep their order.
      'ہر برانچ میں شعبۂ حادثات (Emergency) دن رات کھلا رہتا ہے۔ ایمرجنسی کی صورت میں سیدھے آ جائیں یا ہماری ہیلپ لائن \u2066(042) 111 223 377\u2069 پر فون کریں۔',
    ],
  },
  {
    heading: 'انشورنس اور کارپوریٹ پینل',
    paragraphs: [
      'اگر آپ کی انشورنس کمپنی یا آپ کا ادارہ ہمارے کارپوریٹ پینل میں شامل ہے تو اپنا پینل کارڈ ساتھ لائیں، باقی انتظام استقبالیہ کر دے گا۔',
    ],
  },
  {
    heading: 'لیب رپورٹس آن لائن',
    paragraphs: [
      'لیبارٹری کی منظوری کے فوراً بعد آپ اپنی رسید پر درج ٹیسٹ آئی ڈی یا پیشنٹ آئی ڈی کے ذریعے اپنی لیب رپورٹس آن لائن دیکھ سکتے ہیں۔',
    ],
  },
  {
    heading: 'ملاقات کے اوقات',
    paragraphs: [
      'ملاقاتی صبح 11 بجے سے دوپہر 1 بجے تک اور شام 5 بجے سے رات 8 بجے تک آ سکتے ہیں (SAMPLE اوقات: اپنی برانچ سے معلوم کر لیں)۔ ہر مریض کے ساتھ کسی بھی وقت ایک تیماردار رہ سکتا ہے۔',
    ],
  },
];
