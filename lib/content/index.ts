export { loadContent, contentDir, allRoutes, ContentValidationError, ROOT_DIR, type Content } from './load.js'
export { validateContent, formatError, type ContentError } from './validate.js'
export { checkHtml } from './html.js'
