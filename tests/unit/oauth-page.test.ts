// The sign-in functions' pieces (lib/oauth/): the state cookie and its comparison, and the
// page that hands Decap its message without letting a value out of its script.
import { describe, expect, it } from 'vitest'
import { decapMessage, FAILURES, outcomePage } from '../../lib/oauth/page.js'
import { cookieState, newState, sameState, stateCookie } from '../../lib/oauth/state.js'

describe('the sign-in state', () => {
  it('is 256 random bits, base64url, different each time', () => {
    const states = new Set(Array.from({ length: 50 }, newState))
    expect(states.size).toBe(50)
    for (const state of states) expect(state).toMatch(/^[A-Za-z0-9_-]{43}$/)
  })

  it('is read back from its cookie among others; an absent or different one never matches', () => {
    const state = newState()
    const cookie = stateCookie(state).split(';')[0]
    expect(cookieState(`theme=dark; ${cookie}; other=1`)).toBe(state)
    expect(sameState(cookieState(cookie), state)).toBe(true)
    expect(sameState('', '')).toBe(false)
    expect(sameState(state, `${state.slice(0, -1)}x`)).toBe(false)
    expect(sameState(state, state.slice(1))).toBe(false)
    expect(cookieState(null)).toBe('')
  })
})

describe('the page that ends a sign-in', () => {
  it('speaks Decap’s protocol', () => {
    expect(decapMessage({ ok: true, token: 'gho_x' })).toBe('authorization:github:success:{"token":"gho_x","provider":"github"}')
    expect(decapMessage({ ok: false, ...FAILURES.denied })).toMatch(/^authorization:github:error:\{"message":"Connexion annulée\. /)
  })

  it('keeps every value inside its script and its text escaped', async () => {
    const page = await outcomePage({ ok: true, token: '</script><script>alert(1)</script>' }, 'https://site.example').text()
    expect(page.match(/<script/g)).toHaveLength(1)
    expect(page).toContain('\\u003c/script>')
    const failure = await outcomePage({ ok: false, title: '<b>', message: '"&', action: 'x' }, 'https://site.example').text()
    expect(failure).toContain('<h1>&lt;b&gt;</h1>')
    expect(failure).toContain('<p>&quot;&amp;</p>')
  })

  it('answers with a fresh nonce, no cache and nothing for other sites', () => {
    const [one, two] = [
      outcomePage({ ok: true, token: 't' }, 'https://a.example'),
      outcomePage({ ok: true, token: 't' }, 'https://a.example'),
    ]
    const nonce = (response: Response) => /'nonce-([^']+)'/.exec(response.headers.get('Content-Security-Policy')!)![1]
    expect(nonce(one)).not.toBe(nonce(two))
    expect(one.headers.get('Cache-Control')).toBe('no-store')
    expect(one.headers.get('Content-Security-Policy')).toMatch(/^default-src 'none'; .*frame-ancestors 'none'/)
  })
})
