import { useForm } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod/v4'
import { Form, useNavigation } from 'react-router'
import { FormError, formProps, type FormResult, FormStatus, SubmitButton, succeeded, TextAreaField } from '~/components/ui/form'
import { whatsAppPlaceholders, whatsAppTemplateIds, whatsAppTemplateLabels, type WhatsAppTemplateTexts } from './whatsapp-templates'
import { whatsAppTemplatesConstraint, whatsAppTemplatesSchema } from './whatsapp-templates-schema'

/** The four WhatsApp messages' texts, for admins; the lead page fills in the placeholders. */
export function WhatsAppTemplatesForm({ texts, result }: { texts: WhatsAppTemplateTexts; result: FormResult | undefined }) {
	const navigation = useNavigation()
	const [form, fields] = useForm({
		id: 'whatsapp-templates',
		lastResult: result,
		defaultValue: texts,
		constraint: whatsAppTemplatesConstraint,
		onValidate: ({ formData }) => parseWithZod(formData, { schema: whatsAppTemplatesSchema }),
	})
	const placeholders = Object.entries(whatsAppPlaceholders).map(([key, { label }]) => `{${key}} for ${label}`)
	return (
		<Form method="post" {...formProps(form)} className="max-w-3xl space-y-6 rounded-2xl border border-slate-200 bg-white p-6">
			<p className="text-slate-700">Placeholders: {placeholders.join(', ')}. Each lead page fills them in; a lead without a name or course reads “there” or “your chosen course”.</p>
			{whatsAppTemplateIds.map((id) => (
				<TextAreaField key={id} meta={fields[id]} label={whatsAppTemplateLabels[id]} rows={3} />
			))}
			<FormError form={form} />
			<FormStatus>{succeeded(result) ? result.message : ''}</FormStatus>
			<SubmitButton pending={navigation.state === 'submitting'} pendingText="Saving…">
				Save templates
			</SubmitButton>
		</Form>
	)
}
