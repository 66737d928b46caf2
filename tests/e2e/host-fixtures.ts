// The real hosts of ./hosts.ts as worker fixtures: one nginx and one plain wrangler per test
// worker, started when a test first asks for it and shared by every later test of that worker
// (hosts.spec.ts, version.spec.ts, preview-paths.spec.ts), where each file used to start its
// own. A test that changes what a host serves starts its own instead (oauth, admin-github).
import type { Page } from '@playwright/test'
import { budget } from '../support/budget.js'
import { test as base, type ConsoleLog } from './fixtures.js'
import { request, startNginx, startWrangler, type Answer, type Host } from './hosts.js'

/** A worker fixture holding the host `start` makes, stopped with its worker. */
function hostFixture(
  start: () => Promise<Host>,
  timeout: number,
): [(args: object, use: (host: Host) => Promise<void>) => Promise<void>, { scope: 'worker'; timeout: number }] {
  return [
    async ({}, use: (host: Host) => Promise<void>) => {
      const host = await start()
      try {
        await use(host)
      } finally {
        host.stop()
      }
    },
    { scope: 'worker', timeout },
  ]
}

export const test = base.extend<object, { nginx: Host; wrangler: Host }>({
  nginx: hostFixture(startNginx, budget(60_000)),
  // wrangler's first start compiles the functions: the longer budget.
  wrangler: hostFixture(startWrangler, budget(120_000)),
})

export { expect } from './fixtures.js'

export type HostName = 'nginx' | 'wrangler'

/**
 * `test` on the worker's `name` host: the body gets it beside the page. (Playwright starts
 * only the fixtures a test names in its parameters, so each name has its own literal one; a
 * worker option set per describe would be simpler, but Playwright refuses it there. Reports
 * give this file as the test's line; its title path names the spec file.)
 */
export function testOn(name: HostName) {
  return (title: string, body: (fixtures: OnHost) => Promise<void>) =>
    name === 'nginx'
      ? test(title, ({ nginx, page, consoleLog }) => body(onHost(nginx, page, consoleLog)))
      : test(title, ({ wrangler, page, consoleLog }) => body(onHost(wrangler, page, consoleLog)))
}

export interface OnHost {
  host: Host
  /** GET (or `method`) a path of the host, redirects not followed, its certificate trusted. */
  get: (route: string, headers?: Record<string, string>, method?: string) => Promise<Answer>
  page: Page
  consoleLog: ConsoleLog
}

function onHost(host: Host, page: Page, consoleLog: ConsoleLog): OnHost {
  return { host, get: (route, headers, method) => request(`${host.base}${route}`, { ca: host.ca, headers, method }), page, consoleLog }
}
