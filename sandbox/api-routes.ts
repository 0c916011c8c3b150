/**
 * The Web API routes under /{host}/api/web/... and the event detail under /{host}/web/...: which
 * path answers which feed, shaped per host. Lists never change, so each host's JSON is built once.
 */

import { aboutEntries } from './data/about-feed';
import { announcements } from './data/announcements-feed';
import { careers } from './data/careers-feed';
import { consultantIdOf, findConsultantById, consultants } from './data/consultants';
import { departmentServicesOf, departments } from './data/departments-feed';
import { galleries, galleryItemsOf } from './data/gallery-feed';
import { events, findNewsEventDetail, newsEvents } from './data/news-feed';
import { services } from './data/services-feed';
import {
  EVENT_DETAIL_HOST,
  HOST_PROFILES,
  serialiseRecordForHost,
  singleRecordBody,
  type SandboxHostName,
  type WireValue,
} from './hosts';
import { json, jsonText, webApiNotFound, type SandboxResponse } from './responses';

/** Answers a matched route; undefined means no Web API action matched after all (a 404). */
export type ApiRouteHandler = (
  host: SandboxHostName,
  params: URLSearchParams,
) => SandboxResponse | undefined;

type WireRecord<T> = { [K in keyof T]: WireValue };

function listRoute<T extends WireRecord<T>>(records: readonly T[]): ApiRouteHandler {
  const textByHost = new Map<SandboxHostName, string>();
  return (host) => {
    let text = textByHost.get(host);
    if (text === undefined) {
      text = JSON.stringify(records.map((record) => serialiseRecordForHost(record, host)));
      textByHost.set(host, text);
    }
    return jsonText(200, text);
  };
}

/** ASP.NET binds query keys case-insensitively, so Id, id and ID all work. */
function queryValue(params: URLSearchParams, name: string): string | null {
  const wanted = name.toLowerCase();
  for (const [key, value] of params) {
    if (key.toLowerCase() === wanted) return value;
  }
  return null;
}

/** The numeric Id, NaN when present but not a number, undefined when absent (no action matches). */
function idParameter(params: URLSearchParams): number | undefined {
  const raw = queryValue(params, 'Id');
  if (raw === null) return undefined;
  return /^\s*\d{1,9}\s*$/.test(raw) ? Number(raw) : Number.NaN;
}

function consultantById(
  host: SandboxHostName,
  params: URLSearchParams,
): SandboxResponse | undefined {
  const id = idParameter(params);
  if (id === undefined) return undefined;
  const record = Number.isNaN(id) ? undefined : findConsultantById(id);
  if (record === undefined) return json(200, HOST_PROFILES[host].unknownRecordBody);
  return json(
    200,
    singleRecordBody(serialiseRecordForHost(record, host), consultantIdOf(record), host),
  );
}

/** Child lists by parent id: an unknown or non-numeric id answers [] with 200, as upstream. */
function childListRoute<T extends WireRecord<T>>(
  childrenOf: (id: number) => readonly T[],
): ApiRouteHandler {
  return (host, params) => {
    const id = idParameter(params);
    if (id === undefined) return undefined;
    const children = Number.isNaN(id) ? [] : childrenOf(id);
    return json(
      200,
      children.map((record) => serialiseRecordForHost(record, host)),
    );
  };
}

/** Keyed by the lower-cased path after the host, without a trailing slash. */
export const API_ROUTES: ReadonlyMap<string, ApiRouteHandler> = new Map([
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

/** Whether `route` is the event detail route on a host that serves it. */
export function isEventDetailRoute(host: SandboxHostName, route: string): boolean {
  return host === EVENT_DETAIL_HOST && EVENT_DETAIL_ROUTE.test(route);
}

/** GET web/NewsEvents/{id}: the one record as an object; unknown id: the Web API 404. */
export function eventDetail(
  host: SandboxHostName,
  route: string,
  requestUri: string,
): SandboxResponse {
  const idSegment = EVENT_DETAIL_ROUTE.exec(route)?.[1] ?? '';
  const record = /^\d{1,9}$/.test(idSegment) ? findNewsEventDetail(Number(idSegment)) : undefined;
  if (!record) return webApiNotFound(requestUri);
  return json(200, serialiseRecordForHost(record, host));
}
