import type { FastifyInstance } from 'fastify';

const LENIENT_TYPES = ['application/x-www-form-urlencoded', 'text/plain'];

/**
 * OpenIM's services read every request body as JSON, whatever its Content-Type says (gin's ShouldBindJSON), and
 * OpenIM's own H5 client depends on it: axios sends its `JSON.stringify`'d bodies as
 * application/x-www-form-urlencoded. A JSON body of those types is read as JSON, by Fastify's own parser (which refuses
 * `__proto__` keys); a form body that is not JSON (the OpenID Connect back-channel logout) as its fields, and plain
 * text as text, which no route's schema accepts.
 *
 * Requests of these types need no CORS preflight, which changes nothing here: every origin may already call these
 * routes (service-prefix.ts), and they authenticate by a token header, never by a cookie the browser would add.
 */
export function acceptJsonOfAnyType(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.addContentTypeParser(LENIENT_TYPES, { parseAs: 'string' }, (request, body, done) => {
    const text = body as string;
    if (/^\s*[{[]/.test(text)) return parseJson(request, text, done);
    if ((request.headers['content-type'] ?? '').startsWith('application/x-www-form-urlencoded'))
      return done(null, Object.fromEntries(new URLSearchParams(text)));
    done(null, text);
  });
}
