/** Urdu of content/board.ts (SAMPLE profiles): a draft for the hospital to review before launch. */
import type * as en from '../board';
import type { Translated } from '@/domain/messages/translated';

export const BOARD: Translated<typeof en.BOARD> = [
  {
    name: 'ڈاکٹر طارق محمود شیخ',
    designation: 'چیئرمین',
    biography: [
      'پیشے کے لحاظ سے معالج (Physician)، ڈاکٹر شیخ گروپ کے ابتدائی برسوں سے اس کی قیادت کر رہے ہیں اور انہوں نے اسے لاہور کے ایک ہسپتال سے دو شہروں کے سات ہسپتالوں تک پھیلتے دیکھا ہے۔',
      'وہ اختر سعید ٹرسٹ کے بورڈ کے چیئرمین ہیں اور گروپ کے ہر منصوبے میں خیراتی علاج کو مرکزی حیثیت دیتے ہیں۔',
    ],
    photo: '/images/board/chairman.svg',
  },
  {
    name: 'محترمہ نادیہ رحمان',
    designation: 'چیف ایگزیکٹو آفیسر',
    biography: [
      'محترمہ رحمان ہسپتال مینجمنٹ کے بیس سالہ تجربے کے ساتھ ایمرجنسی شعبوں سے لے کر ادویات کی فراہمی تک، گروپ کے روزمرہ امور چلاتی ہیں۔',
      'انہوں نے اسلام آباد کی برانچوں کے آغاز اور ڈیجیٹل لیب رپورٹوں کی طرف منتقلی کی قیادت کی۔',
    ],
    photo: '/images/board/chief-executive.svg',
  },
  {
    name: 'پروفیسر ڈاکٹر عمران قریشی',
    designation: 'ڈائریکٹر میڈیکل سروسز',
    biography: [
      'پروفیسر قریشی ماہرِ امراضِ قلب (Cardiologist) ہیں جو تمام سات ہسپتالوں میں طبی معیار، تربیت اور مریضوں کے تحفظ کی نگرانی کرتے ہیں۔',
      'انہوں نے گروپ کے مشترکہ طبی ضابطے (Protocols) بنائے، تاکہ مریض کو ہر برانچ میں ایک جیسا علاج ملے۔',
    ],
    photo: '/images/board/medical-director.svg',
  },
  {
    name: 'جناب بلال اسلم',
    designation: 'ڈائریکٹر فنانس',
    biography: [
      'جناب اسلم چارٹرڈ اکاؤنٹنٹ ہیں اور گروپ کے مالی امور اور خیراتی علاج کا خرچ اٹھانے والے فنڈز کے ذمہ دار ہیں۔',
      'وہ ہر سال ایک ایک بستر کے حساب سے بتاتے ہیں کہ ٹرسٹ کو ملنے والے عطیات کس طرح خرچ ہوئے۔',
    ],
    photo: '/images/board/finance-director.svg',
  },
];
