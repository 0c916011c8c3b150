/**
 * What delivering a pharmacy order costs and how long it takes (issue 40): shown beside the cart
 * and added once to the order's amount on the server. The specification says nothing of delivery;
 * these are the hospital's to set. Until its pharmacy confirms them they are the common terms of
 * Pakistani online pharmacies for a city address (a flat fee, one to two working days), written
 * down in docs/differences.md as a decision to review.
 */
export const DELIVERY = {
  /** Rupees an order pays for delivery, whatever it holds. */
  feeRupees: 150,
  /** Working days from the order to the door, at the most. */
  workingDays: 2,
} as const;
