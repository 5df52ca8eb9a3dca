// npm run bench:leads — the staff pages at 100,000 leads (issue 18, item 7). Creates a PostgreSQL
// database of its own on TEST_DATABASE_URL's server, starts the production server on it, seeds
// 100,000 leads (with repeats, assignees, first contacts, next actions), signs in as the admin and
// times each page one request at a time: the inbox (first page, filters, the overdue filter, searches for
// one person, a rare word and two common words), My day for a counsellor with thousands of leads and the
// dashboard (the last 30 days, and 365 days), first with no leads (the yardstick), then seeded. Prints
// p50/p95/max per page and the machine's load average, saves them in bench-results/, stops the server
// and drops the database. Target (docs/performance.md): p95 < 300 ms.
// BENCH_LEADS, BENCH_RUNS (per page, after 5 warm-up requests) and BENCH_PORT change the defaults.
import crypto from 'node:crypto'
import os from 'node:os'
import pg from 'pg'
import { saveResult, signInAsStaff, startBenchServer } from './bench-support.js'

const adminUrl = process.env.TEST_DATABASE_URL
if (!adminUrl) {
	console.error('Set TEST_DATABASE_URL to a PostgreSQL server (e.g. postgres://postgres@127.0.0.1:5432/test); the benchmark creates and drops a database of its own there.')
	process.exit(1)
}
const LEADS = Number(process.env.BENCH_LEADS ?? 100_000)
const RUNS = Number(process.env.BENCH_RUNS ?? 40)
const WARM_UP = 5
const PORT = Number(process.env.BENCH_PORT ?? 4402)
const ADMIN = { email: 'bench-admin@welsh.test', password: 'Bench-Desk-2026!', name: 'Bench Admin' }

const name = `bench_leads_${process.pid}_${crypto.randomBytes(3).toString('hex')}`
/** @param {string} database */
function urlOf(database) {
	const url = new URL(/** @type {string} */ (adminUrl))
	url.pathname = `/${database}`
	return url.toString()
}
/** @param {string} statement */
async function onServer(statement) {
	const client = new pg.Client({ connectionString: adminUrl })
	await client.connect()
	try {
		await client.query(statement)
	} finally {
		await client.end()
	}
}

