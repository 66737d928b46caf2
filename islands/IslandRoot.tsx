// The tree around every island, identical at build and in the browser: React's useId values
// (labels, aria-controls) depend on the tree's shape, so both sides must render the same one.
import { Component, useEffect, type ErrorInfo, type ReactNode } from 'react'

/** Catches an error while an island renders in the browser and hands it over. */
class IslandBoundary extends Component<{ onError?: (error: Error) => void; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false }

  static getDerivedStateFromError() {
    return { failed: true }
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error(error, info.componentStack)
    this.props.onError?.(error)
  }

  override render() {
    return this.state.failed ? null : this.props.children
  }
}

/** Calls back once React has committed the hydrated island (effects run after commit). */
function HydrationDone({ onDone }: { onDone?: () => void }) {
  useEffect(() => onDone?.(), [onDone])
  return null
}

export function IslandRoot({
  onError,
  onHydrated,
  children,
}: {
  onError?: (error: Error) => void
  onHydrated?: () => void
  children: ReactNode
}) {
  return (
    <>
      <IslandBoundary onError={onError}>{children}</IslandBoundary>
      <HydrationDone onDone={onHydrated} />
    </>
  )
}
