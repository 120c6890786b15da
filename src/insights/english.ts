// Counts in the built-in English texts of summaries and facts: "1 day", "2 days", "once a week".
// Every count a text shows goes through one of these, so none reads "1 days".
const EN_0 = new Intl.NumberFormat('en-US')
const EN_1 = new Intl.NumberFormat('en-US', { maximumFractionDigits: 1 })

/** `n` and its noun: "1 workout", "2 workouts", "1,200 meals" (`n` rounded to a whole number). */
export function plural(n: number, one: string, many = `${one}s`): string {
  const k = Math.round(n)
  return `${EN_0.format(k)} ${k === 1 ? one : many}`
}

/** "your last session", "your last 5 sessions". */
export const lastOf = (n: number, one: string, many = `${one}s`): string => (Math.round(n) === 1 ? `your last ${one}` : `your last ${plural(n, one, many)}`)

/** A rate (one decimal): "once a week", "twice a week", "1.5 times a week". */
export function timesAWeek(x: number): string {
  const r = Math.round(x * 10) / 10
  return r === 1 ? 'once a week' : r === 2 ? 'twice a week' : `${EN_1.format(r)} times a week`
}

/** Whole days of a week (0 to 7): "less than 1 day a week", "1 day a week", "3 days a week", "every day". */
export function daysAWeek(days: number): string {
  const k = Math.round(days)
  return k <= 0 ? 'less than 1 day a week' : k >= 7 ? 'every day' : `${plural(k, 'day')} a week`
}
