/** The site's buttons and button-like links: one look per kind (app/app.css: `.button` and `.button-<kind>`). */
export type ButtonVariant = 'primary' | 'secondary' | 'accent'

/** `block`: the full width of its container (the dialogs' buttons). */
export function buttonClass(variant: ButtonVariant = 'primary', { block = false }: { block?: boolean } = {}) {
	return `button button-${variant}${block ? ' w-full' : ''}`
}
