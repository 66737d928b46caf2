// Page components run only at build (their `Page` is server-only), so the browser bundle
// never imports them, nor their CSS modules. Importing every CSS module here puts all of
// their rules in the site's one stylesheet, under the same class names the HTML uses.
import.meta.glob(['../components/**/*.module.css', '../pages/**/*.module.css'], { eager: true })
