import type { Messages } from '.';

/**
 * The Urdu catalogue: the Urdu twin of `en.ts`, key for key. A DRAFT, to be reviewed by the
 * hospital (wording, branch names, medical terms) before it is shown to patients.
 *
 * Plain, polite standard Urdu ("آپ", "براہ کرم"), Urdu punctuation, Western digits; phone number
 * examples, e-mail addresses, URLs and abbreviations (ID, HTTP, PayPro, WhatsApp) as in English.
 * Values passed to the functions (a group, branch or doctor name, an API's `what`) arrive as the
 * caller gives them, in English today.
 */

/** Texts several areas show. */
const common = {
  loading: 'لوڈ ہو رہا ہے...',
  error: (message: string) => `خرابی: ${message}`,
  notGiven: 'درج نہیں',
  notAvailable: 'دستیاب نہیں',
} as const;

/** The e-mail rules the request forms and the payment form share. */
const email = {
  emailRequired: 'ای میل درج کرنا ضروری ہے',
  emailInvalid: 'براہ کرم درست ای میل درج کریں',
} as const;

export const ur = {
  common,

  lab: {
    tagline: 'آپ کے ٹیسٹ کے نتائج، لیبارٹری کی منظوری کے فوراً بعد۔',
    findHeading: 'اپنی رپورٹیں تلاش کریں',
    yourLab: 'آپ کی شاخ کی لیبارٹری',
    testId: 'ٹیسٹ آئی ڈی (Test ID)',
    patientId: 'مریض کی آئی ڈی (Patient ID)',
    search: 'تلاش کریں',
    banner: 'فاروق ہسپتال لیب رپورٹس',
    akhtarHeading: 'لیب رپورٹس',
    testIdPlaceholder: 'ٹیسٹ آئی ڈی (Test ID) درج کریں',
    patientIdPlaceholder: 'مریض کی آئی ڈی (Patient ID) درج کریں',
    columns: {
      testName: 'ٹیسٹ کا نام',
      status: 'رپورٹ کی صورتحال',
      approvalDate: 'منظوری کی تاریخ',
      remarks: 'ریمارکس',
      reportName: 'رپورٹ کا نام',
    },
    noReports: 'کوئی رپورٹ نہیں ملی۔',
    noPatientReports: 'اس مریض کی کوئی رپورٹ نہیں ملی۔',
    combined: 'یکجا رپورٹ',
    single: 'انفرادی رپورٹ',
    view: 'دیکھیں',
    needPatient: 'دیکھنے کے لیے مریض کی آئی ڈی (Patient ID) درج کریں',
    needAnyId: 'دیکھنے کے لیے مریض کی آئی ڈی (Patient ID) یا ٹیسٹ آئی ڈی (Test ID) درج کریں',
    noId: 'براہ کرم ٹیسٹ آئی ڈی (Test ID) یا مریض کی آئی ڈی (Patient ID) میں سے کوئی ایک درج کریں۔',
    badId: 'آئی ڈی (ID) 4 سے 12 ہندسوں پر مشتمل ہوتی ہے، جیسا کہ آپ کی رسید پر درج ہے۔',
    tooMany:
      'اس ڈیوائس سے رپورٹیں تلاش کرنے کی بہت زیادہ کوششیں ہو چکی ہیں۔ براہ کرم ایک منٹ انتظار کریں اور دوبارہ کوشش کریں۔',
    noAnswer: 'رپورٹ سرور سے رابطہ نہیں ہو سکا۔',
    status: (code: number) => `رپورٹ سرور نے خرابی کا جواب دیا (HTTP اسٹیٹس: ${code})۔`,
    reportUnavailable:
      'یہ رپورٹ اس وقت دستیاب نہیں ہے۔ براہ کرم بعد میں دوبارہ کوشش کریں، یا لیبارٹری سے رابطہ کریں۔',
    linkInvalid:
      'اس لنک کی میعاد ختم ہو چکی ہے یا یہ درست نہیں ہے۔ اسے کھولنے کے لیے براہ کرم اپنی رپورٹ دوبارہ تلاش کریں۔',
    filesTooMany:
      'اس ڈیوائس سے بہت زیادہ رپورٹیں کھولی جا چکی ہیں۔ براہ کرم ایک منٹ انتظار کریں اور دوبارہ کوشش کریں۔',
  },

  catalogue: {
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
  },

  payment: {
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
  },

  forms: {
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
      dateLabel: 'پسندیدہ تاریخ',
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
      branch: 'شاخ',
      selectBranch: 'شاخ منتخب کریں',
      time: 'پسندیدہ وقت',
      problem: 'کچھ درست نہیں',
      errorPrefix: 'خرابی:',
      orCall: (branch: string) => `آپ ${branch} کو اس نمبر پر کال بھی کر سکتے ہیں:`,
    },
    page: {
      appointmentIntro:
        'ہمیں بتائیے کہ آپ کس شاخ میں اور کب آنا چاہتے ہیں۔ شاخ اپائنٹمنٹ کی تصدیق کے لیے آپ سے رابطہ کرے گی۔',
      complaintIntro:
        'ہمیں بتائیے کہ کیا غلط ہوا اور کس شاخ میں۔ شاخ اس کا جائزہ لے کر آپ سے رابطہ کرے گی۔',
      needsScript:
        'یہ فارم بھیجنے کے لیے جاوا اسکرپٹ (JavaScript) درکار ہے۔ براہ کرم شاخ کو کال کریں: ہر نمبر اسی صفحے پر موجود ہے۔',
      preferToCall: 'کال کرنا چاہتے ہیں؟',
      helpline: 'ہماری ہیلپ لائن:',
    },
    sending: 'بھیجا جا رہا ہے…',
    stillSending:
      'ابھی بھیجا جا رہا ہے… سست انٹرنیٹ کنکشن پر اس میں کچھ وقت لگ سکتا ہے۔ براہ کرم یہ صفحہ کھلا رکھیں۔',
  },

  newsletter: {
    heading: 'ہمارا نیوز لیٹر سبسکرائب کریں',
    blurb:
      'ہمارے نیوز لیٹر کے لیے سائن اپ کریں تاکہ آپ ہسپتال کی تازہ ترین جدتوں، پیش رفت اور خبروں سے باخبر رہیں',
    placeholder: 'آپ کی ای میل',
    send: 'بھیجیں',
    sent: 'ای میل کامیابی سے بھیج دی گئی!',
    failed: 'ای میل نہیں بھیجی جا سکی۔',
  },

  consultants: {
    allTitle: (group: string) => `${group} میں ہمارے کنسلٹنٹس`,
    allBlurb:
      'لاہور اور اسلام آباد میں ہماری سات شاخوں کے تجربہ کار کنسلٹنٹس۔ درست ماہر تلاش کریں اور اپائنٹمنٹ بُک کریں۔',
    branchTitle: (branch: string) => `${branch} کے ہمارے کنسلٹنٹس`,
    branchBlurb: (branch: string) =>
      `ہماری ${branch} شاخ کے کنسلٹنٹس سے ملیے: ان کے شعبے، کلینک کے اوقات اور اپائنٹمنٹ بُک کرنے کا طریقہ۔`,
    branchHeading: (branch: string) => `${branch} کے کنسلٹنٹس`,
    allHeading: 'تمام کنسلٹنٹس',
    noDesignation: 'عہدہ دستیاب نہیں',
    notFound: 'کنسلٹنٹ کی کوئی تفصیل نہیں ملی',
    searchTooLong: (max: number) => `تلاش کا متن زیادہ سے زیادہ ${max} حروف کا ہو سکتا ہے۔`,
    /** The verb agrees with the count: "ملا" for one, "ملے" for several. */
    found: (count: number, searched: boolean) => {
      if (count === 0) {
        return searched
          ? 'آپ کی تلاش کے مطابق کوئی کنسلٹنٹ نہیں ملا۔'
          : 'ابھی کوئی کنسلٹنٹ درج نہیں۔';
      }
      if (count === 1) return searched ? 'آپ کی تلاش کے مطابق 1 کنسلٹنٹ ملا۔' : '1 کنسلٹنٹ۔';
      return searched ? `آپ کی تلاش کے مطابق ${count} کنسلٹنٹس ملے۔` : `${count} کنسلٹنٹس۔`;
    },
  },

  branches: {
    noServices: 'کوئی سروس دستیاب نہیں۔',
    noWestwoodAbout: 'ویسٹ ووڈ برانچ کی کوئی معلومات نہیں ملیں',
  },

  whatsapp: {
    label: 'WhatsApp',
    aboutBranch: (branch: string) => `السلام علیکم، میرا ${branch} کے لیے ایک سوال ہے۔`,
    /** "مجھے … چاہیے" rather than "چاہتا/چاہتی ہوں": the same words for a man or a woman. */
    withDoctor: (doctor: string, branch: string) =>
      `السلام علیکم، مجھے ${branch} میں ${doctor} کے ساتھ اپائنٹمنٹ چاہیے۔`,
  },

  notFound: {
    page: 'صفحہ نہیں ملا',
    announcement: 'اعلان نہیں ملا۔',
    job: 'آسامی نہیں ملی',
    department: 'شعبہ نہیں ملا',
    service: 'سروس نہیں ملی',
    event: 'تقریب نہیں ملی۔',
    gallery: 'گیلری نہیں ملی۔',
    medicine: 'دوا نہیں ملی۔',
  },

  galleries: {
    defaultName: 'گیلری',
    noDescription: 'کوئی تفصیل دستیاب نہیں۔',
  },

  upstream: {
    data: 'معلومات حاصل نہیں ہو سکیں',
    consultant: 'کنسلٹنٹ کی تفصیلات حاصل نہیں ہو سکیں',
    services: 'سروسز کی معلومات حاصل نہیں ہو سکیں',
    service: 'سروس کی معلومات حاصل کرنے میں خرابی',
    department: 'شعبے کی معلومات حاصل کرنے میں خرابی',
    departmentServices: 'سروسز کی معلومات حاصل کرنے میں خرابی',
    event: 'تقریب کی تفصیلات حاصل نہیں ہو سکیں',
    announcement: 'اعلان کی تفصیلات حاصل نہیں ہو سکیں',
    job: 'آسامی کی تفصیلات حاصل نہیں ہو سکیں',
    gallery: 'گیلری کی تفصیلات حاصل نہیں ہو سکیں',
    medicines: 'ادویات کی معلومات حاصل نہیں ہو سکیں',
    paymentStatus: 'ادائیگی کی صورتحال معلوم نہیں ہو سکی',
  },

  site: {
    skipLink: 'مواد پر جائیں',
    home: 'ہوم',
    menu: 'مینو',
    mainNav: 'مرکزی',
    emergency: 'ایمرجنسی 24/7',
    helpline: 'ہیلپ لائن',
    call: 'کال کریں',
    callOrBook: 'کال یا بکنگ',
    opensNewTab: '(نئے ٹیب میں کھلتا ہے)',
    language: 'زبان',
    lowData: 'کم ڈیٹا موڈ: سلائیڈ شو اور نقشے لوڈ نہیں کیے گئے۔',
    loadThem: 'انہیں لوڈ کریں',
    menus: {
      about: 'ہمارے بارے میں',
      branches: 'شاخیں',
      consultants: 'کنسلٹنٹ تلاش کریں',
      communication: 'رابطہ و اطلاعات',
      more: 'مزید',
      departments: 'شعبے',
      services: 'خدمات',
    },
    partnerWebsite: (hospital: string) => `${hospital} کی ویب سائٹ`,
    partnerDoctors: (hospital: string) => `${hospital} کے ڈاکٹر، اس کی ویب سائٹ پر`,
    resources: 'معلومات',
    departments: 'شعبے',
    locations: 'ہمارے مقامات',
    map: 'نقشہ',
    mapOf: (place: string) => `${place} کا نقشہ`,
    openInMaps: 'گوگل میپس (Google Maps) میں کھولیں',
    location: 'محلِ وقوع',
    socialMedia: 'سوشل میڈیا',
    rights: 'جملہ حقوق محفوظ ہیں۔',
    learnMore: 'مزید جانیے',
    aboutUs: 'ہمارے بارے میں',
    viewAll: 'سب دیکھیں',
    services: 'خدمات',
    notFoundBefore:
      'اس پتے پر کوئی صفحہ نہیں ہے۔ نیچے کنسلٹنٹ تلاش کریں، یا دن رات کسی بھی وقت اس نمبر پر کال کریں:',
    notFoundAfter: '۔',
    weOffer: 'ہماری سہولیات',
    findIn: (department: string) => `${department} کا کنسلٹنٹ تلاش کریں`,
  },

  finder: {
    heading: 'اپنا کنسلٹنٹ تلاش کریں',
    name: 'کنسلٹنٹ کا نام',
    namePlaceholder: 'نام یا شعبہ',
    branch: 'شاخ',
    allBranches: 'تمام شاخیں',
    allDepartments: 'تمام شعبے',
    department: 'شعبہ',
    sitsToday: 'آج دستیاب',
    search: 'تلاش کریں',
    orDepartment: 'یا کسی شعبے میں تلاش کریں',
    timing: 'اوقات:',
    cardDepartment: 'شعبہ:',
    branchLocation: 'شاخ:',
    book: 'اپائنٹمنٹ بُک کریں',
    bookWith: (doctor: string) => `${doctor} کے ساتھ`,
    designation: 'عہدہ',
    speciality: 'مہارت',
    timingTerm: 'اوقات',
    departmentTerm: 'شعبہ',
    branchTerm: 'شاخ',
    profile: 'تعارف',
    allAt: (branch: string) => `${branch} کے تمام کنسلٹنٹس`,
    pages: 'کنسلٹنٹس کے صفحات',
    firstPage: 'پہلا صفحہ',
    previous: 'پچھلا',
    next: 'اگلا',
    page: 'صفحہ',
    pageNumber: 'صفحہ',
  },

  phones: {
    nearest: 'دن ہو یا رات، اپنی قریب ترین شاخ کو کال کریں',
    emergency: 'ایمرجنسی',
    ambulance: 'ایمبولینس',
    directions: 'راستہ',
    contactIntro: 'ہمارے نمائندے 24 گھنٹے دستیاب ہیں۔ جس شاخ سے رابطہ کرنا ہو، اسے کال کریں۔',
    generalNumber: 'عمومی نمبر',
    ourBranches: 'ہماری شاخیں',
    callBranch: (branch: string) => `${branch} کو کال کریں:`,
    offlineIntro:
      'یہ صفحہ آپ کے فون میں محفوظ نہیں۔ کال پھر بھی ہو سکتی ہے: ہماری ہیلپ لائن یا اپنی شاخ کو فون کریں۔',
    helplineAlways: 'ہیلپ لائن، دن رات',
  },

  api: {
    badId: (what: string) => `${what} کی آئی ڈی (ID) ایک مثبت مکمل عدد ہونی چاہیے۔`,
  },
} as const satisfies Messages;
