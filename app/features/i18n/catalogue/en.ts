/**
 * The interface's texts in English, the source catalogue (decision 018): ICU MessageFormat, keyed by
 * explicit ids. pa.ts and hi.ts must have every key (typecheck and catalogue.test.ts). SPEC's
 * English texts are here verbatim. Only the server imports catalogues: a page gets its own
 * language's, compiled, from the root loader.
 */
export const en = {
  "frame.skipToContent": "Skip to content",
  "nav.home": "Home",
  "nav.courses": "All Courses",
  "nav.about": "About",
  "nav.education": "Education",
  "nav.educationOverview": "All education programmes",
  "nav.studyAbroad": "Study Abroad",
  "nav.studyAbroadOverview": "All study destinations",
  "nav.services": "Services",
  "nav.servicesOverview": "All services",
  "nav.contact": "Contact",
  "nav.menu": "Menu",
  "nav.openMenu": "Open menu",
  "nav.closeMenu": "Close menu",
  "header.getStarted": "GET STARTED",
  "language.switcher": "Language",
  "language.offer.text": "This page is also in English.",
  "language.offer.read": "Read it in English",
  "language.offer.dismiss": "No, thanks",
  "language.notTranslated": "Not yet translated: shown in English.",
  "footer.links": "Links",
  "footer.about": "About us",
  "footer.team": "Our team",
  "footer.journal": "Journal",
  "footer.destinations": "Study destinations",
  "footer.contact": "Contact",
  "footer.fees": "Fees & refunds",
  "footer.privacy": "Privacy & Terms",
  "footer.universityCourses": "University Courses",
  "footer.services": "Our services",
  "footer.latestPosts": "Latest posts",
  "footer.newsletter": "Newsletter",
  "footer.newsletterBlurb":
    "Intake dates, scholarship deadlines and IELTS batches, once a month.",
  "footer.rights": "© {year} {name}, {city}. All rights reserved.",
  "enquiry.title": "Enquire Now",
  "enquiry.intro":
    "Tell us what you would like to study. A counsellor will call you back within 24 hours.",
  "enquiry.name": "Full name",
  "enquiry.course": "Course you are interested in",
  "enquiry.coursePlaceholder": "Choose a course",
  "enquiry.email": "Email",
  "enquiry.mobile": "Mobile number",
  "enquiry.tellus": "Tell us about your plans (optional)",
  "enquiry.submit": "Submit Enquiry",
  "enquiry.submitting": "Submitting...",
  "enquiry.thankYouTitle": "Thank you for your enquiry!",
  "enquiry.thankYouBody": "Our counsellor will contact you within 24 hours.",
  "enquiry.bookSession": "Or book a free counselling session now",
  "enquiry.error.required": "Please fill in all required fields",
  "enquiry.error.email": "Please enter a valid email address",
  "enquiry.error.mobile": "Please enter a valid mobile number",
  "enquiry.error.nameTooLong": "Please keep your name under {max} characters",
  "enquiry.error.nameOneLine":
    "Please write your name on one line, without line breaks",
  "enquiry.error.tellusTooLong":
    "Please keep your message under {max, number} characters",
  "enquiry.error.failed": "Failed to submit enquiry. Please try again.",
  "count.weeks": "{count, plural, one {# week} other {# weeks}}",
  "tools.lead.title": "Talk to a counsellor about this",
  "tools.lead.intro":
    "Leave your details and a counsellor will call you within 24 hours about what you see here.",
  "tools.lead.submit": "Ask a counsellor to call me",
  "tools.lead.thanks":
    "Thank you! A counsellor will call you within 24 hours about this.",
  "tools.compare.title": "Compare study destinations",
  "tools.compare.description":
    "Compare 2 to 4 study destinations side by side: tuition, living costs, funds to show, visa fee, work hours, post-study work, intakes and English, each with its date and official source.",
  "tools.compare.intro":
    "Choose 2 to 4 countries to see the figures of our guides side by side. Each figure shows the date it holds from and links to its official source.",
  "tools.compare.countries": "Countries to compare (2 to 4)",
  "tools.compare.submit": "Compare",
  "tools.compare.tooFew": "Choose at least 2 countries to compare.",
  "tools.compare.tooMany": "Choose at most 4 countries to compare.",
  "tools.compare.result": "Side by side",
  "tools.compare.row.tuition": "Tuition",
  "tools.compare.row.living": "Living costs",
  "tools.compare.row.funds": "Funds to show for the visa",
  "tools.compare.row.visaFee": "Visa fee",
  "tools.compare.row.workHours": "Work hours during study",
  "tools.compare.row.postStudyWork": "Post-study work",
  "tools.compare.row.intakes": "Intakes",
  "tools.compare.row.english": "English requirement",
  "tools.compare.noFact": "The guide has no checked figure for this yet.",
  "tools.compare.readGuide": "More in the {country} guide",
  "tools.compare.notice":
    "Figures change. Check each one on its official source before you pay or apply; a counsellor will go through them with you.",
} as const;

export type MessageKey = keyof typeof en;
export type Catalogue = Record<MessageKey, string>;
