export const consultants = {
  allTitle: (group: string) => `${group} کے ڈاکٹر`,
  allBlurb:
    'لاہور اور اسلام آباد میں ہماری سات برانچوں کے تجربہ کار ماہر ڈاکٹر۔ اپنی بیماری کا ماہر ڈاکٹر تلاش کریں اور اپائنٹمنٹ بُک کریں۔',
  branchTitle: (branch: string) => `${branch} کے ہمارے ڈاکٹر`,
  branchBlurb: (branch: string) =>
    `ہماری ${branch} برانچ کے ڈاکٹروں سے ملیں: ان کے شعبے، کلینک کے اوقات اور اپائنٹمنٹ بُک کرنے کا طریقہ۔`,
  branchHeading: (branch: string) => `${branch} کے ڈاکٹر`,
  allHeading: 'تمام ڈاکٹر',
  noDesignation: 'عہدہ دستیاب نہیں',
  notFound: 'ڈاکٹر کی کوئی تفصیل نہیں ملی',
  seeAll: 'ہمارے تمام ڈاکٹر دیکھیں',
  searchTooLong: (max: number) => `تلاش کا متن زیادہ سے زیادہ ${max} حروف کا ہو سکتا ہے۔`,
  /** The verb agrees with the count: "ملا" for one, "ملے" for several. */
  found: (count: number, searched: boolean) => {
    if (count === 0) {
      return searched ? 'آپ کی تلاش کے مطابق کوئی ڈاکٹر نہیں ملا۔' : 'ابھی کوئی ڈاکٹر درج نہیں۔';
    }
    if (count === 1) return searched ? 'آپ کی تلاش کے مطابق 1 ڈاکٹر ملا۔' : '1 ڈاکٹر۔';
    return searched ? `آپ کی تلاش کے مطابق ${count} ڈاکٹر ملے۔` : `${count} ڈاکٹر۔`;
  },
} as const;
