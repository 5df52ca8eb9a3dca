import { CalendarCheck } from '~/components/ui/icons'
import type { ReactNode } from 'react'
import { Picture, type ResponsiveImage } from '~/components/ui/ResponsiveImage'
import { Link } from 'react-router'
import { useLocale, useT } from '~/features/i18n/i18n'
import { localizedPath } from '~/features/i18n/locales'
import { CountryFlag, flagNames } from './CountryFlag'
import type { FlagKey } from './country-guide'

/** 'Study in {country}' with the flag and the free-counselling link (SPEC.md section 2), which books a session about this country. */
export function CountryHero({
	name,
	flag,
	heroImage,
	countryId,
	children,
}: {
	name: string
	flag: FlagKey
	/** A backdrop behind the heading (alt ""): the heading says the country. */
	heroImage?: ResponsiveImage
	countryId: string
	children?: ReactNode
}) {
	const t = useT()
	const locale = useLocale()
	return (
		<section className="relative isolate overflow-hidden bg-brand-900 text-white">
			{heroImage ? (
				<Picture image={heroImage} sizes="100vw" alt="" width={1200} height={400} fetchPriority="high" className="absolute inset-0 -z-10 h-full w-full object-cover opacity-40" />
			) : null}
			<div className="absolute inset-0 -z-10 bg-gradient-to-r from-brand-900 via-brand-900/85 to-brand-900/30" aria-hidden="true" />
			<div className="container-page flex min-h-64 flex-col justify-center py-10 md:min-h-80 md:py-16">
				<CountryFlag flag={flag} label={t('guide.flagOf', { name: locale === 'en' ? flagNames[flag] : name })} className="h-10 w-15 rounded shadow-md ring-1 ring-white/40" />
				<h1 className="mt-4 text-3xl font-extrabold tracking-tight md:text-5xl">{t('guide.studyIn', { name })}</h1>
				{children}
				<Link
					to={localizedPath(`/book?${new URLSearchParams({ country: countryId })}`, locale)}
					className="mt-6 inline-flex w-fit items-center gap-2 rounded-full bg-accent-400 px-6 py-3 font-bold text-brand-900 hover:bg-accent-500"
				>
					<CalendarCheck className="size-5" aria-hidden="true" />
					{t('guide.hero.talk')}
				</Link>
			</div>
		</section>
	)
}
