// `npm run bench:hosts`: Lighthouse (mobile preset, simulated throttling, Debian Chromium) on
// the six benchmark pages of the last build as Cloudflare Pages' engine (`wrangler pages dev`)
// and nginx (deploy/nginx.conf over https) serve them: LCP, the no-JS floor (the same page
// with every script blocked), their ratio, and the redirects the visitor meets on the way to
// the page (target 0: every link and sitemap URL answers 200 at once). RUNS=3 by default,
// medians; the machine is shared, so read ratios rather than milliseconds.
import lighthouse from 'lighthouse'
import { startNginx, startWrangler, type Host } from '../tests/e2e/hosts.js'
import { launchBenchChrome } from './bench-chrome.js'

const PAGES = ['/', '/services/lavage-tapis', '/lyon', '/paris-8e', '/contact', '/a-proximite']
const RUNS = Number(process.env.RUNS ?? 3)

/** Median of the runs that measured something: a run where Lighthouse recorded no LCP (0, under load) is left out. */
const median = (values: number[]) => {
  const measured = values.filter((value) => value > 0).sort((a, b) => a - b)
  return measured.length ? measured[Math.floor(measured.length / 2)] : NaN
}

async function measure(chromePort: number, url: string, blockScripts: boolean): Promise<{ lcp: number; redirects: number }> {
  const result = await lighthouse(url, {
    port: chromePort,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
    blockedUrlPatterns: blockScripts ? ['*.js'] : [],
  })
  if (!result) throw new Error(`no Lighthouse result for ${url}`)
  const redirects = (result.lhr.audits.redirects.details as { items?: unknown[] } | undefined)?.items?.length ?? 0
  return { lcp: result.lhr.audits['largest-contentful-paint'].numericValue ?? 0, redirects: Math.max(0, redirects - 1) }
}

const chrome = await launchBenchChrome(['--ignore-certificate-errors'])
const lines: string[] = []
try {
  for (const start of [startWrangler, startNginx]) {
    const host: Host = await start()
    try {
      await measure(chrome.port, `${host.base}/`, false) // warm-up, thrown away
      for (const page of PAGES) {
        const runs = []
        for (let run = 0; run < RUNS; run++) runs.push(await measure(chrome.port, `${host.base}${page}`, false))
        // The floor: one run, the page with every script blocked (what a visitor sees first).
        const floor = median([(await measure(chrome.port, `${host.base}${page}`, true)).lcp])
        const lcp = median(runs.map((run) => run.lcp))
        const redirects = Math.max(...runs.map((run) => run.redirects))
        lines.push(
          `${host.name.padEnd(9)} ${page.padEnd(23)} ${lcp.toFixed(0).padStart(7)} ${floor.toFixed(0).padStart(9)} ${(lcp / floor).toFixed(2).padStart(10)} ${String(redirects).padStart(10)}`,
        )
        process.stdout.write('.')
      }
    } finally {
      host.stop()
    }
  }
} finally {
  await chrome.kill()
}
console.log(
  `\n\nLighthouse ${RUNS}× per page (medians), mobile preset, simulated throttling; floor = the page with its scripts blocked, one run.`,
)
console.log('host      page                     LCP ms  floor ms  LCP/floor  redirects')
console.log(lines.join('\n'))
