// Loaded on demand by DateField: Mantine's date picker in French.
import { DatePicker, DatesProvider } from '@mantine/dates'
import 'dayjs/locale/fr'
import '@mantine/dates/styles.css'
import type { CallbackForm } from '../../schemas/content-types.js'
import classes from './FrenchCalendar.module.css'

export default function FrenchCalendar({
  value,
  min,
  max,
  labels,
  onPick,
}: {
  value: string
  min: string
  max: string
  labels: CallbackForm['calendar']
  onPick: (value: string) => void
}) {
  return (
    <DatesProvider settings={{ locale: 'fr', firstDayOfWeek: 1 }}>
      <DatePicker
        value={value || null}
        minDate={min}
        maxDate={max}
        defaultDate={value || min}
        onChange={(picked) => picked && onPick(picked)}
        size="sm"
        previousLabel={labels.previousMonth}
        nextLabel={labels.nextMonth}
        classNames={{ day: classes.day, weekday: classes.weekday }}
      />
    </DatesProvider>
  )
}
