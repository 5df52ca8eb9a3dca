import { compileMessage } from '@lingui/message-utils/compileMessage'
import { dialogsEn } from './catalogue/dialogs-en'
import { type Catalogue, en, type MessageKey } from './catalogue/en'
import { hi } from './catalogue/hi'
import { pa } from './catalogue/pa'
import { type CompiledCatalogue, type Translate, translatorOf } from './i18n'
import { DEFAULT_LOCALE, type Locale } from './locales'
import { newsletterAnswers } from '~/features/leads/newsletter'

const catalogues: Record<Locale, Catalogue> = { en, pa, hi }

/** A catalogue (or a feature's message set) made once per locale and process, on its first use. */
export function oncePerLocale<Messages>(make: (locale: Locale) => Messages): (locale: Locale) => Messages {
	const made = new Map<Locale, Messages>()
	return (locale) => {
		let messages = made.get(locale)
		if (!messages) {
			messages = make(locale)
			made.set(locale, messages)
		}
		return messages
	}
}

/** A locale's whole catalogue compiled once per process (ICU MessageFormat parsed on the server). */
export const compiledCatalogue = oncePerLocale<CompiledCatalogue>((locale) =>
	Object.fromEntries(Object.entries(catalogues[locale]).map(([key, message]) => [key, compileMessage(message)])),
)

/**
 * Keys only some pages or only the server use: the tools', the booking pages', the contact page's,
 * Enroll Now's (the course pages and lists) and the account pages' own texts are sent
 * by those pages' loaders (pageOnlyMessages), as are the country guides' and their directory's
 * (guideMessages) and single pages' (pageMessages); the emails' texts never leave the server. None
 * adds to every page's root data.
 */
export const pageOnlyPrefixes = [
	'tools.',
	'booking.',
	'contact.',
	'account.page.',
	'account.courses.',
	'account.security.',
	'account.verify.',
	'course.enroll.',
	'course.list.',
	'newsletter.page.',
	'account.twoFactor.',
	'account.backupCodes.',
	'account.delete.',
	// The enquiry form's course options: /enquire's loader sends them; the dialog loads its language's module.
	'enquiry.option.',
] as const
export type PageOnlyPrefix = (typeof pageOnlyPrefixes)[number]
const GUIDE_PREFIX = 'guide.'
const PAGE_PREFIX = 'page.'
const SIGNED_IN_PREFIX = 'account.signedIn.'
// The language offer is written by the root loader in the offered language (never from the page's
// catalogue); `answer.` texts, the newsletter box's answers and the login prompt's (requireUser) by the
// server into its answers and thrown errors.
const serverOnlyPrefixes = ['email.', 'language.offer.', 'answer.', 'account.required.', ...Object.values(newsletterAnswers)] as const
/** The error pages' texts: English in the code, Punjabi and Hindi loaded with the error page (useErrorPageT). */
const ERROR_PAGE_PREFIX = 'error.'
const notInRoot: readonly string[] = [...pageOnlyPrefixes, GUIDE_PREFIX, PAGE_PREFIX, SIGNED_IN_PREFIX, ERROR_PAGE_PREFIX, ...serverOnlyPrefixes]
/**
 * The footer's texts are written by the server into its island (site-footer.server.ts), in no
 * page's data, except those the browser draws elsewhere too: the /newsletter page's title and the
 * account menu's privacy link. The trust labels travel with the island and the contact and fees
 * pages (trustLabelMessages).
 */
const FOOTER_PREFIX = 'footer.'
const footerKeysInBrowser: readonly string[] = ['footer.newsletter', 'footer.privacy']
const inFooterIslandOnly = (key: string) => key.startsWith(FOOTER_PREFIX) && !footerKeysInBrowser.includes(key)
/** The account and enquiry dialogs' texts: they load with the dialogs' code (dialog-messages.tsx), not with every page. */
const dialogKeys: ReadonlySet<string> = new Set(Object.keys(dialogsEn))
/** The account pages' own fields and answer beside the dialogs' (a new password, an expired link): in no public page's data. */
const accountPageKeys = ['account.field.newPassword', 'account.field.newPasswordHint', 'account.error.linkExpired']
/** The account forms' labels and errors, which the dialogs' module holds (dialogs-en.ts), and the account pages' own. */
const accountFormKeys: ReadonlySet<string> = new Set([
	...[...dialogKeys].filter((key) => key.startsWith('account.error.') || key === 'account.field.email' || key === 'account.action.logIn'),
	...accountPageKeys,
])

