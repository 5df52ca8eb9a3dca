import { useT } from '~/features/i18n/i18n'

/** The frame's one "opens in a new tab" note: the social and chat links name it as their description instead of each repeating it. */
export const NEW_TAB_NOTE_ID = 'new-tab-note'

/** Hidden, yet read as the description of the links that point to it (aria-describedby). */
export function NewTabNote() {
	const t = useT()
	return (
		<span id={NEW_TAB_NOTE_ID} hidden>
			{t('frame.newTab')}
		</span>
	)
}
