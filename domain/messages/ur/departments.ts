/** Texts of the departments area (issue 31). */
export const departments = {
  intro: 'لاہور اور اسلام آباد کے سات ہسپتالوں میں ہر بڑے شعبے کے ماہر ڈاکٹر۔',
  mainDepartments: 'ہمارے بڑے شعبے',
  atBranches: 'ہماری برانچوں کے شعبے',
  aboutDepartment: 'شعبے کا تعارف',
  services: 'خدمات',
  noServices: 'کوئی سروس درج نہیں۔',
  consultantsAt: (branch: string) => `${branch} کے ڈاکٹر`,
  aboutBranch: (branch: string) => `${branch} کا تعارف`,
  seeAll: 'ہمارے تمام شعبے دیکھیں',
  description: (department: string) =>
    `شعبہ ${department}: یہ شعبہ کیا کرتا ہے اور کون سی خدمات دیتا ہے۔`,
  descriptionAt: (department: string, branch: string) =>
    `${branch} کا شعبہ ${department}: یہ شعبہ کیا کرتا ہے اور کون سی خدمات دیتا ہے۔`,
  servicesIntro: 'ایمرجنسی، انتہائی نگہداشت (ICU)، لیبارٹری، بلڈ بینک اور بہت کچھ، ہر برانچ میں۔',
  featuredServices: 'نمایاں خدمات',
  schedule: 'اپائنٹمنٹ طے کریں',
  scheduleBlurb: 'اپنی برانچ اور اپنی سہولت کا وقت چنیں؛ ہم تصدیق کے لیے آپ کو فون کریں گے۔',
  testimonials: 'ہمارے مریض کیا کہتے ہیں',
  aboutService: 'سروس کا تعارف',
  seeAllServices: 'ہماری تمام خدمات دیکھیں',
  serviceDescription: (service: string, group: string) => `${group} میں ${service}۔`,
} as const;
