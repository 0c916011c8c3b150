export const branches = {
  noServices: 'کوئی سروس دستیاب نہیں۔',
  noWestwoodAbout: 'ویسٹ ووڈ برانچ کی کوئی معلومات نہیں ملیں',
  about: (branch: string) => `${branch} کا تعارف`,
  featuredDepartments: 'نمایاں شعبے',
  meetOurDoctors: 'ہمارے ڈاکٹروں سے ملیں',
  allConsultants: (count: number, branch: string) => `${branch} کے تمام ${count} ڈاکٹر`,
  featuredServices: 'نمایاں خدمات',
  newsAndEvents: 'خبریں اور تقریبات',
  followUs: 'تازہ خبروں کے لیے ہمیں فالو کریں:',
} as const;
