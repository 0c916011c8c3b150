/**
 * The content service's own routes under /{host}/...: the Web API feeds and the images they
 * point to. Paths after the host are case-insensitive because the real IIS server treats them
 * that way.
 */

import { API_ROUTES, eventDetail, isEventDetailRoute } from './api-routes';
import { isSandboxHostName } from './hosts';
import { imageJpegFor } from './image-catalogue';
import {
  iisErrorPage,
  webApiMethodNotAllowed,
  webApiNotFound,
  type SandboxResponse,
} from './responses';

const IMAGE_CACHE_CONTROL = 'public, max-age=86400';

async function image(sitePath: string): Promise<SandboxResponse> {
  let decoded: string;
  try {
    decoded = decodeURIComponent(sitePath);
  } catch {
    return iisErrorPage(400);
  }
  const rendering = imageJpegFor(decoded);
  if (!rendering) return iisErrorPage(404);
  return {
    status: 200,
    headers: { 'Content-Type': 'image/jpeg', 'Cache-Control': IMAGE_CACHE_CONTROL },
    body: await rendering,
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
  const apiRoute = API_ROUTES.get(route);
  const isDetail = isEventDetailRoute(host, route);
  if (!isImage && !apiRoute && !isDetail) return webApiNotFound(requestUri);
  if (method !== 'GET' && method !== 'HEAD') return webApiMethodNotAllowed(method);

  if (isImage) return image(sitePath);
  if (isDetail) return eventDetail(host, route, requestUri);
  return apiRoute?.(host, url.searchParams) ?? webApiNotFound(requestUri);
}
