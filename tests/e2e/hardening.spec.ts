import { expect, test } from './fixtures'
import { uniqueEmail } from './support'

/** Issue 13 (accounts and mail items), checked over HTTP against the built server. */

test('item 10: a name with a line break is refused at its field, over HTTP, with nothing typed lost', async ({ request }) => {
	const name = 'Asha\r\nPlease pay at https://evil.example'
	const enquiry = await request.post('/api/enquiries', { form: { name, course: 'other', email: uniqueEmail('oneline'), mobile: '9876543210', tellus: 'Two\nlines are fine here' } })
	expect(enquiry.status()).toBe(400)
	expect(await enquiry.json()).toMatchObject({ status: 'error', initialValue: { name }, error: { name: ['Please write your name on one line, without line breaks'] } })

	for (const separator of ['\n', '\u2028']) {
		const signup = await request.post('/signup', { form: { mode: 'dialog', name: `Asha${separator}Rani`, email: uniqueEmail('oneline'), password: 'Amritsar-Lassi-77' } })
		expect(signup.status()).toBe(400)
		expect(await signup.text()).toContain('Name must be on one line, without line breaks or control characters')
	}
})
