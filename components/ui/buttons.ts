/**
 * The site's two kinds of button (issue 19's design tokens): filled, for a page's actions, and
 * outlined, for a second action beside a filled one on a brand band. A filled button is brand
 * green, or accent red for what the page exists to let a patient do: book (one label and one look
 * everywhere), pay, apply. Each is at least 44 px tall, a thumb's target.
 */
const base =
  'inline-flex min-h-11 items-center justify-center rounded-md px-5 py-3 font-semibold focus-visible:outline-3 focus-visible:outline-offset-2';

export const primaryButton = `${base} bg-brand-700 text-white hover:bg-brand-800 focus-visible:outline-brand-700`;
export const accentButton = `${base} bg-accent-600 text-white hover:bg-accent-700 focus-visible:outline-accent-600`;
export const outlineButton = `${base} border-2 border-white text-white hover:bg-white/10 focus-visible:outline-white`;
