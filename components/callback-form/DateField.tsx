// The call-back date: a real <input type="date"> (typeable, browser-validated, submits
// YYYY-MM-DD) with a button that unfolds a French Mantine calendar below it. The calendar's
// code (Mantine dates and dayjs) is not part of the page load: once the browser is idle after
// hydration it is fetched and the calendar rendered, hidden, in a transition (slices of a few
// milliseconds), so a tap on the button only unhides it. The window (today .. today + 30) is
// computed in the browser, never at build time.
import { TextInput } from '@mantine/core'
import {
  startTransition,
  useCallback,
  useDeferredValue,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  type ChangeEvent,
  type FormEvent,
  type KeyboardEvent,
} from 'react'
import { callbackWindow } from '../../lib/browser/date-window.js'
import type { CallbackForm } from '../../schemas/content-types.js'
import { useLazyModule } from '../common/useLazyModule.js'
import { whenIdle } from '../common/when-idle.js'
import { Icon } from '../common/Icon.js'
import classes from './CallbackForm.module.css'

interface DateFieldProps {
  id: string
  name: string
  label: string
  labels: CallbackForm['calendar']
  value: string
  error?: boolean
  onChange: (event: ChangeEvent<HTMLInputElement>) => void
  onInvalid: (event: FormEvent<HTMLInputElement>) => void
  onPick: (value: string) => void
}

/** The calendar panel: its window (today .. today + 30, set on the input), its code fetched
 *  when the browser is idle, opening and closing (Escape, a pick) with focus back on the button. */
function useCalendarPanel(value: string, labels: CallbackForm['calendar'], onPick: (value: string) => void) {
  const [range, setRange] = useState<{ min: string; max: string } | null>(null)
  const [open, setOpen] = useState(false)
  const [calendar, loadCalendar] = useLazyModule(() => import('./FrenchCalendar.js'))
  const buttonRef = useRef<HTMLButtonElement>(null)
  const inputRef = useRef<HTMLInputElement>(null)
  // The window goes on the input itself, not through state: rendering the field again right
  // after hydration was one more long task on the pages with the form. React never sets
  // min or max here, so it does not undo this.
  const applyWindow = () => {
    const dates = callbackWindow(new Date())
    inputRef.current?.setAttribute('min', dates.min)
    inputRef.current?.setAttribute('max', dates.max)
    return dates
  }
  // The same object while the window is the same: the rendered calendar is then kept as is.
  const updateRange = () => {
    const dates = applyWindow()
    setRange((current) => (current?.min === dates.min && current.max === dates.max ? current : dates))
  }
  useEffect(() => void applyWindow(), [])
  useEffect(() => whenIdle(() => void loadCalendar().then(() => startTransition(updateRange))), [loadCalendar])

  // With the calendar's code already there (fetched at idle), the panel opens in the tap's
  // own render; after an await it would wait for a later task of React's scheduler.
  const toggle = () => {
    updateRange()
    if (calendar) setOpen((current) => !current)
    else void loadCalendar().then(() => setOpen((current) => !current))
  }
  const close = useCallback(() => {
    setOpen(false)
    buttonRef.current?.focus()
  }, [])
  // Read through a ref: the calendar below is kept as rendered whatever the caller passes.
  const onPickRef = useRef(onPick)
  onPickRef.current = onPick
  const pick = useCallback(
    (picked: string) => {
      onPickRef.current(picked)
      close()
    },
    [close],
  )
  // The calendar follows the typed date at low priority: a keystroke in the field paints
  // first, then the (often hidden) month is rendered again in the background.
  const calendarValue = useDeferredValue(value)
  const calendarElement = useMemo(
    () => range && calendar && <calendar.default value={calendarValue} min={range.min} max={range.max} labels={labels} onPick={pick} />,
    [range, calendar, calendarValue, labels, pick],
  )
  const onPanelKey = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') close()
  }

  return { open, inputRef, buttonRef, applyWindow, toggle, onPanelKey, calendarElement }
}

export function DateField({ id, name, label, labels, value, error, onChange, onInvalid, onPick }: DateFieldProps) {
  const panelId = useId()
  const { open, inputRef, buttonRef, applyWindow, toggle, onPanelKey, calendarElement } = useCalendarPanel(value, labels, onPick)

  return (
    <div className={classes.dateField}>
      <TextInput
        type="date"
        id={id}
        name={name}
        label={label}
        required
        value={value}
        onChange={onChange}
        onInvalid={onInvalid}
        onFocus={applyWindow}
        error={error}
        ref={inputRef}
        classNames={{ input: classes.dateInput }}
        rightSectionPointerEvents="all"
        rightSection={
          <button
            ref={buttonRef}
            type="button"
            className={classes.calendarButton}
            aria-label={labels.open}
            aria-expanded={open}
            aria-controls={panelId}
            onClick={toggle}
          >
            <Icon name="calendar" size={20} />
          </button>
        }
      />
      <div id={panelId} className={classes.calendarPanel} hidden={!open} role="group" aria-label={labels.panel} onKeyDown={onPanelKey}>
        {calendarElement}
      </div>
    </div>
  )
}
