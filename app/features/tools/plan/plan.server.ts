import { data, type AppLoadContext } from 'react-router'
import { formFailure, type FormResult } from '~/components/ui/form'
import type { Database } from '~/db/client.server'
import { outboxEmails } from '~/db/schema'
import { shownCountryName } from '~/features/countries/country-directory'
import { countryNamesIn } from '~/features/countries/country-page.server'
import { type ExchangeRate, factView, listExchangeRates, listFacts, rateDateLabel } from '~/features/countries/facts/facts.server'
import { factNoteMessages, translator } from '~/features/i18n/catalogues.server'
import { DEFAULT_LOCALE, type Locale, localizedPath } from '~/features/i18n/locales'
import { idempotencyKeyFrom, leadNotification } from '~/features/leads/lead-context.server'
import { createLead, type LeadNotification } from '~/features/leads/leads.server'
import { instituteIn, renderEmail } from '~/features/mail/transactional-email.server'
import { checkFormRateLimit, retryAfterHeaders } from '~/lib/form-rate-limit.server'
import { readSubmission } from '~/lib/form.server'
import { formatRupeeRate, formatRupees } from '~/lib/money'
import { leadOrigin, publicOrigin } from '~/lib/request.server'
import { toOneLine } from '~/lib/single-line'
import { educationLoan } from './loan'
import type { PlanLeadIntent } from './plan-lead'
import { type PlanLeadInput, planLeadSchemaIn } from './plan-lead-schema'
import { planPageMessages, planTranslator } from './plan-messages.server'
import { type CountryPlan, planCountry } from './plan-costs'
import { type CountryId, feeParam, type PlanQuery, parsePlanQuery, planSearch, rateParam, rejectedFigures } from './plan-query'

/** The loan's figures as the page shows them: whole rupees in Indian grouping. */
export type LoanView = {
	moratoriumMonths: number
	tenureMonths: number
	moratoriumInterest: string
	principalAtRepayment: string
	monthlyInstalment: string
	totalInterest: string
	totalPaid: string
}

function loanView(query: PlanQuery): LoanView | null {
	if (!query.loan) return null
	const moratoriumMonths = query.years * 12 + query.loan.graceMonths
	const outcome = educationLoan({ amount: query.loan.amount, annualRatePercent: query.loan.ratePercent, moratoriumMonths, tenureMonths: query.loan.tenureMonths })
	const rupees = (amount: number) => formatRupees(Math.round(amount))
	return {
		moratoriumMonths,
		tenureMonths: query.loan.tenureMonths,
		moratoriumInterest: rupees(outcome.moratoriumInterest),
		principalAtRepayment: rupees(outcome.principalAtRepayment),
		monthlyInstalment: rupees(outcome.monthlyInstalment),
		totalInterest: rupees(outcome.totalInterest),
		totalPaid: rupees(outcome.totalPaid),
	}
}

/** Each chosen country's plan from its guide's facts: one indexed query per country and one for the rates. Dates and rupees in `locale`. */
export async function plansFor(db: Pick<Database, 'select'>, query: PlanQuery, locale: Locale = DEFAULT_LOCALE): Promise<{ plans: CountryPlan[]; rates: ExchangeRate[] }> {
	if (query.countries.length === 0) return { plans: [], rates: [] }
	const [rates, ...factsByCountry] = await Promise.all([listExchangeRates(db), ...query.countries.map((id) => listFacts(db, id))])
	const byCurrency = new Map(rates.map((rate) => [rate.currency, rate]))
	const plans = query.countries.map((countryId, index) =>
		planCountry(
			countryId,
			{ ...query, fee: query.fees[countryId] },
			{ facts: factsByCountry[index] ?? [], rates, toView: (fact) => factView(fact, byCurrency, locale), yourRates: query.rates, locale },
		),
	)
	return { plans, rates }
}

/**
 * The plan's own figures kept only where the plan can use them: a rate for a currency of its
 * amounts, a fee for a country whose tuition the family may type. So a country changed on the form
 * leaves nothing behind in the plan's one URL.
 */
export function usedFigures(query: PlanQuery, plans: readonly CountryPlan[]): PlanQuery {
	const currencies = new Set(plans.flatMap((plan) => plan.currencies))
	const typed = new Set(plans.filter((plan) => plan.tuitionInput).map((plan) => plan.countryId))
	return {
		...query,
		rates: Object.fromEntries(Object.entries(query.rates).filter(([currency]) => currencies.has(currency))),
		fees: Object.fromEntries(Object.entries(query.fees).filter(([country]) => typed.has(country as CountryId))),
	}
}

/** A field "Rupees for 1 GBP": the studio's dated rate where there is one, the official reference to check, what the family typed. */
export type RateField = {
	currency: string
	name: string
	value: string
	invalid: boolean
	/** The family's rate, as the page writes it (₹107.5): it replaces the studio's. */
	yours: string | null
	studio: { rupees: string; dateLabel: string } | null
	reference: { sourceName: string; sourceUrl: string } | null
}

