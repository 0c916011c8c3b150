/** Urdu of content/testimonials.ts (SAMPLE testimonials): a draft for the hospital to review before launch. */
import type * as en from '../testimonials';
import type { Translated } from '@/domain/messages/translated';

export const TESTIMONIALS: Translated<typeof en.TESTIMONIALS> = [
  {
    quote:
      'میرے والد کو ایمرجنسی میں چند منٹوں میں دیکھ لیا گیا، اور دل کے ڈاکٹر نے ہمیں سب کچھ آسان الفاظ میں سمجھایا۔',
    name: 'عائشہ ر۔',
    detail: 'لاہور',
  },
  {
    quote:
      'لیبارٹری والوں نے گھر آ کر نمونہ لیا اور رپورٹ اسی شام آن لائن آ گئی۔ مجھے کام سے چھٹی نہیں لینی پڑی۔',
    name: 'عثمان ت۔',
    detail: 'اسلام آباد',
  },
  {
    quote:
      'بچوں کے وارڈ کی نرسیں میرے بیٹے کے ساتھ بہت مہربان تھیں اور میرے ساتھ بھی تحمل سے پیش آئیں۔ ہمیں لگا کہ ہمارا خیال رکھا جا رہا ہے۔',
    name: 'سعدیہ ک۔',
    detail: 'لاہور',
  },
];
