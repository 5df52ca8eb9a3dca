import { Clock, Mail, MapPin, MessageCircle, Phone } from 'lucide-react'
import { type SiteSettings, telLink, whatsappLink } from '~/config/site-settings'

export function mapLinks(site: Pick<SiteSettings, 'map'>) {
	const { latitude, longitude } = site.map
	return {
		embed: `https://maps.google.com/maps?q=${latitude},${longitude}&z=15&output=embed`,
		open: `https://www.google.com/maps/search/?api=1&query=${latitude},${longitude}`,
	}
}

/** Address, phone, email, chat link and opening hours, all from the site settings. */
export function ContactDetails({ site }: { site: SiteSettings }) {
	const items = [
		{ icon: MapPin, label: 'Address', content: <address className="not-italic">{site.address}</address> },
		{
			icon: Phone,
			label: 'Phone',
			content: (
				<a href={telLink(site.phone)} className="font-semibold text-brand-700 underline-offset-4 hover:underline">
					{site.phone}
				</a>
			),
		},
		{
			icon: Mail,
			label: 'Email',
			content: (
				<a href={`mailto:${site.email}`} className="font-semibold break-all text-brand-700 underline-offset-4 hover:underline">
					{site.email}
				</a>
			),
		},
		{
			icon: MessageCircle,
			label: 'Chat',
			content: (
				<a
					href={whatsappLink(site)}
					target="_blank"
					rel="noopener noreferrer"
					className="font-semibold text-brand-700 underline-offset-4 hover:underline"
				>
					Chat with us on WhatsApp<span className="sr-only"> (opens in a new tab)</span>
				</a>
			),
		},
		{ icon: Clock, label: 'Opening hours', content: <p>{site.openingHours}</p> },
	]
	return (
		<section aria-labelledby="contact-details">
			<h2 id="contact-details" className="text-2xl font-extrabold text-brand-900">
				Visit, call or write
			</h2>
			<ul className="mt-5 space-y-5">
				{items.map(({ icon: Icon, label, content }) => (
					<li key={label} className="flex gap-3">
						<Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-700" />
						<div>
							<h3 className="text-sm font-semibold text-slate-600">{label}</h3>
							<div className="mt-0.5 text-slate-800">{content}</div>
						</div>
					</li>
				))}
			</ul>
		</section>
	)
}

/** The map embed, with a plain link beneath that works offline and without the embed. */
export function LocationMap({ site }: { site: SiteSettings }) {
	const links = mapLinks(site)
	return (
		<section aria-labelledby="contact-map" className="container-page py-10">
			<h2 id="contact-map" className="text-2xl font-extrabold text-brand-900">
				Find us
			</h2>
			<div className="mt-4 aspect-[16/9] w-full overflow-hidden rounded-2xl border border-slate-200 bg-slate-100 md:aspect-[21/9]">
				<iframe
					src={links.embed}
					title={`Map showing ${site.name}, ${site.address}`}
					loading="lazy"
					referrerPolicy="no-referrer-when-downgrade"
					width="1200"
					height="514"
					className="size-full border-0"
				/>
			</div>
			<p className="mt-3">
				<a href={links.open} target="_blank" rel="noopener noreferrer" className="font-semibold text-brand-700 underline-offset-4 hover:underline">
					Open in Google Maps<span className="sr-only"> (opens in a new tab)</span>
				</a>
			</p>
		</section>
	)
}