await onServer(`create database ${name}`)
/** @type {{ origin: string, stop(): Promise<void> } | undefined} */
let server
try {
	server = await startBenchServer({
		port: PORT,
		dataDir: '.tmp/bench-leads',
		env: { DATABASE_URL: urlOf(name), ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password, ADMIN_NAME: ADMIN.name, LOGIN_PROMPT_DELAY_MS: '0' },
	})
	const cookie = await signInAsStaff(server.origin, ADMIN)

	const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date())
	const yearAgo = new Date(Date.parse(`${today}T00:00:00Z`) - 364 * 86_400_000).toISOString().slice(0, 10)
	/** Each page, and a text only that page shows (a sign-in or set-up page answered instead fails the run). @type {[string, string, string][]} */
	const pages = [
		['inbox, first page', '/admin', 'in the inbox'],
		['inbox, filter (enquiries, contacted)', '/admin?type=enquiry&status=contacted', 'match these filters'],
		['inbox, filter (overdue)', '/admin?contact=overdue', 'match these filters'],
		['inbox, filter (waiting) and search', '/admin?contact=waiting&q=canada', 'match these filters'],
		['inbox, search (one person, by email)', '/admin?q=bench-4242%40example.com', 'match these filters'],
		['inbox, search (a rare word)', '/admin?q=nursing', 'match these filters'],
		['inbox, search (a first name, 10%)', '/admin?q=Simran', 'match these filters'],
		['inbox, search (a word in 16% of messages)', '/admin?q=canada', 'match these filters'],
		['My day', '/admin/my-day', '<title>My day'],
		['dashboard, last 30 days', '/admin/dashboard', '<title>Dashboard'],
		['dashboard, 365 days (by week)', `/admin/dashboard?from=${yearAgo}&to=${today}`, '<title>Dashboard'],
	]
	const origin = server.origin
	/** Each page RUNS times, one request at a time, after WARM_UP requests. @param {string} label */
	async function measure(label) {
		const results = []
		console.log(label)
		for (const [title, path, marker] of pages) {
			/** @type {number[]} */
			const times = []
			for (let i = 0; i < WARM_UP + RUNS; i++) {
				const started = performance.now()
				const res = await fetch(`${origin}${path}`, { headers: { cookie, accept: 'text/html', 'accept-encoding': 'br, gzip' }, redirect: 'manual' })
				const html = await res.text()
				if (res.status !== 200 || !html.includes(marker)) throw new Error(`${path}: ${res.status} ${res.headers.get('location') ?? ''}, not the page`)
				if (i >= WARM_UP) times.push(performance.now() - started)
			}
			times.sort((a, b) => a - b)
			const at = (/** @type {number} */ q) => Math.round(/** @type {number} */ (times[Math.min(times.length - 1, Math.ceil(q * times.length) - 1)]))
			const row = { title, path, runs: RUNS, p50Ms: at(0.5), p95Ms: at(0.95), maxMs: Math.round(/** @type {number} */ (times[times.length - 1])) }
			results.push(row)
			console.log(`  ${title.padEnd(44)} p50 ${String(row.p50Ms).padStart(4)} ms  p95 ${String(row.p95Ms).padStart(4)} ms  max ${String(row.maxMs).padStart(4)} ms`)
		}
		return results
	}

	// The yardstick: the same pages with no leads, so what 100,000 leads cost stands apart from what the machine's load costs.
	const empty = await measure(`no leads (yardstick); load average ${os.loadavg()[0]?.toFixed(1)}`)
	const db = new pg.Client({ connectionString: urlOf(name) })
	await db.connect()
	const seedStarted = Date.now()
	await seed(db)
	console.log(`seeded ${LEADS.toLocaleString('en-GB')} leads in ${((Date.now() - seedStarted) / 1000).toFixed(1)} s`)
	await db.end()
	const seeded = await measure(`${LEADS.toLocaleString('en-GB')} leads; load average ${os.loadavg()[0]?.toFixed(1)}`)
	console.log(`saved ${saveResult('leads', { date: new Date().toISOString(), leads: LEADS, runsPerPage: RUNS, loadAverage: os.loadavg(), empty, seeded })}`)
} finally {
	await server?.stop()
	// BENCH_KEEP_DATABASE=1 keeps the seeded database, e.g. to read the query plans (EXPLAIN ANALYZE); drop it afterwards.
	if (process.env.BENCH_KEEP_DATABASE === '1') console.log(`kept the database: ${urlOf(name)}`)
	else await onServer(`drop database if exists ${name} with (force)`)
}

/**
 * 100,000 leads over the last year, in one INSERT … SELECT: a mix of types, statuses, courses, messages,
 * pages and UTM sources like the live site's, 80% assigned among 12 counsellors and the admin, first
 * contacts and waiting times that fit the status, next actions around today; then 5% of them
 * repeated (linked to their first lead). random() is seeded, so every run seeds the same data.
 * @param {pg.Client} db
 */
