import type { Messages } from '..';
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
 * The Urdu catalogue: the Urdu twin of `en.ts`, key for key. A DRAFT, to be reviewed by the
 * hospital (wording, branch names, medical terms) before it is shown to patients.
 *
 * Plain, polite standard Urdu ("آپ", "براہ کرم"), Urdu punctuation, Western digits; phone number
 * examples, e-mail addresses, URLs and abbreviations (ID, HTTP, PayPro, WhatsApp) as in English.
 * Values passed to the ICU messages' arguments and to the functions (a group, branch or doctor
 * name, an API's `what`) arrive as the caller gives them, in English today. An ICU message names
 * the same arguments as its English.
 */
export const ur = {
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
} satisfies Messages;
