export const galleries = {
  defaultName: 'گیلری',
  noDescription: 'کوئی تفصیل دستیاب نہیں۔',
  seeAll: 'تمام گیلریاں دیکھیں',
  photoAlt: (gallery: string, photo: number, photos: number) =>
    `${gallery}، ${photos} میں سے تصویر ${photo}`,
  photoOf: (photo: number, photos: number) => `${photos} میں سے تصویر ${photo}`,
  photo: 'تصویر',
  close: 'بند کریں',
  previousPhoto: 'پچھلی تصویر',
  nextPhoto: 'اگلی تصویر',
} as const;
