// Constants of SPEC.md that more than one test checks the site against, written here from
// the specification (not read from content/, which is what they test).

/** The call-back time slots, as submitted (`heure_rappel`): 9:00–12:00 and 14:00–18:00, every half hour. */
export const CALLBACK_SLOTS = [
  '09:00',
  '09:30',
  '10:00',
  '10:30',
  '11:00',
  '11:30',
  '12:00',
  '14:00',
  '14:30',
  '15:00',
  '15:30',
  '16:00',
  '16:30',
  '17:00',
  '17:30',
  '18:00',
]

/** The call-back form's visible labels, by control name (DESIGN.md, the UI contract). */
export const FORM_LABELS: Record<string, string> = {
  telephone: 'Téléphone',
  email: 'Email',
  date_rappel: 'Date de rappel',
  heure_rappel: 'Heure de rappel',
  type_tapis: 'Type de tapis',
  probleme: 'Problème constaté',
  service: 'Service souhaité',
  message: 'Message',
}
