// Runs work once the browser has nothing more urgent to do (after hydration, between a
// visitor's taps), so code or pictures a tap will need are there before the tap. Returns the
// cancel function React's effects expect. Safari has no requestIdleCallback: a short timeout.
export function whenIdle(work: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(work, { timeout: 2000 })
    return () => window.cancelIdleCallback(handle)
  }
  const handle = setTimeout(work, 200)
  return () => clearTimeout(handle)
}
