// lib/node/security-headers.ts: the hashes of inline scripts and the Content-Security-Policy.
import crypto from 'node:crypto'
import { describe, expect, it } from 'vitest'
import {
  adminContentSecurityPolicy,
  adminHeaders,
  contentSecurityPolicy,
  headersFile,
  inlineScriptHashes,
  securityHeaders,
} from '../../lib/node/security-headers.js'

const sha256 = (code: string) => `'sha256-${crypto.createHash('sha256').update(code, 'utf8').digest('base64')}'`
const RELAY = { relay: 'https://formsubmit.co/atelier@example.com', confirmation: 'https://www.maison-herat.example/merci' }

function directives(csp: string): Map<string, string[]> {
  return new Map(
    csp
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .map(([name, ...values]) => [name, values]),
  )
}

describe('inlineScriptHashes', () => {
  it('hashes an inline module script exactly as written', () => {
    const code = '\nimport("/assets/entry-é.js");\n  window.x = 1\n'
    expect(inlineScriptHashes(`<body><script type="module">${code}</script></body>`)).toEqual([sha256(code)])
  })

  it('hashes a classic inline script', () => {
    expect(inlineScriptHashes('<script>console.log(1)</script>')).toEqual([sha256('console.log(1)')])
  })

  it('ignores JSON blocks and external scripts', () => {
    const html = [
      '<script type="application/ld+json">{"@type":"LocalBusiness"}</script>',
      '<script id="vike_pageContext" type="application/json">{"a":1}</script>',
      '<script type="module" src="/assets/entry.js" async></script>',
      '<script src="/assets/other.js"></script>',
    ].join('\n')
    expect(inlineScriptHashes(html)).toEqual([])
  })

  it('lists each script once, sorted', () => {
    const html = '<script>b()</script><script type="module">a()</script><script>b()</script><script type="application/json">{}</script>'
    expect(inlineScriptHashes(html)).toEqual([sha256('b()'), sha256('a()')].sort())
  })
})

describe('contentSecurityPolicy', () => {
  const hashes = [sha256('a()'), sha256('b()')]
  const csp = directives(contentSecurityPolicy(RELAY, hashes))

  it('allows scripts from the site and the listed hashes only', () => {
    expect(csp.get('script-src')).toEqual(["'self'", ...hashes])
    expect(csp.get('script-src')).not.toContain("'unsafe-inline'")
    expect(csp.get('script-src')).not.toContain("'unsafe-eval'")
  })

  it('forbids framing, plugins and base changes', () => {
    expect(csp.get('frame-ancestors')).toEqual(["'none'"])
    expect(csp.get('object-src')).toEqual(["'none'"])
    expect(csp.get('base-uri')).toEqual(["'self'"])
    expect(csp.get('default-src')).toEqual(["'self'"])
  })

  it('lets the script reach the relay origin, not its path', () => {
    expect(csp.get('connect-src')).toEqual(["'self'", 'https://formsubmit.co'])
  })

  it('lets a form post only to the relay, never to the site, and the relay redirect to the confirmation page', () => {
    expect(csp.get('form-action')).toEqual(['https://formsubmit.co', 'https://www.maison-herat.example/merci'])
    expect(csp.get('form-action')).not.toContain("'self'")
  })

  it('follows a relay on another origin (test stub)', () => {
    const stub = directives(
      contentSecurityPolicy({ relay: 'http://127.0.0.1:4010/ajax/a@b.fr', confirmation: 'https://site.example/merci' }, []),
    )
    expect(stub.get('connect-src')).toEqual(["'self'", 'http://127.0.0.1:4010'])
    expect(stub.get('script-src')).toEqual(["'self'"])
  })

  it('is sent with the other security headers', () => {
    const policy = contentSecurityPolicy(RELAY, hashes)
    const headers = new Map(securityHeaders(policy))
    expect(headers.get('Content-Security-Policy')).toBe(policy)
    expect(headers.get('X-Frame-Options')).toBe('DENY')
    expect(headers.get('X-Content-Type-Options')).toBe('nosniff')
  })
})

describe('the admin’s headers', () => {
  const publicHeaders = securityHeaders(contentSecurityPolicy(RELAY, []))
  const admin = adminHeaders(publicHeaders, adminContentSecurityPolicy())

  it('replace the CSP and the opener policy, add noindex, keep the rest', () => {
    const names = new Map(admin)
    const csp = directives(names.get('Content-Security-Policy')!)
    // The sign-in runs on the site's own origin (functions/oauth/): 'self' and GitHub's API only.
    expect(csp.get('connect-src')).toEqual(["'self'", 'blob:', 'https://api.github.com'])
    expect(csp.get('img-src')).toEqual(["'self'", 'data:', 'blob:', 'https://avatars.githubusercontent.com'])
    expect(directives(adminContentSecurityPolicy('http://127.0.0.1:9/api/v3')).get('connect-src')).toEqual([
      "'self'",
      'blob:',
      'http://127.0.0.1:9',
    ])
    expect(names.get('Cross-Origin-Opener-Policy')).toBe('same-origin-allow-popups')
    expect(names.get('X-Robots-Tag')).toBe('noindex, nofollow')
    expect(names.get('Strict-Transport-Security')).toBe(new Map(publicHeaders).get('Strict-Transport-Security'))
  })

  it('_headers: the public rule is unchanged; the /admin/* rule detaches, then sets, only what differs', () => {
    expect(headersFile(publicHeaders, admin).startsWith(headersFile(publicHeaders).replace(/\n$/, ''))).toBe(true)
    const rule = headersFile(publicHeaders, admin)
      .split('/admin/*\n')[1]!
      .trim()
      .split('\n')
      .map((line) => line.trim())
    expect(rule.slice(0, 2)).toEqual(['! Content-Security-Policy', '! Cross-Origin-Opener-Policy'])
    expect(rule.filter((line) => line.startsWith('Strict-Transport-Security'))).toEqual([])
    expect(rule).toContain('X-Robots-Tag: noindex, nofollow')
  })

  it('_headers: one Cache-Control per admin path, the page revalidated, the hashed assets kept a year', () => {
    expect(admin.map(([name]) => name)).not.toContain('Cache-Control')
    const rules = headersFile(publicHeaders, admin)
      .split('\n')
      .reduce<{ pattern: RegExp; lines: string[] }[]>((all, line) => {
        if (/^\//.test(line)) all.push({ pattern: new RegExp(`^${line.replace(/[.]/g, '\\.').replace(/\*/g, '.*')}$`), lines: [] })
        else if (/^\s/.test(line)) all.at(-1)!.lines.push(line.trim())
        return all
      }, [])
    const cacheControl = (route: string) =>
      rules.filter((rule) => rule.pattern.test(route)).flatMap((rule) => rule.lines.filter((line) => line.startsWith('Cache-Control:')))
    expect(cacheControl('/admin/')).toEqual(['Cache-Control: no-cache'])
    expect(cacheControl('/admin/config.json')).toEqual(['Cache-Control: no-cache'])
    expect(cacheControl('/admin/assets/admin.0123456789.js')).toEqual(['Cache-Control: public, max-age=31536000, immutable'])
    expect(cacheControl('/admin/assets/decap-0123456789/1077.decap-cms.js')).toEqual(['Cache-Control: public, max-age=31536000, immutable'])
  })
})
