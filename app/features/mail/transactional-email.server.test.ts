import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { defaultSiteSettings } from '~/config/site-settings'
import { outboxEmails, profiles, users } from '~/db/schema'
import { seedDatabase } from '~/db/seed.server'
import { queueEmailConfirmation, requestPasswordReset } from '~/features/accounts/account-security.server'
import { createLead } from '~/features/leads/leads.server'
import { createTestDatabase, type TestDatabase, testDatabaseKinds } from '../../../tests/support/test-database'
import { instituteDetails, instituteIn } from './transactional-email.server'

/* Issue 20: the emails to students name the institute's address and hours, and start a WhatsApp chat, in the person's language. */

const institute = instituteDetails(defaultSiteSettings)
const punjabi = {
	address: 'SCO 14, Model Town Road, ਜਲੰਧਰ, ਪੰਜਾਬ 144003, ਭਾਰਤ',
	openingHours: 'ਸੋਮਵਾਰ ਤੋਂ ਸ਼ਨੀਵਾਰ, ਸਵੇਰੇ 9:30 ਤੋਂ ਸ਼ਾਮ 6:30 ਵਜੇ ਤੱਕ',
	whatsappGreeting: 'ਸਤ ਸ੍ਰੀ ਅਕਾਲ! ਕਿਰਪਾ ਕਰਕੇ ਮੈਨੂੰ ਆਪਣੇ ਕੋਰਸਾਂ ਅਤੇ ਵਿਦੇਸ਼ ਵਿੱਚ ਪੜ੍ਹਾਈ ਦੀਆਂ ਸੇਵਾਵਾਂ ਬਾਰੇ ਹੋਰ ਦੱਸੋ।',
}
const hindi = {
	address: 'SCO 14, Model Town Road, जालंधर, पंजाब 144003, भारत',
	openingHours: 'सोमवार से शनिवार, सुबह 9:30 से शाम 6:30 बजे तक',
	whatsappGreeting: 'नमस्ते! कृपया मुझे अपने कोर्स और विदेश में पढ़ाई की सेवाओं के बारे में और बताइए।',
}

describe.each(testDatabaseKinds)('the institute in emails on %s', (kind) => {
	let database: TestDatabase
	beforeAll(async () => {
		database = await createTestDatabase(kind)
		await seedDatabase(database.db)
	})
	afterAll(async () => database?.dispose())

	test('its address, hours and WhatsApp greeting as the studio translated them; other details, or English, as given', async () => {
		const { db } = database
		expect(await instituteIn(db, institute, 'en')).toEqual(institute)
		expect(await instituteIn(db, institute, 'pa')).toEqual({ ...institute, ...punjabi })
		expect(await instituteIn(db, institute, 'hi')).toEqual({ ...institute, ...hindi })
		// Details other than the published ones are not swapped for the published translation.
		const elsewhere = { ...institute, address: '1 Other Street, Ludhiana' }
		expect((await instituteIn(db, elsewhere, 'pa')).address).toBe('1 Other Street, Ludhiana')
	})

	test("an enquiry's acknowledgement in Punjabi ends with the Punjabi address and hours", async () => {
		const { db } = database
		const notify = { to: 'counsellors@example.com', siteName: institute.name, adminUrl: null, acknowledge: institute }
		await createLead(db, { type: 'enquiry', name: 'ਸਿਮਰਨ', email: 'simran-mail@example.com', mobile: '9876500111', course: 'other', locale: 'pa' }, notify)
		const [email] = await db.select().from(outboxEmails).where(eq(outboxEmails.to, 'simran-mail@example.com'))
		expect(email!.subject).toBe('ਪੁੱਛਗਿੱਛ ਲਈ ਧੰਨਵਾਦ: Welsh Education')
		const footer = email!.text.split('\n--\n')[1]!.split('\n')
		expect(footer).toEqual([institute.name, punjabi.address, `ਫ਼ੋਨ: ${institute.phone}`, `ਈਮੇਲ: ${institute.email}`, expect.stringMatching(/^WhatsApp: https:\/\/wa\.me\//), punjabi.openingHours])
		expect(email!.html).toContain(`${punjabi.address}<br>`)
	})

	test("a Hindi account's password reset and address confirmation end with the Hindi address and hours", async () => {
		const { db } = database
		await db.insert(users).values({ id: 'hindi-reader', name: 'अमित', email: 'amit-mail@example.com', locale: 'hi' })
		await db.insert(profiles).values({ userId: 'hindi-reader', name: 'अमित', email: 'amit-mail@example.com' })
		const mail = { institute, origin: 'https://welsh.test', sendMail: true }
		await requestPasswordReset(db, mail, 'amit-mail@example.com', '192.0.2.200')
		await queueEmailConfirmation(db, mail, { id: 'hindi-reader', name: 'अमित', email: 'amit-mail@example.com' })
		const emails = await db.select().from(outboxEmails).where(eq(outboxEmails.to, 'amit-mail@example.com'))
		expect(emails.map((e) => e.subject).sort()).toEqual(['Welsh Education का पासवर्ड नया बनाएँ', 'Welsh Education के लिए अपना ईमेल पता पक्का करें'].sort())
		for (const email of emails) {
			const footer = email.text.split('\n--\n')[1]!.split('\n')
			expect(footer[1]).toBe(hindi.address)
			expect(footer[5]).toBe(hindi.openingHours)
		}
	})
})
