import type { ServerConfig } from '~/config/env.server'
import { type SiteSettings, whatsappMailLink } from '~/config/site-settings'
import type { Database } from '~/db/client.server'
import { translator } from '~/features/i18n/catalogues.server'
import { DEFAULT_LOCALE, type Locale } from '~/features/i18n/locales'
import { publishedSiteDocument, siteTextsIn } from '~/features/studio/site-settings.server'

/** What a transactional email says about the institute: its name and how to reach it. */
export type Institute = Pick<SiteSettings, 'name' | 'address' | 'phone' | 'email' | 'whatsappNumber' | 'whatsappGreeting' | 'openingHours'>

/** What mail shows of the institute: its published site settings (siteSettings), name to opening hours. */
export function instituteDetails(site: Pick<SiteSettings, keyof Institute>): Institute {
	const { name, address, phone, email, whatsappNumber, whatsappGreeting, openingHours } = site
	return { name, address, phone, email, whatsappNumber, whatsappGreeting, openingHours }
}

/**
 * The institute's details for an email in `locale` (issue 20): the address, opening hours and WhatsApp
 * greeting as the site shows them in that language (siteTextsIn, the published site settings). A
 * text is translated only where the published English is the one `institute` says (an email written
 * with other details keeps them); the name, numbers and addresses are the same in every language.
 */
export async function instituteIn(db: Database, institute: Institute, locale: Locale): Promise<Institute> {
	if (locale === DEFAULT_LOCALE) return institute
	const document = await publishedSiteDocument(db)
	if (!document) return institute
	const english = siteTextsIn(document, DEFAULT_LOCALE)
	const translated = siteTextsIn(document, locale)
	const shown = (field: 'address' | 'openingHours' | 'whatsappGreeting') => (english[field] === institute[field] ? translated[field] : institute[field])
	return { ...institute, address: shown('address'), openingHours: shown('openingHours'), whatsappGreeting: shown('whatsappGreeting') }
}

/** The address links in mail are built on: PUBLIC_URL, never the request's Host (the sender's to choose). */
export function mailOrigin(config: Pick<ServerConfig, 'publicUrl' | 'port'>) {
	return config.publicUrl ?? `http://localhost:${config.port}`
}

export type EmailContent = {
	/** "Hello Asha," */
	greeting: string
	/** Paragraphs before the button. */
	lead: string[]
	/** The one thing to do, as a button in HTML and a bare link in text. */
	action?: { label: string; url: string }
	/** Paragraphs after it (how long the link works, what to do if this was not you). */
	after?: string[]
}

export type RenderedEmail = { subject: string; text: string; html: string }

/**
 * An email in two parts, plain text and HTML, each ending with the institute's name, address,
 * phone, email and WhatsApp link, in the person's language (the catalogue's email.* texts; the
 * content is given in it). Everything interpolated into the HTML is escaped: names come from
 * visitors.
 */
export function renderEmail(institute: Institute, subject: string, content: EmailContent, locale: Locale = DEFAULT_LOCALE): RenderedEmail {
	const t = translator(locale)
	const whatsapp = whatsappMailLink(institute)
	const footerLines = [
		institute.name,
		institute.address,
		t('email.footer.phone', { phone: institute.phone }),
		t('email.footer.email', { email: institute.email }),
		`WhatsApp: ${whatsapp}`,
		institute.openingHours,
	]
	const text = [
		content.greeting,
		'',
		...content.lead.flatMap((p) => [p, '']),
		...(content.action ? [`${content.action.label}: ${content.action.url}`, ''] : []),
		...(content.after ?? []).flatMap((p) => [p, '']),
		'--',
		...footerLines,
	].join('\n')
	const paragraph = (p: string) => `<p style="margin:0 0 16px">${escapeHtml(p)}</p>`
	const html = `<!doctype html>
<html lang="${locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(subject)}</title></head>
<body style="margin:0;padding:24px;background:#f1f5f9;font-family:Arial,Helvetica,sans-serif;color:#0f172a;font-size:16px;line-height:1.5">
<div style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:8px;padding:24px">
<p style="margin:0 0 16px;font-size:20px;font-weight:bold;color:#1e3a8a">${escapeHtml(institute.name)}</p>
${paragraph(content.greeting)}
${content.lead.map(paragraph).join('\n')}
${
	content.action
		? `<p style="margin:24px 0"><a href="${escapeHtml(content.action.url)}" style="display:inline-block;background:#1e40af;color:#ffffff;text-decoration:none;font-weight:bold;padding:12px 20px;border-radius:999px">${escapeHtml(content.action.label)}</a></p>
<p style="margin:0 0 16px;font-size:14px;color:#475569">${escapeHtml(t('email.copyLink', { url: content.action.url }))}</p>`
		: ''
}
${(content.after ?? []).map(paragraph).join('\n')}
<hr style="border:none;border-top:1px solid #e2e8f0;margin:24px 0">
<p style="margin:0;font-size:14px;color:#475569">${footerLines
		.map((line, index) =>
			index === 4 ? `WhatsApp: <a href="${escapeHtml(whatsapp)}" style="color:#1e40af">${escapeHtml(t('email.footer.chat'))}</a>` : escapeHtml(line),
		)
		.join('<br>')}</p>
</div>
</body></html>`
	return { subject, text, html }
}

export function escapeHtml(value: string) {
	return value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!)
}
