import type { SiteSettings } from '~/config/site-settings'
import { useT } from '~/features/i18n/i18n'

// Brand marks drawn inline (simplified glyphs) so nothing is fetched from the networks themselves.
const icons = {
	facebook: 'M14 8h3V4h-3c-2.8 0-4.5 1.8-4.5 4.6V11H7v4h2.5v9h4v-9h3l.5-4h-3.5V8.8c0-.5.3-.8.5-.8Z',
	instagram:
		'M12 7.3A4.7 4.7 0 1 0 12 16.7 4.7 4.7 0 0 0 12 7.3Zm0 7.7a3 3 0 1 1 0-6 3 3 0 0 1 0 6Zm4.9-8.9a1.1 1.1 0 1 0 0 2.2 1.1 1.1 0 0 0 0-2.2ZM12 3c-2.4 0-2.7 0-3.7.1C5.1 3.2 3.2 5.1 3.1 8.3 3 9.3 3 9.6 3 12s0 2.7.1 3.7c.1 3.2 2 5.1 5.2 5.2 1 .1 1.3.1 3.7.1s2.7 0 3.7-.1c3.2-.1 5.1-2 5.2-5.2.1-1 .1-1.3.1-3.7s0-2.7-.1-3.7c-.1-3.2-2-5.1-5.2-5.2C14.7 3 14.4 3 12 3Zm0 1.6c2.4 0 2.6 0 3.6.1 2.3.1 3.5 1.2 3.6 3.6.1.9.1 1.2.1 3.6s0 2.7-.1 3.6c-.1 2.4-1.3 3.5-3.6 3.6-.9.1-1.2.1-3.6.1s-2.7 0-3.6-.1c-2.4-.1-3.5-1.2-3.6-3.6-.1-.9-.1-1.2-.1-3.6s0-2.7.1-3.6C4.7 6 5.8 4.8 8.4 4.7c.9-.1 1.2-.1 3.6-.1Z',
	youtube:
		'M21.6 7.2a2.5 2.5 0 0 0-1.8-1.8C18.3 5 12 5 12 5s-6.3 0-7.8.4A2.5 2.5 0 0 0 2.4 7.2 26 26 0 0 0 2 12a26 26 0 0 0 .4 4.8 2.5 2.5 0 0 0 1.8 1.8C5.7 19 12 19 12 19s6.3 0 7.8-.4a2.5 2.5 0 0 0 1.8-1.8A26 26 0 0 0 22 12a26 26 0 0 0-.4-4.8ZM10 15V9l5.2 3L10 15Z',
	linkedin:
		'M4.98 3.5a2.5 2.5 0 1 1 0 5 2.5 2.5 0 0 1 0-5ZM3 9.5h4V21H3V9.5Zm6.5 0h3.8v1.6h.1c.5-1 1.8-2 3.8-2 4 0 4.8 2.6 4.8 6V21h-4v-5.3c0-1.3 0-2.9-1.8-2.9s-2.1 1.4-2.1 2.8V21h-4V9.5Z',
} as const

const labels: Record<keyof typeof icons, string> = {
	facebook: 'Facebook',
	instagram: 'Instagram',
	youtube: 'YouTube',
	linkedin: 'LinkedIn',
}

export function SocialLinks({ social, className = '' }: { social: SiteSettings['social']; className?: string }) {
	const t = useT()
	return (
		<ul className={`flex items-center gap-1 ${className}`} aria-label={t('frame.socialMedia')}>
			{(Object.keys(icons) as (keyof typeof icons)[]).map((network) => (
				<li key={network}>
					<a
						href={social[network]}
						target="_blank"
						rel="noopener noreferrer"
						className="inline-flex size-8 items-center justify-center rounded-full hover:bg-white/15"
					>
						<svg viewBox="0 0 24 24" aria-hidden="true" className="size-4 fill-current">
							<path d={icons[network]} />
						</svg>
						<span className="sr-only">{t('frame.newTab', { name: labels[network] })}</span>
					</a>
				</li>
			))}
		</ul>
	)
}
