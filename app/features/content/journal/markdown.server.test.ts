import { describe, expect, test } from 'vitest'
import { renderMarkdown } from './markdown.server'

describe('renderMarkdown', () => {
	test('paragraphs, headings, lists, emphasis and links', () => {
		expect(renderMarkdown('# Plan\n\nWeek **one** and *two*.\nSame paragraph.\n\n### Detail\n\n- a\n- b\n\n1. first\n2. second\n\nSee [the guide](/country/uk) or [UKVI](https://www.gov.uk/student-visa).', 'en')).toBe(
			[
				'<h2>Plan</h2>',
				'<p>Week <strong>one</strong> and <em>two</em>. Same paragraph.</p>',
				'<h3>Detail</h3>',
				'<ul><li>a</li><li>b</li></ul>',
				'<ol><li>first</li><li>second</li></ol>',
				'<p>See <a href="/country/uk">the guide</a> or <a href="https://www.gov.uk/student-visa" rel="noopener noreferrer">UKVI</a>.</p>',
			].join('\n'),
		)
	})

	test('no tag, attribute or script of the author reaches the page', () => {
		const html = renderMarkdown('<script>alert(1)</script>\n\n<img src=x onerror=alert(1)>\n\n[click](javascript:evil) [x](//evil.example) [y](data:text/html,hi)', 'en')
		expect(html).not.toMatch(/<script|<img|href="javascript|href="\/\/|href="data/i)
		expect(html).toContain('&lt;script&gt;')
		expect(html).toContain('<p>click x y</p>')
	})

	test('a phone link keeps its tel: target (the privacy page’s “call” link)', () => {
		expect(renderMarkdown('Call [+91 98765 43210](tel:+919876543210).', 'en')).toBe('<p>Call <a href="tel:+919876543210">+91 98765 43210</a>.</p>')
	})

	test("on a Punjabi or Hindi page, the site's own links lead to that language's version where there is one", () => {
		expect(renderMarkdown('See [fees](/fees), [your data](/account/data) and [UKVI](https://www.gov.uk/student-visa).', 'pa')).toBe(
			'<p>See <a href="/pa/fees">fees</a>, <a href="/account/data">your data</a> and <a href="https://www.gov.uk/student-visa" rel="noopener noreferrer">UKVI</a>.</p>',
		)
		// A link the author wrote to one language's version stays so.
		expect(renderMarkdown('[In Hindi](/hi/fees) or [English](/fees)', 'en')).toBe('<p><a href="/hi/fees">In Hindi</a> or <a href="/fees">English</a></p>')
		expect(renderMarkdown('[ਪੰਜਾਬੀ](/pa/fees)', 'hi')).toBe('<p><a href="/pa/fees">ਪੰਜਾਬੀ</a></p>')
	})
})
