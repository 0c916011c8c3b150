import { common } from './common';
import { lab } from './lab';
import { catalogue } from './catalogue';
import { payment } from './payment';
import { cart } from './cart';
import { forms } from './forms';
import { newsletter } from './newsletter';
import { consultants } from './consultants';
import { branches } from './branches';
import { whatsapp } from './whatsapp';
import { notFound } from './notFound';
import { galleries } from './galleries';
import { upstream } from './upstream';
import { site } from './site';
import { finder } from './finder';
import { phones } from './phones';
import { api } from './api';
import { pages, titles } from './pages';
import { layout } from './layout';
import { departments } from './departments';
import { careers } from './careers';
import { news } from './news';
import { care } from './care';

/**
 * The English catalogue: every text the specification fixes (its validation, success, failure,
 * empty and missing-value messages, and the labels of its screens that it names) and the code's
 * own error, empty and success texts, keyed by area. English exactly as the legacy site wrote it,
 * defects of wording included ('complaint sent successfully!', 'Failed to send complaint . Please
 * try again.'): tests compare these byte for byte.
 *
 * A text with a value in it is an ICU message with named arguments (`'Page {page} of {pages}.'`)
 * where a browser component reads it, else still a function of that value (index.ts), so each
 * language places the value where its grammar wants it. Site copy (history, board, privacy policy, page intros) is not here: it is
 * typed data in content/.
 */
export const en = {
  common,
  lab,
  catalogue,
  payment,
  cart,
  forms,
  newsletter,
  consultants,
  branches,
  whatsapp,
  notFound,
  galleries,
  upstream,
  site,
  finder,
  phones,
  api,
  pages,
  titles,
  layout,
  departments,
  careers,
  news,
  care,
} as const;
