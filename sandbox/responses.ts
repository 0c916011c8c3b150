/**
 * Response bodies that imitate what the real stack (IIS + ASP.NET Web API) sends, including its
 * error pages, so the adapter's error handling meets the same shapes it will meet in production.
 */

export interface SandboxResponse {
  status: number;
  headers: Record<string, string>;
  body: string | Buffer;
}

const JSON_CONTENT_TYPE = 'application/json; charset=utf-8';

/** Headers the real IIS host adds to everything; harmless, and they make captures look familiar. */
export const SERVER_HEADERS: Readonly<Record<string, string>> = {
  Server: 'Microsoft-IIS/10.0',
  'X-Powered-By': 'ASP.NET',
};

export function jsonText(status: number, text: string): SandboxResponse {
  return { status, headers: { 'Content-Type': JSON_CONTENT_TYPE }, body: text };
}

export function json(status: number, value: unknown): SandboxResponse {
  return jsonText(status, JSON.stringify(value));
}

export function webApiNotFound(requestUri: string): SandboxResponse {
  return json(404, {
    Message: `No HTTP resource was found that matches the request URI '${requestUri}'.`,
  });
}

export function webApiMethodNotAllowed(method: string): SandboxResponse {
  return json(405, { Message: `The requested resource does not support http method '${method}'.` });
}

const IIS_TITLES: Readonly<Record<number, string>> = {
  400: '400 - Bad Request.',
  404: '404 - File or directory not found.',
  500: '500 - Internal server error.',
  502: '502 - Web server received an invalid response while acting as a gateway or proxy server.',
  503: '503 - Service Unavailable.',
  504: '504 - Gateway Timeout.',
};

/** The stock IIS detailed-errors-off page, as served for failures outside the Web API pipeline. */
export function iisErrorPage(status: number): SandboxResponse {
  const title = IIS_TITLES[status] ?? `${status} - Server Error.`;
  const body = `<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Strict//EN" "http://www.w3.org/TR/xhtml1/DTD/xhtml1-strict.dtd">
<html xmlns="http://www.w3.org/1999/xhtml">
<head>
<meta http-equiv="Content-Type" content="text/html; charset=iso-8859-1"/>
<title>${title}</title>
</head>
<body>
<div id="header"><h1>Server Error</h1></div>
<div id="content">
 <div class="content-container"><fieldset>
  <h2>${title}</h2>
  <h3>There is a problem with the resource you are looking for, and it cannot be displayed.</h3>
 </fieldset></div>
</div>
</body>
</html>
`;
  return { status, headers: { 'Content-Type': 'text/html' }, body };
}

/**
 * A 200 JSON response cut off mid-stream, as when the app pool recycles while writing.
 * A proper prefix of a JSON array, object or null is never valid JSON, so parsing always fails.
 */
export function malformedJson(original: SandboxResponse): SandboxResponse {
  const isJson = original.headers['Content-Type'] === JSON_CONTENT_TYPE;
  const text =
    isJson && typeof original.body === 'string' && original.body.length > 1
      ? original.body.slice(0, Math.max(1, Math.floor(original.body.length * 0.6)))
      : '[{"consultanT_ID":101,"consultanT_NAME":"Dr. ';
  return jsonText(200, text);
}
