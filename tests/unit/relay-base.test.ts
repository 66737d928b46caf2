// The build-time RELAY_URL override follows the schema's rule for site.json's relayBase:
// personal data goes to the relay over https only (a stub on this machine excepted).
import { describe, expect, it } from 'vitest'
import { loadContent } from '../../lib/node/load.js'
import { relayBase } from '../../lib/page-data.js'

const content = loadContent()

describe('relayBase', () => {
  it("is site.json's relayBase without an override", () => {
    expect(relayBase(content, undefined)).toBe(content.site.relayBase)
  })

  it('takes an https override, or an http one to this machine', () => {
    expect(relayBase(content, 'https://relay.example.org')).toBe('https://relay.example.org')
    expect(relayBase(content, 'http://127.0.0.1:8787/stub')).toBe('http://127.0.0.1:8787/stub')
    expect(relayBase(content, 'http://localhost:9000')).toBe('http://localhost:9000')
  })

  it('refuses plain http elsewhere, other schemes and non-URLs, naming the value', () => {
    for (const bad of ['http://formsubmit.co', 'http://localhost.evil.example', 'ftp://relay.example.org', 'formsubmit.co', 'https://', ''])
      expect(() => relayBase(content, bad), bad).toThrow(
        `RELAY_URL must start with https:// (the form sends personal data; http:// only to localhost), got "${bad}"`,
      )
  })
})
