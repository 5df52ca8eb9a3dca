/*
 * The journal's Markdown, rendered on the server to HTML that is safe by construction: every
 * character of the source is escaped first, so no tag or attribute of the author's reaches the
 * page; only the constructs below become markup. Links keep http(s), mailto, tel and site paths only;
 * a site path leads to the page's language version where there is one (the text may be English on a
 * Punjabi page: its links still keep the reader in Punjabi).
 * Supported: paragraphs, ## and ### headings (# counts as ##: the page's title is the h1), lists
 * (- or 1.), **bold**, *italic* and [text](url).
 */

import { DEFAULT_LOCALE, type Locale, localeOfPath, localizedPath } from '~/features/i18n/locales'

function escapeHtml(text: string) {
	return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!)
}

function safeHref(url: string, locale: Locale): string | null {
	const trimmed = url.trim()
	if (/^(https?:|mailto:|tel:)/i.test(trimmed)) return trimmed
	// A path the author wrote in a language (/pa/…) stays as written: a link to that version on purpose.
	if (trimmed.startsWith('/') && !trimmed.startsWith('//')) return localeOfPath(trimmed) === DEFAULT_LOCALE ? localizedPath(trimmed, locale) : trimmed
	return null
}

/** Inline markup of one escaped line: links, bold, italic. */
function inline(escaped: string, locale: Locale) {
	return escaped
		.replace(/\[([^\]]+)\]\(([^)\s]+)\)/g, (whole, text: string, url: string) => {
			// The URL is escaped text already; unescape the ampersand entity only to check the scheme.
			const href = safeHref(url.replaceAll('&amp;', '&'), locale)
			if (!href) return text
			const external = /^https?:/i.test(href)
			return `<a href="${escapeHtml(href)}"${external ? ' rel="noopener noreferrer"' : ''}>${text}</a>`
		})
		.replace(/\*\*([^*]+)\*\*/g, '<strong>$1</strong>')
		.replace(/(^|[^*])\*([^*\s][^*]*)\*/g, '$1<em>$2</em>')
}

/** `locale`: the page's language, which the site's own links keep. */
export function renderMarkdown(source: string, locale: Locale): string {
	const blocks = escapeHtml(source.replace(/\r\n?/g, '\n'))
		.split(/\n\s*\n/)
		.map((block) => block.trim())
		.filter(Boolean)
	return blocks
		.map((block) => {
			const heading = /^(#{1,3})\s+(.+)$/.exec(block)
			if (heading && !block.includes('\n')) {
				const level = heading[1]!.length === 3 ? 3 : 2
				return `<h${level}>${inline(heading[2]!, locale)}</h${level}>`
			}
			const lines = block.split('\n')
			if (lines.every((line) => /^\s*[-*]\s+/.test(line))) return `<ul>${lines.map((line) => `<li>${inline(line.replace(/^\s*[-*]\s+/, ''), locale)}</li>`).join('')}</ul>`
			if (lines.every((line) => /^\s*\d+[.)]\s+/.test(line))) return `<ol>${lines.map((line) => `<li>${inline(line.replace(/^\s*\d+[.)]\s+/, ''), locale)}</li>`).join('')}</ol>`
			return `<p>${inline(lines.join(' '), locale)}</p>`
		})
		.join('\n')
}
