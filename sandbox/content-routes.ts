/**
 * The content service's own routes under /{host}/...: the consultant feeds and their images.
 * Paths after the host are case-insensitive because the real IIS server treats them that way.
 */

import {
  consultantIdOf,
  consultants,
  findConsultantById,
  type ConsultantRecord,
} from './data/consultants';
import {
  HOST_PROFILES,
  isSandboxHostName,
  serialiseRecordForHost,
  singleRecordBody,
} from './hosts';
import type { SandboxHostName } from './hosts';
import { consultantPortraitJpeg } from './images';
import {
  iisErrorPage,
  json,
  jsonText,
  webApiMethodNotAllowed,
  webApiNotFound,
  type SandboxResponse,
} from './responses';

const IMAGE_CACHE_CONTROL = 'public, max-age=86400';

/** Site-relative image path (tilde removed, lower-cased) to the consultant it shows. */
const consultantsByImagePath = new Map<string, ConsultantRecord>(
  consultants.flatMap((record) =>
    record.imagE_PATH ? [[record.imagE_PATH.replace(/^~/, '').toLowerCase(), record] as const] : [],
  ),
);

/** The whole list never changes, so each host's JSON is serialised once. */
const consultantListJson = new Map<SandboxHostName, string>();

function consultantList(host: SandboxHostName): SandboxResponse {
  let text = consultantListJson.get(host);
  if (text === undefined) {
    text = JSON.stringify(consultants.map((record) => serialiseRecordForHost(record, host)));
    consultantListJson.set(host, text);
  }
  return jsonText(200, text);
}

/** ASP.NET binds query keys case-insensitively, so Id, id and ID all work. */
function queryValue(params: URLSearchParams, name: string): string | null {
  const wanted = name.toLowerCase();
  for (const [key, value] of params) {
    if (key.toLowerCase() === wanted) return value;
  }
  return null;
}

function consultantById(
  host: SandboxHostName,
  params: URLSearchParams,
): SandboxResponse | undefined {
  const rawId = queryValue(params, 'Id');
  // Without an Id no Web API action matches, exactly as on the real server.
  if (rawId === null) return undefined;
  const id = /^\s*\d{1,9}\s*$/.test(rawId) ? Number(rawId) : Number.NaN;
  const record = Number.isNaN(id) ? undefined : findConsultantById(id);
  if (record === undefined) return json(200, HOST_PROFILES[host].unknownRecordBody);
  return json(
    200,
    singleRecordBody(serialiseRecordForHost(record, host), consultantIdOf(record), host),
  );
}

async function image(sitePath: string): Promise<SandboxResponse> {
  let decoded: string;
  try {
    decoded = decodeURIComponent(sitePath).toLowerCase();
  } catch {
    return iisErrorPage(400);
  }
  const record = consultantsByImagePath.get(decoded);
  if (!record) return iisErrorPage(404);
  const jpeg = await consultantPortraitJpeg({
    id: consultantIdOf(record),
    name: record.consultanT_NAME,
  });
  return {
    status: 200,
    headers: { 'Content-Type': 'image/jpeg', 'Cache-Control': IMAGE_CACHE_CONTROL },
    body: jpeg,
  };
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
  const isApi = route === '/api/web/consultants' || route === '/api/web/consultantsids';
  if (!isImage && !isApi) return webApiNotFound(requestUri);
  if (method !== 'GET' && method !== 'HEAD') return webApiMethodNotAllowed(method);

  if (isImage) return image(sitePath);
  if (route === '/api/web/consultants') return consultantList(host);
  return consultantById(host, url.searchParams) ?? webApiNotFound(requestUri);
}
