import { BadgeCheck, Clock, Mail, MapPin, MessageCircle, Phone } from '~/components/ui/icons'
import { TrustFacts } from '~/components/layout/TrustFacts'
import { type SiteSettings, telLink, trustFacts, type TrustDetails, whatsappPageLink } from '~/config/site-settings'
import type { ShownIn } from '~/features/i18n/localised-text'
import { UntranslatedNote } from '~/features/i18n/UntranslatedNote'
import { useT } from '~/features/i18n/i18n'

/** The address and opening hours in the page's language. */
export type VisitingDetails = { address: string; openingHours: string } & ShownIn

/**
 * Address, phone, email, chat link, opening hours and (when set) the licence and GSTIN, all from the
 * site settings; its labels are the contact page's messages (`contact.details.`).
 */
export function ContactDetails({
	site,
	visiting = { address: site.address, openingHours: site.openingHours, lang: 'en', translated: true },
}: {
	site: SiteSettings & { trust?: TrustDetails }
	visiting?: VisitingDetails
}) {
	const t = useT()
	const items = [
		{
			icon: MapPin,
			label: t('contact.details.address'),
			content: (
				<>
					<address lang={visiting.lang} className="not-italic">
						{visiting.address}
					</address>
					{visiting.translated ? null : <UntranslatedNote />}
				</>
			),
		},
		{
			icon: Phone,
			label: t('contact.details.phone'),
			content: (
				<a href={telLink(site.phone)} className="font-semibold text-brand-700 underline-offset-4 hover:underline">
					{site.phone}
				</a>
			),
		},
		{
			icon: Mail,
			label: t('contact.details.email'),
			content: (
				<a href={`mailto:${site.email}`} className="font-semibold break-all text-brand-700 underline-offset-4 hover:underline">
					{site.email}
				</a>
			),
		},
		{
			icon: MessageCircle,
			label: t('contact.details.chat'),
			content: (
				<a
					href={whatsappPageLink(site)}
					target="_blank"
					rel="noopener noreferrer"
					className="font-semibold text-brand-700 underline-offset-4 hover:underline"
				>
					{t('contact.details.chatLink')}
					<span className="sr-only"> {t('contact.details.newTab')}</span>
				</a>
			),
		},
		{ icon: Clock, label: t('contact.details.hours'), content: <p lang={visiting.lang}>{visiting.openingHours}</p> },
		...(trustFacts(site.trust).length > 0 ? [{ icon: BadgeCheck, label: t('contact.details.registration'), content: <TrustFacts trust={site.trust} /> }] : []),
	]
	return (
		<section aria-labelledby="contact-details">
			<h2 id="contact-details" className="text-2xl font-extrabold text-brand-900">
				{t('contact.details.title')}
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
