export const branches = {
  noServices: 'کوئی سروس دستیاب نہیں۔',
  noWestwoodAbout: 'ویسٹ ووڈ برانچ کی کوئی معلومات نہیں ملیں',
} as const;
