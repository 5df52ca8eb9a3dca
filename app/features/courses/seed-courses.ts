import { type CourseInput, courseSchema } from './course-schema'

const image = (subType: string) => `/images/courses/${subType}.svg`

/**
 * The institute's courses, loaded on first start (insert where missing, never overwrite). The
 * order here is the display order (`position`); the home page shows the first three, so they are
 * flagship courses of different families. Every sub-type of the Education menu has courses.
 */
export const seedCourseInputs: CourseInput[] = [
	{
		id: 'ielts-academic-full-course',
		ProgramName: 'IELTS Academic Full Course',
		ProgramDescription:
			'Our most popular course prepares you for the IELTS Academic test that universities in the UK, Canada, Australia, New Zealand and Ireland ask for. You work through all four modules (Listening, Reading, Writing and Speaking) in small classroom batches, with a full mock test every week marked to the official band descriptors. Trainers correct your Task 1 reports and Task 2 essays line by line and give you a personal plan for your weakest module. Most students who attend every class and mock test gain one band or more overall.',
		Type: 'ielts-academic',
		SubType: 'Academic',
		Duration: '8 weeks',
		Eligibility: 'Class 12 passed or studying; basic English reading and writing',
		ImageURL: image('ielts-academic'),
	},
	{
		id: 'undergraduate-pathway-business-management',
		ProgramName: 'Undergraduate Pathway: Business and Management',
		ProgramDescription:
			'A guided route from Class 12 to a bachelor’s degree in business, management, accounting or marketing abroad. Counsellors help you shortlist universities that match your marks, budget and visa plans, and you attend weekly workshops on the personal statement, references and university interviews. Alongside the applications you build the study skills first-year students need: academic reading, referencing, presentations and group work. We stay with you through offers, deposit, CAS or LOA and the visa file.',
		Type: 'university-undergraduate',
		SubType: 'Undergraduate',
		Duration: '3 months',
		Eligibility: 'Class 12 (any stream) with 55% or more; IELTS 6.0 or planned',
		ImageURL: image('university-undergraduate'),
	},
	{
		id: 'german-a1-beginners',
		ProgramName: 'German A1 for Beginners',
		ProgramDescription:
			'Start German from zero and reach level A1 of the Common European Framework, the level asked for the Goethe-Zertifikat A1: Start Deutsch 1 exam. You learn to introduce yourself, handle everyday situations, read simple notices and write short messages. Classes mix grammar, vocabulary and lots of speaking practice, with a mock exam in the final week. A1 is the first step for students planning a degree, an Ausbildung or a family visa in Germany.',
		Type: 'language-german',
		SubType: 'Beginner (A1)',
		Duration: '10 weeks',
		Eligibility: 'No specific requirements',
		ImageURL: image('language-german'),
	},
	{
		id: 'skp-diploma-computer-applications',
		ProgramName: 'SKP Diploma in Computer Applications',
		ProgramDescription:
			'A practical diploma for students who want office and IT skills employers in Punjab and abroad expect. You cover Windows, MS Word, Excel (formulas, charts and pivot tables), PowerPoint, email etiquette, internet safety and an introduction to HTML and Python. Every module ends with a hands-on project, and you finish with a portfolio and a typing speed certificate. Many students take it between Class 12 and their study-abroad intake.',
		Type: 'skp-diploma',
		SubType: 'Diploma',
		Duration: '6 months',
		Eligibility: 'Class 10 passed',
		ImageURL: image('skp-diploma'),
	},
	{
		id: 'postgraduate-pathway-mba-management',
		ProgramName: 'Postgraduate Pathway: MBA and Management Masters',
		ProgramDescription:
			'For graduates aiming at an MBA or a one-year master’s in management, finance or international business. We compare programmes by entry rules, work-experience requirements, fees and post-study work rights, then help you write a statement of purpose that explains your career plan clearly. You practise the admission and credibility interviews many universities and visa officers hold. The course also covers how to prove funds and how to read an offer letter before you pay a deposit.',
		Type: 'university-postgraduate',
		SubType: 'Postgraduate',
		Duration: '3 months',
		Eligibility: 'Bachelor’s degree (3 or 4 years) with 50% or more; IELTS 6.5 or planned',
		ImageURL: image('university-postgraduate'),
	},
	{
		id: 'ielts-general-training-full-course',
		ProgramName: 'IELTS General Training Full Course',
		ProgramDescription:
			'Prepares you for IELTS General Training, the test used for permanent residence and work visas in Canada, Australia and New Zealand, and for some UK routes. Reading uses everyday and workplace texts, and Writing Task 1 is a letter, so the course focuses on those formats. You sit a weekly mock test and get band-by-band feedback on Writing and Speaking. We also explain how your scores convert to Canadian Language Benchmark (CLB) levels for Express Entry.',
		Type: 'ielts-general',
		SubType: 'General Training',
		Duration: '8 weeks',
		Eligibility: 'No specific requirements; basic English recommended',
		ImageURL: image('ielts-general'),
	},
	{
		id: 'spoken-english-confidence',
		ProgramName: 'Spoken English: Beginner to Confident',
		ProgramDescription:
			'For anyone who understands English but hesitates to speak it. Daily conversation practice, role plays and group discussions build fluency, while short grammar lessons fix the most common mistakes Punjabi and Hindi speakers make. You learn to talk about yourself, give opinions, make phone calls and take part in interviews. Trainers record and review your speaking so you can hear your own progress.',
		Type: 'language-english',
		SubType: 'Beginner to Intermediate',
		Duration: '3 months',
		Eligibility: 'No specific requirements',
		ImageURL: image('language-english'),
	},
	{
		id: 'undergraduate-pathway-computer-science',
		ProgramName: 'Undergraduate Pathway: Computer Science and IT',
		ProgramDescription:
			'For Class 12 students who want a bachelor’s in computer science, software engineering, data science or cyber security abroad. We check the mathematics requirements of each university with you, plan a realistic list of options and guide you through applications and scholarships. A short coding primer in Python prepares you for first-year modules. You also learn how foundation years and international year-one programmes work if your marks fall short of direct entry.',
		Type: 'university-undergraduate',
		SubType: 'Undergraduate',
		Duration: '3 months',
		Eligibility: 'Class 12 with Mathematics, 60% or more; IELTS 6.0 or planned',
		ImageURL: image('university-undergraduate'),
	},
	{
		id: 'undergraduate-pathway-nursing-health',
		ProgramName: 'Undergraduate Pathway: Nursing and Health Sciences',
		ProgramDescription:
			'A pathway for students planning nursing, pharmacy, public health or allied health degrees abroad. These courses have stricter entry rules, often a higher IELTS score and science subjects in Class 12, so we check each requirement with you before applying. You prepare for interviews and values-based questions that health courses use, and learn about registration with the nursing regulator after graduation. We also explain the extra health and character checks some countries ask for.',
		Type: 'university-undergraduate',
		SubType: 'Undergraduate',
		Duration: '3 months',
		Eligibility: 'Class 12 with Biology and Chemistry, 60% or more; IELTS 6.5 or planned',
		ImageURL: image('university-undergraduate'),
	},
	{
		id: 'postgraduate-pathway-data-science',
		ProgramName: 'Postgraduate Pathway: Data Science and Analytics',
		ProgramDescription:
			'For graduates in engineering, computer applications, commerce or science who want a master’s in data science, business analytics or artificial intelligence. We match your degree and marks to programmes that accept them, and help you explain any study gap in your statement of purpose. A practical primer in Python, SQL and statistics gets you ready for the first semester. You also learn how internships and placement years work abroad.',
		Type: 'university-postgraduate',
		SubType: 'Postgraduate',
		Duration: '3 months',
		Eligibility: 'Bachelor’s degree with Mathematics or Statistics, 55% or more; IELTS 6.5 or planned',
		ImageURL: image('university-postgraduate'),
	},
	{
		id: 'postgraduate-pathway-public-health',
		ProgramName: 'Postgraduate Pathway: Public Health and Healthcare Management',
		ProgramDescription:
			'For BSc Nursing, BPT, BDS, MBBS, pharmacy and life-science graduates who want a master’s in public health or healthcare management. We shortlist programmes that value your clinical or research experience and help you present it in your applications. You practise academic writing on health topics and prepare for admission interviews. Counsellors also explain which routes lead to work in healthcare after your studies.',
		Type: 'university-postgraduate',
		SubType: 'Postgraduate',
		Duration: '3 months',
		Eligibility: 'Bachelor’s degree in a health or life-science subject; IELTS 6.5 or planned',
		ImageURL: image('university-postgraduate'),
	},
	{
		id: 'phd-pathway-research-proposal',
		ProgramName: 'PhD Pathway: Research Proposal and Supervisor Outreach',
		ProgramDescription:
			'For master’s graduates ready to apply for a funded PhD abroad. You turn your research idea into a clear proposal with aims, methods and a literature review, and learn how to find and write to potential supervisors. We explain how doctoral study differs between countries: salaried positions in Germany and the Netherlands, studentships in the UK and funded offers in Canada and Australia. Each student gets individual feedback on the proposal and the academic CV.',
		Type: 'university-phd',
		SubType: 'PhD',
		Duration: '4 months',
		Eligibility: 'Master’s degree with 55% or more, or final year of a master’s',
		ImageURL: image('university-phd'),
	},
	{
		id: 'phd-pathway-research-methods-writing',
		ProgramName: 'PhD Pathway: Research Methods and Academic Writing',
		ProgramDescription:
			'A course for future doctoral students who want stronger research and writing skills before they start. You cover quantitative and qualitative methods, research ethics, referencing with Zotero, and writing for journals in clear academic English. Weekly assignments build towards a short literature review on your own topic. It suits both PhD applicants and master’s students writing a dissertation.',
		Type: 'university-phd',
		SubType: 'PhD',
		Duration: '10 weeks',
		Eligibility: 'Master’s degree, or a bachelor’s degree with research experience',
		ImageURL: image('university-phd'),
	},
	{
		id: 'skp-foundation-digital-literacy',
		ProgramName: 'SKP Foundation: Computer Basics and Digital Literacy',
		ProgramDescription:
			'The first step of our SKP programme for students who have used a phone but rarely a computer. You learn to use a keyboard and mouse, manage files and folders, type letters, fill online forms safely and use email and video calls. We also cover UPI and online banking safety, spotting scams, and DigiLocker for your documents. It leads directly into any SKP diploma or certificate.',
		Type: 'skp-foundation',
		SubType: 'Foundation',
		Duration: '2 months',
		Eligibility: 'No specific requirements',
		ImageURL: image('skp-foundation'),
	},
	{
		id: 'skp-foundation-communication-workplace',
		ProgramName: 'SKP Foundation: Communication and Workplace Skills',
		ProgramDescription:
			'A foundation course in the soft skills that help at college and at work, in India or abroad. You practise speaking in front of a group, writing clear messages and emails, working in a team and managing your time. Sessions on interviews and CVs prepare you for part-time jobs while studying. It is taught in simple English with Punjabi and Hindi support where needed.',
		Type: 'skp-foundation',
		SubType: 'Foundation',
		Duration: '2 months',
		Eligibility: 'Class 10 passed',
		ImageURL: image('skp-foundation'),
	},
	{
		id: 'skp-foundation-numeracy-study-skills',
		ProgramName: 'SKP Foundation: Numeracy and Study Skills',
		ProgramDescription:
			'For students returning to study after a break, or who want stronger basics before a diploma or a degree abroad. You revise everyday mathematics (percentages, ratios, budgets and simple statistics) and learn note-taking, planning and exam techniques. Short weekly tests show your progress. The course builds the confidence to manage coursework independently.',
		Type: 'skp-foundation',
		SubType: 'Foundation',
		Duration: '6 weeks',
		Eligibility: 'Class 10 passed',
		ImageURL: image('skp-foundation'),
	},
	{
		id: 'skp-diploma-hospitality-hotel-operations',
		ProgramName: 'SKP Diploma in Hospitality and Hotel Operations',
		ProgramDescription:
			'A diploma for students interested in hotels, restaurants, travel and customer service, in India or abroad. You learn front-office procedures, housekeeping standards, food and beverage service, hygiene and guest communication. Practical sessions and role plays follow real hotel situations, and guest lectures come from working hospitality managers. Graduates often go on to hospitality degrees abroad or to entry-level hotel roles.',
		Type: 'skp-diploma',
		SubType: 'Diploma',
		Duration: '6 months',
		Eligibility: 'Class 12 passed',
		ImageURL: image('skp-diploma'),
	},
	{
		id: 'skp-diploma-accounting-tally-gst',
		ProgramName: 'SKP Diploma in Accounting with Tally and GST',
		ProgramDescription:
			'A job-ready diploma in practical accounting for commerce students and small-business families. You learn double-entry bookkeeping, Tally Prime, GST returns, TDS basics, payroll and bank reconciliation through a full year of sample company accounts. Advanced Excel sessions cover the reports accountants build every month. The diploma suits accounts assistant roles and is a strong base for accounting degrees abroad.',
		Type: 'skp-diploma',
		SubType: 'Diploma',
		Duration: '6 months',
		Eligibility: 'Class 12 passed, commerce preferred',
		ImageURL: image('skp-diploma'),
	},
	{
		id: 'skp-certificate-graphic-design',
		ProgramName: 'SKP Certificate in Graphic Design',
		ProgramDescription:
			'Learn to design posters, social media posts, logos and brochures with Canva, Adobe Photoshop and Illustrator. The course covers colour, typography and layout, then moves to real briefs from local businesses. You finish with a portfolio of eight to ten pieces you can show to employers or clients. It is a good start for freelance work or a design degree abroad.',
		Type: 'skp-certificate',
		SubType: 'Certificate',
		Duration: '3 months',
		Eligibility: 'Class 10 passed; basic computer skills',
		ImageURL: image('skp-certificate'),
	},
	{
		id: 'skp-certificate-digital-marketing',
		ProgramName: 'SKP Certificate in Digital Marketing',
		ProgramDescription:
			'A hands-on certificate in promoting a business online. You learn search engine optimisation, Google Business Profile, Instagram and Facebook marketing, WhatsApp Business, email campaigns and the basics of paid ads. Each student runs a small campaign for a real or practice business and reports on the results. The skills suit part-time work while studying abroad as well as local jobs.',
		Type: 'skp-certificate',
		SubType: 'Certificate',
		Duration: '3 months',
		Eligibility: 'Class 12 passed; basic computer skills',
		ImageURL: image('skp-certificate'),
	},
	{
		id: 'skp-certificate-office-administration',
		ProgramName: 'SKP Certificate in Office Administration',
		ProgramDescription:
			'A short certificate in the tasks every office runs on: typing in English and Punjabi, MS Office, filing, scheduling, minutes and professional email. You also learn to use Google Workspace and simple spreadsheets for stock and attendance. Mock office days let you practise handling calls, visitors and documents. It suits school leavers and anyone returning to work.',
		Type: 'skp-certificate',
		SubType: 'Certificate',
		Duration: '2 months',
		Eligibility: 'Class 10 passed',
		ImageURL: image('skp-certificate'),
	},
	{
		id: 'business-english-interview-skills',
		ProgramName: 'Business English and Interview Skills',
		ProgramDescription:
			'For graduates and working people who need English for jobs, visa interviews and the workplace abroad. You practise formal emails, meetings, presentations and telephone English, and learn the vocabulary of your own field. Mock job and visa interviews are recorded and reviewed with your trainer. The course ends with a CV and cover-letter workshop.',
		Type: 'language-english',
		SubType: 'Intermediate to Advanced',
		Duration: '6 weeks',
		Eligibility: 'Intermediate English (able to hold a simple conversation)',
		ImageURL: image('language-english'),
	},
	{
		id: 'english-grammar-writing-foundations',
		ProgramName: 'English Grammar and Writing Foundations',
		ProgramDescription:
			'A structured course for students whose spoken English is fine but whose writing loses marks. You revise tenses, articles, prepositions and sentence structure, then write paragraphs, letters and short essays every week. Trainers mark each piece and show you patterns in your mistakes. It is an ideal bridge before IELTS or PTE preparation.',
		Type: 'language-english',
		SubType: 'Beginner to Intermediate',
		Duration: '2 months',
		Eligibility: 'No specific requirements',
		ImageURL: image('language-english'),
	},
	{
		id: 'french-a1-a2-beginners',
		ProgramName: 'French A1–A2 for Beginners',
		ProgramDescription:
			'Learn French from the beginning up to level A2 of the Common European Framework. You learn pronunciation, everyday conversation, numbers, dates and the grammar of the present and past tenses. Lessons use audio from real French and Canadian speakers so you understand both accents. The course prepares you for the DELF A1 and A2 exams and for our TEF and TCF Canada course.',
		Type: 'language-french',
		SubType: 'Beginner (A1–A2)',
		Duration: '4 months',
		Eligibility: 'No specific requirements',
		ImageURL: image('language-french'),
	},
	{
		id: 'french-tef-tcf-canada-preparation',
		ProgramName: 'French for Canada: TEF and TCF Preparation',
		ProgramDescription:
			'For students and families planning to immigrate to Canada, where French language results can add significant points in Express Entry. You build from A2 towards B1 and B2 and practise every section of the TEF Canada and TCF Canada tests. Mock tests are scored to the official Canadian Language Benchmark (NCLC) levels. We also explain the francophone programmes outside Quebec that favour French speakers.',
		Type: 'language-french',
		SubType: 'Intermediate (B1–B2)',
		Duration: '6 months',
		Eligibility: 'French A2, or our French A1–A2 course',
		ImageURL: image('language-french'),
	},
	{
		id: 'german-a2-b1-study-work',
		ProgramName: 'German A2–B1 for Study and Work',
		ProgramDescription:
			'Continue from A1 to B1, the level many German employers, Ausbildung programmes and German-taught foundation courses (Studienkolleg preparation) ask for. You learn to talk about work and study, understand longer texts and write formal emails and short essays. Practice follows the format of the Goethe-Zertifikat and telc exams. Sessions on German culture, housing and job interviews prepare you for life there.',
		Type: 'language-german',
		SubType: 'Intermediate (A2–B1)',
		Duration: '5 months',
		Eligibility: 'German A1, or our German A1 course',
		ImageURL: image('language-german'),
	},
	{
		id: 'spanish-a1-beginners',
		ProgramName: 'Spanish A1 for Beginners',
		ProgramDescription:
			'A friendly start to the world’s second most spoken native language. You learn to introduce yourself, order food, ask for directions, talk about your family and routine, and read simple texts. Lessons use songs, videos and conversation games alongside grammar. The course follows level A1 of the Common European Framework and prepares you for the DELE A1 exam.',
		Type: 'language-spanish',
		SubType: 'Beginner (A1)',
		Duration: '10 weeks',
		Eligibility: 'No specific requirements',
		ImageURL: image('language-spanish'),
	},
	{
		id: 'spanish-a2-b1-dele-preparation',
		ProgramName: 'Spanish A2–B1 with DELE Preparation',
		ProgramDescription:
			'For students who know basic Spanish and want to study, work or travel in Spain or Latin America. You build fluency in past and future tenses, handle longer conversations and write emails and short texts. Practice papers follow the DELE and SIELE exam formats. It suits students applying to Spanish universities, where many bachelor’s programmes are taught in Spanish.',
		Type: 'language-spanish',
		SubType: 'Intermediate (A2–B1)',
		Duration: '4 months',
		Eligibility: 'Spanish A1, or our Spanish A1 course',
		ImageURL: image('language-spanish'),
	},
	{
		id: 'ielts-academic-fast-track-band-7',
		ProgramName: 'IELTS Academic Fast Track (Band 7+)',
		ProgramDescription:
			'An intensive course for students who already score around band 6 and need 7 or more for a master’s, nursing or a competitive university. Classes focus on the skills that separate band 6 from band 7: complex sentences, precise vocabulary, coherent paragraphs and fluent, well-developed speaking answers. You take two full mock tests a week with detailed feedback. Small batches of up to eight students mean daily individual attention.',
		Type: 'ielts-academic',
		SubType: 'Academic',
		Duration: '4 weeks',
		Eligibility: 'A previous IELTS score of 6.0 or our placement test',
		ImageURL: image('ielts-academic'),
	},
	{
		id: 'ielts-general-writing-speaking-clinic',
		ProgramName: 'IELTS General Training: Writing and Speaking Clinic',
		ProgramDescription:
			'A focused course for candidates whose Listening and Reading scores are good but whose Writing or Speaking holds them back, often the difference between CLB 7 and CLB 9 for Canadian PR. You write letters and essays every day and receive marked feedback within 24 hours. Speaking sessions with different trainers simulate the real interview. Many students join it for the last four weeks before their test.',
		Type: 'ielts-general',
		SubType: 'General Training',
		Duration: '4 weeks',
		Eligibility: 'A previous IELTS General Training attempt, or our placement test',
		ImageURL: image('ielts-general'),
	},
	{
		id: 'ielts-foundation-pre-ielts-english',
		ProgramName: 'IELTS Foundation: Pre-IELTS English',
		ProgramDescription:
			'For students whose English is not yet at IELTS level, usually those expecting below band 5. You strengthen grammar, vocabulary, listening and reading comprehension, and learn what each part of the IELTS test looks like. Short skill tests every week show when you are ready to move up. Most students then join our IELTS Academic or General Training full course.',
		Type: 'ielts-preparation',
		SubType: 'Preparation',
		Duration: '6 weeks',
		Eligibility: 'No specific requirements',
		ImageURL: image('ielts-preparation'),
	},
	{
		id: 'ielts-mock-test-series',
		ProgramName: 'IELTS Mock Test Series',
		ProgramDescription:
			'Ten full-length IELTS mock tests under real exam conditions, on paper or on computer, with the Speaking test taken face to face. Each test is marked to the official band descriptors and followed by a one-to-one review of your answers. You see exactly which question types and criteria cost you marks. It suits students who have studied on their own and want an honest check before booking the test.',
		Type: 'ielts-preparation',
		SubType: 'Preparation',
		Duration: '5 weeks',
		Eligibility: 'No specific requirements',
		ImageURL: image('ielts-preparation'),
	},
	{
		id: 'ielts-weekend-batch',
		ProgramName: 'IELTS Weekend Batch',
		ProgramDescription:
			'IELTS preparation on Saturdays and Sundays for college students and working people. The batch covers both Academic and General Training, with separate Reading and Writing sessions for each. Weekday practice tasks keep you on track between classes, and trainers answer questions on WhatsApp. A monthly mock test measures your progress.',
		Type: 'ielts-preparation',
		SubType: 'Preparation',
		Duration: '12 weekends',
		Eligibility: 'No specific requirements; basic English recommended',
		ImageURL: image('ielts-preparation'),
	},
]

/** The seed, validated by the API schema, with its display order. */
export const seedCourses = seedCourseInputs.map((input, index) => ({ ...courseSchema.parse(input), position: index + 1 }))
