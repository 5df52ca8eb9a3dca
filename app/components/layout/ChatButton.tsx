import { MessageCircle } from '~/components/ui/icons'
import { type SiteSettings, whatsappPageLink } from '~/config/site-settings'
import { useT } from '~/features/i18n/i18n'
import { NEW_TAB_NOTE_ID } from './NewTabNote'

/** The floating chat button: opens the WhatsApp chat with the greeting from site settings. */
export function ChatButton({ site }: { site: SiteSettings }) {
	const t = useT()
	return (
		<a
			href={whatsappPageLink(site)}
			target="_blank"
			rel="noopener noreferrer"
			className="chat-button"
			aria-describedby={NEW_TAB_NOTE_ID}
		>
			<MessageCircle aria-hidden="true" className="size-7" />
			<span className="sr-only">{t('frame.chat')}</span>
		</a>
	)
}