/**
 * Keys whose English the code holds already (orEnglish in i18n.ts): SPEC's enquiry course options,
 * the footer's trust labels, the cards' class size and rating, the journal's comment counts (the
 * studio's own English), the forms' hidden anti-spam label and the about slider's roles (ARIA's
 * English words). An English page is not sent them; Punjabi and Hindi pages are.
 */
const englishInCode = ['enquiry.option.', 'footer.trust.', 'form.honeypot', 'page.about.carousel', 'page.about.slideRole', 'course.enroll.rating', 'course.enroll.students', 'page.posts.comments'] as const

/** A locale's catalogue as pages may be sent it: English without the texts its code holds. */
const sentCatalogue = oncePerLocale((locale) =>
	locale === DEFAULT_LOCALE ? pick(compiledCatalogue(locale), (key) => !englishInCode.some((prefix) => key.startsWith(prefix))) : compiledCatalogue(locale),
)

function pick(messages: CompiledCatalogue, keep: (key: string) => boolean): CompiledCatalogue {
	return Object.fromEntries(Object.entries(messages).filter(([key]) => keep(key)))
}

/**
 * What every page gets (the root loader): its own language, and only its own, which the browser
 * only formats (decision 018).
 */
export const pageCatalogue = oncePerLocale((locale) =>
	pick(sentCatalogue(locale), (key) => !dialogKeys.has(key) && !inFooterIslandOnly(key) && !accountPageKeys.includes(key) && !notInRoot.some((prefix) => key.startsWith(prefix))),
)

/**
 * What a signed-in visitor's pages add to the root's (the account menu, the banner, the profile
 * dialog, the account forms' labels and errors): a visitor who is not signed in never needs them, and such pages are private, never cached.
 */
export const signedInMessages = oncePerLocale((locale) => pick(compiledCatalogue(locale), (key) => key.startsWith(SIGNED_IN_PREFIX) || accountFormKeys.has(key)))

/**
 * The account forms' labels and errors (an email field, a new password, the login and password
 * answers), for the account pages a visitor reaches without the dialogs' texts: /forgot-password,
 * /reset-password, /invite/… (signed-in pages have them with signedInMessages).
 */
export const accountFormMessages = oncePerLocale((locale) => pick(compiledCatalogue(locale), (key) => accountFormKeys.has(key)))

/**
 * The dialogs' texts in a locale, for the pages that show their forms without a dialog (/login,
 * /signup, /enquire) to return with their data (PageMessages).
 */
export const dialogMessages = oncePerLocale((locale) => pick(compiledCatalogue(locale), (key) => dialogKeys.has(key)))

/**
 * The trust details' labels (TrustFacts) for the footer's island and the contact and fees pages'
 * loaders: in no page's root data, drawn only where the studio set such details. None in English,
 * whose labels the code holds.
 */
export const trustLabelMessages = oncePerLocale((locale) => pick(sentCatalogue(locale), (key) => key.startsWith('footer.trust.')))

/** The root's catalogue for a signed-in visitor (pageCatalogue and signedInMessages), made once per locale. */
export const signedInPageCatalogue = oncePerLocale<CompiledCatalogue>((locale) => ({ ...pageCatalogue(locale), ...signedInMessages(locale) }))

const pageOnly = new Map<string, CompiledCatalogue>()

/**
 * A page's own messages in a locale (`pageOnlyMessages('pa', 'booking.')`), for its loader to return
 * and its component to put in reach of useT with PageMessages; `except` leaves out keys under the
 * same prefix that the page does not show (/book: `booking.manage.`, another page's).
 */
