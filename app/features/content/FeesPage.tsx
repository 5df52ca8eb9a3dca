import { Link } from 'react-router'
import { formatDate } from '~/features/i18n/formats'
import { type CompiledCatalogue, PageMessages, useLangApart, useLocale, useT, withElements } from '~/features/i18n/i18n'
import { localizedPath } from '~/features/i18n/locales'
import { formatRupees } from '~/lib/money'
import type { ShownIn } from '~/features/i18n/localised-text'
import { UntranslatedNote } from '~/features/i18n/UntranslatedNote'
import type { ResolvedFeeSchedule } from './fees'
import { PageIntroHeader } from './PageHeader'
import { Island, type Islanded } from '~/lib/island'
import type { PageIntroText } from './page-text'

/** The schedule as the page shows it; `messages`: the words only the island uses, where the page's context lacks them. */
type ShownSchedule = ResolvedFeeSchedule & ShownIn & { messages?: CompiledCatalogue }

/**
 * `validFromLabel`: the date in the page's language, written by the loader (a browser's Intl may
 * lack Punjabi). The tables, notes and refund policy are an island (lib/island.tsx), sent once as markup.
 */
export function FeesPage({ intro, validFrom, schedule, validFromLabel }: { intro: PageIntroText; validFrom: string; schedule: Islanded<ShownSchedule>; validFromLabel?: string }) {
	const t = useT()
	const locale = useLocale()
	return (
		<>
			<PageIntroHeader intro={intro}>
				<p className="mt-3 font-semibold text-brand-900">
					{withElements(t, 'page.fees.validFrom', {}, { date: <time dateTime={validFrom}>{validFromLabel ?? formatDate(validFrom, locale)}</time> })}
				</p>
			</PageIntroHeader>
			<Island name="fees-schedule" value={schedule} className="container-page space-y-12 py-10">
				{(shown) => (
					<PageMessages messages={shown.messages ?? {}}>
						<FeeSchedule schedule={shown} />
					</PageMessages>
				)}
			</Island>
		</>
	)
}

/** The tables and the refund policy. Text in the page's language is not marked again (its lang is the page's). */
function FeeSchedule({ schedule }: { schedule: ShownSchedule }) {
	const t = useT()
	const locale = useLocale()
	const lang = useLangApart()(schedule.lang)
	return (
		<>
			<section aria-labelledby="fees-title">
				<h2 id="fees-title" className="text-2xl font-extrabold text-brand-900">
					{t('page.fees.serviceFees')}
				</h2>
				{schedule.translated ? null : <UntranslatedNote />}
				{schedule.groups.map((group) => {
					const hasDuration = group.rows.some((row) => row.duration)
					return (
						// One set of cells for every width (fee-table in app.css, with its links and the durations' cells): on a phone each row is laid out in two columns, the name with its duration and what is included under it, and the fee, so nothing is off-screen.
						<div key={group.id} className="mt-6 overflow-x-auto">
							<table className={hasDuration ? 'fee-table fee-table-timed' : 'fee-table'}>
								{/* The caption names the table. */}
								<caption lang={lang}>
									{group.title}
								</caption>
								<thead>
									<tr>
										<th scope="col">{hasDuration ? t('page.fees.course') : t('page.fees.service')}</th>
										{hasDuration ? <th scope="col">{t('page.fees.duration')}</th> : null}
										<th scope="col">{t('page.fees.included')}</th>
										<th scope="col">{t('page.fees.fee')}</th>
									</tr>
								</thead>
								<tbody>
									{group.rows.map((row) => (
										<tr key={row.id}>
											<th scope="row">
												{row.href ? (
													<Link to={localizedPath(row.href, locale)}>
														{row.name}
													</Link>
												) : (
													row.name
												)}
											</th>
											{hasDuration ? <td>{row.duration}</td> : null}
											<td lang={lang}>{row.detail}</td>
											<td>
												{row.amountInr === null ? t('page.fees.free') : formatRupees(row.amountInr)}
												{row.amountInr !== null && row.unit ? <span lang={lang}>{row.unit}</span> : null}
											</td>
										</tr>
									))}
								</tbody>
							</table>
						</div>
					)
				})}
				<ul lang={lang} className="mt-6 list-disc space-y-2 pl-6 text-slate-700">
					{schedule.notes.map((note) => (
						<li key={note}>{note}</li>
					))}
				</ul>
			</section>
			<section aria-labelledby="refund-title">
				<h2 id="refund-title" className="text-2xl font-extrabold text-brand-900">
					{t('page.fees.refundPolicy')}
				</h2>
				{schedule.translated ? null : <UntranslatedNote />}
				<div lang={lang} className="mt-4 grid gap-6 md:grid-cols-3">
					{schedule.refundPolicy.map((part) => (
						<div key={part.heading} className="rounded-2xl border border-slate-200 p-5">
							<h3 className="text-lg font-bold text-brand-900">{part.heading}</h3>
							<ul className="mt-3 list-disc space-y-2 pl-5 text-slate-700">
								{part.points.map((point) => (
									<li key={point}>{point}</li>
								))}
							</ul>
						</div>
					))}
				</div>
				<p className="mt-6 text-slate-700">
					{withElements(t, 'page.fees.questions', {}, {
						link: (
							<Link to={localizedPath('/contact', locale)} className="font-semibold text-brand-700 underline underline-offset-4">
								{t('page.fees.contactUs')}
							</Link>
						),
					})}
				</p>
			</section>
		</>
	)
}
