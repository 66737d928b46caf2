// The call-back date: a real <input type="date"> (typeable, browser-validated, submits
// YYYY-MM-DD) with a button that unfolds a French Mantine calendar below it. The calendar's
// code (Mantine dates and dayjs) is not part of the page load: it is fetched once the browser
// is idle after hydration, so it is there when the button is tapped (and fetched then at the
// latest). The window (today .. today + 30) is computed in the browser, never at build time.
import { TextInput } from '@mantine/core'
import { useEffect, useId, useRef, useState, type ChangeEvent, type KeyboardEvent } from 'react'
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
  onInvalid: () => void
  onPick: (value: string) => void
}

export function DateField({ id, name, label, labels, value, error, onChange, onInvalid, onPick }: DateFieldProps) {
  const [range, setRange] = useState<{ min: string; max: string } | null>(null)
  const [open, setOpen] = useState(false)
  const [calendar, loadCalendar] = useLazyModule(() => import('./FrenchCalendar.js'))
  const panelId = useId()
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
  useEffect(() => void applyWindow(), [])
  useEffect(() => whenIdle(() => void loadCalendar()), [loadCalendar])

  const toggle = async () => {
    setRange(applyWindow())
    await loadCalendar()
    setOpen((current) => !current)
  }
  const close = () => {
    setOpen(false)
    buttonRef.current?.focus()
  }
  const onPanelKey = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') close()
  }

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
            onClick={() => void toggle()}
          >
            <Icon name="calendar" size={20} />
          </button>
        }
      />
      <div id={panelId} className={classes.calendarPanel} hidden={!open} role="group" aria-label={labels.panel} onKeyDown={onPanelKey}>
        {open && range && calendar && (
          <calendar.default
            value={value}
            min={range.min}
            max={range.max}
            labels={labels}
            onPick={(picked) => {
              onPick(picked)
              close()
            }}
          />
        )}
      </div>
    </div>
  )
}
