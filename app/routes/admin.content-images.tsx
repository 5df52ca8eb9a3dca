import { getFormProps, useForm } from '@conform-to/react'
import { getZodConstraint, parseWithZod } from '@conform-to/zod/v4'
import { data, Form, useNavigation } from 'react-router'
import { FieldGroup, FileField, FormError, formFailure, type FormResult, FormStatus, SubmitButton, succeeded, TextField } from '~/components/ui/form'
import { ProtectedRouteBoundary } from '~/features/accounts/LoginRequired'
import { absoluteTime } from '~/features/leads/admin/format'
import { languages } from '~/features/studio/content-types'
import { imageMessages, imageUrl, MAX_IMAGE_BYTES } from '~/features/studio/images'
import { listImages, storeImage } from '~/features/studio/images.server'
import { studioHeaders, studioRequest } from '~/features/studio/studio-route.server'
import { imageUploadSchema } from '~/features/studio/studio-schema'
import { readSubmission } from '~/lib/form.server'
import { pageMeta } from '~/lib/seo'
import type { Route } from './+types/admin.content-images'
import { StudioBreadcrumb } from '~/features/studio/StudioBreadcrumb'

export const headers = studioHeaders

export function meta({ matches }: Route.MetaArgs) {
	const root = matches[0].loaderData
	return pageMeta({ title: 'Images | Content studio', description: 'Upload images for courses and journal posts.', pathname: '/admin/content/images', origin: root.origin, siteName: root.site.name, noIndex: true })
}

/** Where "Back to the entry" leads: an entry of the studio the editor came from, nothing else. */
function backPath(request: Request) {
	const back = new URL(request.url).searchParams.get('back') ?? ''
	return /^\/admin\/content\/[a-z-]+\/[a-z0-9-]+$/.test(back) ? back : null
}

export async function loader({ request, context }: Route.LoaderArgs) {
	await studioRequest(request, context)
	return { images: await listImages(context.services.db), back: backPath(request), timeZone: context.services.config.site.timeZone }
}

/** An upload: too large is 413, not an image 415; the alt text typed comes back in the form either way. */
export async function action({ request, context }: Route.ActionArgs) {
	const { editor, user } = await studioRequest(request, context)
	const read = await readSubmission(request, imageUploadSchema)
	if (!read) return data(formFailure(imageMessages.unreadable), { status: 400 })
	const { form, submission } = read
	const file = form.get('file')
	if (file instanceof File && file.size > MAX_IMAGE_BYTES) {
		return data(submission.reply({ fieldErrors: { file: [imageMessages.tooLarge] } }) satisfies FormResult, { status: 413 })
	}
	if (submission.status !== 'success') return data(submission.reply() satisfies FormResult, { status: 400 })
	const { file: upload, alt } = submission.value
	const outcome = await storeImage(context.services.db, Buffer.from(await upload.arrayBuffer()), alt, editor)
	if (!outcome.ok) {
		const [status, message] = outcome.reason === 'type' ? [415, imageMessages.wrongType] : [400, imageMessages.unreadable]
		return data(submission.reply({ fieldErrors: { file: [message] } }) satisfies FormResult, { status })
	}
	context.services.logger.info({ image: outcome.hash, created: outcome.created, userId: user.id, requestId: context.requestId }, 'image uploaded')
	return { ...submission.reply({ resetForm: true }), status: 'success', message: outcome.created ? imageMessages.uploaded : imageMessages.alreadyThere } satisfies FormResult
}

export default function ContentImages({ loaderData, actionData: result }: Route.ComponentProps) {
	const actionData = result as FormResult | undefined
	const { images, back, timeZone } = loaderData
	const navigation = useNavigation()
	const [form, fields] = useForm({
		id: 'image-upload',
		lastResult: actionData,
		constraint: getZodConstraint(imageUploadSchema),
		onValidate: ({ formData }) => parseWithZod(formData, { schema: imageUploadSchema }),
		shouldRevalidate: 'onInput',
	})
	const alt = fields.alt.getFieldset()
	return (
		<section className="container-page py-10">
			<StudioBreadcrumb trail={back ? [{ to: back, label: 'Back to the entry' }] : []} />
			<h1 className="mt-3 text-3xl font-extrabold text-brand-900">Images</h1>
			<p className="mt-1 max-w-3xl text-slate-700">
				Upload a JPEG, PNG, WebP or AVIF image of at most 10 MB. The site makes smaller copies for phones and fast formats for every browser. Then choose it in a course or a
				journal post.
			</p>
			<Form method="post" encType="multipart/form-data" {...getFormProps(form)} className="mt-6 max-w-4xl space-y-5 rounded-2xl border border-slate-200 bg-white p-5">
				<h2 className="text-xl font-bold text-brand-900">Upload an image</h2>
				<FileField meta={fields.file} label="Image file" hint="JPEG, PNG, WebP or AVIF; at most 10 MB." accept="image/jpeg,image/png,image/webp,image/avif" />
				<FieldGroup legend="Alt text" hint="What the image shows, for people who cannot see it." className="rounded-2xl border border-slate-200 p-4">
					<div className="mt-2 grid gap-4 lg:grid-cols-3">
						{languages.map((language) => (
							<TextField
								key={language.code}
								meta={alt[language.code]!}
								label={`Alt text (${language.label}${language.code === 'en' ? '' : ', optional'})`}
								lang={language.code}
							/>
						))}
					</div>
				</FieldGroup>
				<FormError form={form} />
				<FormStatus>{succeeded(actionData) ? actionData.message : ''}</FormStatus>
				<SubmitButton pending={navigation.state === 'submitting'} pendingText="Uploading…">
					Upload
				</SubmitButton>
			</Form>
			<h2 className="mt-10 text-2xl font-bold text-brand-900">Uploaded images</h2>
			{images.length === 0 ? (
				<p className="mt-2 text-slate-700">No images uploaded yet.</p>
			) : (
				<ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
					{images.map((image) => (
						<li key={image.hash} className="overflow-hidden rounded-2xl border border-slate-200 bg-white">
							<img src={imageUrl(image.hash, Math.min(320, image.width), 'webp')} alt={image.alt.en} width={image.width} height={image.height} loading="lazy" className="aspect-[8/5] h-auto w-full object-cover" />
							<div className="p-3 text-sm text-slate-700">
								<p className="font-semibold text-slate-900">{image.alt.en}</p>
								<p>
									{image.width} × {image.height} px · <time dateTime={image.uploadedAt}>{absoluteTime(image.uploadedAt, timeZone)}</time>
								</p>
								<p className="break-all">{image.url}</p>
							</div>
						</li>
					))}
				</ul>
			)}
		</section>
	)
}

export const ErrorBoundary = ProtectedRouteBoundary
