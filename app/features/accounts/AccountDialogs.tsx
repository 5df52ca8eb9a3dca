import { useCallback, useEffect } from 'react'
import { useSiteDialogs } from '~/components/layout/site-dialogs'
import { Modal } from '~/components/ui/Modal'
import { hasLoggedInFlag } from './browser-account-state'
import { type EditableProfile, EditProfileForm } from './EditProfileForm'
import { LoginDialogForm } from './LoginForm'
import { SignupDialogForm } from './SignupForm'

// SPEC: the 15 s prompt opens at most once per page load.
let loginPromptScheduled = false

/** The Login, Signup and Edit Profile dialogs; only one is ever open (useSiteDialogs). */
export function AccountDialogs({
	siteName,
	profile,
	loginPromptDelayMs,
}: {
	siteName: string
	profile: EditableProfile | null
	loginPromptDelayMs: number
}) {
	const dialogs = useSiteDialogs()
	const close = useCallback(() => dialogs.close(), [dialogs])
	const openDialog = dialogs.open

	// Never over another open dialog (enquiry, mobile menu, ...): the prompt is skipped then.
	useLoginPrompt(loginPromptDelayMs, () => {
		if (!hasLoggedInFlag() && !document.querySelector('[role="dialog"]')) openDialog('login')
	})

	return (
		<>
			<Modal open={dialogs.active === 'login'} onOpenChange={(open) => !open && close()} title="Welcome Back" description="Log in to see your courses and services.">
				<LoginDialogForm onSuccess={close} onCreateAccount={() => dialogs.open('signup')} />
			</Modal>
			<Modal
				open={dialogs.active === 'signup'}
				onOpenChange={(open) => !open && close()}
				title={`Welcome to ${siteName}`}
				description="Create your free account to explore courses and request enrolment."
			>
				<SignupDialogForm onSuccess={close} onLogin={() => dialogs.open('login')} />
			</Modal>
			{profile ? (
				<Modal open={dialogs.active === 'profile'} onOpenChange={(open) => !open && close()} title="Edit Profile">
					<EditProfileForm profile={profile} onSaved={close} />
				</Modal>
			) : null}
		</>
	)
}

function useLoginPrompt(delayMs: number, prompt: () => void) {
	useEffect(() => {
		if (delayMs <= 0 || loginPromptScheduled) return
		loginPromptScheduled = true
		const timer = setTimeout(prompt, delayMs)
		return () => clearTimeout(timer)
		// Scheduled once per page load; the callback reads live state when it fires.
		// eslint-disable-next-line react-hooks/exhaustive-deps
	}, [delayMs])
}
