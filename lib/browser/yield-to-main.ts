// Ends the current task and resumes in a new one, so the browser can handle input and paint
// in between. Not setTimeout or requestAnimationFrame: a paused test clock (Playwright's
// page.clock) freezes those, and hydration must not wait on the clock.
interface Scheduler {
  yield?: () => Promise<void>
}

export function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: Scheduler }).scheduler
  if (scheduler?.yield) return scheduler.yield()
  return new Promise((resolve) => {
    const channel = new MessageChannel()
    channel.port1.onmessage = () => resolve()
    channel.port2.postMessage(null)
  })
}
