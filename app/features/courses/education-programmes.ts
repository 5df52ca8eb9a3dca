import type { z } from 'zod'
import type { educationFamilySchema, educationPageSchema } from './education-programme-schema'

/**
 * The Education menu's pages (SPEC.md section 2): one family page per programme family and one
 * page per programme. Each page explains the programme and lists the courses whose Type contains
 * `courseType`. Each listed course shows its published fee (fees.ts); the others read 'Ask us about fees'.
 */
export type EducationPage = z.infer<typeof educationPageSchema>
export type EducationFamily = z.infer<typeof educationFamilySchema>

/** The four families, each with its programmes (checked by validateStaticContent()). */
export const educationFamilies: EducationFamily[] = [
	{
		path: '/education/university',
		label: 'University Courses',
		title: 'University pathways: undergraduate, postgraduate and PhD abroad',
		description: 'Guided university pathways from Punjab to bachelor’s, master’s and PhD study abroad: shortlisting, applications, interviews and academic skills.',
		intro: [
			'Our university pathways take you from choosing a course to arriving on campus. Each pathway combines counselling (which country, which university, which course) with classroom workshops on the personal statement, interviews and the academic skills you will need in your first term.',
			'We work with universities in the UK, Canada, Australia, New Zealand, Ireland, Germany and other European countries, and we tell you honestly when a course or country does not fit your marks, budget or plans.',
		],
		whoFor: 'Class 12 students and graduates who want a degree abroad, and parents who want a clear plan and an honest budget before committing.',
		duration: 'About 3 months of workshops and counselling, usually started 9 to 12 months before the intake you want.',
		entryRequirements: [
			'Undergraduate: Class 12 with the subjects your course needs',
			'Postgraduate: a bachelor’s degree (3 or 4 years)',
			'PhD: a master’s degree and a research idea',
			'An English test score such as IELTS, or a plan to take one',
		],
		leadsTo: 'An offer from a university that fits you, a complete visa file and the study skills to do well from the first week.',
		courseType: 'university',
		programmes: [
			{
				path: '/education/university/undergraduate',
				label: 'Undergraduate',
				title: 'Undergraduate pathways: your bachelor’s degree abroad',
				description: 'Undergraduate pathways after Class 12: choose a bachelor’s degree abroad, apply with a strong personal statement and prepare for your first year.',
				intro: [
					'A bachelor’s degree abroad usually takes three years in the UK (four in Scotland), three in Australia and New Zealand, and four in Canada and the USA. Our undergraduate pathways help you choose the right subject and university, and prepare your application with care.',
					'If your marks fall short of direct entry, we explain foundation years and international year-one programmes, which let you start a degree with a year of extra support.',
				],
				whoFor: 'Students in Class 11 or 12, or who finished Class 12 recently, in any stream: science, commerce or humanities.',
				duration: '3 months of weekly workshops and one-to-one counselling; start 9 to 12 months before the September or January intake.',
				entryRequirements: [
					'Class 12 passed, usually with 55% to 70% or more depending on the university',
					'Mathematics or science in Class 12 for computing, engineering and health courses',
					'IELTS Academic 6.0 overall (no band below 5.5) for most universities, higher for nursing',
				],
				leadsTo: 'A bachelor’s degree abroad, and in most destinations the right to work part-time while studying and to stay and work after graduation under that country’s post-study work rules.',
				courseType: 'university-undergraduate',
			},
			{
				path: '/education/university/postgraduate',
				label: 'Postgraduate',
				title: 'Postgraduate pathways: master’s degrees and MBAs abroad',
				description: 'Postgraduate pathways for graduates: choose a master’s or MBA abroad, write a clear statement of purpose and prepare for admission and visa interviews.',
				intro: [
					'A taught master’s takes one year in the UK and Ireland and one to two years in Canada, Australia and most of Europe. Our postgraduate pathways match your degree, marks and work experience to programmes that accept them and lead where you want to go.',
					'Much of the work is the statement of purpose: we help you explain your career plan, any gaps in your studies and why each course fits, in your own words.',
				],
				whoFor: 'Graduates and final-year students in any subject, including those with a study gap or a few years of work experience.',
				duration: '3 months of workshops and counselling, ideally 8 to 12 months before the intake.',
				entryRequirements: [
					'A bachelor’s degree, usually with 50% to 60% or more; many UK universities accept 3-year Indian degrees',
					'IELTS Academic 6.5 overall (no band below 6.0) for most programmes',
					'Work experience for most MBAs, often two years or more',
				],
				leadsTo: 'A master’s degree or MBA abroad and, depending on the country, a post-study work visa to gain international experience.',
				courseType: 'university-postgraduate',
			},
			{
				path: '/education/university/phd',
				label: 'PhD',
				title: 'PhD pathways: funded doctoral study abroad',
				description: 'PhD pathways: write a strong research proposal, reach potential supervisors and apply for funded doctoral positions in the UK, Europe, Canada and Australia.',
				intro: [
					'A PhD takes three to four years in the UK and Europe and four to five in Canada and the USA. Most successful applicants are funded: through salaried positions in Germany and the Netherlands, studentships in the UK, and scholarships in Canada and Australia.',
					'Our PhD pathway helps you turn a research idea into a proposal, find supervisors whose work matches yours and write to them professionally.',
				],
				whoFor: 'Master’s graduates and final-year master’s students with a research interest, including working professionals and lecturers.',
				duration: '4 months of individual guidance plus an optional 10-week research methods course.',
				entryRequirements: [
					'A master’s degree, usually with 55% or more, or a strong bachelor’s with research experience',
					'A research proposal of 1,000 to 3,000 words (we help you write it)',
					'IELTS Academic 6.5 to 7.0 overall for most universities',
				],
				leadsTo: 'A funded PhD position abroad and a career in research, university teaching or industry research and development.',
				courseType: 'university-phd',
			},
		],
	},
	{
		path: '/education/skp',
		label: 'SKP Programs',
		title: 'SKP programmes: foundation, diploma and certificate courses',
		description: 'SKP skills programmes foundation courses, job-ready diplomas and short certificates in computers, accounting, hospitality, design and marketing.',
		intro: [
			'SKP is our skills programme: practical classroom courses that build the computer, office and workplace skills employers expect, in Punjab and abroad. Every course is taught hands-on, with a project in each module.',
			'The programme has three levels. Foundation courses build the basics, diplomas prepare you for a job over six months, and certificates teach one skill in two or three months.',
		],
		whoFor: 'School leavers, students waiting for a study-abroad intake, and adults returning to work or changing careers.',
		duration: 'Foundation 6 weeks to 2 months, certificates 2 to 3 months, diplomas 6 months.',
		entryRequirements: ['Foundation: no specific requirements, or Class 10', 'Certificate: Class 10 or 12 depending on the course', 'Diploma: Class 10 or 12 depending on the course'],
		leadsTo: 'An institute certificate, a portfolio of practical work and the skills for entry-level jobs or further study.',
		courseType: 'skp',
		programmes: [
			{
				path: '/education/skp/foundation',
				label: 'Foundation',
				title: 'SKP Foundation courses: the basics, done properly',
				description: 'SKP Foundation courses: computer basics, digital safety, communication and numeracy for students who want a confident start.',
				intro: [
					'Foundation courses are the first step of the SKP programme. They cover what many students were never taught properly: using a computer, staying safe online, communicating at work and everyday mathematics.',
					'They are short, friendly and taught with Punjabi and Hindi support where needed, so nobody is left behind.',
				],
				whoFor: 'Students who have used a phone but rarely a computer, students returning to study after a break, and anyone who wants confidence before a diploma.',
				duration: '6 weeks to 2 months, weekday batches morning or afternoon.',
				entryRequirements: ['No specific requirements for Computer Basics', 'Class 10 passed for the other foundation courses'],
				leadsTo: 'Any SKP diploma or certificate, or a language or IELTS course.',
				courseType: 'skp-foundation',
			},
			{
				path: '/education/skp/diploma',
				label: 'Diploma',
				title: 'SKP Diplomas: six months to job-ready',
				description: 'SKP Diplomas: six-month job-ready courses in computer applications, accounting with Tally and GST, and hospitality operations.',
				intro: [
					'SKP diplomas are six-month courses that prepare you for a job. Each one ends with a portfolio or a full set of practical work you can show an employer.',
					'Diplomas also make a strong base for related degrees abroad, in computing, accounting or hospitality.',
				],
				whoFor: 'Class 10 and 12 passouts who want employable skills, and students using the months before a study-abroad intake well.',
				duration: '6 months, 2 hours a day, 5 days a week.',
				entryRequirements: ['Class 10 passed for Computer Applications', 'Class 12 passed for Accounting and Hospitality'],
				leadsTo: 'Roles such as office assistant, accounts assistant, front-office associate or data entry operator, or a related degree.',
				courseType: 'skp-diploma',
			},
			{
				path: '/education/skp/certificate',
				label: 'Certificate',
				title: 'SKP Certificates: one skill in two or three months',
				description: 'SKP Certificates: short practical courses in graphic design, digital marketing and office administration, with a portfolio to show.',
				intro: [
					'Certificate courses teach one practical skill in two or three months. They suit students who want to earn from freelance work, add a skill to a degree, or prepare for part-time jobs while studying abroad.',
				],
				whoFor: 'Students and working people who want one focused, practical skill.',
				duration: '2 to 3 months.',
				entryRequirements: ['Class 10 or 12 passed depending on the course', 'Basic computer skills (our foundation course covers them)'],
				leadsTo: 'Freelance and entry-level work in design, marketing or office administration, or a diploma.',
				courseType: 'skp-certificate',
			},
		],
	},
	{
		path: '/education/languages',
		label: 'Languages',
		title: 'Language courses: English, French, German and Spanish',
		description: 'English, French, German and Spanish classes, level by level on the CEFR scale, with preparation for DELF, TEF, Goethe and DELE exams.',
		intro: [
			'A second language opens doors: English for study and work anywhere, French for Canada, German for free public universities and skilled jobs in Germany, and Spanish for Spain and Latin America.',
			'Our language courses follow the Common European Framework of Reference (CEFR), from A1 for beginners to B2, and prepare you for the recognised exams.',
		],
		whoFor: 'Students planning to study or work abroad, families planning to immigrate, and anyone who wants to speak with confidence.',
		duration: 'Each CEFR level takes roughly 10 weeks to 3 months in our classes.',
		entryRequirements: ['No requirements for beginner (A1) courses', 'The level below, or our placement test, for higher levels'],
		leadsTo: 'A recognised language certificate and the ability to study, work and live in that language.',
		courseType: 'language',
		programmes: [
			{
				path: '/education/languages/english',
				label: 'English',
				title: 'English courses: spoken English, grammar and business English',
				description: 'English courses for every level: spoken English from beginner to confident, grammar and writing foundations, and business English with interview practice.',
				intro: [
					'Many students understand English well but hesitate to speak or lose marks in writing. Our English courses fix exactly that, with daily speaking practice and writing marked by a trainer.',
					'They are also the best preparation before IELTS or PTE, because a stronger base means a higher score in less time.',
				],
				whoFor: 'School and college students, job seekers and anyone preparing for study, interviews or life abroad.',
				duration: '6 weeks to 3 months depending on the course.',
				entryRequirements: ['No requirements for Spoken English and Grammar Foundations', 'Intermediate English for Business English'],
				leadsTo: 'Confident English for study, interviews and work, and a strong start for IELTS preparation.',
				courseType: 'language-english',
			},
			{
				path: '/education/languages/french',
				label: 'French',
				title: 'French courses: from A1 to TEF and TCF Canada',
				description: 'French classes from A1 to B2 with TEF Canada and TCF Canada preparation: French can add valuable points for Canadian immigration.',
				intro: [
					'French is one of Canada’s two official languages, and strong French results in the TEF Canada or TCF Canada tests can add significant points in Express Entry and open francophone immigration programmes.',
					'Our French courses start from zero and build to B1 and B2, with audio from both French and Canadian speakers.',
				],
				whoFor: 'Students and families planning to move to Canada, students applying to France, and anyone who loves the language.',
				duration: 'A1–A2: 4 months; B1–B2 with TEF and TCF preparation: 6 months.',
				entryRequirements: ['No requirements for A1', 'A2 level, or our A1–A2 course, for TEF and TCF preparation'],
				leadsTo: 'DELF certificates, TEF Canada or TCF Canada results, and study or work in French.',
				courseType: 'language-french',
			},
			{
				path: '/education/languages/german',
				label: 'German',
				title: 'German courses: A1 to B1 for study and work in Germany',
				description: 'German classes from A1 to B1 with Goethe-Zertifikat and telc exam practice, for study, Ausbildung, skilled work and family visas.',
				intro: [
					'Germany’s public universities charge little or no tuition, and its Ausbildung (paid vocational training) and skilled-work routes need German. Level A1 is the usual minimum for family reunification visas, and B1 or higher for most Ausbildung places and jobs.',
					'Our German courses take you from zero to B1, with practice in the Goethe-Zertifikat and telc exam formats.',
				],
				whoFor: 'Students planning degrees, Ausbildung or work in Germany, and spouses joining family there.',
				duration: 'A1: 10 weeks; A2–B1: 5 months.',
				entryRequirements: ['No requirements for A1', 'A1 level, or our A1 course, for A2–B1'],
				leadsTo: 'Goethe-Zertifikat or telc certificates and the language level German universities, employers and visa officers ask for.',
				courseType: 'language-german',
			},
			{
				path: '/education/languages/spanish',
				label: 'Spanish',
				title: 'Spanish courses: A1 to B1 with DELE preparation',
				description: 'Spanish classes from A1 to B1 with DELE and SIELE exam practice, for study in Spain, travel and work in Latin America.',
				intro: [
					'Spanish is spoken by hundreds of millions of people across Spain and Latin America. Many Spanish universities teach bachelor’s programmes in Spanish, and the language is valued in tourism, trade and customer service worldwide.',
					'Our Spanish courses are lively and practical, and follow the CEFR levels tested by the DELE and SIELE exams.',
				],
				whoFor: 'Students applying to Spain, travellers and anyone who wants a new language for work.',
				duration: 'A1: 10 weeks; A2–B1: 4 months.',
				entryRequirements: ['No requirements for A1', 'A1 level, or our A1 course, for A2–B1'],
				leadsTo: 'DELE or SIELE certificates and study or work in Spanish.',
				courseType: 'language-spanish',
			},
		],
	},
	{
		path: '/education/ielts',
		label: 'IELTS',
		title: 'IELTS courses: Academic, General Training and preparation',
		description: 'IELTS coaching for Academic and General Training: small batches, weekly mock tests and marked Writing and Speaking feedback.',
		intro: [
			'IELTS is the English test most universities and immigration authorities accept. It has four parts (Listening, Reading, Writing and Speaking), takes about 2 hours 45 minutes, and is scored in bands from 0 to 9.',
			'There are two versions. IELTS Academic is for university study; IELTS General Training is for work, migration and permanent residence. Our trainers help you choose the right one, then prepare you with weekly mock tests marked to the official band descriptors.',
		],
		whoFor: 'Students applying to universities abroad, and workers and families applying for visas or permanent residence.',
		duration: 'Full courses 8 weeks; fast-track and clinic courses 4 weeks; a pre-IELTS foundation of 6 weeks.',
		entryRequirements: ['No requirements for the foundation and full courses', 'A previous score or our placement test for the fast-track courses'],
		leadsTo: 'The band score your university or visa needs. IELTS results are generally accepted for two years.',
		feesNote: 'The IELTS test fee itself is paid to the test provider when you book.',
		courseType: 'ielts',
		programmes: [
			{
				path: '/education/ielts/academic',
				label: 'IELTS Academic',
				title: 'IELTS Academic courses for university admission',
				description: 'IELTS Academic coaching for university admission abroad: all four modules, weekly mock tests and a band 7+ fast-track course.',
				intro: [
					'IELTS Academic is the version universities ask for. Reading uses passages from books and journals, and Writing Task 1 asks you to describe a graph, table, process or map before the Task 2 essay.',
					'Most undergraduate courses ask for 6.0 overall and most postgraduate courses 6.5; nursing and some competitive programmes ask for 7.0 or more.',
				],
				whoFor: 'Students applying for bachelor’s, master’s and PhD programmes, and professionals registering with regulators such as nursing councils.',
				duration: 'Full course 8 weeks; Fast Track (band 7+) 4 weeks.',
				entryRequirements: ['Class 12 passed or studying for the full course', 'A previous score of 6.0, or our placement test, for Fast Track'],
				leadsTo: 'The Academic band score universities require for admission and for the student visa.',
				courseType: 'ielts-academic',
			},
			{
				path: '/education/ielts/general',
				label: 'IELTS General',
				title: 'IELTS General Training courses for work and migration',
				description: 'IELTS General Training coaching for Canada PR, Australia and New Zealand: letters, everyday reading and CLB-focused Writing and Speaking practice.',
				intro: [
					'IELTS General Training is the version used for permanent residence and work visas in Canada, Australia and New Zealand. Reading uses everyday and workplace texts, and Writing Task 1 is a letter.',
					'For Canada, your scores convert to Canadian Language Benchmark (CLB) levels, and moving from CLB 7 to CLB 9 can add many Express Entry points. Our courses target exactly that.',
				],
				whoFor: 'Workers, spouses and families applying for permanent residence or work visas.',
				duration: 'Full course 8 weeks; Writing and Speaking Clinic 4 weeks.',
				entryRequirements: ['No specific requirements for the full course', 'A previous attempt, or our placement test, for the clinic'],
				leadsTo: 'The General Training scores immigration programmes ask for.',
				courseType: 'ielts-general',
			},
			{
				path: '/education/ielts/preparation',
				label: 'IELTS Preparation',
				title: 'IELTS preparation: foundation, mock tests and weekend batches',
				description: 'IELTS preparation options: a pre-IELTS English foundation, a 10-test mock series with one-to-one reviews, and weekend batches for working people.',
				intro: [
					'Not everyone needs a full weekday course. If your English is not yet at IELTS level, start with our foundation course. If you have prepared on your own, our mock test series shows you honestly where you stand. If you work or study on weekdays, join the weekend batch.',
				],
				whoFor: 'Beginners who need a stronger base, self-prepared candidates and working people.',
				duration: 'Foundation 6 weeks; Mock Test Series 5 weeks; Weekend Batch 12 weekends.',
				entryRequirements: ['No specific requirements'],
				leadsTo: 'An IELTS Academic or General Training test booked with confidence, or our full courses.',
				courseType: 'ielts-preparation',
			},
		],
	},
]

/** The overview page, /education. */
export const educationOverview = {
	path: '/education',
	title: 'Education programmes',
	description: 'All our classroom programmes: university pathways, SKP skills programmes, language courses and IELTS preparation, with who each is for and what it leads to.',
}

type TrailPage = Pick<EducationPage, 'path' | 'label' | 'courseType'>

/**
 * The Education pages above a course of this Type (its family, then its programme when one
 * matches), named as `families` name them (the published pages in the page's language:
 * listEducationFamilies) under the overview's name (`overviewName`, the menu's).
 */
export function educationTrailForCourseType(type: string, families: readonly (TrailPage & { programmes: TrailPage[] })[] = educationFamilies, overviewName = 'Education') {
	const lower = type.toLowerCase()
	const family = families.find((f) => lower.includes(f.courseType))
	if (!family) return []
	const programme = family.programmes.find((p) => lower.includes(p.courseType))
	return [
		{ name: overviewName, path: educationOverview.path },
		{ name: family.label, path: family.path },
		...(programme ? [{ name: programme.label, path: programme.path }] : []),
	]
}
