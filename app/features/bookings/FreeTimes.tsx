import { useEffect, useState } from 'react'
import { type FieldMeta, RadioGroup } from '~/components/ui/form'
import { formatSessionTime, INDIA_TIME_ZONE } from './availability'
import type { FreeTimeOption } from './booking'

/**
 * The free times as radios, in India time; a visitor whose browser is in another time zone also
 * reads their own time (known only in the browser, so added after the page loads).
 */
export function FreeTimes({ meta, legend, times, withDate = false }: { meta: FieldMeta; legend: string; times: FreeTimeOption[]; withDate?: boolean }) {
	const viewerZone = useViewerTimeZone()
	const options = times.map((t) => ({
		value: t.startsAt,
		label: viewerZone ? `${t.label} India time (${formatSessionTime(new Date(t.startsAt), viewerZone, withDate)} your time)` : `${t.label} India time`,
	}))
	return <RadioGroup meta={meta} legend={legend} options={options} hint={viewerZone ? `Your time zone: ${viewerZone}` : undefined} />
}

function useViewerTimeZone() {
	const [zone, setZone] = useState<string | null>(null)
	useEffect(() => {
		const own = Intl.DateTimeFormat().resolvedOptions().timeZone
		if (own && own !== INDIA_TIME_ZONE && own !== 'Asia/Calcutta') setZone(own)
	}, [])
	return zone
}
