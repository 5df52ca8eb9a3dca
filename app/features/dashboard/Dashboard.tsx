import { Form } from 'react-router'
import { formProps, FormError, SelectField, SubmitButton, TextField, type FormResult, useServerForm } from '~/components/ui/form'
import { BarChart, ColumnChart } from './Charts'
import { type DashboardChart, type DashboardRange, type DashboardTable, type DashboardTableId, dashboardGroupings, groupingLabels, rangeQuery } from './dashboard'

export type DashboardProps = { range: DashboardRange | null; result: FormResult | null; timeZone: string; tables: DashboardTable[]; charts: DashboardChart[] }

/** What each table counts: the definitions docs/decisions/015-dashboard.md gives, where the figures are read. */
const explanations: Record<DashboardTableId, string> = {
	'leads-by-type': 'Every lead received, newsletter sign-ups included. A repeat from the same person within 24 hours is part of its first lead, not a lead of its own.',
	'source-pages': 'The page each form was sent from.',
	'utm-sources': 'The utm_source of the visit the lead came from, where it had one.',
	courses: 'The course of an enquiry or enrolment request, or the course a booked session is about.',
	countries: 'The country guide the form was sent from (/country/…), or the country a booked session is about. Leads from other pages name no country.',
	funnel:
		'Every lead but newsletter sign-ups. No history of status changes is kept, so a lead counts at every stage up to its status now, and as contacted as soon as a first contact is recorded. A closed lead counts as received, and as contacted if it was; the stage it had reached before closing is not known.',
	'first-contact':
		'Enquiries, contact messages and enrolment requests (a sign-up expects no call; a booked session has its time): from the lead’s arrival to the first logged call, message or email that reached the person, or the first move past new.',
	counsellors: 'The leads of the range (not sign-ups) by who they are assigned to. Open (not enrolled or closed) and overdue (waiting 24 hours or more) are as they stand now.',
}

export function Dashboard({ range, result, timeZone, tables, charts }: DashboardProps) {
	return (
		<div className="grid gap-10">
			<RangeForm range={range} result={result} timeZone={timeZone} />
			{range ? (
				tables.map((table) => <TableSection key={table.id} table={table} chart={charts.find((c) => c.tableId === table.id)} range={range} />)
			) : (
				<p className="text-slate-700">Correct the dates above to see the figures.</p>
			)}
		</div>
	)
}

/** The range: a GET form (the URL is the view, so it can be shared and reloaded), without JavaScript too. */
function RangeForm({ range, result, timeZone }: { range: DashboardRange | null; result: FormResult | null; timeZone: string }) {
	const [form, fields] = useServerForm<{ from: string; to: string; by: string }>({
		lastResult: result,
		defaultValue: range ?? {},
	})
	return (
		<Form method="get" action="/admin/dashboard" {...formProps(form)} aria-label="Date range" className="grid gap-4 rounded-2xl border border-slate-200 bg-white p-4 sm:grid-cols-2 lg:grid-cols-[1fr_1fr_1fr_auto] lg:items-end">
			<FormError form={form} className="sm:col-span-2 lg:col-span-4" />
			<TextField meta={fields.from} label="From" hint={`A day in ${timeZone}`} type="date" />
			<TextField meta={fields.to} label="To" hint="Included" type="date" />
			<SelectField meta={fields.by} label="Leads per" options={dashboardGroupings.map((by) => ({ value: by, label: groupingLabels[by] }))} />
			<div>
				<SubmitButton>Show</SubmitButton>
			</div>
		</Form>
	)
}

function TableSection({ table, chart, range }: { table: DashboardTable; chart: DashboardChart | undefined; range: DashboardRange }) {
	const headingId = `dashboard-${table.id}`
	const perPeriod = table.id === 'leads-by-type'
	const chartTitle = perPeriod ? `Leads per ${range.by}` : table.title
	return (
		<section aria-labelledby={headingId} className="grid gap-3">
			<div className="flex flex-wrap items-baseline justify-between gap-2">
				<h2 id={headingId} className="text-2xl font-bold text-brand-900">
					{perPeriod ? `Leads per ${range.by}, by type` : table.title}
				</h2>
				<a href={`/admin/dashboard.csv?table=${table.id}&${rangeQuery(range)}`} className="font-semibold text-brand-700 underline" download>
					Download “{table.title}” as CSV
				</a>
			</div>
			<p className="max-w-3xl text-slate-700">{explanations[table.id]}</p>
			{chart ? perPeriod ? <ColumnChart title={chartTitle} bars={chart.bars} /> : <BarChart title={chartTitle} bars={chart.bars} unit={chart.unit} marker={chart.marker} /> : null}
			<div className="max-w-full overflow-x-auto rounded-xl border border-slate-200">
				<table className="min-w-full text-left text-sm">
					<caption className="sr-only">
						{table.title}, {range.from} to {range.to}
					</caption>
					<thead className="bg-slate-50">
						<tr>
							{table.columns.map((column) => (
								<th key={column} scope="col" className="px-3 py-2 font-semibold text-slate-900">
									{column}
								</th>
							))}
						</tr>
					</thead>
					<tbody>
						{table.rows.map((row) => (
							<tr key={String(row[0])} className="border-t border-slate-200">
								{row.map((cell, i) =>
									i === 0 ? (
										<th key={i} scope="row" className="px-3 py-2 font-medium text-slate-900">
											{cell}
										</th>
									) : (
										<td key={i} className="px-3 py-2 tabular-nums text-slate-800">
											{cell}
										</td>
									),
								)}
							</tr>
						))}
					</tbody>
				</table>
			</div>
		</section>
	)
}
