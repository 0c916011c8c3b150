/** The medicine catalogue and a medicine's page (spec 001 §2, §8). */
export const catalogue = {
  heading: 'Medicine List',
  placeholder: 'Search medicines by name...',
  showAll: 'Show All Medicines',
  showLess: 'Show Less Medicines',
  empty: 'No medicines found matching your search.',
  noReviews: 'No reviews yet.',
  generic: 'Generic:',
  packPrice: 'Pack price:',
  search: 'Search',
  supplier: 'Supplier:',
  searchTooLong: (max: number) => `search must be ${max} characters or fewer.`,
  noSuchMedicine: 'There is no such medicine.',
} as const;
