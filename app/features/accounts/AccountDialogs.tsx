import { useCallback, useEffect, useRef } from 'react'
import { useSiteDialogs } from '~/components/layout/site-dialogs'
import { LazyForm, whenIdleAfterLoad } from '~/components/ui/LazyForm'
import { Modal } from '~/components/ui/Modal'
import { messageRef, useT } from '~/features/i18n/i18n'
import { hasLoggedInFlag } from './browser-account-state'
import type { EditableProfile } from './EditProfileForm'
import { LazyEditProfileForm, LazyLoginDialogForm, LazySignupDialogForm, preloadAccountForms } from './lazy-account-forms'

/**
 * SPEC: the 15 s prompt comes at most once per page load. Marked when the timer fires, never when
 * it is set: React's StrictMode (development) mounts, cleans up and mounts again, and a mark set
 * on the first mount made the second one skip while the cleanup had cleared the only timer.
 */
let loginPromptFired = false

/**
 * The Login, Signup and Edit Profile dialogs; only one is ever open (useSiteDialogs). Each dialog
 * and its title open at once; its form is loaded on first use, and preloaded once the page is idle.
 */
export function AccountDialogs({
	siteName,
	profile,
	loginPromptDelayMs,
}: {
	siteName: string
	profile: EditableProfile | null
	loginPromptDelayMs: number
}) {
	const t = useT()
	const dialogs = useSiteDialogs()
	const close = useCallback(() => dialogs.close(), [dialogs])
	const openDialog = dialogs.open

	// Never over another open dialog (ours, the enquiry, the mobile menu, ...): the prompt is skipped then.
	useLoginPrompt(loginPromptDelayMs, () => {
		if (!hasLoggedInFlag() && dialogs.active === null && !document.querySelector('[role="dialog"]')) openDialog('login')
	})

	const signedIn = profile !== null
	useEffect(() => whenIdleAfterLoad(() => preloadAccountForms(signedIn)), [signedIn])

	return (
		<>
			<Modal open={dialogs.active === 'login'} onOpenChange={(open) => !open && close()} title={messageRef('account.dialog.loginTitle')} description={messageRef('account.dialog.loginDescription')}>
				<LazyForm>
					<LazyLoginDialogForm onSuccess={close} onCreateAccount={() => dialogs.open('signup')} onLeave={close} />
				</LazyForm>
			</Modal>
			<Modal
				open={dialogs.active === 'signup'}
				onOpenChange={(open) => !open && close()}
				title={messageRef('account.dialog.signupTitle', { site: siteName })}
				description={messageRef('account.dialog.signupDescription')}
			>
				<LazyForm>
					<LazySignupDialogForm onSuccess={close} onLogin={() => dialogs.open('login')} />
				</LazyForm>
			</Modal>
			{profile ? (
				<Modal open={dialogs.active === 'profile'} onOpenChange={(open) => !open && close()} title={t('account.signedIn.editProfile')}>
					<LazyForm>
						<LazyEditProfileForm profile={profile} onSaved={close} />
					</LazyForm>
				</Modal>
			) : null}
		</>
	)
}

function useLoginPrompt(delayMs: number, prompt: () => void) {
	// The timer calls the latest callback, so it reads the dialogs' state as it is when it fires.
	const latestPrompt = useRef(prompt)
	useEffect(() => {
		latestPrompt.current = prompt
	})
	useEffect(() => {
		if (delayMs <= 0 || loginPromptFired) return
		// Counted from page load (performance.now() starts at navigation), not from this mount.
		const timer = setTimeout(
			() => {
				loginPromptFired = true
				latestPrompt.current()
			},
			Math.max(0, delayMs - performance.now()),
		)
		return () => clearTimeout(timer)
	}, [delayMs])
}
