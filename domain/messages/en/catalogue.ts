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
  searchTooLong: 'search must be {max} characters or fewer.',
  noSuchMedicine: 'There is no such medicine.',
  /** The catalogue's and a medicine's pages around the cards (ours). */
  description:
    'Buy medicines online from the pharmacy of Farooq Group Of Hospitals, and pay securely.',
  medicineDescription: '{name}: {price} a unit, from the pharmacy of Farooq Group Of Hospitals.',
  searchLabel: 'Search medicines by name, or by what they treat',
  pageOf: 'Page {page} of {pages}',
  seeAll: 'See all medicines',
  reviews: 'Customer Reviews',
  aCustomer: 'A customer',
  rated: 'Rated {stars} out of 5',
  needsScript:
    'Paying online needs JavaScript. You can buy this medicine at any of our pharmacies.',
  /** A price: "Rs. 1,250.00". */
  price: 'Rs. {amount}',
} as const;
