/**
 * The content service's own routes under /{host}/...: the Web API feeds under api/web, the event
 * detail under web/NewsEvents/{id}, and the images the feeds point to. Paths after the host are
 * case-insensitive because the real IIS server treats them that way.
 */

import { aboutEntries } from './data/about-feed';
import { announcements } from './data/announcements-feed';
import { careers } from './data/careers-feed';
import { consultantIdOf, consultants, findConsultantById } from './data/consultants';
import { departmentServicesOf, departments } from './data/departments-feed';
import { galleries, galleryItemsOf } from './data/gallery-feed';
import { events, findNewsEventDetail, newsEvents } from './data/news-feed';
import { MEDICINES } from './data/medicines';
import { services } from './data/services-feed';
import {
  EVENT_DETAIL_HOST,
  HOST_PROFILES,
  isSandboxHostName,
  serialiseRecordForHost,
  singleRecordBody,
  type SandboxHostName,
  type WireValue,
} from './hosts';
import { imageJpegFor } from './images';
import {
  iisErrorPage,
  json,
  jsonText,
  webApiMethodNotAllowed,
  webApiNotFound,
  type SandboxResponse,
} from './responses';

/** Answers a matched route; undefined means no Web API action matched after all (a 404). */
type ApiRoute = (host: SandboxHostName, params: URLSearchParams) => SandboxResponse | undefined;

type WireRecord<T> = { [K in keyof T]: WireValue };

const serialiseAll = <T extends WireRecord<T>>(records: readonly T[], host: SandboxHostName) =>
  records.map((record) => serialiseRecordForHost(record, host));

/** Lists never change, so each host's JSON is built once. */
function listRoute<T extends WireRecord<T>>(records: readonly T[]): ApiRoute {
  const textByHost = new Map<SandboxHostName, string>();
  return (host) => {
    const text = textByHost.get(host) ?? JSON.stringify(serialiseAll(records, host));
    textByHost.set(host, text);
    return jsonText(200, text);
  };
}

/**
 * The numeric Id (ASP.NET binds the key case-insensitively: Id, id, ID), NaN when present but not
 * a number, undefined when absent (then no action matches).
 */
function idParameter(params: URLSearchParams): number | undefined {
  const raw = [...params].find(([key]) => key.toLowerCase() === 'id')?.[1];
  if (raw === undefined) return undefined;
  return /^\s*\d{1,9}\s*$/.test(raw) ? Number(raw) : Number.NaN;
}

const consultantById: ApiRoute = (host, params) => {
  const id = idParameter(params);
  if (id === undefined) return undefined;
  const record = Number.isNaN(id) ? undefined : findConsultantById(id);
  if (record === undefined) return json(200, HOST_PROFILES[host].unknownRecordBody);
  return json(
    200,
    singleRecordBody(serialiseRecordForHost(record, host), consultantIdOf(record), host),
  );
};

/** Child lists by parent id: an unknown or non-numeric id answers [] with 200, as upstream. */
function childListRoute<T extends WireRecord<T>>(
  childrenOf: (id: number) => readonly T[],
): ApiRoute {
  return (host, params) => {
    const id = idParameter(params);
    if (id === undefined) return undefined;
    return json(200, serialiseAll(Number.isNaN(id) ? [] : childrenOf(id), host));
  };
}

/** Keyed by the lower-cased path after the host, without a trailing slash. */
const API_ROUTES: ReadonlyMap<string, ApiRoute> = new Map([
  ['/api/web/consultants', listRoute(consultants)],
  ['/api/web/consultantsids', consultantById],
  ['/api/web/departments', listRoute(departments)],
  ['/api/web/departmentservices', childListRoute(departmentServicesOf)],
  ['/api/web/serviceslist', listRoute(services)],
  ['/api/web/newsevents', listRoute(newsEvents)],
  ['/api/web/events', listRoute(events)],
  ['/api/web/aboutus', listRoute(aboutEntries)],
  ['/api/web/announcements', listRoute(announcements)],
  ['/api/web/careers', listRoute(careers)],
  ['/api/web/gallery', listRoute(galleries)],
  ['/api/web/galleryitems', childListRoute(galleryItemsOf)],
]);

const EVENT_DETAIL_ROUTE = /^\/web\/newsevents\/([^/]+)$/;

/** GET web/NewsEvents/{id}: the one record as an object; unknown id: the Web API 404. */
function eventDetail(
  host: SandboxHostName,
  idSegment: string,
  requestUri: string,
): SandboxResponse {
  const record = /^\d{1,9}$/.test(idSegment) ? findNewsEventDetail(Number(idSegment)) : undefined;
  return record ? json(200, serialiseRecordForHost(record, host)) : webApiNotFound(requestUri);
}

async function image(sitePath: string): Promise<SandboxResponse> {
  let rendering: Promise<Buffer> | undefined;
  try {
    rendering = imageJpegFor(decodeURIComponent(sitePath));
  } catch {
    return iisErrorPage(400);
  }
  if (!rendering) return iisErrorPage(404);
  return {
    status: 200,
    headers: { 'Content-Type': 'image/jpeg', 'Cache-Control': 'public, max-age=86400' },
    body: await rendering,
  };
}

/** The pharmacy API: its catalogue, `{ data: [...] }`, and the pictures it names. */
async function pharmacyRoute(
  method: string,
  route: string,
  sitePath: string,
  requestUri: string,
): Promise<SandboxResponse> {
  if (method !== 'GET' && method !== 'HEAD') return webApiMethodNotAllowed(method);
  if (route.startsWith('/images/')) return image(sitePath);
  if (route === '/api/medicine/getalllist') return json(200, { data: MEDICINES });
  return webApiNotFound(requestUri);
}

/**
 * Answers a request for /{host}/...; `requestUri` is echoed in Web API 404 messages.
 * HEAD is answered like GET (the caller drops the body).
 */
export async function handleContentRequest(
  method: string,
  url: URL,
  requestUri: string,
): Promise<SandboxResponse> {
  const [, hostSegment = '', ...rest] = url.pathname.split('/');
  const host = hostSegment.toLowerCase();
  if (!isSandboxHostName(host)) return webApiNotFound(requestUri);

  const sitePath = `/${rest.join('/')}`;
  const route = sitePath.toLowerCase().replace(/\/+$/, '');
  const isImage = route.startsWith('/images/');
  if (host === 'pharmacy') return pharmacyRoute(method, route, sitePath, requestUri);
  const apiRoute = API_ROUTES.get(route);
  const detailId = host === EVENT_DETAIL_HOST ? EVENT_DETAIL_ROUTE.exec(route)?.[1] : undefined;
  if (!isImage && !apiRoute && detailId === undefined) return webApiNotFound(requestUri);
  if (method !== 'GET' && method !== 'HEAD') return webApiMethodNotAllowed(method);

  if (isImage) return image(sitePath);
  if (detailId !== undefined) return eventDetail(host, detailId, requestUri);
  return apiRoute?.(host, url.searchParams) ?? webApiNotFound(requestUri);
}
