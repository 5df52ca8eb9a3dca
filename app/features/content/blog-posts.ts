import type { ResponsiveImage } from '~/components/ui/ResponsiveImage'
import type { ShownIn } from '~/features/i18n/localised-text'
import type { z } from 'zod'
import type { blogPostSchema } from './content-schemas'

export type BlogPost = z.infer<typeof blogPostSchema>

const posts: BlogPost[] = [
	{
		id: 'ielts-band-7-study-plan',
		type: 'admin',
		author: 'Welsh Education IELTS team',
		date: '2026-10-28',
		comments: '12 Comments',
		title: 'A six-week study plan to move from IELTS band 6 to band 7',
		desc: 'How our trainers split six weeks between listening, reading, writing and speaking, and which habits make the biggest difference.',
		cover: '/images/journal/ielts-plan.svg',
		coverAlt: 'A weekly planner with IELTS practice sessions marked on it',
		body: [
			{
				paragraphs: [
					"Most students who reach band 6 already have the grammar and vocabulary for band 7. What holds them back is usually timing, task response in writing and the habit of answering speaking questions too briefly. A focused six-week plan fixes those three things.",
					"The plan below is the one our trainers use in the regular IELTS batch. It assumes about two hours of practice a day, six days a week. If you can give less time, stretch it to eight or nine weeks rather than skipping parts.",
				],
			},
			{
				heading: "Weeks 1 and 2: find out where the bands are lost",
				paragraphs: [
					"Start with one full practice test under exam conditions: Listening (about 30 minutes, 40 questions), Reading (60 minutes, 40 questions), Writing (60 minutes, two tasks) and a recorded Speaking test of 11 to 14 minutes. Mark Listening and Reading with the answer key and write down every mistake by type: spelling, plural endings, missed signpost words, True/False/Not Given confusion, or running out of time.",
					"For Writing, compare your essays with the public band descriptors. Examiners score four criteria equally: task response (or task achievement for Task 1), coherence and cohesion, lexical resource, and grammatical range and accuracy. Most band 6 essays lose marks on the first one: they do not answer every part of the question or do not state a clear position. Remember that Task 2 carries twice the marks of Task 1, so it deserves 40 of your 60 minutes.",
				],
			},
			{
				heading: "Weeks 3 and 4: practise the weak skills daily",
				paragraphs: [
					"Spend the first hour of each day on your two weakest question types. In Reading, practise skimming a passage in two minutes and then scanning for names, numbers and key words; do not read every word before looking at the questions. In Listening, read ahead during the pauses and underline what kind of answer each gap needs: a number, a name, a noun.",
					"Write one Task 2 essay every day and plan for five minutes before writing. A simple plan works: introduction with your position, two body paragraphs each with one main idea and an example, and a short conclusion. Aim for 260 to 290 words; much longer essays usually contain more errors, not more marks. Write a Task 1 response every second day and always include an overview sentence, which many band 6 answers miss.",
				],
			},
			{
				heading: "Speaking: longer answers, not harder words",
				paragraphs: [
					"In Part 1, answer in two or three sentences: the answer, a reason and a small example. In Part 2, use your one minute of preparation to note four or five words, not sentences, and keep talking for the full two minutes. In Part 3, the examiner wants opinions with reasons and comparisons. Record yourself three times a week and listen for long pauses and repeated words. Natural, accurate everyday vocabulary scores better than rare words used wrongly.",
				],
			},
			{
				heading: "Weeks 5 and 6: full tests and rest",
				paragraphs: [
					"Take two full mock tests a week on the same timetable as your exam, including the Speaking test with a trainer or a friend. After each test, spend as long reviewing mistakes as you spent on the test itself. In the last three days, stop learning new material: revise your error list, sleep properly and check your test centre, ID and timings.",
					"If your mock scores stay below your target after six weeks, it is better to move your test date than to pay for a retake. Our trainers can look at your mock results and tell you honestly how far you are from band 7.",
				],
			},
		],
	},
	{
		id: 'uk-student-visa-checklist-2026',
		type: 'admin',
		author: 'Welsh Education visa desk',
		date: '2026-10-14',
		comments: '8 Comments',
		title: 'UK Student visa checklist for 2026 intakes',
		desc: 'The documents, fees and funds you need for a UK Student visa, in the order you will need them.',
		cover: '/images/journal/uk-visa.svg',
		coverAlt: 'A passport and a checklist on a desk',
		body: [
			{
				paragraphs: [
					"A UK Student visa application starts with your Confirmation of Acceptance for Studies (CAS) from the university. Everything else — funds, English test results, tuberculosis test and the Immigration Health Surcharge — follows from it.",
					"This checklist follows the order in which most of our students need each item. Rules and fees change, so always check the current figures on GOV.UK on the day you apply; our visa desk does this for every file.",
				],
			},
			{
				heading: "1. Accept your offer and meet its conditions",
				paragraphs: [
					"An unconditional offer comes once you have sent final marks, an English test result if the university asked for one, and any tuition deposit. Check that your name and date of birth on the offer match your passport exactly. Your passport should be valid for your whole stay; renew it first if it is not.",
				],
			},
			{
				heading: "2. Get your CAS",
				paragraphs: [
					"The university issues a CAS number once you are unconditional and have usually paid the deposit. Read it carefully: it states your course, dates, tuition fee, any fees already paid, and the evidence the university assessed, including your English level. Any error in the CAS must be corrected by the university before you apply.",
				],
			},
			{
				heading: "3. Show your funds for 28 days",
				paragraphs: [
					"You must show that you can pay your outstanding first-year tuition (the figure on your CAS) plus living costs for up to nine months. The Home Office sets a monthly living amount for study in London and a lower one for the rest of the UK; check the current figures on GOV.UK. The money must have been in the account for at least 28 consecutive days, and the end of that period must be no more than 31 days before you apply.",
					"Funds can be in your own account or a parent's account. If they are in a parent's name, you also need your birth certificate and a letter of consent from that parent. An education loan sanction letter from a regulated lender is also accepted. Statements must show the account holder's name, the bank's name and the balance.",
				],
			},
			{
				heading: "4. Tuberculosis test",
				paragraphs: [
					"Applicants from India staying more than six months need a tuberculosis test certificate from a clinic approved by the UK Home Office. Book early in the summer, as appointments fill up. The certificate is valid for six months.",
				],
			},
			{
				heading: "5. Apply online and pay",
				paragraphs: [
					"Apply online up to six months before your course starts. You pay the visa application fee and the Immigration Health Surcharge, which gives you access to the National Health Service during your stay. Then book a biometrics appointment at the visa application centre, where your fingerprints and photograph are taken and your documents are uploaded or scanned.",
				],
			},
			{
				heading: "6. After the decision",
				paragraphs: [
					"Most decisions from India arrive within three weeks, though the summer peak can be slower. Your visa is issued as an eVisa linked to your UKVI account; make sure you can log in and that your passport details are correct before you travel. Keep copies of your CAS, funds evidence and TB certificate in your hand luggage, as border officers may ask about your course.",
					"A refusal letter states the reasons in writing. Read it with a counsellor before you decide what to do next: many refusals can be fixed with a fresh application that addresses each point.",
				],
			},
		],
	},
	{
		id: 'choosing-between-canada-and-australia',
		type: 'user',
		author: 'Harpreet Kaur, student',
		date: '2026-09-30',
		comments: '15 Comments',
		title: 'Canada or Australia? How I chose where to study',
		desc: 'A former student compares costs, work rights and study permits, and explains what tipped her decision.',
		cover: '/images/journal/canada-australia.svg',
		coverAlt: 'Two paths leading to a maple leaf and to a kangaroo sign',
		body: [
			{
				paragraphs: [
					"When I finished my BCom in Jalandhar I had offers from colleges in Ontario and a university in Melbourne. Both countries looked similar on paper, so I compared them on the things that mattered to my family: total cost, part-time work, and what happens after graduation.",
					"This is what I learned. Rules in both countries have changed a lot since 2024, so treat this as one student's experience and check the official immigration websites before you decide.",
				],
			},
			{
				heading: "The total cost, not just tuition",
				paragraphs: [
					"My Ontario college program cost less in tuition than the Melbourne master's, but I had to look at everything: tuition, living costs, health cover, flights and the funds I had to show for the visa. Canada asks students to prove living funds on top of first-year tuition, and many Indian students show this with a Guaranteed Investment Certificate. Australia also sets a minimum amount of funds and requires Overseas Student Health Cover for the whole visa. When I added it all up in rupees, the two options were much closer than the tuition figures suggested.",
					"Rent surprised me most. Melbourne and Toronto are both expensive, and sharing a house with other students made the biggest difference to my monthly budget in both cities.",
				],
			},
			{
				heading: "Study permits and caps",
				paragraphs: [
					"Canada now limits the number of study permits and, for most students, needs a provincial attestation letter with the application. Australia has also raised its student visa fee and looks closely at whether you are a genuine student. In both countries, a clear explanation of why this course fits your background and plans matters more than ever. My counsellor made me rewrite my statement three times until it explained my choice honestly.",
				],
			},
			{
				heading: "Working while studying",
				paragraphs: [
					"Both countries let students work during their studies within limits: in Canada, up to 24 hours a week off campus during term, and in Australia, up to 48 hours a fortnight during term, with full-time work allowed in scheduled breaks. My seniors told me the same thing: part-time work pays for groceries and rent, not for tuition. Plan as if you will earn nothing for the first two or three months while you settle in and look for a job.",
				],
			},
			{
				heading: "After graduation",
				paragraphs: [
					"This was the deciding factor for my family. Both countries offer a post-study work visa, but the length depends on your course and level, and Canada has tightened which programs qualify for its post-graduation work permit. I checked the eligibility of my exact course on the government websites rather than trusting the college brochure.",
				],
			},
			{
				heading: "What I chose, and why",
				paragraphs: [
					"I chose Melbourne. The master's degree qualified me for a longer post-study work visa, my cousin lived nearby, and the course had a work placement built in. A friend from my batch chose Ontario for the lower total cost and a college with strong links to employers in her field, and she is happy too.",
					"My advice: make a table with every cost and every rule for your exact course, ask your family what matters most, and decide on that, not on what your friends are doing.",
				],
			},
		],
	},
	{
		id: 'funding-your-studies-abroad',
		type: 'admin',
		author: 'Welsh Education counselling team',
		date: '2026-09-12',
		comments: '6 Comments',
		title: 'Scholarships, loans and part-time work: funding your degree abroad',
		desc: 'Where Indian students find money for study abroad, and how to show funds for a visa.',
		cover: '/images/journal/funding.svg',
		coverAlt: 'Coins and a graduation cap',
		body: [
			{
				paragraphs: [
					"Few families pay for a degree abroad from savings alone. Most combine a scholarship or fee waiver, an education loan and the student’s own part-time earnings. Knowing how each works helps you plan the total before you apply.",
					"Start by adding up the full cost of the first year: tuition, living costs, visa and health fees, flights and a deposit for accommodation. That number, not the tuition fee alone, is what you need to fund.",
				],
			},
			{
				heading: "Scholarships and fee waivers",
				paragraphs: [
					"Most scholarships for Indian students are partial: a fee reduction of 10 to 50 percent offered by the university itself, often automatically on the basis of your marks. Apply early, because some are first come, first served, and read the conditions: some require you to keep a minimum grade to renew them in later years.",
					"A few fully funded government schemes exist, such as the UK's Chevening and Commonwealth scholarships and the German DAAD scholarships, mainly for master's and PhD students with work experience. They are very competitive and have deadlines up to a year before the course starts, so plan ahead.",
				],
			},
			{
				heading: "Education loans",
				paragraphs: [
					"Indian banks and non-banking finance companies lend for study abroad. A secured loan, backed by property or a fixed deposit, usually has a lower interest rate and a higher limit. An unsecured loan is faster to arrange but costs more and depends heavily on the university and the co-applicant's income. Compare the interest rate, processing fee, margin money, the moratorium (the period after the course before repayments start) and whether interest accrues during study.",
					"Interest paid on an education loan for higher studies can be claimed as a deduction under Section 80E of the Income Tax Act by the person repaying it, for up to eight years. Keep the loan certificates for your tax return.",
				],
			},
			{
				heading: "Showing funds for the visa",
				paragraphs: [
					"Each country has its own rules for proof of funds. The UK asks for money held for 28 consecutive days; Canada asks many students for a Guaranteed Investment Certificate for living costs; Australia sets a minimum amount in its visa rules. A loan sanction letter is accepted by most countries, but the money must usually be available, not just promised. Do not move large sums in and out of the account shortly before applying: unexplained deposits raise questions.",
				],
			},
			{
				heading: "Part-time work",
				paragraphs: [
					"Part-time work helps with living costs once you have settled in, but it should never be part of how you plan to pay tuition. Work limits during term are set by each country, jobs take time to find, and your studies come first. A realistic plan leaves a cushion of two or three months of living costs for the start.",
				],
			},
			{
				heading: "Make a family budget",
				paragraphs: [
					"Sit down with your parents and write the total cost, what each source will cover and what happens if something goes wrong, such as a late loan disbursement or a rent rise. Our counsellors go through this budget with families free of charge and can explain loan offers line by line.",
				],
			},
		],
	},
	{
		id: 'german-a1-in-three-months',
		type: 'user',
		author: 'Gurpreet Singh, student',
		date: '2026-08-25',
		comments: '4 Comments',
		title: 'Learning German to A1 in three months alongside college',
		desc: 'What a typical week of our German course looks like, and how a student passed the Goethe A1 exam.',
		cover: '/images/journal/german.svg',
		coverAlt: 'A notebook with German words and their English meanings',
		body: [
			{
				paragraphs: [
					"I joined the German A1 batch in May while still in my final year of college. Three evenings a week in class, plus twenty minutes of vocabulary every morning, was enough to pass the Goethe-Zertifikat A1 in August.",
					"I want to study mechanical engineering in Germany, and even though my master's will be taught in English, I knew I would need German for daily life, part-time work and, later, a job. A1 is the first step on the European scale of six levels, from A1 to C2.",
				],
			},
			{
				heading: "What a week in class looked like",
				paragraphs: [
					"Our batch had eleven students and met on Monday, Wednesday and Friday evenings for two hours. Each week had one theme: introducing yourself, family, food and shopping, the city, time and appointments, and so on. The first hour was new language, the second hour was speaking practice in pairs and small groups. Our teacher spoke German almost all the time from the third week, which felt scary at first but made the exam much easier.",
					"Every Friday we had a short test, and every fourth week a mock exam in the same format as the real one.",
				],
			},
			{
				heading: "How I studied at home",
				paragraphs: [
					"Every morning I learned ten new words with an app of flashcards, always with the article: der, die or das. Learning the article with the noun from the first day saved me a lot of trouble later. On class days I rewrote my notes in the evening and said new sentences out loud. On Sundays I watched a short beginner video series with German subtitles.",
					"The most useful habit was speaking to myself: describing my day in simple German sentences while walking to college. It sounds strange, but it made the speaking exam feel normal.",
				],
			},
			{
				heading: "The Goethe-Zertifikat A1 exam",
				paragraphs: [
					"The exam, called Start Deutsch 1, has four parts: listening, reading, writing and speaking. The writing part is short: filling in a form and writing a simple message, such as an email to a friend or a note to a teacher. The speaking part is done in a small group, where you introduce yourself, ask and answer questions on everyday topics and make simple requests.",
					"You need 60 percent to pass. I was most nervous about listening, because the recordings use different voices and speeds, so I did an extra listening exercise every day in the last three weeks.",
				],
			},
			{
				heading: "What I would tell a new student",
				paragraphs: [
					"Do not miss classes in the first month: everything later builds on it. Learn every noun with its article. Speak from the first day, even with mistakes. And book your exam date early, because it gives you a deadline to work towards.",
					"I am now in the A2 batch and plan to reach B1 before I leave for Germany.",
				],
			},
		],
	},
	{
		id: 'statement-of-purpose-tips',
		type: 'admin',
		author: 'Welsh Education admissions team',
		date: '2026-08-08',
		comments: '10 Comments',
		title: 'Writing a statement of purpose that admissions teams remember',
		desc: 'Structure, tone and the mistakes our counsellors see most often in SOPs from Punjab.',
		cover: '/images/journal/sop.svg',
		coverAlt: 'A pen writing on a sheet of paper',
		body: [
			{
				paragraphs: [
					"A statement of purpose is the one part of your application where the university hears your voice. Admissions teams read hundreds; the ones they remember are specific, honest and clearly organised.",
					"Here is what our counsellors look for when they review SOPs, and the mistakes we see most often from students in Punjab.",
				],
			},
			{
				heading: "Answer the university's question",
				paragraphs: [
					"Universities use different names: statement of purpose, personal statement, motivation letter. Some give a word limit or specific questions; UCAS, for example, now asks undergraduate applicants three separate questions. Read the instructions on the course page first and answer exactly what is asked, within the limit. A generic SOP sent to ten universities is easy to spot.",
				],
			},
			{
				heading: "A structure that works",
				paragraphs: [
					"Most good SOPs for a master's degree follow a simple path. Start with what drew you to the subject, told through a real experience rather than a quotation. Then show what you have already done: your degree, projects, internships or work, and what you learned from them. Next, explain why this course at this university: name modules, research areas or facilities that match your plans. Finish with your goals after the course and how the degree helps you reach them.",
					"Each paragraph should do one job. If a sentence could appear in anyone's SOP, such as 'I have always been passionate about learning', cut it and replace it with a fact about you.",
				],
			},
			{
				heading: "Explain gaps and low marks honestly",
				paragraphs: [
					"A gap year or a weak semester is not a reason to be rejected, but hiding it is a problem. Explain it briefly and factually: what happened, what you did in that time, and what has changed since. Attach evidence where you can, such as experience letters or course certificates. Visa officers may also read your SOP, so it must match your other documents exactly.",
				],
			},
			{
				heading: "Common mistakes",
				paragraphs: [
					"Copying text from the internet or from a friend's SOP: universities use similarity checks, and copied statements can lead to rejection. Letting someone else write it: admissions staff and visa officers often ask about your SOP in interviews, and you must be able to talk about every line. Writing about the country instead of the course: explain why this course fits you, not only why you like the UK or Canada. Exaggerating: claims you cannot support with documents do more harm than good.",
					"Tools can check your spelling and grammar, but the ideas and experiences must be yours.",
				],
			},
			{
				heading: "Revise, then revise again",
				paragraphs: [
					"Write a first draft without worrying about length, then cut it down. Read it aloud to hear clumsy sentences. Ask a teacher or counsellor to read it for clarity, and check every name, date and course title. Most strong SOPs go through three or four drafts. In our SOP workshop, a counsellor reviews each draft with you, but the words always stay your own.",
				],
			},
		],
	},
]

/** The journal's first seed, newest first (checked against blogPostSchema by validateStaticContent()); the pages read the content store. */
export const blogPosts: BlogPost[] = [...posts].sort((a, b) => b.date.localeCompare(a.date))

/** What a post's card shows: lists send only this, not the article (it would ride in every page's hydration data). */
export type BlogPostCard = Pick<BlogPost, 'id' | 'type' | 'date' | 'comments' | 'title' | 'desc' | 'cover'> & {
	/** The cover as the server resolved it (an uploaded one brings its copies and size). */
	coverImage?: ResponsiveImage | null
	/** The date in the page's language, written by the loader: a browser's Intl may lack Punjabi. */
	dateLabel?: string
} & Partial<ShownIn>

/** A post's page: its card, author, cover text and the body as HTML (rendered and made safe on the server). */
export type JournalArticleView = BlogPostCard & { author: string; coverAlt: string; html: string }
