import { describe, expect, it } from 'vitest'
import routes from '~/routes'
import { accountMessages } from '~/features/accounts/account'
import { en } from './catalogue/en'
import { hi } from './catalogue/hi'
import { pa } from './catalogue/pa'
import { accountFormMessages, dialogMessages, pageCatalogue, pageOnlyMessages, signedInPageCatalogue, translator, trustLabelMessages } from './catalogues.server'
import { dialogsEn } from './catalogue/dialogs-en'
import { translatorOf } from './i18n'
import { formatMoney, formatNumber, pluralCategory } from './formats'
import { textIn } from './localised-text'
import { hasLanguageVersions, localizedPath, offeredLocale, pathWithoutLocale } from './locales'

describe('the message catalogues', () => {
	it('have every key in all three languages, and no key English lacks', () => {
		const keys = Object.keys(en).sort()
		expect(Object.keys(pa).sort()).toEqual(keys)
		expect(Object.keys(hi).sort()).toEqual(keys)
		for (const catalogue of [pa, hi]) for (const key of keys) expect(catalogue[key as keyof typeof en].trim(), key).not.toBe('')
	})

	it("keep SPEC's English enquiry messages verbatim and translate them", () => {
		expect(translator('en')('enquiry.error.required')).toBe('Please fill in all required fields')
		expect(translator('en')('enquiry.error.tellusTooLong', { max: 2000 })).toBe('Please keep your message under 2,000 characters')
		expect(translator('pa')('enquiry.error.email')).toBe('ਕਿਰਪਾ ਕਰਕੇ ਸਹੀ ਈਮੇਲ ਪਤਾ ਲਿਖੋ')
		expect(translator('hi')('enquiry.error.mobile')).toBe('कृपया सही मोबाइल नंबर लिखें')
	})

	it("keep SPEC's English account messages verbatim, given as keys by the account forms", () => {
		const english = translator('en')
		expect(english(accountMessages.loginFailed)).toBe('Login failed. Please try again.')
		expect(english(accountMessages.signupFailed)).toBe('Signup failed. Please try again.')
		expect(english(accountMessages.accountDoesNotExist)).toBe('Account doesn’t exist. Please sign-up first.')
		expect(english(accountMessages.passwordTooShort)).toBe('Password must be at least 6 characters long')
		expect(english(accountMessages.requiredFields)).toBe('Please fill in all required fields')
		expect(translator('pa')(accountMessages.passwordTooShort)).toBe('ਪਾਸਵਰਡ ਘੱਟੋ-ਘੱਟ 6 ਅੱਖਰਾਂ ਦਾ ਹੋਣਾ ਚਾਹੀਦਾ ਹੈ')
	})

	it("use each language's plural rules", () => {
		expect(translator('en')('count.weeks', { count: 1 })).toBe('1 week')
		expect(translator('en')('count.weeks', { count: 0 })).toBe('0 weeks')
		expect(translator('hi')('count.weeks', { count: 0 })).toBe('0 हफ़्ता')
		expect(translator('pa')('count.weeks', { count: 8 })).toBe('8 ਹਫ਼ਤੇ')
		expect(pluralCategory(0, 'hi')).toBe('one')
		expect(pluralCategory(0, 'en')).toBe('other')
	})
})

