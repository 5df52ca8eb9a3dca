import { index, type RouteConfig, route } from '@react-router/dev/routes'

/**
 * Every URL of the site, mirroring SPEC.md section 2's route table, so the site map reads here.
 * Route modules stay thin: loader/action/meta and a page that composes feature components.
 */
export default [
	index('routes/home.tsx'),

	// Accounts (the dialogs post to these; the pages serve visitors without JavaScript)
	route('login', 'routes/login.tsx'),
	// Two-factor (issue 16, item 4): the code after the password, and the staff's setup
	route('login/two-factor', 'routes/login.two-factor.tsx'),
	route('account/two-factor', 'routes/account.two-factor.tsx'),
	route('account/backup-codes', 'routes/account.backup-codes.tsx'),
	// Privacy (issue 16, item 7): download one's data, delete one's account
	route('account/data', 'routes/account.data.ts'),
	route('account/delete', 'routes/account.delete.tsx'),
	route('account/deleted', 'routes/account.deleted.tsx'),
	route('signup', 'routes/signup.tsx'),
	route('logout', 'routes/logout.tsx'),
	route('profile', 'routes/profile.tsx'),
	route('my-courses', 'routes/my-courses.tsx'),
	// Getting back in and keeping the account safe (issue 16): the links mailed open the token pages.
	route('forgot-password', 'routes/forgot-password.tsx'),
	route('reset-password/:token', 'routes/reset-password.tsx'),
	route('verify-email/:token', 'routes/verify-email.tsx'),
	route('account/security', 'routes/account.security.tsx'),

	// The institute's pages
	route('about', 'routes/about.tsx'),
	route('team', 'routes/team.tsx'),
	route('journal', 'routes/journal.tsx'),
	route('journal/:id', 'routes/journal.$id.tsx'),
	route('contact', 'routes/contact.tsx'),

	// Services (login required: each loader gets the session guard)
	route('services', 'routes/services.tsx'),
	route('services/visa', 'routes/services.visa.tsx'),
	route('services/accommodation', 'routes/services.accommodation.tsx'),
	route('services/career', 'routes/services.career.tsx'),
	route('services/test-prep', 'routes/services.test-prep.tsx'),
	route('services/documents', 'routes/services.documents.tsx'),
	route('services/insurance', 'routes/services.insurance.tsx'),

	// Published fees and refunds; privacy and terms
	route('fees', 'routes/fees.tsx'),
	route('privacy', 'routes/privacy.tsx'),

	// Leads
	route('enquire', 'routes/enquire.tsx'),
	route('api/enquiries', 'routes/api.enquiries.ts'),
	route('api/enrolments', 'routes/api.enrolments.ts'),
	route('newsletter', 'routes/newsletter.tsx'),

	// Free counselling sessions (issue 17): the booking page, and each booking's page behind its signed link
	route('book', 'routes/book.tsx'),
	route('book/manage/:token', 'routes/book.manage.tsx'),

	// Tools families use to decide (issue 19): the cost and funding planner
	route('plan', 'routes/plan.tsx'),

	// Courses
	route('courses', 'routes/courses.tsx'),
	route('course/:id', 'routes/course.tsx'),

	// Education menu (SPEC.md section 2): one module for the family pages, one for the programme pages.
	route('education', 'routes/education.tsx'),
	route('education/university', 'routes/education-family.tsx', { id: 'education-university' }),
	route('education/university/undergraduate', 'routes/education-programme.tsx', { id: 'education-university-undergraduate' }),
	route('education/university/postgraduate', 'routes/education-programme.tsx', { id: 'education-university-postgraduate' }),
	route('education/university/phd', 'routes/education-programme.tsx', { id: 'education-university-phd' }),
	route('education/skp', 'routes/education-family.tsx', { id: 'education-skp' }),
	route('education/skp/foundation', 'routes/education-programme.tsx', { id: 'education-skp-foundation' }),
	route('education/skp/diploma', 'routes/education-programme.tsx', { id: 'education-skp-diploma' }),
	route('education/skp/certificate', 'routes/education-programme.tsx', { id: 'education-skp-certificate' }),
	route('education/languages', 'routes/education-family.tsx', { id: 'education-languages' }),
	route('education/languages/english', 'routes/education-programme.tsx', { id: 'education-languages-english' }),
	route('education/languages/french', 'routes/education-programme.tsx', { id: 'education-languages-french' }),
	route('education/languages/german', 'routes/education-programme.tsx', { id: 'education-languages-german' }),
	route('education/languages/spanish', 'routes/education-programme.tsx', { id: 'education-languages-spanish' }),
	route('education/ielts', 'routes/education-family.tsx', { id: 'education-ielts' }),
	route('education/ielts/academic', 'routes/education-programme.tsx', { id: 'education-ielts-academic' }),
	route('education/ielts/general', 'routes/education-programme.tsx', { id: 'education-ielts-general' }),
	route('education/ielts/preparation', 'routes/education-programme.tsx', { id: 'education-ielts-preparation' }),

	// Staff area (staff and admins only): the leads inbox and a counsellor's day
	route('admin', 'routes/admin.tsx'),
	route('admin/my-day', 'routes/admin.my-day.tsx'),
	route('admin/leads.csv', 'routes/admin.leads-csv.ts'),
	route('admin/leads/updates', 'routes/admin.leads-updates.ts'),
	route('admin/leads/events', 'routes/admin.leads-events.ts'),
	route('admin/leads/:id', 'routes/admin.lead.tsx'),
	route('admin/calendar', 'routes/admin.calendar.tsx'),
	// Admins only: round-robin assignment and the digest's time; the WhatsApp templates' texts
	route('admin/lead-settings', 'routes/admin.lead-settings.tsx'),
	route('admin/whatsapp-templates', 'routes/admin.whatsapp-templates.tsx'),
	route('admin/dashboard', 'routes/admin.dashboard.tsx'),
	route('admin/dashboard.csv', 'routes/admin.dashboard-csv.ts'),
	// Admins only: counsellors' weeks, days off, holidays and the session settings
	route('admin/calendar/availability', 'routes/admin.calendar-availability.tsx'),

	// Staff and admins: erasing one person's data on request (issue 16, item 7)
	route('admin/erasure', 'routes/admin.erasure.tsx'),

	// Staff management (admins only) and the invitation link (issue 16, item 5)
	route('admin/users', 'routes/admin.users.tsx'),
	route('invite/:token', 'routes/invite.$token.tsx'),

	// Content studio (editors and admins; the audit log admins only)
	route('admin/content', 'routes/admin.content.tsx'),
	route('admin/content/audit', 'routes/admin.content-audit.tsx'),
	route('admin/content/images', 'routes/admin.content-images.tsx'),
	// Country guides (issue 15): those due for review, oldest first
	route('admin/content/review', 'routes/admin.content-review.tsx'),
	// The country guides' facts and the exchange rates (issue 15, decision 019); fixed segments rank above :type
	route('admin/content/facts', 'routes/admin.content-facts.tsx'),
	route('admin/content/facts/:country', 'routes/admin.content-facts-list.tsx'),
	route('admin/content/facts/:country/:fact', 'routes/admin.content-fact.tsx'),
	route('admin/content/exchange-rates', 'routes/admin.content-exchange-rates.tsx'),
	route('admin/content/:type', 'routes/admin.content-list.tsx'),
	route('admin/content/:type/:key', 'routes/admin.content-entry.tsx'),
	route('admin/content/:type/:key/preview', 'routes/admin.content-preview.tsx'),

	// Study abroad: the overview and the country guides (one module, two URLs; canonical /country/{id}).
	route('country', 'routes/countries.tsx'),
	route('country/:id', 'routes/country.tsx', { id: 'country' }),
	route('destinations/:id', 'routes/country.tsx', { id: 'destinations' }),
	// Tools families use to decide (issue 19): countries side by side, and an eligibility check.
	route('compare', 'routes/compare.tsx'),
	route('eligibility', 'routes/eligibility.tsx'),

	// The pages parents read, in Punjabi and Hindi too (issue 20, decision 018); the language switcher
	// remembers the visitor's choice through /language.
	...languageVersions('pa'),
	...languageVersions('hi'),
	route('language', 'routes/language.ts'),

	// Images uploaded in the studio: their resized copies, at content-hashed URLs.
	route('media/:file', 'routes/media.ts'),

	// For search engines: the site map and crawler rules, built from the data (file names escape the dot).
	route('sitemap.xml', 'routes/sitemap[.]xml.ts'),
	route('robots.txt', 'routes/robots[.]txt.ts'),

	// Anything else is a 404 page with status 404.
	route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig

/**
 * A language's versions of the public pages: the same modules as English under /pa or /hi, each
 * with an id of its own. app/features/i18n/locales.ts (hasLanguageVersions) lists the same pages;
 * locales.test.ts checks they agree. A signed-in person's own pages (My Courses, account security,
 * two-factor sign-in and its backup codes, deleting the account, the email confirmation link) have
 * them too; the staff pages stay in English.
 */
function languageVersions(lang: 'pa' | 'hi') {
	return [
		route(lang, 'routes/home.tsx', { id: `${lang}/home` }),
		route(`${lang}/about`, 'routes/about.tsx', { id: `${lang}/about` }),
		route(`${lang}/team`, 'routes/team.tsx', { id: `${lang}/team` }),
		route(`${lang}/journal`, 'routes/journal.tsx', { id: `${lang}/journal` }),
		route(`${lang}/journal/:id`, 'routes/journal.$id.tsx', { id: `${lang}/journal/:id` }),
		route(`${lang}/contact`, 'routes/contact.tsx', { id: `${lang}/contact` }),
		route(`${lang}/fees`, 'routes/fees.tsx', { id: `${lang}/fees` }),
		route(`${lang}/privacy`, 'routes/privacy.tsx', { id: `${lang}/privacy` }),
		route(`${lang}/enquire`, 'routes/enquire.tsx', { id: `${lang}/enquire` }),
		route(`${lang}/newsletter`, 'routes/newsletter.tsx', { id: `${lang}/newsletter` }),
		route(`${lang}/book`, 'routes/book.tsx', { id: `${lang}/book` }),
		route(`${lang}/book/manage/:token`, 'routes/book.manage.tsx', { id: `${lang}/book/manage/:token` }),
		route(`${lang}/courses`, 'routes/courses.tsx', { id: `${lang}/courses` }),
		route(`${lang}/course/:id`, 'routes/course.tsx', { id: `${lang}/course/:id` }),
		route(`${lang}/country`, 'routes/countries.tsx', { id: `${lang}/country` }),
		route(`${lang}/country/:id`, 'routes/country.tsx', { id: `${lang}/country/:id` }),
		route(`${lang}/plan`, 'routes/plan.tsx', { id: `${lang}/plan` }),
		route(`${lang}/compare`, 'routes/compare.tsx', { id: `${lang}/compare` }),
		route(`${lang}/eligibility`, 'routes/eligibility.tsx', { id: `${lang}/eligibility` }),
		route(`${lang}/services`, 'routes/services.tsx', { id: `${lang}/services` }),
		...['visa', 'accommodation', 'career', 'test-prep', 'documents', 'insurance'].map((service) =>
			route(`${lang}/services/${service}`, `routes/services.${service}.tsx`, { id: `${lang}/services/${service}` }),
		),
		route(`${lang}/login`, 'routes/login.tsx', { id: `${lang}/login` }),
		route(`${lang}/signup`, 'routes/signup.tsx', { id: `${lang}/signup` }),
		route(`${lang}/forgot-password`, 'routes/forgot-password.tsx', { id: `${lang}/forgot-password` }),
		route(`${lang}/reset-password/:token`, 'routes/reset-password.tsx', { id: `${lang}/reset-password/:token` }),
		route(`${lang}/my-courses`, 'routes/my-courses.tsx', { id: `${lang}/my-courses` }),
		route(`${lang}/account/security`, 'routes/account.security.tsx', { id: `${lang}/account/security` }),
		route(`${lang}/account/two-factor`, 'routes/account.two-factor.tsx', { id: `${lang}/account/two-factor` }),
		route(`${lang}/account/backup-codes`, 'routes/account.backup-codes.tsx', { id: `${lang}/account/backup-codes` }),
		route(`${lang}/account/delete`, 'routes/account.delete.tsx', { id: `${lang}/account/delete` }),
		route(`${lang}/account/deleted`, 'routes/account.deleted.tsx', { id: `${lang}/account/deleted` }),
		route(`${lang}/verify-email/:token`, 'routes/verify-email.tsx', { id: `${lang}/verify-email/:token` }),
		route(`${lang}/education`, 'routes/education.tsx', { id: `${lang}/education` }),
		...['university', 'skp', 'languages', 'ielts'].map((family) =>
			route(`${lang}/education/${family}`, 'routes/education-family.tsx', { id: `${lang}/education/${family}` }),
		),
		...[
			'university/undergraduate',
			'university/postgraduate',
			'university/phd',
			'skp/foundation',
			'skp/diploma',
			'skp/certificate',
			'languages/english',
			'languages/french',
			'languages/german',
			'languages/spanish',
			'ielts/academic',
			'ielts/general',
			'ielts/preparation',
		].map((programme) => route(`${lang}/education/${programme}`, 'routes/education-programme.tsx', { id: `${lang}/education/${programme}` })),
	]
}
