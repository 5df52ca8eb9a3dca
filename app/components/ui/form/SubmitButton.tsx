import type { ButtonHTMLAttributes, ReactNode } from 'react'
import { buttonClass, type ButtonVariant } from '../button'

/**
 * A form's submit button. While the form is being sent (`pending`) it says so (`pendingText`, e.g.
 * SPEC's 'Signing In...') and cannot be pressed again.
 */
export function SubmitButton({
	pending = false,
	pendingText,
	variant = 'primary',
	block = false,
	className = '',
	children,
	...button
}: { pending?: boolean; pendingText?: ReactNode; variant?: ButtonVariant; block?: boolean; children: ReactNode } & Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type' | 'disabled'>) {
	return (
		<button type="submit" disabled={pending} className={`${buttonClass(variant, { block })} ${className}`} {...button}>
			{pending && pendingText !== undefined ? pendingText : children}
		</button>
	)
}
