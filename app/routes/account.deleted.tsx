import { pageOnlyMessages } from '~/features/i18n/catalogues.server'
import { PageMessages, translatorOf, useT } from '~/features/i18n/i18n'
import { localeOfPath } from '~/features/i18n/locales'
import { pageMeta } from '~/lib/seo'
import type { Route } from './+types/account.deleted'

export function meta({ matches, loaderData }: Route.MetaArgs) {
	const root = matches[0].loaderData
	const t = translatorOf({ locale: root.locale, messages: loaderData?.messages ?? {} })
	return pageMeta({ title: t('account.delete.doneTitle'), description: t('account.delete.doneDescription'), pathname: '/account/deleted', origin: root.origin, locale: root.locale, siteName: root.site.name, noIndex: true })
}

export function loader({ request }: Route.LoaderArgs) {
	return { messages: pageOnlyMessages(localeOfPath(new URL(request.url).pathname), 'account.delete.') }
}

export default function AccountDeleted({ loaderData }: Route.ComponentProps) {
	return (
		<PageMessages messages={loaderData.messages}>
			<AccountDeletedPage />
		</PageMessages>
	)
}

function AccountDeletedPage() {
	const t = useT()
	return (
		<section className="container-page max-w-md py-14">
			<h1 className="text-3xl font-extrabold text-brand-900">{t('account.delete.doneHeading')}</h1>
			<p className="mt-2 text-slate-700">{t('account.delete.doneBody')}</p>
		</section>
	)
}
