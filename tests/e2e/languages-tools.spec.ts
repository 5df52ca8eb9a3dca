import { expect, expectNoAxeViolations, test } from './fixtures'

/*
 * Issue 20: /eligibility in Punjabi and Hindi gives its reasons in that language: the shipped rules
 * carry their own Punjabi and Hindi, with figures, test names and official sources as in English.
 */

const ANSWERS =
	'qualification=bachelors&year=2025&scoreKind=percentage&score=68&stream=commerce&englishTest=ielts&englishScore=6&gapYears=1&budgetLakhs=25&country=united-kingdom&country=ca'

test('a family reads the reasons for their result in Punjabi', async ({ page }) => {
	await page.goto(`/pa/eligibility?${ANSWERS}`)
	const main = page.getByRole('main')
	await expect(main.getByText(/^ਡਿਗਰੀ ਜਾਂ ਉਸ ਤੋਂ ਉੱਪਰ ਦੀ ਪੜ੍ਹਾਈ ਲਈ UKVI ਅੰਗਰੇਜ਼ੀ ਦਾ CEFR B2 ਪੱਧਰ ਮੰਗਦਾ ਹੈ/)).toBeVisible()
	await expect(main.getByText(/^ਸਟੱਡੀ ਪਰਮਿਟ ਲਈ ਕਿਸੇ designated learning institution/)).toBeVisible()
	await expect(main.getByText(/^ਨੰਬਰ ਅਤੇ ਗੈਪ ਸਾਲ: ਸਾਨੂੰ ਕੋਈ ਸਰਕਾਰੀ ਘੱਟੋ-ਘੱਟ ਹੱਦ ਨਹੀਂ ਮਿਲੀ/).first()).toBeVisible()
	// The official source keeps its own name and address.
	await expect(main.getByRole('link', { name: 'GOV.UK: Student visa, knowledge of English' })).toHaveAttribute('href', 'https://www.gov.uk/student-visa/knowledge-of-english')
	await expect(main.getByText(/^Marks and gap years/)).toHaveCount(0)
	await expectNoAxeViolations(page)
})

test('and in Hindi', async ({ page }) => {
	await page.goto(`/hi/eligibility?${ANSWERS}`)
	const main = page.getByRole('main')
	await expect(main.getByText(/^डिग्री या उससे ऊपर की पढ़ाई के लिए UKVI अंग्रेज़ी का CEFR B2 स्तर माँगता है/)).toBeVisible()
	await expect(main.getByText(/^पहले साल के लिए कम से कम यह चाहिए: रहने-खाने का वह ख़र्च जो IRCC दिखाने को कहता है/)).toBeVisible()
	await expect(main.getByText(/^For study at degree level/)).toHaveCount(0)
	await expectNoAxeViolations(page)
})

test('the family’s own rate and tuition, in the planner’s words, in Punjabi', async ({ page }) => {
	await page.goto(`/pa/eligibility?${ANSWERS}&fx.GBP=107.5&fee.united-kingdom=18500`)
	const main = page.getByRole('main')
	await expect(main.getByLabel('1 GBP ਦੇ ਰੁਪਏ')).toHaveValue('107.5')
	await expect(main.getByText(/ਤੁਹਾਡੀ ਦਰ ₹107\.5 ਪ੍ਰਤੀ GBP ਨਾਲ ਲਗਭਗ/).first()).toBeVisible()
	// Canada's rate is still missing: the reason says so, in Punjabi.
	await expect(main.getByRole('link', { name: 'ਇਸ ਨੂੰ ਪਰਖਣ ਲਈ ਉੱਪਰ ਫ਼ਾਰਮ ਵਿੱਚ 1 CAD ਦੇ ਅੱਜ ਦੇ ਰੁਪਏ ਭਰੋ।' })).toHaveAttribute('href', '#eligibility-fx-CAD')
	await expectNoAxeViolations(page)
})
