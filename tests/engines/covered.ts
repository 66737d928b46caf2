// What a visitor taps must not lie under what floats over the page: the sticky header, the
// cookie card and the floating call button. Run inside the page (any engine: Playwright's
// Chromium in tests/e2e/engines/covered-controls.spec.ts, Firefox and WebKit in the engine
// smoke), as a plain string so no bundler helper leaks into it.

/** Phone widths of the covered-controls check, with a usual height for each. */
export const PHONE_SCREENS = [
  { width: 320, height: 568 },
  { width: 360, height: 740 },
  { width: 375, height: 667 },
  { width: 390, height: 844 },
  { width: 414, height: 896 },
] as const

export interface Covered {
  /** The control, as a short description. */
  control: string
  /** What its point hits instead. */
  by: string
}

/**
 * An expression that evaluates to the controls the visitor can see (`scope` 'screen': links,
 * buttons and form controls of the first screen; 'form': the call-back form's, each scrolled
 * into the middle of the screen in turn) with a point under the header, the cookie card or
 * the call button: Covered[]. Five points of each control are tried (its centre, and a
 * quarter of the way in from each corner), inside the screen only.
 */
export function coveredControlsScript(scope: 'screen' | 'form'): string {
  return `(() => {
    const scope = ${JSON.stringify(scope)};
    const floating = [
      ['the header', document.querySelector('header')],
      ['the cookie card', document.querySelector('[aria-labelledby="cookie-banner-title"]')],
      ['the call button', document.querySelector('a[href^="tel:"][aria-label*="Appeler"]')],
    ].filter((entry) => entry[1]);
    const describe = (element) => {
      const label = element.getAttribute('name') || element.getAttribute('aria-label') || (element.textContent || '').trim().replace(/\\s+/g, ' ').slice(0, 40);
      return element.tagName.toLowerCase() + (label ? ' « ' + label + ' »' : '');
    };
    const visible = (element) => {
      const style = getComputedStyle(element);
      const box = element.getBoundingClientRect();
      return box.width > 0 && box.height > 0 && style.visibility !== 'hidden' && element.closest('[aria-hidden="true"], [inert]') === null;
    };
    const check = (control) => {
      const box = control.getBoundingClientRect();
      const found = [];
      for (const [fx, fy] of [[0.5, 0.5], [0.25, 0.25], [0.75, 0.25], [0.25, 0.75], [0.75, 0.75]]) {
        const x = box.left + box.width * fx;
        const y = box.top + box.height * fy;
        if (x < 0 || y < 0 || x >= innerWidth || y >= innerHeight) continue;
        const hit = document.elementFromPoint(x, y);
        if (!hit || control.contains(hit) || hit.contains(control)) continue;
        const cover = floating.find(([, element]) => element.contains(hit) && !element.contains(control));
        if (cover) { found.push({ control: describe(control), by: cover[0] }); break; }
      }
      return found;
    };
    const controls = 'a[href], button, input:not([type="hidden"]), select, textarea, [role="button"]';
    if (scope === 'screen') {
      scrollTo(0, 0);
      return [...document.querySelectorAll(controls)].filter((control) => {
        if (!visible(control)) return false;
        const box = control.getBoundingClientRect();
        return box.bottom > 0 && box.top < innerHeight && box.right > 0 && box.left < innerWidth;
      }).flatMap(check);
    }
    const form = document.getElementById('contact-form');
    if (!form) return [{ control: '#contact-form', by: 'missing' }];
    const found = [];
    for (const control of form.querySelectorAll(controls)) {
      if (!visible(control)) continue;
      control.scrollIntoView({ block: 'center', behavior: 'instant' });
      found.push(...check(control));
    }
    return found;
  })()`
}
