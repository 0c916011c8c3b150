export const galleries = {
  defaultName: 'گیلری',
  noDescription: 'کوئی تفصیل دستیاب نہیں۔',
  seeAll: 'تمام گیلریاں دیکھیں',
  photoAlt: '{gallery}، {photos} میں سے تصویر {photo}',
  photoOf: '{photos} میں سے تصویر {photo}',
  photo: 'تصویر',
  close: 'بند کریں',
  previousPhoto: 'پچھلی تصویر',
  nextPhoto: 'اگلی تصویر',
} as const;
