import { useEffect, useState } from 'react'
import { type FieldMeta, RadioGroup } from '~/components/ui/form'
import { formatSessionTime, INDIA_TIME_ZONE } from './availability'
import type { FreeTimeOption } from './booking'
import { useLocale, useT } from '~/features/i18n/i18n'

/**
 * The free times as radios, in India time (the legend says so once); a visitor whose browser is in
 * another time zone also reads their own time (known only in the browser, so added after the page
 * loads).
 */
export function FreeTimes({ meta, legend, times, withDate = false }: { meta: FieldMeta; legend: string; times: FreeTimeOption[]; withDate?: boolean }) {
	const t = useT()
	const locale = useLocale()
	const viewerZone = useViewerTimeZone()
	const options = viewerZone
		? times.map((time) => ({ value: time.value, label: t('booking.timeAndOwnTime', { time: time.label, own: formatSessionTime(new Date(time.value), viewerZone, withDate, locale) }) }))
		: times
	return <RadioGroup meta={meta} legend={legend} options={options} hint={viewerZone ? t('booking.ownTimeZone', { zone: viewerZone }) : undefined} />
}

function useViewerTimeZone() {
	const [zone, setZone] = useState<string | null>(null)
	useEffect(() => {
		const own = Intl.DateTimeFormat().resolvedOptions().timeZone
		if (own && own !== INDIA_TIME_ZONE && own !== 'Asia/Calcutta') setZone(own)
	}, [])
	return zone
}
