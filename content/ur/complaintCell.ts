/** Urdu of content/complaintCell.ts (SAMPLE focal persons): a draft for the hospital to review before launch. */
import type * as en from '../complaintCell';
import type { Translated } from '@/domain/messages/translated';

export const COMPLAINT_CELL_INTRO: Translated<typeof en.COMPLAINT_CELL_INTRO> =
  'ہر برانچ میں ایک فوکل پرسن موجود ہے جو شکایات سنتا ہے اور یقینی بناتا ہے کہ ہر شکایت کا جواب دیا جائے۔ آپ جس برانچ میں گئے تھے اسے فون کریں یا لکھیں، یا اپنی شکایت آن لائن درج کریں۔';

export const COMPLAINT_CELL: Translated<typeof en.COMPLAINT_CELL> = [
  {
    branch: 'WEST_WOOD',
    name: 'محترمہ صائمہ اکرم',
    designation: 'پیشنٹ ریلیشنز آفیسر',
    phone: '042 0000 0021',
    email: 'complaints.westwood@farooqhospitals.example',
  },
  {
    branch: 'DHA',
    name: 'جناب عثمان غنی',
    designation: 'پیشنٹ ریلیشنز آفیسر',
    phone: '042 0000 0022',
    email: 'complaints.dha@farooqhospitals.example',
  },
  {
    branch: 'BAHRIA_GOLF_CITY',
    name: 'محترمہ حنا جاوید',
    designation: 'پیشنٹ ریلیشنز آفیسر',
    phone: '051 0000 0023',
    email: 'complaints.islamabad@farooqhospitals.example',
  },
  {
    branch: 'ALLAMA_IQBAL_TOWN',
    name: 'جناب کامران یوسف',
    designation: 'پیشنٹ ریلیشنز آفیسر',
    phone: '042 0000 0024',
    email: 'complaints.iqbaltown@farooqhospitals.example',
  },
  {
    branch: 'AKHTAR_SAEED',
    name: 'محترمہ رابعہ انور',
    designation: 'پیشنٹ ویلفیئر آفیسر',
    phone: '042 0000 0025',
    email: 'complaints.trust@farooqhospitals.example',
  },
];
