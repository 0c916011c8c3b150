export const care = {
  emergency: {
    heading: 'کیا یہ ایمرجنسی ہے؟',
    now: 'اگر یہ ابھی ہو رہا ہے تو اپائنٹمنٹ کا انتظار نہ کریں۔ ایمبولینس کے لیے 1122 پر کال کریں، یا قریب ترین ایمرجنسی میں جائیں۔',
    branch: (branch: string) => `${branch} ایمرجنسی، 24 گھنٹے کھلی`,
    branches: 'ہماری ایمرجنسی، 24 گھنٹے کھلی:',
    nearest: 'اپنی قریب ترین برانچ تلاش کریں: نمبر اور راستہ',
  },
  deadEnd: {
    heading: 'اب آپ کیا کر سکتے ہیں',
    otherBranchesToday: (count: number) => `ہماری دوسری برانچوں میں ${count} ڈاکٹر آج دستیاب ہیں:`,
    otherBranches: (count: number) => `ہماری دوسری برانچوں میں ${count} ڈاکٹر موجود ہیں:`,
    otherDays: (count: number) =>
      `آج کوئی ڈاکٹر دستیاب نہیں۔ ${count} ڈاکٹر دوسرے دنوں میں مریض دیکھتے ہیں:`,
    seeAll: (count: number) => (count === 1 ? 'یہ ڈاکٹر دیکھیں' : `تمام ${count} ڈاکٹر دیکھیں`),
    departmentPage: (department: string) => `ہمارے شعبۂ ${department} کے بارے میں`,
    allDepartments: 'ہمارے تمام شعبے دیکھیں',
    helpline: 'یا ہمیں کال کریں، ہم صحیح ڈاکٹر تلاش کرنے میں آپ کی مدد کریں گے:',
  },
} as const;
