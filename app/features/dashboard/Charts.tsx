import type { ChartBar } from './dashboard'

/*
 * Charts drawn on the server as plain SVG (no chart library, no script): each sits above a table
 * with the same figures, so the picture is named briefly and the numbers are read in the table.
 */

const WIDTH = 720
const LABEL_WIDTH = 220
const FIGURE_WIDTH = 120
const BAR_HEIGHT = 22
const GAP = 10

function shorten(label: string, max = 30) {
	return label.length > max ? `${label.slice(0, max - 1)}…` : label
}

/** One horizontal bar per value, with its figure at the end; an optional marker line (e.g. the 24-hour promise). */
export function BarChart({ title, bars, unit, marker }: { title: string; bars: ChartBar[]; unit?: string; marker?: { value: number; label: string } }) {
	const plot = WIDTH - LABEL_WIDTH - FIGURE_WIDTH
	const max = Math.max(1, marker?.value ?? 0, ...bars.map((b) => b.value))
	const markerTop = marker ? 24 : 0
	const height = markerTop + bars.length * (BAR_HEIGHT + GAP) + GAP
	const x = (value: number) => LABEL_WIDTH + (value / max) * plot
	return (
		<svg viewBox={`0 0 ${WIDTH} ${height}`} role="img" aria-label={`Chart: ${title}${unit ? `, in ${unit}` : ''}. The figures are in the table below.`} className="h-auto w-full max-w-3xl">
			{bars.map((bar, i) => {
				const y = markerTop + GAP + i * (BAR_HEIGHT + GAP)
				return (
					<g key={bar.label}>
						<text x={LABEL_WIDTH - 8} y={y + BAR_HEIGHT / 2} textAnchor="end" dominantBaseline="middle" className="fill-slate-800 text-[13px]">
							{shorten(bar.label)}
						</text>
						<rect x={LABEL_WIDTH} y={y} width={Math.max(bar.value > 0 ? 2 : 0, x(bar.value) - LABEL_WIDTH)} height={BAR_HEIGHT} rx={3} className="fill-brand-700" />
						<text x={x(bar.value) + 6} y={y + BAR_HEIGHT / 2} dominantBaseline="middle" className="fill-slate-900 text-[13px] font-semibold">
							{bar.text}
						</text>
					</g>
				)
			})}
			{marker ? (
				<g>
					<line x1={x(marker.value)} x2={x(marker.value)} y1={18} y2={height} strokeDasharray="4 3" strokeWidth={2} className="stroke-red-700" />
					<text x={x(marker.value)} y={12} textAnchor="middle" className="fill-red-800 text-[12px] font-semibold">
						{marker.label}
					</text>
				</g>
			) : null}
		</svg>
	)
}

/** One column per period (day or week), the scale's top and the first and last periods named. */
export function ColumnChart({ title, bars }: { title: string; bars: ChartBar[] }) {
	const height = 220
	const left = 48
	const bottom = 28
	const top = 12
	const plotWidth = WIDTH - left - 8
	const plotHeight = height - top - bottom
	const max = Math.max(1, ...bars.map((b) => b.value))
	const step = plotWidth / Math.max(1, bars.length)
	const barWidth = Math.max(1, step * 0.75)
	return (
		<svg viewBox={`0 0 ${WIDTH} ${height}`} role="img" aria-label={`Chart: ${title}. The figures are in the table below.`} className="h-auto w-full max-w-3xl">
			<line x1={left} x2={WIDTH - 8} y1={top + plotHeight} y2={top + plotHeight} strokeWidth={1} className="stroke-slate-400" />
			<text x={left - 6} y={top + 4} textAnchor="end" className="fill-slate-800 text-[12px]">
				{max}
			</text>
			<text x={left - 6} y={top + plotHeight} textAnchor="end" className="fill-slate-800 text-[12px]">
				0
			</text>
			{bars.map((bar, i) => {
				const barHeight = (bar.value / max) * plotHeight
				return <rect key={bar.label} x={left + i * step + (step - barWidth) / 2} y={top + plotHeight - barHeight} width={barWidth} height={barHeight} className="fill-brand-700" />
			})}
			{bars.length > 0 ? (
				<>
					<text x={left} y={height - 8} className="fill-slate-800 text-[12px]">
						{bars[0]!.label}
					</text>
					{bars.length > 1 ? (
						<text x={WIDTH - 8} y={height - 8} textAnchor="end" className="fill-slate-800 text-[12px]">
							{bars[bars.length - 1]!.label}
						</text>
					) : null}
				</>
			) : null}
		</svg>
	)
}
