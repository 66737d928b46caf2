// The home page's blocks below the hero (sections, the salons island, the footer) are marked for deferred rendering
// (components/common/deferred.tsx); the stylesheet skips them until released or scrolled near.
import { describe, expect, it } from 'vitest'
import { DEFERRED_ATTRIBUTE } from '../../components/common/deferred.js'
import { all, body, builtCss, builtPages, main, one, page } from './built-site.js'

const deferred = (route: string) => all(body(page(route)), (el) => el.attribs[DEFERRED_ATTRIBUTE] !== undefined)

describe('deferred sections', () => {
  it('on the home page, every block below the hero is deferred (sections, the salons island, the footer), the hero is not', () => {
    const hero = all(main(page('/')), (el) => el.name === 'section')[0]
    expect(hero.attribs[DEFERRED_ATTRIBUTE]).toBeUndefined()
    const blocks = deferred('/').map((el) => el.attribs.id ?? el.attribs['data-island'] ?? el.name)
    expect(blocks).toEqual([
      'savoir-faire',
      'lavage',
      'garanties',
      'enlevement',
      'nettoyage-paris',
      'salons',
      'realisations',
      'zones',
      'services',
      'rappel',
      'footer',
    ])
    for (const el of deferred('/')) {
      // Block elements with a box: content-visibility has no effect on inline or `display: contents` ones.
      expect(['section', 'div', 'footer']).toContain(el.name)
      if (el.name === 'div') expect(el.attribs.class, 'a deferred island element must keep a box').toBeUndefined()
      // Deferred as a whole, never again inside: one release renders the block.
      expect(all(el.children, (inner) => inner.attribs[DEFERRED_ATTRIBUTE] !== undefined)).toEqual([])
    }
    // The form island inside the last section is not deferred on its own.
    const form = one(body(page('/')), (el) => el.attribs['data-island'] === 'callback-form')
    expect(form?.attribs[DEFERRED_ATTRIBUTE]).toBeUndefined()
  })

  it('no other page defers anything', () => {
    for (const p of builtPages().filter((built) => built.route !== '/'))
      expect(p.html.includes(`${DEFERRED_ATTRIBUTE}=`), p.route).toBe(false)
  })

  it('the stylesheet skips deferred sections with a stand-in size', () => {
    const rule = new RegExp(`\\[${DEFERRED_ATTRIBUTE}\\]\\s*\\{([^}]*)\\}`).exec(builtCss())?.[1] ?? ''
    expect(rule).toMatch(/content-visibility:\s*auto/)
    expect(rule).toMatch(/contain-intrinsic-size:\s*auto \d+px/)
  })
})
