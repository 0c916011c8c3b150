export const galleries = {
  defaultName: 'گیلری',
  noDescription: 'کوئی تفصیل دستیاب نہیں۔',
  pageDescription: 'تصاویر: {name}، فاروق گروپ آف ہاسپٹلز۔',
  seeAll: 'تمام گیلریاں دیکھیں',
  photoAlt: '{gallery}، {photos} میں سے تصویر {photo}',
  photoOf: '{photos} میں سے تصویر {photo}',
  photo: 'تصویر',
  close: 'بند کریں',
  previousPhoto: 'پچھلی تصویر',
  nextPhoto: 'اگلی تصویر',
} as const;
