export const consultants = {
  allTitle: '{group} کے ڈاکٹر',
  allBlurb:
    'لاہور اور اسلام آباد میں ہماری سات برانچوں کے تجربہ کار ماہر ڈاکٹر۔ اپنی بیماری کا ماہر ڈاکٹر تلاش کریں اور اپائنٹمنٹ بُک کریں۔',
  branchTitle: '{branch} کے ہمارے ڈاکٹر',
  branchBlurb:
    'ہماری {branch} برانچ کے ڈاکٹروں سے ملیں: ان کے شعبے، کلینک کے اوقات اور اپائنٹمنٹ بُک کرنے کا طریقہ۔',
  branchHeading: '{branch} کے ڈاکٹر',
  allHeading: 'تمام ڈاکٹر',
  noDesignation: 'عہدہ دستیاب نہیں',
  notFound: 'ڈاکٹر کی کوئی تفصیل نہیں ملی',
  seeAll: 'ہمارے تمام ڈاکٹر دیکھیں',
  searchTooLong: 'تلاش کا متن زیادہ سے زیادہ {max} حروف کا ہو سکتا ہے۔',
  /** The verb agrees with the count: "ملا" for one, "ملے" for several. */
  found: '{count, plural, =0 {ابھی کوئی ڈاکٹر درج نہیں۔} one {# ڈاکٹر۔} other {# ڈاکٹر۔}}',
  foundSearched:
    '{count, plural, =0 {آپ کی تلاش کے مطابق کوئی ڈاکٹر نہیں ملا۔} one {آپ کی تلاش کے مطابق # ڈاکٹر ملا۔} other {آپ کی تلاش کے مطابق # ڈاکٹر ملے۔}}',
  match: {
    CONDITION: '{department} — {about} کے لیے',
    SPECIALITY: 'شعبہ: {department}',
    NAME: 'نام “{words}” سے ملتا ہے',
    WORDS: '“{words}” سے ملتا ہے',
  },
  gap: {
    none: 'یہاں درج ڈاکٹروں میں {department} کا کوئی ماہر نہیں۔',
    instead: 'ہمارے {department} کے ڈاکٹر پہلے آپ کو دیکھ کر کسی ماہر کے پاس بھیج سکتے ہیں۔',
    helpline: 'یا ہمیں کال کریں، ہم صحیح ڈاکٹر تلاش کرنے میں آپ کی مدد کریں گے۔',
  },
} as const;
