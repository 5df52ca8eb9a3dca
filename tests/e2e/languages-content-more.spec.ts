import type { Page } from '@playwright/test'
import { expect, expectNoAxeViolations, test } from './fixtures'
import { signUpViaApi } from './support'

/**
 * Issue 20, item 3: the service pages, the Education pages and the team in Punjabi and Hindi
 * (the seeds' pa and hi values from app/features/content/translations), each in an element whose
 * `lang` says so, with no "not yet translated" note and the figures as in English.
 */

const untranslatedNote = { pa: 'ਇਸ ਦਾ ਪੰਜਾਬੀ ਅਨੁਵਾਦ ਹਾਲੇ ਨਹੀਂ ਹੋਇਆ, ਇਸ ਲਈ ਇਹ ਅੰਗਰੇਜ਼ੀ ਵਿੱਚ ਹੈ।', hi: 'इसका हिन्दी अनुवाद अभी नहीं हुआ है, इसलिए यह अंग्रेज़ी में है।' }

async function expectNoNote(page: Page, lang: 'pa' | 'hi') {
	await expect(page.getByText(untranslatedNote[lang])).toHaveCount(0)
}

test('/pa/services/visa shows the visa service in Punjabi, its figures as in English', async ({ page }) => {
	// The services pages are for signed-in visitors (SPEC.md section 6).
	await signUpViaApi(page)
	await page.goto('/pa/services/visa')
	await expect(page.locator('html')).toHaveAttribute('lang', 'pa')
	const title = page.getByRole('heading', { level: 1, name: 'ਵੀਜ਼ਾ ਸਹਾਇਤਾ' })
	await expect(title).toHaveAttribute('lang', 'pa')
	await expect(page.getByRole('heading', { level: 2, name: 'ਅਸੀਂ ਤੁਹਾਡੇ ਲਈ ਕੀ ਕਰਦੇ ਹਾਂ' })).toBeVisible()
	await expect(page.getByRole('definition').filter({ hasText: '98%' })).toBeVisible()
	await expect(page.getByText('ਸਾਡੀਆਂ ਤਿਆਰ ਕੀਤੀਆਂ ਫ਼ਾਈਲਾਂ ਵਿੱਚੋਂ ਲੱਗੇ ਵੀਜ਼ੇ')).toBeVisible()
	await expect(page.getByText(/Our visa desk builds your file/)).toHaveCount(0)
	await expectNoNote(page, 'pa')
	await expectNoAxeViolations(page)
})

test('/hi/education/ielts/academic shows the programme in Hindi, its bands as in English', async ({ page }) => {
	await page.goto('/hi/education/ielts/academic')
	await expect(page.locator('html')).toHaveAttribute('lang', 'hi')
	const title = page.getByRole('heading', { level: 1, name: 'यूनिवर्सिटी दाख़िले के लिए IELTS Academic कोर्स' })
	await expect(title).toHaveAttribute('lang', 'hi')
	await expect(page.getByText(/ज़्यादातर ग्रेजुएशन कोर्स 6\.0 overall/)).toBeVisible()
	await expect(page.getByText('पूरा कोर्स 8 हफ़्ते; Fast Track (बैंड 7+) 4 हफ़्ते।')).toHaveAttribute('lang', 'hi')
	await expect(page.getByText(/IELTS Academic is the version universities ask for/)).toHaveCount(0)
	await expectNoNote(page, 'hi')
	await expectNoAxeViolations(page)
})

test('/pa/team shows the founders’ roles and bios in Punjabi, their names as they are', async ({ page }) => {
	await page.goto('/pa/team')
	await expect(page.locator('html')).toHaveAttribute('lang', 'pa')
	await expect(page.getByRole('heading', { level: 1, name: 'ਸਾਡੇ ਸੰਸਥਾਪਕਾਂ ਨੂੰ ਮਿਲੋ' })).toBeVisible()
	await expect(page.getByRole('heading', { name: 'Harjit Singh Sandhu' })).toBeVisible()
	const role = page.getByText('ਸੰਸਥਾਪਕ ਅਤੇ ਮੈਨੇਜਿੰਗ ਡਾਇਰੈਕਟਰ', { exact: true })
	await expect(role).toHaveAttribute('lang', 'pa')
	await expect(page.getByText(/^ਨਵਨੀਤ ਨੇ ਸਿੱਖਿਆ ਵਿੱਚ PhD ਕੀਤੀ ਹੈ/)).toBeVisible()
	await expect(page.getByText(/Harjit taught English at a college/)).toHaveCount(0)
	await expectNoNote(page, 'pa')
	await expectNoAxeViolations(page)
})

test('/hi shows the testimonials, the featured online courses and the popular courses in Hindi, people’s names and prices as in English', async ({ page }) => {
	await page.goto('/hi')
	await expect(page.locator('html')).toHaveAttribute('lang', 'hi')
	const quote = page.getByText(/तीन हफ़्तों में वीज़ा आ गया।/)
	await expect(quote).toBeVisible()
	// An element's language is the nearest one named: a block in the page's own language names none.
	const inEffect = 'xpath=ancestor-or-self::*[@lang][1]'
	await expect(quote.locator(inEffect)).toHaveAttribute('lang', 'hi')
	await expect(page.getByText('Arjun Sharma', { exact: true })).toBeVisible()
	const online = page.getByRole('article').filter({ hasText: 'जर्मन A1 ऑनलाइन' })
	await expect(online.locator(inEffect)).toHaveAttribute('lang', 'hi')
	await expect(online).toContainText('Goethe-Zertifikat A1 परीक्षा की तैयारी के साथ।')
	await expect(online).toContainText('₹16,000')
	await expect(page.getByRole('heading', { level: 3, name: 'IELTS अकादमिक: पूरा कोर्स' }).locator(inEffect)).toHaveAttribute('lang', 'hi')
	await expect(page.getByText(/^हमारा सबसे लोकप्रिय कोर्स IELTS Academic टेस्ट/)).toBeVisible()
	await expect(page.getByText(/My counsellor helped me shortlist/)).toHaveCount(0)
	// Only the journal's three posts have no Hindi yet: their block says so once.
	await expect(page.getByText(untranslatedNote.hi)).toHaveCount(1)
	await expect(page.getByRole('region', { name: 'हमारे ब्लॉग से नए लेख' }).getByText(untranslatedNote.hi)).toBeVisible()
	await expectNoAxeViolations(page)
})
