/** The pharmacy's cart, its delivery and its prescription notices (issue 40; ours). */
export const cart = {
  heading: 'Your cart',
  empty: 'Your cart is empty. Add medicines from the list.',
  medicines: '{count, plural, one {# medicine} other {# medicines}}',
  addToCart: 'Add to Cart',
  inCart: 'In cart: {count}',
  added: 'Added to your cart.',
  full: 'Your cart holds {max} medicines at most.',
  view: 'View cart',
  remove: 'Remove',
  removeNamed: 'Remove {name} from the cart',
  quantityOf: 'Quantity of {name}',
  fewerOf: 'One fewer {name}',
  moreOf: 'One more {name}',
  each: '{price} each',
  subtotal: 'Medicines',
  delivery: 'Delivery',
  total: 'Total',
  deliveryNote:
    'Delivered to your address within {days} working days. Delivery is {fee} an order, however many medicines it holds.',
  checkout: 'Order these medicines',
  emailOptional: 'Email (optional)',
  emailHint: 'For the receipt. We call your mobile about the delivery.',
  prescriptionBadge: 'Prescription needed',
  prescriptionMedicine:
    "This medicine is sold only on a doctor's prescription. Keep the prescription ready: our rider will ask to see it on delivery.",
  prescriptionCart: "A doctor's prescription is needed for:",
  prescriptionCartHow:
    'Keep it ready: our rider will ask to see it on delivery, and cannot hand these medicines over without it.',
  /** Why the API refuses an order's lines (domain/cart.ts's CartProblem). */
  problems: {
    empty: 'Your cart is empty.',
    tooManyLines: 'An order holds {max} medicines at most.',
    quantity: 'Quantity must be from 1 to {max}.',
    twice: 'A medicine is listed twice in the order.',
  },
} as const;