/** A field for the yearly tuition of one country, in its currency. */
export type FeeField = { countryId: CountryId; currency: string; name: string; value: string; invalid: boolean }

/**
 * The family's fields for the countries shown: a rate for each foreign currency of their figures, a
 * yearly tuition where the guide has no single confirmed one; with what the family typed (a figure
 * out of range as typed, marked invalid). The planner's and the eligibility check's.
 */
export function figureFields(
	query: Pick<PlanQuery, 'rates' | 'fees'>,
	plans: readonly Pick<CountryPlan, 'countryId' | 'currencies' | 'tuitionInput'>[],
	rates: readonly ExchangeRate[],
	rejected: Record<string, string>,
	locale: Locale,
) {
	const currencies = [...new Set(plans.flatMap((plan) => plan.currencies))]
	const typedOr = (name: string, value: number | undefined) => ({ name, value: rejected[name] ?? (value === undefined ? '' : String(value)), invalid: Object.hasOwn(rejected, name) })
	return {
		rateFields: currencies.map((currency): RateField => {
			const row = rates.find((rate) => rate.currency === currency)
			const yours = query.rates[currency]
			return {
				currency,
				...typedOr(rateParam(currency), yours),
				yours: yours === undefined ? null : formatRupeeRate(yours),
				studio: row?.rate && row.rateDate ? { rupees: formatRupeeRate(row.rate), dateLabel: rateDateLabel(row.rateDate, locale) } : null,
				reference: row ? { sourceName: row.sourceName, sourceUrl: row.sourceUrl } : null,
			}
		}),
		feeFields: plans.flatMap((plan): FeeField[] =>
			plan.tuitionInput ? [{ countryId: plan.countryId, currency: plan.tuitionInput.currency, ...typedOr(feeParam(plan.countryId), query.fees[plan.countryId]) }] : [],
		),
	}
}

export async function planPageData(db: Pick<Database, 'select'>, url: URL, locale: Locale) {
	const asked = parsePlanQuery(url.searchParams)
	const { plans, rates } = await plansFor(db, asked, locale)
	const query = usedFigures(asked, plans)
	const loan = loanView(query)
	return {
		query,
		search: planSearch(query),
		plans,
		...figureFields(query, plans, rates, rejectedFigures(url.searchParams), locale),
		loan,
		messages: planPageMessages(locale, { plan: plans.length > 0, loan: loan !== null }),
		countryNames: countryNamesIn(locale),
		// The guides' words for a figure's date and source (FactNote), only those the planner shows, in a plan's table.
		factNotes: plans.length > 0 ? factNoteMessages(locale, ['asOf', 'sourceOf', 'unconfirmedNote']) : {},
	}
}

export type PlanPageData = Awaited<ReturnType<typeof planPageData>>

/**
 * The plan in a few lines: in English for the counsellors (the lead's message), in the family's
 * language for their email (issue 20), its figures as plansFor wrote them in that language.
 */
export function planSummary(query: PlanQuery, plans: readonly CountryPlan[], loan: LoanView | null, url: string, locale: Locale = DEFAULT_LOCALE): string {
	const t = planTranslator(locale)
	const say = translator(locale)
	const countryNames = countryNamesIn(locale)
	const rateText = ({ currency, rupees }: { currency: string; rupees: string }) => say('email.plan.rate', { rupees, currency })
	const lines = [
		say('email.plan.heading', { title: t('plan.title'), level: t(`plan.level.${query.level}`), years: query.years, city: t(`plan.city.${query.city}`).toLowerCase() }),
		...plans.map((plan) => {
			const total = plan.total.courseRupees ?? plan.total.course ?? say('email.plan.noFigure')
			const perYear = plan.total.perYearRupees ?? plan.total.perYear
			const funds = plan.lines.find((line) => line.id === 'funds')?.entries[0]
			const atRates = plan.total.courseRupees && plan.total.yourRates.length > 0 ? say('email.plan.atRates', { rates: plan.total.yourRates.map(rateText).join(', ') }) : ''
			return [
				say('email.plan.country', { country: shownCountryName(plan.countryId, countryNames), total, eachYear: perYear ? say('email.plan.eachYear', { amount: perYear }) : '', atRates }),
				plan.yourTuition?.perYear ? say('email.plan.tuition', { amount: plan.yourTuition.perYear }) : null,
				plan.leftOut.length > 0 ? say('email.plan.leftOut', { lines: plan.leftOut.map((line) => t(`plan.line.${line}`).toLowerCase()).join(', ') }) : null,
				funds?.course ? say('email.plan.funds', { amount: `${funds.course}${funds.courseRupees ? ` (${funds.courseRupees})` : ''}` }) : null,
			]
				.filter((sentence) => sentence !== null)
				.join(' ')
		}),
		...(Object.keys(query.rates).length > 0
			? [say('email.plan.rates', { rates: Object.entries(query.rates).map(([currency, rate]) => rateText({ currency, rupees: formatRupeeRate(rate) })).join(', ') })]
			: []),
		...(query.loan && loan
			? [
					say('email.plan.loan', {
						amount: formatRupees(query.loan.amount),
						percent: query.loan.ratePercent,
						tenure: loan.tenureMonths,
						moratorium: loan.moratoriumMonths,
						emi: loan.monthlyInstalment,
						interest: loan.totalInterest,
						paid: loan.totalPaid,
					}),
				]
			: []),
		say('email.plan.link', { url }),
	]
	return lines.join('\n')
}

