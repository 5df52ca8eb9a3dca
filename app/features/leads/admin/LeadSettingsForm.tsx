import { useForm } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod/v4'
import { Form, useNavigation } from 'react-router'
import { CheckboxField, CheckboxGroup, FormError, formProps, FormStatus, SubmitButton, succeeded, TextField } from '~/components/ui/form'
import type { FormResult } from '~/components/ui/form'
import { leadSettingsConstraint, leadSettingsSchema } from './lead-settings-schema'
import type { LeadSettings, RotationMember } from './lead-settings.server'

type Props = { settings: LeadSettings; members: RotationMember[]; timeZone: string; result: FormResult | undefined }

/** Round-robin on or off, who takes new leads in turn, and when the morning digest goes out. */
export function LeadSettingsForm({ settings, members, timeZone, result }: Props) {
	const navigation = useNavigation()
	const [form, fields] = useForm({
		id: 'lead-settings',
		lastResult: result,
		defaultValue: { roundRobin: settings.roundRobin ? 'on' : '', digestTime: settings.digestTime, members: members.filter((m) => m.inRotation).map((m) => m.id) },
		constraint: leadSettingsConstraint,
		onValidate: ({ formData }) => parseWithZod(formData, { schema: leadSettingsSchema }),
	})
	return (
		<Form method="post" {...formProps(form)} className="max-w-2xl space-y-6 rounded-2xl border border-slate-200 bg-white p-6">
			<CheckboxField meta={fields.roundRobin} label="Assign new leads in turn (round-robin)" hint="Each new lead goes to the counsellor below who has waited longest since their last one. Repeats stay with their first lead; newsletter sign-ups are not assigned." />
			<CheckboxGroup
				meta={fields.members}
				legend="Counsellors who take new leads"
				hint="Untick someone on leave: they keep their leads and rejoin the turns when ticked again."
				options={members.map((member) => ({ value: member.id, label: `${member.name} (${member.email})` }))}
			/>
			<TextField meta={fields.digestTime} type="time" label="Morning digest time" hint={`On the institute's clock (${timeZone}). Each counsellor with overdue leads, actions due or new leads gets an email of their day; nobody gets an empty one.`} />
			<FormError form={form} />
			<FormStatus>{succeeded(result) ? result.message : ''}</FormStatus>
			<SubmitButton pending={navigation.state === 'submitting'} pendingText="Saving…">
				Save settings
			</SubmitButton>
		</Form>
	)
}
