import { email } from './email';

export const forms = {
  request: {
    nameRequired: 'نام درج کرنا ضروری ہے',
    nameTooLong: 'نام زیادہ سے زیادہ 100 حروف کا ہو سکتا ہے',
    ...email,
    phoneInvalid:
      'پاکستانی فون نمبر درج کریں، جیسے \u20660300-1234567\u2069 یا \u2066+92 300 1234567\u2069',
    branchRequired: 'برانچ کا انتخاب ضروری ہے',
    dateRequired: 'تاریخ درج کرنا ضروری ہے',
    dateInvalid: 'درست تاریخ درج کریں',
    appointmentDatePast: 'اپائنٹمنٹ کی تاریخ آج کی یا آنے والی کوئی تاریخ ہونی چاہیے',
    appointmentDateTooFar: 'اپائنٹمنٹ کی تاریخ اگلے 12 مہینوں کے اندر ہونی چاہیے',
    complaintDateFuture: 'تاریخ آج کی یا گزری ہوئی کوئی تاریخ ہونی چاہیے',
    timeRequired: 'وقت درج کرنا ضروری ہے',
    descriptionTooLong: 'تفصیل زیادہ سے زیادہ 1000 حروف کی ہو سکتی ہے',
  },
  appointment: {
    success: 'اپائنٹمنٹ کی درخواست کامیابی سے بھیج دی گئی!',
    failure: 'اپائنٹمنٹ کی درخواست نہیں بھیجی جا سکی۔ براہ کرم دوبارہ کوشش کریں۔',
    submit: 'اپائنٹمنٹ کی درخواست بھیجیں',
    dateLabel: 'آنے کی تاریخ',
    descriptionLabel: 'اپائنٹمنٹ کس لیے ہے؟ (اختیاری)',
  },
  complaint: {
    success: 'شکایت کامیابی سے بھیج دی گئی!',
    failure: 'شکایت نہیں بھیجی جا سکی۔ براہ کرم دوبارہ کوشش کریں۔',
    submit: 'شکایت درج کریں',
    dateLabel: 'آپ کے دورے کی تاریخ',
    descriptionLabel: 'آپ کی شکایت (اختیاری)',
  },
  fields: {
    name: 'نام',
    email: 'ای میل',
    phone: 'رابطہ نمبر (اختیاری)',
    phoneHint: 'مثلاً \u20660300-1234567\u2069 یا \u2066+92 300 1234567\u2069',
    branch: 'برانچ',
    selectBranch: 'برانچ منتخب کریں',
    time: 'آنے کا وقت',
    problem: 'کچھ درست نہیں',
    errorPrefix: 'خرابی:',
    fullStop: '۔',
    orCall: (branch: string) => `آپ ${branch} کو اس نمبر پر کال بھی کر سکتے ہیں:`,
  },
  page: {
    appointmentIntro:
      'ہمیں بتائیے کہ آپ کس برانچ میں اور کب آنا چاہتے ہیں۔ برانچ کا عملہ اپائنٹمنٹ کی تصدیق کے لیے آپ سے رابطہ کرے گا۔',
    complaintIntro:
      'ہمیں بتائیے کہ کیا غلط ہوا اور کس برانچ میں۔ برانچ کا عملہ اس کا جائزہ لے کر آپ سے رابطہ کرے گا۔',
    needsScript:
      'یہ فارم بھیجنے کے لیے جاوا اسکرپٹ (JavaScript) درکار ہے۔ براہ کرم برانچ کو کال کریں: ہر نمبر اسی صفحے پر موجود ہے۔',
    preferToCall: 'کال کرنا چاہتے ہیں؟',
    helpline: 'ہماری ہیلپ لائن:',
  },
  chosen: {
    prefill: (name: string) => `${name} کے ساتھ اپائنٹمنٹ`,
    appointmentWith: 'آپ کی اپائنٹمنٹ:',
    timing: 'اوقات:',
    sits: (days: string, next: string) => `ڈاکٹر ${days} مریض دیکھتے ہیں؛ اگلی باری: ${next}۔`,
    everyDay: 'روزانہ',
    onDays: (days: string) => `${days} کو`,
    today: 'آج',
    tomorrow: 'کل',
    choose: (next: string) => `${next} کی تاریخ منتخب کریں`,
  },
  sending: 'بھیجا جا رہا ہے…',
  stillSending:
    'ابھی بھیجا جا رہا ہے… سست انٹرنیٹ کنکشن پر اس میں کچھ وقت لگ سکتا ہے۔ براہ کرم یہ صفحہ کھلا رکھیں۔',
} as const;
