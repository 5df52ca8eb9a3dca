import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { formatDate } from '~/components/layout/SiteFooter'
import { type SiteSettings, telLink } from '~/config/site-settings'
import { PageHeader } from './PageHeader'

export const PRIVACY_LAST_UPDATED = '2026-11-01'

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
	return (
		<section aria-labelledby={id} className="mt-10">
			<h2 id={id} className="text-2xl font-extrabold text-brand-900">
				{title}
			</h2>
			<div className="mt-3 space-y-3 text-slate-700 [&_ul]:list-disc [&_ul]:space-y-2 [&_ul]:pl-6">{children}</div>
		</section>
	)
}

/** Privacy notice and terms of use, in plain English. */
export type GrievanceContact = { name: string; email: string; phone: string; address: string }

export function PrivacyPage({ site, grievance, retentionMonths }: { site: SiteSettings; grievance: GrievanceContact; retentionMonths: number }) {
	const email = (
		<a href={`mailto:${site.email}`} className="font-semibold text-brand-700 underline underline-offset-4">
			{site.email}
		</a>
	)
	return (
		<>
			<PageHeader eyebrow="Privacy & Terms" title="Privacy and terms of use">
				<p>
					What we collect when you use this website, why, how long we keep it and what you can ask of us. Last updated{' '}
					<time dateTime={PRIVACY_LAST_UPDATED}>{formatDate(PRIVACY_LAST_UPDATED)}</time>.
				</p>
			</PageHeader>
			<div className="container-page max-w-3xl pb-10">
				<Section id="privacy-who" title="Who we are">
					<p>
						{site.name}, {site.address}, runs this website and is responsible for the personal data it collects. Questions about
						privacy go to {email} or to our office in {site.city}.
					</p>
				</Section>
				<Section id="privacy-what" title="What we collect">
					<ul>
						<li>
							<strong>Your account:</strong> name, email address, and if you give them, mobile number and date of birth. Your
							password is stored only as a slow, salted hash; nobody at the institute can read it.
						</li>
						<li>
							<strong>Enquiries:</strong> name, course of interest, email, mobile number and anything you tell us in the message.
						</li>
						<li>
							<strong>Contact messages:</strong> name, email, subject and message from the contact form.
						</li>
						<li>
							<strong>Newsletter:</strong> your email address.
						</li>
						<li>
							<strong>Enrolment requests:</strong> the course you asked to join and your account details.
						</li>
						<li>
							With every enquiry, message or sign-up we also record the page it was sent from and, if the link you followed had one,
							its campaign tag (utm_source), so we know which of our posts and adverts help students find us.
						</li>
						<li>
							Our server keeps short technical logs (time, page requested, IP address) to keep the site secure and working.
						</li>
					</ul>
				</Section>
				<Section id="privacy-why" title="Why we use it">
					<ul>
						<li>To answer your enquiry or message, and to give you the counselling, courses and services you ask for.</li>
						<li>To run your account and show you your enrolment requests.</li>
						<li>To send the newsletter you signed up for; every issue has an unsubscribe link.</li>
						<li>To protect the site and its forms from abuse and spam.</li>
					</ul>
					<p>
						We do not sell or rent your data, and we do not share it with universities, lenders or anyone else without your
						permission. Where you ask us to apply to a university or file a visa, we send them only what that application needs.
					</p>
				</Section>
				<Section id="privacy-how-long" title="How long we keep it">
					<ul>
						<li>
							Enquiries, contact messages, enrolment requests and counselling bookings: until {retentionMonths} months after we close
							your enquiry; then a daily job removes your name, email, mobile number and messages and keeps only anonymous counts.
						</li>
						<li>Newsletter address: until you unsubscribe.</li>
						<li>Your account and enrolment requests: until you ask us to delete your account.</li>
						<li>Server logs: 30 days.</li>
					</ul>
				</Section>
				<Section id="privacy-cookies" title="Cookies">
					<p>
						We set only the cookies the site needs to work, and no advertising or analytics cookies. Scripts on the page cannot
						read them, and they are sent to this site only:
					</p>
					<ul>
						<li>a session cookie that keeps you logged in, removed when you log out;</li>
						<li>
							after you log in, a cookie that remembers this device for 180 days, so you can still log in from it while someone
							elsewhere is trying to guess your password;
						</li>
						<li>for staff, a cookie that lasts 10 minutes between the password and the code from their authenticator app;</li>
						<li>if you press Enroll Now before logging in, a cookie that remembers the course for an hour, until your request is recorded.</li>
					</ul>
					<p>
						When you log in, the site also keeps your name and email in your browser’s local storage (under the names welsh-user and
						isLoggedIn) so the menu can greet you; both are cleared when you log out.
					</p>
					<p>
						The map on our contact page is provided by Google. Your browser loads it from Google, which receives your IP address
						under Google’s own privacy policy. The “Open in Google Maps” link works without it.
					</p>
				</Section>
				<Section id="privacy-rights" title="Your rights">
					<p>
						Under India’s Digital Personal Data Protection Act, 2023, you can ask us for a summary of the personal data we hold about
						you, ask us to correct or complete it, ask us to delete it, withdraw your consent at any time, and nominate someone to act
						for you. Write to {email}; we reply within 7 working days. If you are not satisfied with our answer, you may complain to
						the Data Protection Board of India.
					</p>
				</Section>
				<Section id="privacy-your-data" title="See or delete your data yourself">
					<p>
						Signed in, you can download everything we hold about you as one file (
						<a href="/account/data" className="font-semibold text-brand-700 underline underline-offset-4">
							Download my data
						</a>
						) and delete your account (
						<Link to="/account/delete" className="font-semibold text-brand-700 underline underline-offset-4">
							Delete my account
						</Link>
						), which removes your profile and the personal data in your enquiries. Without an account, write to our grievance contact
						below and we erase it for you.
					</p>
				</Section>
				<Section id="privacy-grievance" title="Grievance contact">
					<p>
						Questions, requests and complaints about your personal data go to {grievance.name}:{' '}
						<a href={`mailto:${grievance.email}`} className="font-semibold text-brand-700 underline underline-offset-4">
							{grievance.email}
						</a>
						, {grievance.phone}, {grievance.address}. We reply within 7 working days.
					</p>
				</Section>
				<Section id="terms" title="Terms of use">
					<ul>
						<li>
							We keep course, country and visa information accurate and up to date, but rules and fees of universities and governments
							change. Always confirm figures on the official website before you pay or apply; we help you do that.
						</li>
						<li>
							Admission and visa decisions are made by universities and governments. We do not and cannot guarantee them.
						</li>
						<li>
							Our service fees and refunds are set out on our{' '}
							<Link to="/fees" className="font-semibold text-brand-700 underline underline-offset-4">
								fees and refunds page
							</Link>
							.
						</li>
						<li>
							Please give true information in forms and do not misuse the site, for example by sending automated messages. We may
							close accounts that do.
						</li>
						<li>The text and illustrations on this site belong to {site.name}; you may share links to them.</li>
						<li>These terms are governed by the laws of India, and the courts at {site.city}, Punjab, have jurisdiction.</li>
					</ul>
				</Section>
				<Section id="privacy-contact" title="Contact">
					<p>
						Email {email}, call{' '}
						<a href={telLink(site.phone)} className="font-semibold text-brand-700 underline underline-offset-4">
							{site.phone}
						</a>
						, or visit us at {site.address} ({site.openingHours}).
					</p>
				</Section>
			</div>
		</>
	)
}
