// The home page's sections below the hero are marked for deferred rendering
// (renderer/deferred-sections.ts); the stylesheet skips them until released or scrolled near.
import { describe, expect, it } from 'vitest'
import { DEFERRED_ATTRIBUTE } from '../../renderer/deferred-sections.js'
import { all, builtCss, builtPages, main, page } from './built-site.js'

const deferred = (route: string) => all(main(page(route)), (el) => el.attribs[DEFERRED_ATTRIBUTE] !== undefined)

describe('deferred sections', () => {
  it('on the home page, every section after the hero and before the form is deferred, the hero is not', () => {
    const sections = all(main(page('/')), (el) => el.name === 'section')
    const hero = sections[0]
    expect(hero.attribs[DEFERRED_ATTRIBUTE]).toBeUndefined()
    const ids = deferred('/').map((el) => el.attribs.id)
    expect(ids).toEqual(['savoir-faire', 'lavage', 'garanties', 'enlevement', 'nettoyage-paris', 'realisations', 'zones', 'services', 'rappel'])
    // Only sections: an inline element with content-visibility would be meaningless.
    for (const el of deferred('/')) expect(el.name).toBe('section')
  })

  it('no other page defers anything', () => {
    for (const p of builtPages().filter((built) => built.route !== '/')) expect(p.html.includes(`${DEFERRED_ATTRIBUTE}=`), p.route).toBe(false)
  })

  it('the stylesheet skips deferred sections with a stand-in size', () => {
    const rule = new RegExp(`\\[${DEFERRED_ATTRIBUTE}\\]\\s*\\{([^}]*)\\}`).exec(builtCss())?.[1] ?? ''
    expect(rule).toMatch(/content-visibility:\s*auto/)
    expect(rule).toMatch(/contain-intrinsic-size:\s*auto \d+px/)
  })
})