export function pageOnlyMessages(locale: Locale, prefix: PageOnlyPrefix, except: `${PageOnlyPrefix}${string}` | `${PageOnlyPrefix}${string}`[] = []): CompiledCatalogue {
	const left = typeof except === 'string' ? [except] : except
	const cacheKey = `${locale} ${prefix} ${left.join(' ')}`
	let messages = pageOnly.get(cacheKey)
	if (!messages) {
		messages = pick(sentCatalogue(locale), (key) => key.startsWith(prefix) && !left.some((other) => key.startsWith(other)))
		pageOnly.set(cacheKey, messages)
	}
	return messages
}

const toolOnly = new Map<string, CompiledCatalogue>()
/** The counsellor form's labels, which it shares with the enquiry dialog (not in the root's data). */
const counsellorFormKeys: ReadonlySet<string> = new Set(['enquiry.name', 'enquiry.email', 'enquiry.mobile', 'enquiry.submitting'])

/**
 * A tool page's own messages in a locale, for its loader: its `tools.<tool>.` keys and the
 * counsellor form's (`tools.lead.` and its labels), not the other tool's.
 */
export function toolMessages(locale: Locale, tool: 'eligibility' | 'compare'): CompiledCatalogue {
	const cacheKey = `${locale} ${tool}`
	let messages = toolOnly.get(cacheKey)
	if (!messages) {
		messages = pick(compiledCatalogue(locale), (key) => key.startsWith(`tools.${tool}.`) || key.startsWith('tools.lead.') || counsellorFormKeys.has(key))
		toolOnly.set(cacheKey, messages)
	}
	return messages
}

const DIRECTORY_PREFIXES = ['guide.directory.', 'guide.country.']
const GUIDE_META_PREFIX = 'guide.meta.'
const SHARED_GUIDE_KEYS = new Set(['guide.loading', 'guide.studyIn'])

/**
 * The country guides' or the directory's own messages in a locale, for their loaders
 * (PageMessages): each page only the keys it shows (the guide pages are the site's heaviest);
 * the meta texts are made in the loader and never sent.
 */
export function guideMessages(locale: Locale, page: 'guide' | 'directory'): CompiledCatalogue {
	const directoryOnly = (key: string) => DIRECTORY_PREFIXES.some((prefix) => key.startsWith(prefix))
	return pick(compiledCatalogue(locale), (key) => {
		if (!key.startsWith(GUIDE_PREFIX) || key.startsWith(GUIDE_META_PREFIX)) return false
		return page === 'directory' ? directoryOnly(key) || SHARED_GUIDE_KEYS.has(key) : !directoryOnly(key)
	})
}

/** A guide's messages that only its islands use (guide-parts.tsx): the fact notes, and texts drawn inside the islands. */
const GUIDE_ISLAND_PREFIXES = ['guide.fact.', 'guide.weather.', 'guide.work.', 'guide.fastFacts.', 'guide.nextStep.']
const GUIDE_ISLAND_KEYS = new Set([
	'guide.hero.intro',
	'guide.sources.reviewed',
	'guide.sources.notReviewed',
	'guide.sources.intro',
	'guide.opensInNewTab',
	'guide.scholarships.officialPage',
	'guide.scholarships.officialPageFor',
	'guide.cost.item',
	'guide.cost.typicalCost',
	'guide.visa.fee',
])

/** The messages of one tab's panel, outside its islands: a document sends only its own tab's (see guidePageMessages). */
const GUIDE_PANEL_PREFIXES: Record<string, string> = {
	'top-universities': 'guide.universities.',
	admissions: 'guide.admissions.',
	scholarships: 'guide.scholarships.',
	visa: 'guide.visa.',
	'cost-of-living': 'guide.cost.',
	faqs: 'guide.faqs.',
}

/**
 * A country guide's messages in two parts (issue 21): those the browser needs (the hero, the tabs,
 * the slider, the gauge, the questions), and those only its islands use, which travel with the
 * guide's content (kept for a document's render, in the data of a client navigation). A guide
 * page has no use for the coming-soon texts and their link. Given `tab`, the tab a document is rendered on, the
 * first part leaves out the other tabs' panels' messages: those panels are drawn from the guide's
 * data, fetched after hydration, which brings them (use-guide-panels.ts).
 */
