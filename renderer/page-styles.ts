// Page components run only at build (their `Page` is server-only), so the browser bundle
// never imports them, nor their CSS modules (nor the islands kit's, whose element is rendered
// at build only). Importing every CSS module here puts all of their rules in the site's one
// stylesheet, under the same class names the HTML uses.
import.meta.glob(['../components/**/*.module.css', '../islands/**/*.module.css', '../pages/**/*.module.css'], { eager: true })
