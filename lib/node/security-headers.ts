// The HTTP headers every host must send, written once and emitted at build for static
// hosts (_headers) and nginx (deploy/nginx.conf includes dist/nginx-headers.conf).
import crypto from 'node:crypto'

/** sha256 sources for every inline script the browser would execute (JSON blocks are not). */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>()
  for (const match of html.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const type = /\btype=["']?([^"'\s>]+)/i.exec(match[1])?.[1]?.toLowerCase()
    if (type && type !== 'module' && type !== 'text/javascript' && type !== 'application/javascript') continue
    hashes.add(`'sha256-${crypto.createHash('sha256').update(match[2]).digest('base64')}'`)
  }
  return [...hashes].sort()
}

/**
 * `relay` is any URL of the form relay (only its origin counts); `confirmation` the absolute
 * URL of the page the relay redirects to after a native post.
 */
export function contentSecurityPolicy(
  { relay: relayUrl, confirmation }: { relay: string; confirmation: string },
  scriptHashes: string[],
): string {
  const relay = new URL(relayUrl).origin
  return [
    "default-src 'self'",
    `script-src 'self'${scriptHashes.map((hash) => ` ${hash}`).join('')}`,
    // Mantine sets CSS variables through style attributes; styles cannot run code.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self'",
    `connect-src 'self' ${relay}`,
    // Forms post to the relay only, never to the site. Chromium checks the relay's redirect to
    // the confirmation page against this too; a source with a path matches only that page
    // for a post, while a redirect is matched on its origin.
    `form-action ${relay} ${confirmation}`,
    "frame-ancestors 'none'",
    "object-src 'none'",
    "base-uri 'self'",
    // No manifest-src: default-src already limits a web manifest to 'self', and WebKit does
    // not know the directive and logs an error for it on every page.
  ].join('; ')
}

export function securityHeaders(csp: string): [string, string][] {
  return [
    ['Content-Security-Policy', csp],
    ['Strict-Transport-Security', 'max-age=63072000; includeSubDomains'],
    ['X-Content-Type-Options', 'nosniff'],
    ['Referrer-Policy', 'strict-origin-when-cross-origin'],
    ['Permissions-Policy', 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), browsing-topics=()'],
    ['X-Frame-Options', 'DENY'],
    ['Cross-Origin-Opener-Policy', 'same-origin'],
  ]
}

/**
 * The admin page's policy (/admin/, Decap CMS), separate from the public pages' one, which
 * it would break: Decap styles itself with inline <style> (emotion), ajv and Decap compile
 * functions at run time ('unsafe-eval'), uploads preview as blob: URLs, the editor reads and
 * writes through GitHub's REST API (`apiRoot`; the tests give their stand-in's) and shows the
 * owner's GitHub avatar. The sign-in popup opens the site's own /oauth/ functions ('self').
 */
export function adminContentSecurityPolicy(apiRoot = 'https://api.github.com'): string {
  return [
    "default-src 'self'",
    "script-src 'self' 'unsafe-eval'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https://avatars.githubusercontent.com",
    "font-src 'self' data:",
    `connect-src 'self' blob: ${new URL(apiRoot).origin}`,
    "frame-src 'self' blob:",
    "form-action 'none'",
    "frame-ancestors 'none'",
    "object-src 'none'",
    "base-uri 'self'",
  ].join('; ')
}

/** Where the admin's files named by their content's hash are (lib/build/admin.ts): cached a year. */
export const ADMIN_ASSETS = '/admin/assets/'
/** A year, never revalidated: for files whose name changes with their bytes. */
export const IMMUTABLE = 'public, max-age=31536000, immutable'

/**
 * The headers of /admin/: the public set with the admin's CSP, kept out of search engines and
 * a popup-friendly opener policy (the GitHub sign-in answers the admin from a popup window,
 * which `same-origin` would cut off). Caching is per file (headersFile, deploy/nginx.conf):
 * the page and its configuration are revalidated, the hashed assets kept a year.
 */
export function adminHeaders(publicHeaders: [string, string][], csp: string): [string, string][] {
  const replaced: Record<string, string> = { 'Content-Security-Policy': csp, 'Cross-Origin-Opener-Policy': 'same-origin-allow-popups' }
  return [...publicHeaders.map(([name, value]): [string, string] => [name, replaced[name] ?? value]), ['X-Robots-Tag', 'noindex, nofollow']]
}

/**
 * Netlify / Cloudflare Pages format. Both apply every rule a path matches (Cloudflare joins
 * two values of one header with a comma); the `! Name` lines (Cloudflare Pages' syntax) detach
 * the public values the /admin/* rule replaces. So no two rules that match one path set the
 * same header: the admin's caching is set on its page, its configuration and its assets apart.
 */
export function headersFile(headers: [string, string][], admin?: [string, string][]): string {
  const immutable = `  Cache-Control: ${IMMUTABLE}`
  const publicValues = new Map(headers)
  const changed = (admin ?? []).filter(([name, value]) => publicValues.get(name) !== value)
  const adminRule = admin
    ? [
        '/admin/*',
        ...changed.filter(([name]) => publicValues.has(name)).map(([name]) => `  ! ${name}`),
        ...changed.map(([name, value]) => `  ${name}: ${value}`),
        '/admin/',
        '  Cache-Control: no-cache',
        '/admin/config.json',
        '  Cache-Control: no-cache',
        `${ADMIN_ASSETS}*`,
        immutable,
      ]
    : []
  return [
    '# Generated by the build (lib/node/security-headers.ts). Read by static hosts and `npm start`.',
    '/*',
    ...headers.map(([name, value]) => `  ${name}: ${value}`),
    '/assets/*',
    immutable,
    '/img/*',
    immutable,
    ...adminRule,
    '',
  ].join('\n')
}

/** nginx `add_header` lines; `always` so 404 answers carry them too. */
export function nginxHeaders(headers: [string, string][]): string {
  return [
    '# Generated by the build (lib/node/security-headers.ts); included by deploy/nginx.conf.',
    ...headers.map(([name, value]) => `add_header ${name} "${value}" always;`),
    '',
  ].join('\n')
}
