import spriteHref from '~/components/ui/icon-sprite.svg?no-inline'
import type { SiteSettings } from '~/config/site-settings'
import { useT } from '~/features/i18n/i18n'
import { NEW_TAB_NOTE_ID } from './NewTabNote'

// The networks' marks are symbols of the cached icon sprite (components/ui/own-symbols.svg), drawn
// from our own server: nothing is fetched from the networks, and the page carries one <use> each.
const networks = ['facebook', 'instagram', 'youtube', 'linkedin'] as const

const labels: Record<(typeof networks)[number], string> = {
	facebook: 'Facebook',
	instagram: 'Instagram',
	youtube: 'YouTube',
	linkedin: 'LinkedIn',
}

export function SocialLinks({ social, className = '' }: { social: SiteSettings['social']; className?: string }) {
	const t = useT()
	return (
		<ul className={`flex items-center gap-1 ${className}`} aria-label={t('frame.socialMedia')}>
			{networks.map((network) => (
				<li key={network}>
					<a
						href={social[network]}
						target="_blank"
						rel="noopener noreferrer"
						className="social-link"
						aria-label={labels[network]}
						aria-describedby={NEW_TAB_NOTE_ID}
					>
						<svg aria-hidden="true" className="size-4 fill-current">
							<use href={`${spriteHref}#brand-${network}`} />
						</svg>
					</a>
				</li>
			))}
		</ul>
	)
}