describe("what every page's root data carries", () => {
	it('leaves out the booking, contact, tools, email and server answer keys, which their pages (or the server) send', () => {
		for (const locale of ['en', 'pa', 'hi'] as const) {
			const keys = Object.keys(pageCatalogue(locale))
			expect(keys).toContain('nav.home')
			expect(keys.filter((key) => /^(booking|contact|tools|email|answer|newsletter\.page|course\.list|account\.(twoFactor|backupCodes|delete))\./.test(key))).toEqual([])
		}
	})

	it("leaves out the account and enquiry dialogs' texts, which load with the dialogs (dialog-messages.tsx) and come with /login, /signup and /enquire", () => {
		for (const locale of ['en', 'pa', 'hi'] as const) {
			expect(Object.keys(pageCatalogue(locale)).filter((key) => key in dialogsEn)).toEqual([])
			expect(Object.keys(dialogMessages(locale)).sort()).toEqual(Object.keys(dialogsEn).sort())
		}
		expect(translatorOf({ locale: 'hi', messages: dialogMessages('hi') })('account.dialog.loginTitle')).toBe(hi['account.dialog.loginTitle'])
		// The messages every form shares stay: the footer's newsletter box answers with enquiry.error.email.
		expect(Object.keys(pageCatalogue('en'))).toEqual(expect.arrayContaining(['enquiry.error.email', 'enquiry.error.required']))
	})

	it("leaves the account forms' labels and errors to the dialogs, the account pages and signed-in pages", () => {
		const accountForms = ['account.field.email', 'account.action.logIn', 'account.error.loginFailed', 'account.error.tooLong', 'account.field.newPassword', 'account.error.linkExpired']
		for (const locale of ['en', 'pa', 'hi'] as const) {
			expect(Object.keys(pageCatalogue(locale)).filter((key) => key.startsWith('account.error.') || accountForms.includes(key))).toEqual([])
			expect(Object.keys(accountFormMessages(locale))).toEqual(expect.arrayContaining(accountForms))
			expect(Object.keys(signedInPageCatalogue(locale))).toEqual(expect.arrayContaining(accountForms))
		}
		expect(Object.keys(dialogMessages('pa'))).toEqual(expect.arrayContaining(['account.field.email', 'account.error.loginFailed']))
		expect(translatorOf({ locale: 'pa', messages: accountFormMessages('pa') })('account.error.linkExpired')).toBe(pa['account.error.linkExpired'])
	})

	it("sends the error pages' texts to no page (English is in the code, Punjabi and Hindi load with the error page: useErrorPageT)", () => {
		for (const locale of ['en', 'pa', 'hi'] as const) expect(Object.keys(pageCatalogue(locale)).filter((key) => key.startsWith('error.'))).toEqual([])
	})

	it("leaves the footer's texts to its island, but keeps those other parts of the page show", () => {
		for (const locale of ['en', 'pa', 'hi'] as const) {
			const keys = Object.keys(pageCatalogue(locale))
			expect(keys.filter((key) => /^footer\.(links|about|team|latestPosts|newsletterBlurb|rights)$/.test(key))).toEqual([])
			expect(keys).toEqual(expect.arrayContaining(['footer.newsletter', 'footer.privacy']))
		}
	})

	it("gives the booking and contact pages their own keys in the page's language", () => {
		expect(translatorOf({ locale: 'pa', messages: pageOnlyMessages('pa', 'booking.') })('booking.title')).toBe(pa['booking.title'])
		expect(Object.keys(pageOnlyMessages('hi', 'contact.')).length).toBe(Object.keys(en).filter((key) => key.startsWith('contact.')).length)
		expect(Object.keys(pageOnlyMessages('en', 'booking.')).every((key) => key.startsWith('booking.'))).toBe(true)
	})

	it("sends the enquiry form's course options with /enquire to Punjabi and Hindi pages only (English pages show SPEC's labels from the code; the dialog loads its language's module)", () => {
		for (const locale of ['en', 'pa', 'hi'] as const) expect(Object.keys(pageCatalogue(locale)).filter((key) => key.startsWith('enquiry.option.'))).toEqual([])
		expect(pageOnlyMessages('en', 'enquiry.option.')).toEqual({})
		expect(translatorOf({ locale: 'pa', messages: pageOnlyMessages('pa', 'enquiry.option.') })('enquiry.option.ielts-academic')).toBe('IELTS: ਅਕਾਦਮਿਕ')
		expect(translatorOf({ locale: 'hi', messages: pageOnlyMessages('hi', 'enquiry.option.') })('enquiry.option.other')).toBe('कोई और / अभी तय नहीं')
		expect(Object.keys(pageCatalogue('en')).filter((key) => key.startsWith('page.meta.'))).toEqual([])
		// Nor the other texts whose English the code holds (orEnglish): the footer's trust labels, the cards' and the journal's counts.
		expect(Object.keys({ ...pageCatalogue('en'), ...pageOnlyMessages('en', 'course.enroll.') }).filter((key) => /^(footer\.trust\.|course\.enroll\.(rating|students)|page\.posts\.comments)/.test(key))).toEqual([])
		expect(Object.keys({ ...pageCatalogue('hi'), ...pageOnlyMessages('hi', 'course.enroll.') })).toEqual(expect.arrayContaining(['course.enroll.rating', 'course.enroll.students']))
		// The trust labels travel with the footer's island and the contact and fees pages, not in every page's data.
		expect(Object.keys(trustLabelMessages('en'))).toEqual([])
		for (const locale of ['en', 'pa', 'hi'] as const) expect(Object.keys(pageCatalogue(locale)).filter((key) => key.startsWith('footer.trust.'))).toEqual([])
		expect(Object.keys(trustLabelMessages('hi'))).toEqual(['footer.trust.licence', 'footer.trust.gstin', 'footer.trust.founded'])
	})
})

