// What the admin's local backend may touch: decap-server's file-system mode works in the
// folder that holds content/ (the configuration's paths start with content/), so on its own
// it would read and write anything there (package.json, .git/hooks). Every path a request
// names must lie under content/; any other request is refused before decap-server sees it.

type Body = { action?: unknown; params?: Record<string, unknown> }

const pathOf = (value: unknown): string[] => (typeof value === 'string' ? [value] : [])

/** Every path a decap-server request names (files read, written, moved or deleted, folders listed). */
export function requestPaths(body: Body): string[] {
  const params = body.params ?? {}
  const records = (value: unknown) => (Array.isArray(value) ? value : [])
  const entry = params.entry as Record<string, unknown> | undefined
  const asset = params.asset as Record<string, unknown> | undefined
  return [
    ...pathOf(params.path),
    ...pathOf(params.folder),
    ...pathOf(params.mediaFolder),
    ...pathOf(entry?.path),
    ...pathOf(entry?.newPath),
    ...pathOf(asset?.path),
    ...records(params.dataFiles).flatMap((file) => [...pathOf(file?.path), ...pathOf(file?.newPath)]),
    ...records(params.assets).flatMap((file) => pathOf(file?.path)),
    ...records(params.files).flatMap((file) => pathOf(file?.path)),
    ...records(params.paths).flatMap(pathOf),
  ]
}

/** True for content/… without a way out (no `..`, no absolute path, no backslash, no NUL). */
export function isContentPath(path: string): boolean {
  if (/[\\\u0000]/.test(path) || path.startsWith('/')) return false
  const parts = path.split('/')
  return parts[0] === 'content' && parts.length > 1 && parts.every((part) => part !== '..' && part !== '.')
}

/** The paths of a request that lie outside content/ ([] when it may pass). */
export function forbiddenPaths(body: Body): string[] {
  return requestPaths(body).filter((path) => !isContentPath(path))
}
