// What the admin's local backend may touch: decap-server's file-system mode works in the
// folder that holds content/ (the configuration's paths start with content/), so on its own
// it would read and write anything there (package.json, .git/hooks). Every path a request
// names must lie under content/; any other request is refused before decap-server sees it.
// The text of a path is not enough: a link inside content/ (`ln -s .. content/up`) leads
// out of it, so each path is also resolved on disk, link by link: that half reads the disk,
// so it lives in lib/node/content-links.ts, and this one stays pure.

export type RequestBody = { action?: unknown; params?: Record<string, unknown> }

const pathOf = (value: unknown): string[] => (typeof value === 'string' ? [value] : [])

/** Every path a decap-server request names (files read, written, moved or deleted, folders listed). */
export function requestPaths(body: RequestBody): string[] {
  return [...filePaths(body), ...folderPaths(body)]
}

/** The files a request reads, writes, moves or deletes. */
export function filePaths(body: RequestBody): string[] {
  const params = body.params ?? {}
  const records = (value: unknown) => (Array.isArray(value) ? value : [])
  const entry = params.entry as Record<string, unknown> | undefined
  const asset = params.asset as Record<string, unknown> | undefined
  return [
    ...pathOf(params.path),
    ...pathOf(entry?.path),
    ...pathOf(entry?.newPath),
    ...pathOf(asset?.path),
    ...records(params.dataFiles).flatMap((file) => [...pathOf(file?.path), ...pathOf(file?.newPath)]),
    ...records(params.assets).flatMap((file) => pathOf(file?.path)),
    ...records(params.files).flatMap((file) => pathOf(file?.path)),
    ...records(params.paths).flatMap(pathOf),
  ]
}

/** The folders a request lists: decap-server reads every file in them. */
export function folderPaths(body: RequestBody): string[] {
  const params = body.params ?? {}
  return [...pathOf(params.folder), ...pathOf(params.mediaFolder)]
}

/** True for content/… without a way out (no `..`, no absolute path, no backslash, no NUL). */
export function isContentPath(path: string): boolean {
  if (/[\\\u0000]/.test(path) || path.startsWith('/')) return false
  const parts = path.split('/')
  return parts[0] === 'content' && parts.length > 1 && parts.every((part) => part !== '..' && part !== '.')
}

/** The paths of a request that lie outside content/ as written ([] when it may pass). */
export function forbiddenPaths(body: RequestBody): string[] {
  return requestPaths(body).filter((path) => !isContentPath(path))
}