export type PlanLeadResult = FormResult

/** Stores the lead and, for "Email me this plan" with mail configured, queues the plan to the family in the same transaction. */
export async function storePlanLead(
	db: Database,
	input: PlanLeadInput,
	summary: {
		message: string
		sourcePage: string | null
		utmSource: string | null
		idempotencyKey: string | null
		url: string
		/** The page's language, and the plan in it for the family's email (the message is the counsellors' English). */
		locale?: Locale
		familyMessage?: string
	},
	notify: LeadNotification | undefined,
) {
	const emailPlan = input.intent === 'email' && input.email && notify?.acknowledge
	return db.transaction(async (tx) => {
		const lead = await createLead(
			tx as unknown as Database,
			{
				type: 'enquiry',
				name: input.name,
				email: input.email ?? null,
				mobile: input.mobile ?? null,
				message: `${input.intent === 'email' ? 'Email me this plan' : 'Talk to a counsellor about this plan'}\n\n${summary.message}`,
				sourcePage: summary.sourcePage,
				utmSource: summary.utmSource,
				idempotencyKey: summary.idempotencyKey,
				locale: summary.locale ?? DEFAULT_LOCALE,
			},
			// The plan's email is the family's acknowledgement: they are not thanked twice.
			emailPlan ? { ...notify, acknowledge: undefined } : notify,
		)
		if (emailPlan && input.email && notify.acknowledge && !lead.replayed) {
			const locale = summary.locale ?? DEFAULT_LOCALE
			const t = translator(locale)
			const institute = await instituteIn(tx as unknown as Database, notify.acknowledge, locale)
			const mail = renderEmail(
				institute,
				t('email.plan.subject', { site: institute.name }),
				{
					greeting: t('email.greeting', { name: toOneLine(input.name) }),
					lead: [t('email.plan.intro'), ...(summary.familyMessage ?? summary.message).split('\n').slice(0, -1)],
					action: { label: t('email.plan.open'), url: summary.url },
					after: [t('email.plan.notYou')],
				},
				locale,
			)
			await tx.insert(outboxEmails).values({ leadId: lead.id, to: input.email, ...mail })
		}
		return lead
	})
}

/** The planner's two forms: checked like the browser checks them, rate-limited, stored with the plan. */
export async function submitPlanLead(request: Request, context: AppLoadContext, locale: Locale) {
	const t = planTranslator(locale)
	const read = await readSubmission(request, planLeadSchemaIn(t))
	if (!read) return data(formFailure(t('plan.error.invalid')), { status: 400 })
	const { form, submission } = read
	const intent: PlanLeadIntent = form.get('intent') === 'email' ? 'email' : 'counsellor'
	const thanks = (): PlanLeadResult => ({ status: 'success', initialValue: null, message: t(intent === 'email' ? 'plan.lead.thanksEmail' : 'plan.lead.thanksTalk') })
	// Honeypot filled in: a bot. Answer as if it worked and store nothing.
	if (form.get('website')) return data(thanks())
	if (submission.status !== 'success') return data(submission.reply(), { status: 400 })
	const planText = form.get('plan')
	const query = parsePlanQuery(new URLSearchParams(typeof planText === 'string' ? planText.slice(0, 1000) : ''))
	if (query.countries.length === 0) return data(submission.reply({ formErrors: [t('plan.error.noPlan')] }), { status: 400 })
	const { db, config } = context.services
	const path = localizedPath(`/plan${planSearch(query)}`, locale)
	const url = new URL(path, publicOrigin(config, request)).toString()
	try {
		const limit = await checkFormRateLimit(context, 'plan', locale)
		if (limit.limited) return data(submission.reply({ formErrors: [limit.message] }), { status: 429, headers: retryAfterHeaders(limit) })
		const message = planSummary(query, (await plansFor(db, query)).plans, loanView(query), url)
		const familyMessage = locale === 'en' ? message : planSummary(query, (await plansFor(db, query, locale)).plans, loanView(query), url, locale)
		const origin = leadOrigin(request, path)
		await storePlanLead(db, submission.value, { message, familyMessage, locale, ...origin, idempotencyKey: idempotencyKeyFrom(form), url }, await leadNotification(context, request))
	} catch (error) {
		context.services.logger.error({ err: error }, 'could not store a plan lead')
		return data(submission.reply({ formErrors: [t('plan.error.failed')] }), { status: 503 })
	}
	return data(thanks())
}