async function seed(db) {
	const { rows } = await db.query('select id from users where email = $1', [ADMIN.email])
	const adminId = rows[0]?.id
	if (!adminId) throw new Error('the admin was not created')
	await db.query('begin')
	for (let i = 1; i <= 12; i++) {
		const id = `bench-counsellor-${i}`
		await db.query('insert into users (id, name, email) values ($1, $2, $3)', [id, `Counsellor ${i}`, `${id}@welsh.test`])
		await db.query(`insert into profiles (user_id, name, email, role) values ($1, $2, $3, 'staff')`, [id, `Counsellor ${i}`, `${id}@welsh.test`])
	}
	await db.query('select setseed(0.42)')
	const firstLeads = Math.round(LEADS * 0.95)
	await db.query(
		`insert into leads (type, name, email, mobile, course, message, status, closed_reason, assignee_id, source_page, utm_source,
			created_at, last_activity_at, updated_at, waiting_since, first_contact_at, next_action_on, next_action_note)
		select type, name, email, mobile, course, message, status, case when status = 'closed' then 'Not going ahead this year' end, assignee,
			source_page, utm_source, created_at, created_at, created_at,
			case when status = 'new' and type not in ('newsletter', 'booking') then created_at end,
			case when status <> 'new' and type in ('enquiry', 'contact', 'enrolment') then created_at + r_contact * interval '48 hours' end,
			case when r_action < 0.3 and status not in ('enrolled', 'closed') then (now() at time zone 'Asia/Kolkata')::date + (floor(r_action * 70) - 10)::int end,
			case when r_action < 0.3 and status not in ('enrolled', 'closed') then 'Call back about the intake' end
		from (
			select g,
				(array['enquiry','enquiry','enquiry','enquiry','enquiry','enquiry','contact','contact','enrolment','newsletter','newsletter','booking'])[1 + floor(random() * 12)::int] as type,
				(array['Simran','Harpreet','Gurpreet','Manpreet','Amandeep','Jaspreet','Navdeep','Rajveer','Kiranjot','Sukhmani'])[1 + floor(random() * 10)::int]
					|| ' ' || (array['Kaur','Singh','Sharma','Gill','Sandhu','Dhillon','Sidhu','Brar'])[1 + floor(random() * 8)::int] as name,
				'bench-' || g || '@example.com' as email,
				'9' || lpad(g::text, 9, '0') as mobile,
				(array['university-undergraduate','university-postgraduate','ielts-academic','ielts-general','languages-german','skp-diploma','other'])[1 + floor(random() * 7)::int] as course,
				(array['Which intake for ','Fees and scholarships for ','Visa documents for ','IELTS band needed for '])[1 + floor(random() * 4)::int]
					|| (array['Canada','the UK','Australia','Germany','Ireland','New Zealand'])[1 + floor(random() * 6)::int]
					-- A rare word, for a search with few matches: about 1 message in 500.
					|| case when random() < 0.002 then '? I am a nursing graduate.' else '?' end || ' Bench lead ' || g as message,
				(array['new','new','contacted','contacted','contacted','counselling','counselling','applied','enrolled','closed'])[1 + floor(random() * 10)::int] as status,
				case when random() < 0.8 then (array[$1,'bench-counsellor-1','bench-counsellor-2','bench-counsellor-3','bench-counsellor-4','bench-counsellor-5','bench-counsellor-6',
					'bench-counsellor-7','bench-counsellor-8','bench-counsellor-9','bench-counsellor-10','bench-counsellor-11','bench-counsellor-12'])[1 + floor(random() * 13)::int] end as assignee,
				(array['/','/enquire','/contact','/courses','/country/ca','/country/united-kingdom','/country/au','/country/de','/destinations/ireland','/education/ielts',
					'/course/ielts-academic-full-course','/journal','/about','/fees'])[1 + floor(random() * 14)::int] as source_page,
				(array[null,null,null,'google','facebook','instagram','newsletter'])[1 + floor(random() * 7)::int] as utm_source,
				now() - random() * interval '365 days' as created_at,
				random() as r_contact,
				random() as r_action
			from generate_series(1, $2::int) as g
		) seeded`,
		[adminId, firstLeads],
	)
	// Repeats: a second message from the same person within a day, linked to its first lead.
	await db.query(
		`insert into leads (type, name, email, mobile, course, message, repeat_of_id, source_page, created_at, last_activity_at, updated_at)
		select type, name, email, mobile, course, 'Following up on my question', id, source_page, created_at + interval '3 hours', created_at + interval '3 hours', created_at + interval '3 hours'
		from leads where type <> 'newsletter' order by random() limit $1`,
		[LEADS - firstLeads],
	)
	await db.query('commit')
	// As autovacuum would on a live database: the visibility map lets counts read indexes only.
	await db.query('vacuum analyze')
}
