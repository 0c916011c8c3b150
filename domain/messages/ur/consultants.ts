export const consultants = {
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
} as const;
