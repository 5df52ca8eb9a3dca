import type { ReactNode } from 'react'
import { useMessage } from '~/features/i18n/i18n'
import type { Surface } from './Field'
import { type FormMeta, formMessages } from './form-meta'

/*
 * A form's own messages. Both live regions are always in the page, empty and out of sight when
 * there is nothing to say: screen readers announce a change to a region they already know, and
 * may say nothing for one that appears together with its text.
 */

const shownClass: Record<'error' | 'success', Record<Surface, string>> = {
	error: { light: 'rounded-lg bg-red-50 px-3 py-2 text-sm font-medium text-red-800', dark: 'text-sm font-medium text-accent-400' },
	success: { light: 'rounded-lg bg-green-50 px-3 py-2 text-sm font-medium text-green-800', dark: 'text-sm text-white' },
}

/**
 * What is wrong with the form (role=alert): its own messages (a refusal, a failure), else, while a
 * field is invalid, `invalidMessage` or the first field's message, which for SPEC's forms is the
 * form's one message ('Please fill in all required fields'). The fields say theirs under them too.
 * A message given as a catalogue key (messageRef) shows in the page's language.
 */
export function FormError({ form, invalidMessage, surface = 'light', className = '' }: { form: FormMeta; invalidMessage?: string; surface?: Surface; className?: string }) {
	const say = useMessage()
	const messages = formMessages(form, invalidMessage).map(say)
	return (
		<p id={form.errorId} role="alert" className={messages.length > 0 ? `${shownClass.error[surface]} ${className}` : 'sr-only'}>
			{messages.map((message) => (
				<span key={message} className="block first:font-medium [&:not(:first-child)]:font-normal">
					{message}
				</span>
			))}
		</p>
	)
}

/** What went right (role=status): 'Login successful!', 'Status saved.'. Empty while there is nothing to say. */
export function FormStatus({ children, surface = 'light', className = '' }: { children: ReactNode; surface?: Surface; className?: string }) {
	return (
		<p role="status" className={children ? `${shownClass.success[surface]} ${className}` : 'sr-only'}>
			{children}
		</p>
	)
}
