import { useFetcher, useLocation } from 'react-router'
import { controlProps, Field, FormError, formProps, FormStatus, initialText, inlineControlClass, SubmitButton, succeeded, useServerForm } from '~/components/ui/form'
import { HoneypotField } from '~/components/ui/HoneypotField'
import { newsletterConstraint, type NewsletterResult } from './newsletter'
import { pageSearch } from '~/lib/page-query'
import { PrivacyNotice } from '~/features/privacy/PrivacyNotice'
import { useLocale, useMessage, useT } from '~/features/i18n/i18n'
import { localizedPath } from '~/features/i18n/locales'

/**
 * The newsletter box (the footer's, and the /newsletter page's). A plain form post without
 * JavaScript, whose answer is the /newsletter page in the page's language (`lastResult`); with it, the answer shows in
 * place. Checked by the server only: the box is on every page's first load.
 */
export function NewsletterForm({ lastResult }: { lastResult?: NewsletterResult }) {
	const t = useT()
	const say = useMessage()
	const fetcher = useFetcher<NewsletterResult>()
	const location = useLocation()
	const result = fetcher.data ?? lastResult
	const [form, fields] = useServerForm<{ email: string }>({ lastResult: result, constraint: newsletterConstraint })
	return (
		<fetcher.Form method="post" action={localizedPath('/newsletter', useLocale())} {...formProps(form)} className="mt-4">
			<input type="hidden" name="sourcePage" value={location.pathname + pageSearch(location.search)} />
			<Field meta={fields.email} label={t('newsletter.email')} surface="dark">
				<div className="mt-1.5 flex gap-2">
					<input
						{...controlProps(fields.email)}
						type="email"
						autoComplete="email"
						placeholder="you@example.com"
						maxLength={fields.email.maxLength}
						defaultValue={initialText(fields.email)}
						className={inlineControlClass}
					/>
					<SubmitButton variant="accent" pending={fetcher.state !== 'idle'} pendingText={t('newsletter.subscribing')}>
						{t('newsletter.subscribe')}
					</SubmitButton>
				</div>
			</Field>
			<HoneypotField />
			<div className="mt-2 min-h-5">
				<FormStatus surface="dark">{succeeded(result) && result.message ? say(result.message) : ''}</FormStatus>
				<FormError form={form} surface="dark" />
			</div>
			<PrivacyNotice surface="dark" />
		</fetcher.Form>
	)
}
