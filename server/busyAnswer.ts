import type { ServerResponse } from 'node:http';
import { listBranches } from '@/domain/branches';
import { isRtl, type Locale } from '@/domain/locales';
import { messagesIn } from '@/domain/messages/catalogues';
import { RESCUE_PHONE, telHref } from '@/domain/phoneLinks';

/** How soon a refused search may be asked again, in seconds. */
export const BUSY_RETRY_SECONDS = 5;

const escapeHtml = (text: string) =>
  text.replace(/[&<>"]/g, (c) => `&${{ '&': 'amp', '<': 'lt', '>': 'gt', '"': 'quot' }[c]};`);

/**
 * The page of a search refused while the instance is busy (server/renderGate.ts): in the
 * patient's language, with every branch's emergency number and Rescue's, since a patient who
 * searched may need help now. Written here, not rendered by Next.js, so it costs nothing.
 */
export function busyPage(locale: Locale): string {
  const { busy, phones } = messagesIn(locale);
  const branches = listBranches()
    .map((branch) => {
      const name = locale === 'ur' ? branch.urdu.displayName : branch.displayName;
      const phone = branch.emergencyPhone;
      return `<li>${escapeHtml(name)}: <a href="${telHref(phone)}" dir="ltr">${phone}</a></li>`;
    })
    .join('');
  return `<!doctype html><html lang="${locale}" dir="${isRtl(locale) ? 'rtl' : 'ltr'}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${escapeHtml(busy.title)}</title><style>body{font:1.125rem/1.6 system-ui,sans-serif;margin:1.5rem;max-width:40rem}a{color:#0b4f8a;font-weight:600;white-space:nowrap}li{margin:.5rem 0}</style></head><body><h1>${escapeHtml(busy.title)}</h1><p>${escapeHtml(busy.body)}</p><p><a href="${telHref(RESCUE_PHONE)}">${escapeHtml(phones.rescue)}</a></p><p>${escapeHtml(busy.call)}</p><ul>${branches}</ul></body></html>`;
}

const PAGES = new Map<Locale, Buffer>();

/**
 * Answers a refused search: 503 with Retry-After, kept by no cache, sent `holdMs` after it was
 * decided. Decided at once, a refusal costs the thread a fraction of a millisecond, but a client
 * that asks again the moment it is refused (a script, a retry loop) turned 50 connections into
 * 4,800 refusals a second, which took the thread from the renders: 9 searches a second were
 * answered. Held a quarter of a second (a timer, no work), the same crowd costs 180 refusals a
 * second and 38 searches a second are answered (npm run bench:crowd).
 */
export function sendBusy(response: ServerResponse, locale: Locale, holdMs: number): void {
  let page = PAGES.get(locale);
  if (!page) PAGES.set(locale, (page = Buffer.from(busyPage(locale))));
  const held = page;
  setTimeout(() => void (response.destroyed || send(response, held)), holdMs).unref();
}

function send(response: ServerResponse, page: Buffer) {
  response.writeHead(503, {
    'Retry-After': String(BUSY_RETRY_SECONDS),
    'Cache-Control': 'no-store',
    'Content-Type': 'text/html; charset=utf-8',
    'Content-Length': page.length,
  });
  response.end(page);
}
