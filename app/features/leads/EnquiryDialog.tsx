import { useCallback, useEffect } from 'react'
import { useSiteDialogs } from '~/components/layout/site-dialogs'
import { LazyForm, whenIdleAfterLoad } from '~/components/ui/LazyForm'
import { Modal } from '~/components/ui/Modal'
import { messageRef } from '~/features/i18n/i18n'
import { pathWithoutLocale } from '~/features/i18n/locales'
import { LazyEnquiryDialogForm, preloadEnquiry } from './lazy-enquiry-form'

/**
 * The enquiry modal. Every link to /enquire on the site (GET STARTED, the hero's enquire button,
 * course links with ?course=) opens it in place; without JavaScript the link opens the /enquire page.
 * The dialog and its title open at once; the form is loaded on first use, preloaded once the page
 * is idle or when the visitor points at or focuses such a link.
 */
export function EnquiryDialog() {
	const dialogs = useSiteDialogs()
	const { open } = dialogs
	const close = useCallback(() => dialogs.close(), [dialogs])

	useEffect(() => whenIdleAfterLoad(preloadEnquiry), [])

	useEffect(() => {
		function preloadOnIntent(event: Event) {
			if (enquireLinkUrl(event.target)) preloadEnquiry()
		}
		document.addEventListener('pointerover', preloadOnIntent, { passive: true })
		document.addEventListener('focusin', preloadOnIntent)
		return () => {
			document.removeEventListener('pointerover', preloadOnIntent)
			document.removeEventListener('focusin', preloadOnIntent)
		}
	}, [])

	useEffect(() => {
		function onClick(event: MouseEvent) {
			if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
			const url = enquireLinkUrl(event.target)
			if (!url) return
			event.preventDefault()
			// The form checks the course (enquiry.ts, loaded with it): an unknown one preselects nothing.
			open('enquiry', { course: url.searchParams.get('course') ?? undefined })
		}
		document.addEventListener('click', onClick, true)
		return () => document.removeEventListener('click', onClick, true)
	}, [open])

	return (
		<Modal
			open={dialogs.active === 'enquiry'}
			onOpenChange={(isOpen) => !isOpen && close()}
			title={messageRef('enquiry.title')}
			description={messageRef('enquiry.intro')}
		>
			<LazyForm>
				<LazyEnquiryDialogForm course={dialogs.options.course} onDone={close} />
			</LazyForm>
		</Modal>
	)
}

/** The URL of the same-site link to /enquire the event target is in, if it is in one. */
function enquireLinkUrl(target: EventTarget | null): URL | undefined {
	const link = (target as Element | null)?.closest?.('a[href]')
	if (!(link instanceof HTMLAnchorElement)) return undefined
	const url = new URL(link.href, window.location.href)
	return url.origin === window.location.origin && pathWithoutLocale(url.pathname) === '/enquire' ? url : undefined
}
