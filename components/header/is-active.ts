/** Whether a menu entry is the current section: home only on exactly "/", others also on their sub-pages. */
export function isActive(url: string, path: string): boolean {
  if (url === '/') return path === '/'
  return path === url || path.startsWith(`${url}/`)
}
