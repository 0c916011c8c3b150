export const notFound = {
  page: 'صفحہ نہیں ملا',
  announcement: 'اعلان نہیں ملا۔',
  job: 'آسامی نہیں ملی',
  department: 'شعبہ نہیں ملا',
  service: 'سروس نہیں ملی',
  event: 'تقریب نہیں ملی۔',
  gallery: 'گیلری نہیں ملی۔',
  medicine: 'دوا نہیں ملی۔',
} as const;