describe('formats', () => {
	it('group numbers and rupees the Indian way in every language', () => {
		expect(formatNumber(1250000, 'en')).toBe('12,50,000')
		expect(formatMoney(1250000, 'hi')).toBe('₹12,50,000')
		expect(formatMoney(1250000, 'pa')).toBe('₹12,50,000')
	})
})

describe('language versions', () => {
	type RouteEntry = { path?: string; id?: string }
	const paths = (routes as RouteEntry[]).map((r) => r.path ?? '')

	it('app/routes.ts lists a /pa and a /hi route for exactly the pages hasLanguageVersions names', () => {
		const english = paths.filter((p) => !/^(pa|hi)(\/|$)/.test(p) && !p.includes('*'))
		const withVersions = english.filter((p) => hasLanguageVersions(`/${p}`.replace(/:[a-z]+/g, 'x')))
		for (const lang of ['pa', 'hi']) {
			const localized = paths.filter((p) => p === lang || p.startsWith(`${lang}/`)).map((p) => p.replace(new RegExp(`^${lang}/?`), ''))
			expect(localized.sort()).toEqual(withVersions.sort())
		}
	})

	it('maps paths between languages', () => {
		expect(localizedPath('/about?x=1', 'pa')).toBe('/pa/about?x=1')
		expect(localizedPath('/', 'hi')).toBe('/hi')
		expect(localizedPath('/pa/contact', 'en')).toBe('/contact')
		expect(localizedPath('/admin', 'pa')).toBe('/admin')
		expect(pathWithoutLocale('/hi')).toBe('/')
		expect(pathWithoutLocale('/paris')).toBe('/paris')
	})

	it('offers Punjabi or Hindi only when the browser ranks it above English', () => {
		expect(offeredLocale('pa-IN,pa;q=0.9,en;q=0.8')).toBe('pa')
		expect(offeredLocale('en-IN,en;q=0.9,hi;q=0.8')).toBeNull()
		expect(offeredLocale('de,hi;q=0.5')).toBe('hi')
		expect(offeredLocale(null)).toBeNull()
	})
})

describe('content in a language', () => {
	it('shows the translation when there is one, else the English marked as untranslated', () => {
		expect(textIn({ en: 'Fees', pa: 'ਫ਼ੀਸ', hi: null }, 'pa')).toEqual({ text: 'ਫ਼ੀਸ', lang: 'pa', translated: true })
		expect(textIn({ en: 'Fees', pa: 'ਫ਼ੀਸ', hi: '  ' }, 'hi')).toEqual({ text: 'Fees', lang: 'en', translated: false })
		expect(textIn({ en: 'Fees', pa: null, hi: null }, 'en')).toEqual({ text: 'Fees', lang: 'en', translated: true })
	})
})

describe("what the server writes in the page's language", () => {
	it('says how long to wait after too many posts, in each language with its plural', () => {
		expect(translator('en')('answer.rateLimit.form', { minutes: 1 })).toBe('Too many submissions from your network. Please wait 1 minute and try again.')
		expect(translator('en')('answer.rateLimit.form', { minutes: 10 })).toBe('Too many submissions from your network. Please wait 10 minutes and try again.')
		expect(translator('pa')('answer.rateLimit.form', { minutes: 10 })).toBe('ਤੁਹਾਡੇ ਨੈੱਟਵਰਕ ਤੋਂ ਬਹੁਤ ਵਾਰ ਫ਼ਾਰਮ ਭੇਜੇ ਗਏ ਹਨ। ਕਿਰਪਾ ਕਰਕੇ 10 ਮਿੰਟ ਰੁਕ ਕੇ ਦੁਬਾਰਾ ਕੋਸ਼ਿਸ਼ ਕਰੋ।')
		expect(translator('hi')('answer.rateLimit.form', { minutes: 1 })).toBe('आपके नेटवर्क से बहुत बार फ़ॉर्म भेजे गए हैं। कृपया 1 मिनट रुककर फिर कोशिश करें।')
	})

	it("keeps SPEC's English login and sign-up answers", () => {
		expect(translator('en')(accountMessages.loginSuccess)).toBe('Login successful!')
		expect(translator('en')(accountMessages.signupSuccess)).toBe('Account created & signed in!')
		expect(translator('hi')(accountMessages.loginSuccess)).toBe('आप लॉग इन हो गए हैं!')
	})
})
