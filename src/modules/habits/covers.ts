// Cover images of the built-in habits: one small generated SVG per category, served by healthd.
import { HABIT_CATEGORIES, type HabitCategory } from './schemas.js'

/** Where a category's cover is served; the built-in catalogue stores this path. */
export const coverPath = (category: HabitCategory) => `/habits/covers/${category}.svg`

/** A stored cover made absolute: paths are healthd's own (under PUBLIC_URL), URLs stay as they are. */
export const absoluteCover = (cover: string, publicUrl: string) => (cover.startsWith('/') ? publicUrl + cover : cover)

interface Style {
  label: string
  from: string
  to: string
  /** SVG elements drawn over the gradient, in a 1200 × 400 canvas. */
  shape: string
}

const INK = 'fill="#ffffff"'
const LINE = 'fill="none" stroke="#ffffff" stroke-linecap="round" stroke-linejoin="round"'

const STYLES: Record<HabitCategory, Style> = {
  sleep: {
    label: 'Sleep',
    from: '#1e1b4b',
    to: '#6d28d9',
    // A crescent moon and a few stars.
    shape: `<path ${INK} fill-opacity="0.92" d="M862 104a112 112 0 1 0 118 170a92 92 0 1 1-118-170z"/>
  <g ${INK} fill-opacity="0.7"><circle cx="700" cy="120" r="5"/><circle cx="1040" cy="90" r="4"/><circle cx="760" cy="290" r="3"/><circle cx="1090" cy="250" r="5"/><circle cx="640" cy="220" r="3"/></g>`,
  },
  movement: {
    label: 'Movement',
    from: '#f97316',
    to: '#db2777',
    // Three chevrons pressing forward.
    shape: `<g ${LINE} stroke-width="34" stroke-opacity="0.9"><path d="M700 110l90 90-90 90"/><path d="M820 110l90 90-90 90" stroke-opacity="0.7"/><path d="M940 110l90 90-90 90" stroke-opacity="0.5"/></g>`,
  },
  nutrition: {
    label: 'Nutrition',
    from: '#15803d',
    to: '#84cc16',
    // A leaf with its midrib.
    shape: `<path ${INK} fill-opacity="0.9" d="M720 320C720 170 840 80 1040 80C1040 250 930 320 800 320Z"/>
  <path fill="none" stroke="#15803d" stroke-linecap="round" stroke-width="10" d="M740 310C820 240 900 170 990 120"/>`,
  },
  stress: {
    label: 'Stress',
    from: '#0f766e',
    to: '#38bdf8',
    // Breathing rings.
    shape: `<g ${LINE} stroke-width="10"><circle cx="880" cy="200" r="40" stroke-opacity="0.95"/><circle cx="880" cy="200" r="85" stroke-opacity="0.7"/><circle cx="880" cy="200" r="130" stroke-opacity="0.45"/><circle cx="880" cy="200" r="175" stroke-opacity="0.25"/></g>`,
  },
  recovery: {
    label: 'Recovery',
    from: '#b45309',
    to: '#e11d48',
    // A calm heartbeat trace.
    shape: `<path ${LINE} stroke-width="16" stroke-opacity="0.92" d="M620 210h150l40-90 60 190 50-150 30 50h230"/>`,
  },
}

const svgs = new Map<string, string>(
  HABIT_CATEGORIES.map((category) => {
    const s = STYLES[category]
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="400" viewBox="0 0 1200 400" role="img" aria-label="${s.label}">
  <title>${s.label}</title>
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${s.from}"/><stop offset="1" stop-color="${s.to}"/></linearGradient></defs>
  <rect width="1200" height="400" fill="url(#g)"/>
  ${s.shape}
  <text x="80" y="330" ${INK} fill-opacity="0.95" font-family="system-ui, -apple-system, 'Segoe UI', sans-serif" font-size="56" font-weight="600">${s.label}</text>
</svg>
`
    return [category, svg]
  }),
)

/** The SVG of a category's cover, or undefined for a name that is not a category. */
export const coverSvg = (category: string): string | undefined => svgs.get(category)
