// The preview (scripts/serve.ts) against the real nginx of deploy/nginx.conf, on the built
// site: odd spellings of a path (doubled slashes, encoded slashes, backslashes, dot segments)
// get the same status and the same Location from both, and no Location ever leaves the host
// (« //lyon » would be a protocol-relative redirect to the host « lyon »).
import http from 'node:http'
import https from 'node:https'
import type net from 'node:net'
import path from 'node:path'
import { expect, test } from './host-fixtures.js'
import { createStaticServer } from '../../lib/node/static-server.js'

const PATHS = [
  '//lyon/',
  '//lyon',
  '//admin',
  '//index.html',
  '/\\lyon',
  '/\\/lyon/',
  '/%2f%2flyon',
  '/%2F%2Flyon/',
  '/%5clyon',
  '/%5c%5clyon/',
  '///lyon.html',
  '/lyon//',
  '//lyon/?utm_source=x',
  '/admin%2f..%2findex.html',
  '/%2e%2e/%2e%2e/etc/passwd',
  '/a/../lyon/',
  '/./lyon',
  '/..',
  '/services//lavage-tapis/',
  '//',
  '/%2f',
  '/robots.txt/',
]

/** One raw GET (no URL parser in between: it would rewrite backslashes and dots). */
function get(client: typeof http | typeof https, port: number, route: string, ca?: string): Promise<{ status: number; location?: string }> {
  return new Promise((resolve, reject) => {
    const request = client.get({ host: '127.0.0.1', port, path: route, ca }, (response) => {
      response.resume()
      resolve({ status: response.statusCode ?? 0, location: response.headers.location })
    })
    request.on('error', reject)
  })
}

test.describe('preview and nginx on odd paths', () => {
  let preview: http.Server
  test.beforeAll(async () => {
    preview = createStaticServer(path.resolve('dist/client'))
    await new Promise<void>((resolve) => preview.listen(0, '127.0.0.1', resolve))
  })
  test.afterAll(async () => {
    await new Promise((resolve) => preview?.close(resolve))
  })

  // nginx: the worker's own (./host-fixtures.ts), shared with hosts.spec.ts.
  test('the same status and Location, never towards another host', async ({ nginx }) => {
    const nginxPort = Number(new URL(nginx.base).port)
    const previewPort = (preview.address() as net.AddressInfo).port
    for (const route of PATHS) {
      const reference = await get(https, nginxPort, route, nginx.ca)
      const answer = await get(http, previewPort, route)
      expect(answer, route).toEqual(reference)
      if (answer.location) expect(answer.location, route).toMatch(/^\/(?![/\\])/)
    }
  })
})
