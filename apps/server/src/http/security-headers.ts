import { isServerPath } from '@app/contract'
import helmet, { type HelmetOptions } from 'helmet'
import type { App } from './types'

type Headers = Readonly<Record<string, string>>

/** What helmet would set on a response, computed once instead of on every request. */
function helmetHeaders(options: HelmetOptions): Headers {
  const headers: Record<string, string> = {}
  const response = {
    setHeader(name: string, value: string | number) {
      headers[name.toLowerCase()] = String(value)
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()]
    },
  }
  helmet(options)({} as never, response as never, () => {})
  return Object.freeze(headers)
}

/** Headers of pages and assets: helmet's set with a strict content security policy. */
export function documentHeaders(isProduction: boolean): Headers {
  return helmetHeaders({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        // The player's service worker (/sw.js) and each brand's web app manifest.
        workerSrc: ["'self'"],
        manifestSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    // Plain HTTP on a LAN must keep working; TLS and HSTS belong to production behind a proxy.
    strictTransportSecurity: isProduction,
  })
}

/**
 * Headers of JSON answers, as recommended for REST APIs: nothing in them may run, be framed,
 * sniffed as another type or read by another origin.
 */
export function apiHeaders(isProduction: boolean): Headers {
  const document = documentHeaders(isProduction)
  return Object.freeze({
    'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
    'x-content-type-options': 'nosniff',
    'cross-origin-resource-policy': 'same-origin',
    'referrer-policy': 'no-referrer',
    ...(document['strict-transport-security']
      ? { 'strict-transport-security': document['strict-transport-security'] }
      : {}),
  })
}

/**
 * Sets the security headers on every response: the API set on JSON paths, the document set on
 * the web app and the API documentation. No CORS headers: other origins are not allowed.
 */
export function registerSecurityHeaders(app: App, isProduction: boolean): void {
  const forDocuments = documentHeaders(isProduction)
  const forApi = apiHeaders(isProduction)
  app.addHook('onRequest', (request, reply, done) => {
    const isDocument = !isServerPath(request.url) || request.url.startsWith('/docs')
    reply.headers(isDocument ? forDocuments : forApi)
    done()
  })
}