export function guidePageMessages(locale: Locale, tab?: string): { messages: CompiledCatalogue; islandMessages: CompiledCatalogue } {
	const otherPanels = tab === undefined ? [] : Object.entries(GUIDE_PANEL_PREFIXES).flatMap(([panel, prefix]) => (panel === tab ? [] : [prefix]))
	const islandOnly = (key: string) => GUIDE_ISLAND_KEYS.has(key) || GUIDE_ISLAND_PREFIXES.some((prefix) => key.startsWith(prefix))
	const all = pick(guideMessages(locale, 'guide'), (key) => !key.startsWith('guide.comingSoon.') && key !== 'guide.allDestinations' && (islandOnly(key) || !otherPanels.some((prefix) => key.startsWith(prefix))))
	return messagesApart(all, islandOnly)
}

/**
 * The as-of and source notes of the guides' facts (GuideText), for another page that shows them
 * (/compare all, the planner only the `names` it uses: `guide.fact.<name>`).
 */
export function factNoteMessages(locale: Locale, names?: string[]): CompiledCatalogue {
	const prefix = `${GUIDE_PREFIX}fact.`
	return pick(compiledCatalogue(locale), (key) => key.startsWith(prefix) && (!names || names.includes(key.slice(prefix.length))))
}

/** The `page.<name>.` messages of the named pages in a locale, for a page's loader (PageMessages). */
export function pageMessages(locale: Locale, ...names: string[]): CompiledCatalogue {
	return pick(sentCatalogue(locale), (key) => names.some((name) => key.startsWith(`${PAGE_PREFIX}${name}.`)))
}

/**
 * A course page's own messages (`page.course.`; Enroll Now's come from enrollButtonMessages): of the
 * 'What you'll learn' lists only its family's (learningOutcomesFamily), the course pages being among
 * the site's heaviest.
 */
export function courseMessages(locale: Locale, outcomesFamily: string): CompiledCatalogue {
	const outcomes = `${PAGE_PREFIX}course.learn.`
	const own = (key: string) => key.startsWith(`${PAGE_PREFIX}course.`) && (!key.startsWith(outcomes) || key.startsWith(`${outcomes}${outcomesFamily}.`))
	return pick(sentCatalogue(locale), own)
}

/**
 * The texts a loader throws with an error (`throw data(answerTexts(locale, {...}), { status: 404 })`),
 * written in the page's language: the route's ErrorBoundary has no page messages of its own.
 */
export function answerTexts<Name extends string>(locale: Locale, keys: Record<Name, MessageKey>): Record<Name, string> {
	const t = translator(locale)
	return Object.fromEntries(Object.entries<MessageKey>(keys).map(([name, key]) => [name, t(key)])) as Record<Name, string>
}

/**
 * A page's messages in two parts: those only its islands use, rendered on the server and sent once
 * as markup (lib/island.tsx), and the rest, which the browser needs.
 */
export function messagesApart(messages: CompiledCatalogue, islandOnly: (key: string) => boolean): { messages: CompiledCatalogue; islandMessages: CompiledCatalogue } {
	return { messages: pick(messages, (key) => !islandOnly(key)), islandMessages: pick(messages, islandOnly) }
}

/** Messages in a locale for the server's own answers (form errors of a post, the offer's texts). */
export function translator(locale: Locale): Translate {
	return translatorOf({ locale, messages: compiledCatalogue(locale) })
}

/**
 * A Punjabi or Hindi page's title and description for search engines (`page.meta.<page>.`), written
 * by its loader so meta() has them in the browser too; null on an English page, whose meta keeps
 * the route's English (and studio-edited search texts go before either). Never in a page's catalogue.
 */
export function metaTexts(locale: Locale, page: 'home' | 'about' | 'team' | 'contact' | 'enquire' | 'education'): { title: string; description: string } | null {
	if (locale === DEFAULT_LOCALE) return null
	const t = translator(locale)
	// The site's details stay as braces: meta() fills them from the root's data (withSiteFacts).
	const braces = Object.fromEntries(['site', 'city', 'address', 'phone'].map((name) => [name, `{${name}}`]))
	return { title: t(`page.meta.${page}.title`, braces), description: t(`page.meta.${page}.description`, braces) }
}
