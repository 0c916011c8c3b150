/** Shared looks for links and buttons. */
const base =
  'inline-flex items-center justify-center rounded-md px-5 py-3 font-semibold focus-visible:outline-3 focus-visible:outline-offset-2';

export const primaryButton = `${base} bg-brand-700 text-white hover:bg-brand-800 focus-visible:outline-brand-700`;
export const accentButton = `${base} bg-accent-600 text-white hover:bg-red-800 focus-visible:outline-white`;
/** Every link to the appointment form, on any background: one label, one look (issue 19). */
export const bookButton = `${base} min-h-11 bg-accent-600 text-white hover:bg-red-800 focus-visible:outline-accent-600`;
export const outlineButton = `${base} border-2 border-white text-white hover:bg-white/10 focus-visible:outline-white`;
