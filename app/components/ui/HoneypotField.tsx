import { orEnglish, useT } from '~/features/i18n/i18n'

/**
 * A field people never see and bots fill in: a form that arrives with it set is thanked and
 * dropped on the server. Every public form carries one (named `website`). Its label is in the
 * page's language, since some screen readers still reach it.
 */
export function HoneypotField() {
	const t = useT()
	return (
		<div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
			<label>
				{orEnglish(t, 'form.honeypot', 'Leave this empty')}
				<input type="text" name="website" tabIndex={-1} autoComplete="off" />
			</label>
		</div>
	)
}
