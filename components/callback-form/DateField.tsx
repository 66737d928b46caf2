// The call-back date: a real <input type="date"> (typeable, browser-validated, submits
// YYYY-MM-DD) with a French Mantine calendar beside it. The calendar's code (Mantine dates
// and dayjs) is fetched only when a visitor opens it. The window (today .. today + 30) is
// computed in the browser, never at build time.
import { ActionIcon, Popover, TextInput } from '@mantine/core'
import { IconCalendar } from '@tabler/icons-react'
import { useEffect, useState, type ChangeEvent, type ComponentType } from 'react'
import { callbackWindow } from '../../lib/date-window.js'
import classes from './CallbackForm.module.css'

type CalendarComponent = ComponentType<{ value: string; min: string; max: string; onPick: (value: string) => void }>

interface DateFieldProps {
  name: string
  label: string
  value: string
  error?: boolean
  onChange: (event: ChangeEvent<HTMLInputElement>) => void
  onInvalid: () => void
  onPick: (value: string) => void
}

export function DateField({ name, label, value, error, onChange, onInvalid, onPick }: DateFieldProps) {
  const [range, setRange] = useState<{ min: string; max: string } | null>(null)
  const [open, setOpen] = useState(false)
  // Loaded before the popover opens, so its focus trap finds the calendar's buttons at once.
  const [Calendar, setCalendar] = useState<CalendarComponent | null>(null)
  const toggle = async () => {
    refresh()
    if (!Calendar) {
      const module = await import('./FrenchCalendar.js')
      setCalendar(() => module.default)
    }
    setOpen((current) => !current)
  }
  const refresh = () => setRange(callbackWindow(new Date()))
  useEffect(refresh, [])

  return (
    <Popover opened={open} onChange={setOpen} position="bottom-end" shadow="md" trapFocus returnFocus withinPortal withRoles={false}>
      <Popover.Target>
        <TextInput
          type="date"
          name={name}
          label={label}
          required
          value={value}
          onChange={onChange}
          onInvalid={onInvalid}
          onFocus={refresh}
          error={error}
          min={range?.min}
          max={range?.max}
          classNames={{ input: classes.dateInput }}
          rightSectionPointerEvents="all"
          rightSection={
            <ActionIcon variant="subtle" aria-label="Ouvrir le calendrier" aria-haspopup="dialog" aria-expanded={open} onClick={() => void toggle()}>
              <IconCalendar size={20} aria-hidden="true" />
            </ActionIcon>
          }
        />
      </Popover.Target>
      <Popover.Dropdown>
        {open && range && Calendar && (
          <Calendar
            value={value}
            min={range.min}
            max={range.max}
            onPick={(picked) => {
              onPick(picked)
              setOpen(false)
            }}
          />
        )}
      </Popover.Dropdown>
    </Popover>
  )
}
