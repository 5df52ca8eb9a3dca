import { MapPin } from '~/components/ui/icons'
import { useEffect, useRef, useState } from 'react'
import type { SiteSettings } from '~/config/site-settings'
import { useHydrated } from '~/lib/use-hydrated'
import { useT } from '~/features/i18n/i18n'

export function mapLinks(site: Pick<SiteSettings, 'map'>) {
	const { latitude, longitude } = site.map
	return {
		embed: `https://maps.google.com/maps?q=${latitude},${longitude}&z=15&output=embed`,
		open: `https://www.google.com/maps/search/?api=1&query=${latitude},${longitude}`,
	}
}

type MapState = 'card' | 'map' | 'offline'

/**
 * The institute's location as a facade: a map card that ships with the site (a drawn street
 * pattern under the name and address) and an 'Open in Google Maps' link that works without
 * JavaScript and offline. Google's embed, which is heavy and sets its own cookies, loads only when
 * the visitor presses 'Show interactive map' (the CSP's frame-src allows it). Its texts are the
 * contact page's messages (`contact.map.`); `address` is the page's language's (the site settings').
 */
export function LocationMap({ site, address = site.address }: { site: SiteSettings; address?: string }) {
	const t = useT()
	const links = mapLinks(site)
	const hydrated = useHydrated()
	const [state, setState] = useState<MapState>('card')
	const frameRef = useRef<HTMLIFrameElement>(null)

	// The button that had focus is gone once the map is in: focus moves to the map.
	useEffect(() => {
		if (state === 'map') frameRef.current?.focus()
	}, [state])

	function showMap() {
		setState(navigator.onLine === false ? 'offline' : 'map')
	}

	return (
		<section aria-labelledby="contact-map" className="container-page py-10">
			<h2 id="contact-map" className="text-2xl font-extrabold text-brand-900">
				{t('contact.map.title')}
			</h2>
			<div className="relative mt-4 h-72 w-full overflow-hidden rounded-2xl border border-slate-200 bg-slate-100 md:aspect-[21/9] md:h-auto">
				{state === 'map' ? (
					<iframe
						ref={frameRef}
						src={links.embed}
						title={t('contact.map.frameTitle', { name: site.name, address })}
						referrerPolicy="strict-origin-when-cross-origin"
						width="1200"
						height="514"
						className="size-full border-0"
					/>
				) : (
					<>
						<img src="/images/contact/map.svg" alt="" width={1200} height={514} loading="lazy" className="absolute inset-0 size-full object-cover" />
						<div className="absolute inset-0 flex flex-col items-center justify-center gap-3 p-4 text-center">
							<MapPin aria-hidden="true" className="size-10 fill-red-600 text-red-800" />
							<p className="max-w-sm rounded-xl bg-white/95 px-4 py-3 text-slate-800 shadow">
								<span className="block font-bold text-brand-900">{site.name}</span>
								{address}
							</p>
							{/* Kept in place but invisible until JavaScript runs, so nothing moves when it appears. */}
							<button
								type="button"
								onClick={showMap}
								className={`min-h-11 rounded-full bg-brand-800 px-5 py-2.5 text-sm font-semibold text-white shadow hover:bg-brand-700 ${hydrated ? '' : 'invisible'}`}
							>
								{t('contact.map.show')}
							</button>
						</div>
					</>
				)}
			</div>
			<p role="status" className="mt-3 font-medium text-red-800 empty:mt-0">
				{state === 'offline' ? t('contact.map.offline') : ''}
			</p>
			<p className="mt-3">
				<a href={links.open} target="_blank" rel="noopener noreferrer" className="font-semibold text-brand-700 underline-offset-4 hover:underline">
					{t('contact.map.open')}
					<span className="sr-only"> {t('contact.details.newTab')}</span>
				</a>
			</p>
			<p className="mt-1 text-sm text-slate-600">{t('contact.map.note')}</p>
		</section>
	)
}
