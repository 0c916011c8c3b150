export const phones = {
  rescue: '1122 پر کال کریں',
  rescueWhat: 'ریسکیو ایمبولینس، مفت، دن رات',
  nearest: 'دن ہو یا رات، اپنی قریب ترین برانچ کو کال کریں',
  emergency: 'ایمرجنسی',
  ambulance: 'ایمبولینس',
  branchEmergency: 'ایمرجنسی اور ایمبولینس، 24 گھنٹے کھلی',
  directions: 'راستہ',
  contactIntro: 'ہمارے نمائندے 24 گھنٹے دستیاب ہیں۔ جس برانچ سے رابطہ کرنا ہو، اسے کال کریں۔',
  generalNumber: 'عمومی نمبر',
  ourBranches: 'ہماری برانچیں',
  callBranch: (branch: string) => `${branch} کو کال کریں:`,
  offlineIntro:
    'یہ صفحہ آپ کے فون میں محفوظ نہیں۔ کال پھر بھی ہو سکتی ہے: ہماری ہیلپ لائن یا اپنی برانچ کو فون کریں۔',
  helplineAlways: 'ہیلپ لائن، دن رات',
} as const;
