// A small W3C WebDriver client over fetch, for WebKitGTK's WebKitWebDriver (Debian's
// webkit2gtk-driver), which drives MiniBrowser. Only what the engine smoke uses: a session,
// navigation, scripts, element clicks and keys, the window's size, screenshots.
import { spawn, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import { budget } from '../support/budget.js'
import { freePort } from '../support/ports.js'

export const MINIBROWSER = [
  '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser',
  '/usr/lib/aarch64-linux-gnu/webkit2gtk-4.1/MiniBrowser',
].find((file) => fs.existsSync(file))

/** An X display for the browser: Xvfb, which picks a free display number itself. */
export async function startXvfb(): Promise<{ display: string; stop: () => void }> {
  const xvfb = spawn('Xvfb', ['-displayfd', '1', '-screen', '0', '1600x1200x24', '-nolisten', 'tcp'], {
    stdio: ['ignore', 'pipe', 'ignore'],
  })
  const display = await new Promise<string>((resolve, reject) => {
    xvfb.stdout.once('data', (data: Buffer) => resolve(`:${data.toString().trim()}`))
    xvfb.once('exit', (code) => reject(new Error(`Xvfb exited (${code})`)))
  })
  return { display, stop: () => xvfb.kill() }
}

export class WebDriverSession {
  private constructor(
    private readonly base: string,
    private readonly id: string,
  ) {}

  static async start(driver: string, capabilities: Record<string, unknown>): Promise<WebDriverSession> {
    const session = (await command(driver, 'POST', '/session', { capabilities: { alwaysMatch: capabilities } })) as { sessionId: string }
    return new WebDriverSession(driver, session.sessionId)
  }

  private call(method: string, route: string, body?: unknown) {
    return command(this.base, method, `/session/${this.id}${route}`, body)
  }

  navigate = (url: string) => this.call('POST', '/url', { url })
  setWindowRect = (width: number, height: number) => this.call('POST', '/window/rect', { width, height })
  /** Runs `script` (a function body; `arguments` holds args then the callback) and resolves with what it passes back. */
  executeAsync = (script: string, args: unknown[] = []) => this.call('POST', '/execute/async', { script, args })
  async find(css: string): Promise<string> {
    // A web element is an object with one key, the specification's element identifier.
    const found = (await this.call('POST', '/element', { using: 'css selector', value: css })) as Record<string, string>
    return Object.values(found)[0]!
  }
  click = async (css: string) => this.call('POST', `/element/${await this.find(css)}/click`, {})
  type = async (css: string, text: string) => this.call('POST', `/element/${await this.find(css)}/value`, { text })
  screenshot = async () => Buffer.from((await this.call('GET', '/screenshot')) as string, 'base64')
  close = () => this.call('DELETE', '')
}

async function command(base: string, method: string, route: string, body?: unknown): Promise<unknown> {
  const response = await fetch(`${base}${route}`, {
    method,
    headers: { 'Content-Type': 'application/json; charset=utf-8' },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  const answer = (await response.json()) as { value: unknown }
  const value = answer.value as { error?: string; message?: string } | null
  if (!response.ok || (value && typeof value === 'object' && 'error' in value && value.error))
    throw new Error(`WebDriver ${method} ${route}: ${value?.error ?? response.status} ${value?.message ?? ''}`)
  return answer.value
}

/** WebKitWebDriver on a free port, on `display`; resolves once it answers. */
export async function startWebKitDriver(display: string): Promise<{ url: string; process: ChildProcess; stop: () => void }> {
  const port = await freePort()
  const driver = spawn('WebKitWebDriver', [`--port=${port}`], { env: { ...process.env, DISPLAY: display }, stdio: 'ignore' })
  const url = `http://127.0.0.1:${port}`
  for (const deadline = Date.now() + budget(5_000); Date.now() < deadline;) {
    try {
      await fetch(`${url}/status`)
      return { url, process: driver, stop: () => driver.kill() }
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
  }
  driver.kill()
  throw new Error(`WebKitWebDriver did not answer in ${budget(5_000) / 1000} s`)
}
