// A content error as the maintainer reads it (one line: file, JSON pointer, the rule's
// words), and the error that carries every one of them when content cannot be served: the
// same lines from `npm run validate`, the build, the dev server and the scripts.
import type { ContentError } from './rule-book.js'

export type { ContentError } from './rule-book.js'

export function formatError(error: ContentError): string {
  return `${error.file}: ${error.pointer || '/'}: ${error.message}`
}

export class ContentValidationError extends Error {
  constructor(readonly errors: ContentError[]) {
    super(`${errors.length} content error${errors.length > 1 ? 's' : ''}:\n${errors.map(formatError).join('\n')}`)
    this.name = 'ContentValidationError'
  }
}
