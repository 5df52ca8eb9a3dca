import { useCallback, useEffect } from 'react'
import { useSiteDialogs } from '~/components/layout/site-dialogs'
import { Modal } from '~/components/ui/Modal'
import { EnquiryDialogForm } from './EnquiryForm'
import { isEnquiryCourse } from './enquiry'

/**
 * The enquiry modal. Every link to /enquire on the site (GET STARTED, the hero's enquire button,
 * course links with ?course=) opens it in place; without JavaScript the link opens the /enquire page.
 */
export function EnquiryDialog() {
	const dialogs = useSiteDialogs()
	const { open } = dialogs
	const close = useCallback(() => dialogs.close(), [dialogs])

	useEffect(() => {
		function onClick(event: MouseEvent) {
			if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
			const link = (event.target as Element | null)?.closest?.('a[href]')
			if (!(link instanceof HTMLAnchorElement)) return
			const url = new URL(link.href, window.location.href)
			if (url.origin !== window.location.origin || url.pathname !== '/enquire') return
			event.preventDefault()
			const course = url.searchParams.get('course')
			// An unknown course (an old or mistyped link) preselects nothing rather than a wrong option.
			open('enquiry', { course: isEnquiryCourse(course) ? course : undefined })
		}
		document.addEventListener('click', onClick, true)
		return () => document.removeEventListener('click', onClick, true)
	}, [open])

	return (
		<Modal
			open={dialogs.active === 'enquiry'}
			onOpenChange={(isOpen) => !isOpen && close()}
			title="Enquire Now"
			description="Tell us what you would like to study. A counsellor will call you back."
		>
			<EnquiryDialogForm course={dialogs.options.course} onDone={close} />
		</Modal>
	)
}
