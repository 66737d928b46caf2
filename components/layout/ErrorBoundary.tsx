// Catches an unexpected error while rendering a page in the browser and shows the generic
// screen of SPEC.md §8 with the error's message, instead of a blank page.
import { Component, type ErrorInfo, type ReactNode } from 'react'
import { AppErrorScreen } from './AppErrorScreen.js'

export class ErrorBoundary extends Component<{ children: ReactNode }, { error: Error | null }> {
  override state: { error: Error | null } = { error: null }

  static getDerivedStateFromError(error: Error) {
    return { error }
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error(error, info.componentStack)
  }

  override render() {
    if (this.state.error) return <AppErrorScreen message={this.state.error.message} />
    return this.props.children
  }
}
