import { Link } from 'react-router'
import { useOnSite } from '~/components/layout/navigation'
import { PageHeader, PageIntroHeader } from '../PageHeader'
import type { PageIntroText } from '../page-text'
import type { ShownIn } from '~/features/i18n/localised-text'
import { UntranslatedNote } from '~/features/i18n/UntranslatedNote'
import type { Service } from '../services'
import { serviceIcons } from './service-icons'
import { type CompiledCatalogue, PageMessages, useLocale, useT } from '~/features/i18n/i18n'
import { localizedPath } from '~/features/i18n/locales'

type ServicePageProps = { service: Service & ShownIn; others: Pick<Service, 'id' | 'name'>[] }

/**
 * One service page: intro, figures, an optional table, sections, and links to fees and other
 * services. `messages`: its interface texts (`page.services.`, from serviceLoaderData).
 */
export function ServicePage({ messages, ...props }: ServicePageProps & { messages: CompiledCatalogue }) {
	return (
		<PageMessages messages={messages}>
			<ServicePageContent {...props} />
		</PageMessages>
	)
}

function ServicePageContent({ service, others }: ServicePageProps) {
	const t = useT()
	const locale = useLocale()
	const Icon = serviceIcons[service.id]
	const feesOnSite = useOnSite('/fees')
	return (
		<>
			<PageHeader eyebrow={t('page.services.eyebrow')} title={service.name} lang={service.lang}>
				{service.intro.map((p) => (
					<p key={p.slice(0, 30)}>{p}</p>
				))}
				{service.translated ? null : <UntranslatedNote />}
			</PageHeader>
			<div className="container-page grid gap-10 py-10 md:grid-cols-[3fr_1fr]">
				<div className="min-w-0 space-y-10">
					{service.stats.length > 0 ? (
						<section aria-labelledby="service-figures">
							<h2 id="service-figures" className="text-2xl font-extrabold text-brand-900">
								{service.id === 'insurance' ? t('page.services.plans') : t('page.services.figures')}
							</h2>
							<dl lang={service.lang} className="mt-5 grid grid-cols-2 gap-4 lg:grid-cols-4">
								{service.stats.map((stat) => (
									<div key={stat.label} className="flex flex-col-reverse rounded-2xl bg-brand-50 p-5">
										<dt className="mt-1 text-sm text-slate-700">{stat.label}</dt>
										<dd className="text-2xl font-extrabold text-brand-800">{stat.value}</dd>
									</div>
								))}
							</dl>
						</section>
					) : null}
					{service.table ? (
						<section aria-labelledby="service-table" lang={service.lang}>
							<h2 id="service-table" className="text-2xl font-extrabold text-brand-900">
								{service.table.caption}
							</h2>
							<div className="mt-5 overflow-x-auto">
								<table aria-labelledby="service-table" className="w-full min-w-[28rem] border-collapse text-left">
									<thead>
										<tr className="border-b-2 border-brand-200">
											{service.table.columns.map((column) => (
												<th key={column} scope="col" className="px-3 py-2 font-semibold text-brand-900">
													{column}
												</th>
											))}
										</tr>
									</thead>
									<tbody>
										{service.table.rows.map((row) => (
											<tr key={row[0]} className="border-b border-slate-200">
												{row.map((cell, i) =>
													i === 0 ? (
														<th key={cell} scope="row" className="px-3 py-2 font-medium text-slate-800">
															{cell}
														</th>
													) : (
														<td key={cell} className="px-3 py-2 text-slate-700">
															{cell}
														</td>
													),
												)}
											</tr>
										))}
									</tbody>
								</table>
							</div>
							{service.table.note ? <p className="mt-2 text-sm text-slate-600">{service.table.note}</p> : null}
						</section>
					) : null}
					{service.sections.map((section, index) => (
						<section key={section.heading} aria-labelledby={`service-section-${index}`} lang={service.lang}>
							<h2 id={`service-section-${index}`} className="text-2xl font-extrabold text-brand-900">
								{section.heading}
							</h2>
							{section.paragraphs.map((p) => (
								<p key={p.slice(0, 30)} className="mt-3 text-slate-700">
									{p}
								</p>
							))}
							{section.points.length > 0 ? (
								<ul className="mt-3 list-disc space-y-2 pl-6 text-slate-700 marker:text-brand-600">
									{section.points.map((point) => (
										<li key={point}>{point}</li>
									))}
								</ul>
							) : null}
						</section>
					))}
				</div>
				<aside aria-labelledby="service-aside" className="space-y-6">
					<div className="rounded-2xl border border-slate-200 p-5">
						<Icon aria-hidden="true" className="size-8 text-brand-700" />
						<h2 id="service-aside" className="mt-3 text-lg font-bold text-brand-900">
							{t('page.services.feesTitle')}
						</h2>
						<p className="mt-2 text-sm text-slate-700">{t('page.services.feesText')}</p>
						{feesOnSite ? (
							<Link to={localizedPath('/fees', locale)} className="mt-3 inline-block font-semibold text-brand-700 underline-offset-4 hover:underline">
								{t('page.services.feesLink')}
							</Link>
						) : null}
						<Link to={localizedPath('/contact', locale)} className="mt-4 block rounded-full bg-brand-800 px-5 py-2.5 text-center font-semibold text-white hover:bg-brand-700">
							{t('page.services.ask')}
						</Link>
					</div>
					<nav aria-label={t('page.services.others')}>
						<h2 className="text-lg font-bold text-brand-900">{t('page.services.others')}</h2>
						<ul className="mt-2 space-y-1">
							{others.map((other) => (
								<li key={other.id}>
									<Link to={localizedPath(`/services/${other.id}`, locale)} className="text-brand-700 underline-offset-4 hover:underline">
										{other.name}
									</Link>
								</li>
							))}
						</ul>
					</nav>
				</aside>
			</div>
		</>
	)
}

export function ServicesOverview({ intro, services }: { intro: PageIntroText; services: (Pick<Service, 'id' | 'name' | 'summary'> & Pick<ShownIn, 'lang'>)[] }) {
	const t = useT()
	const locale = useLocale()
	const feesOnSite = useOnSite('/fees')
	return (
		<>
			<PageIntroHeader intro={intro} />
			<section aria-labelledby="services-list" className="container-page py-10">
				<h2 id="services-list" className="sr-only">
					{t('nav.servicesOverview')}
				</h2>
				<ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
					{services.map((service) => {
						const Icon = serviceIcons[service.id]
						return (
							<li key={service.id} lang={service.lang} className="relative flex flex-col rounded-2xl border border-slate-200 p-6 focus-within:ring-2 focus-within:ring-brand-600">
								<Icon aria-hidden="true" className="size-8 text-brand-700" />
								<h3 className="mt-3 text-lg font-bold text-brand-900">
									<Link to={localizedPath(`/services/${service.id}`, locale)} className="after:absolute after:inset-0 hover:underline focus-visible:outline-none">
										{service.name}
									</Link>
								</h3>
								<p className="mt-2 text-slate-700">{service.summary}</p>
							</li>
						)
					})}
				</ul>
				{feesOnSite && intro.note ? (
					<p lang={intro.lang} className="mt-8 text-slate-700">
						{/* The editor's [bracketed words] are the link to /fees. */}
						{intro.note.split(/\[([^\]]+)\]/).map((part, index) =>
							index % 2 === 1 ? (
								<Link key={part} to={localizedPath('/fees', locale)} className="font-semibold text-brand-700 underline underline-offset-4">
									{part}
								</Link>
							) : (
								part
							),
						)}
					</p>
				) : null}
			</section>
		</>
	)
}
