// Loads a module the first time it is needed (a dialog opening, a calendar, a notice) and
// keeps it: the code of what a visitor may never use is not part of the page load.
import { useCallback, useRef, useState } from 'react'

export function useLazyModule<T>(load: () => Promise<T>): [T | null, () => Promise<T>] {
  const [module, setModule] = useState<T | null>(null)
  const pending = useRef<Promise<T> | null>(null)
  const get = useCallback(() => {
    pending.current ??= load().then((loaded) => {
      setModule(() => loaded)
      return loaded
    })
    return pending.current
    // No dependencies: the loader is a constant import() expression, loaded once.
  }, [])
  return [module, get]
}
