import type { CourseInput } from '~/features/courses/course-schema'
import type { Translations } from './translations'

/** A course's words an editor translates; its name stays as in English (it is the course's name). */
export type CourseText = Pick<CourseInput, 'ProgramName' | 'ProgramDescription' | 'SubType' | 'Duration' | 'Eligibility'>

/*
 * The flagship courses (the home page's first three) in Punjabi and Hindi, by course id (issue 20).
 * Weeks, bands and marks are the English ones. The other courses show their English with the note
 * until an editor translates them in the studio.
 */
export const courseTranslations: Translations<Record<string, CourseText>> = {
	pa: {
		'ielts-academic-full-course': {
			ProgramName: 'IELTS Academic Full Course',
			ProgramDescription:
				'ਸਾਡਾ ਸਭ ਤੋਂ ਮਸ਼ਹੂਰ ਕੋਰਸ IELTS Academic ਟੈਸਟ ਦੀ ਤਿਆਰੀ ਕਰਵਾਉਂਦਾ ਹੈ, ਜੋ UK, Canada, Australia, New Zealand ਅਤੇ Ireland ਦੀਆਂ ਯੂਨੀਵਰਸਿਟੀਆਂ ਮੰਗਦੀਆਂ ਹਨ। ਛੋਟੇ ਬੈਚਾਂ ਵਿੱਚ ਚਾਰੇ ਹਿੱਸਿਆਂ (Listening, Reading, Writing ਅਤੇ Speaking) ਦੀ ਤਿਆਰੀ ਹੁੰਦੀ ਹੈ, ਅਤੇ ਹਰ ਹਫ਼ਤੇ ਇੱਕ ਪੂਰਾ ਮੌਕ ਟੈਸਟ ਸਰਕਾਰੀ band descriptors ਮੁਤਾਬਕ ਜਾਂਚਿਆ ਜਾਂਦਾ ਹੈ। ਟ੍ਰੇਨਰ Task 1 ਦੀਆਂ ਰਿਪੋਰਟਾਂ ਅਤੇ Task 2 ਦੇ ਲੇਖ ਲਾਈਨ-ਲਾਈਨ ਠੀਕ ਕਰਦੇ ਹਨ ਅਤੇ ਸਭ ਤੋਂ ਕਮਜ਼ੋਰ ਹਿੱਸੇ ਲਈ ਵੱਖਰੀ ਯੋਜਨਾ ਦਿੰਦੇ ਹਨ। ਜ਼ਿਆਦਾਤਰ ਵਿਦਿਆਰਥੀ ਜੋ ਹਰ ਕਲਾਸ ਅਤੇ ਹਰ ਮੌਕ ਟੈਸਟ ਵਿੱਚ ਆਉਂਦੇ ਹਨ, ਉਨ੍ਹਾਂ ਦਾ overall ਇੱਕ ਬੈਂਡ ਜਾਂ ਵੱਧ ਵਧ ਜਾਂਦਾ ਹੈ।',
			SubType: 'Academic',
			Duration: '8 ਹਫ਼ਤੇ',
			Eligibility: 'ਬਾਰ੍ਹਵੀਂ ਪਾਸ ਜਾਂ ਬਾਰ੍ਹਵੀਂ ਵਿੱਚ ਪੜ੍ਹ ਰਹੇ; ਅੰਗਰੇਜ਼ੀ ਪੜ੍ਹਨੀ-ਲਿਖਣੀ ਆਉਂਦੀ ਹੋਵੇ',
		},
		'undergraduate-pathway-business-management': {
			ProgramName: 'Undergraduate Pathway: Business and Management',
			ProgramDescription:
				'ਬਾਰ੍ਹਵੀਂ ਤੋਂ ਵਿਦੇਸ਼ ਵਿੱਚ ਬਿਜ਼ਨਸ, ਮੈਨੇਜਮੈਂਟ, ਅਕਾਊਂਟਿੰਗ ਜਾਂ ਮਾਰਕੀਟਿੰਗ ਦੀ ਬੈਚਲਰ ਡਿਗਰੀ ਤੱਕ ਦਾ ਰਾਹ, ਪੂਰੀ ਅਗਵਾਈ ਨਾਲ। ਕਾਊਂਸਲਰ ਅਜਿਹੀਆਂ ਯੂਨੀਵਰਸਿਟੀਆਂ ਚੁਣਨ ਵਿੱਚ ਮਦਦ ਕਰਦੇ ਹਨ ਜੋ ਬੱਚੇ ਦੇ ਨੰਬਰਾਂ, ਬਜਟ ਅਤੇ ਵੀਜ਼ਾ ਯੋਜਨਾ ਨਾਲ ਮੇਲ ਖਾਣ, ਅਤੇ ਹਰ ਹਫ਼ਤੇ personal statement, ਰੈਫ਼ਰੈਂਸ ਅਤੇ ਯੂਨੀਵਰਸਿਟੀ ਇੰਟਰਵਿਊ ’ਤੇ ਵਰਕਸ਼ਾਪ ਹੁੰਦੀ ਹੈ। ਅਰਜ਼ੀਆਂ ਦੇ ਨਾਲ-ਨਾਲ ਉਹ ਹੁਨਰ ਵੀ ਸਿੱਖੇ ਜਾਂਦੇ ਹਨ ਜੋ ਪਹਿਲੇ ਸਾਲ ਵਿੱਚ ਚਾਹੀਦੇ ਹਨ: ਪੜ੍ਹਾਈ ਵਾਲਾ ਪਾਠ ਪੜ੍ਹਨਾ, ਹਵਾਲੇ ਦੇਣਾ, ਪ੍ਰੈਜ਼ੈਂਟੇਸ਼ਨ ਅਤੇ ਗਰੁੱਪ ਵਿੱਚ ਕੰਮ। ਆਫ਼ਰ, ਡਿਪਾਜ਼ਿਟ, CAS ਜਾਂ LOA ਅਤੇ ਵੀਜ਼ਾ ਫ਼ਾਈਲ ਤੱਕ ਅਸੀਂ ਨਾਲ ਰਹਿੰਦੇ ਹਾਂ।',
			SubType: 'ਗ੍ਰੈਜੂਏਸ਼ਨ',
			Duration: '3 ਮਹੀਨੇ',
			Eligibility: 'ਬਾਰ੍ਹਵੀਂ (ਕੋਈ ਵੀ ਸਟ੍ਰੀਮ) 55% ਜਾਂ ਵੱਧ ਨਾਲ; IELTS 6.0 ਜਾਂ ਦੇਣ ਦੀ ਯੋਜਨਾ',
		},
		'german-a1-beginners': {
			ProgramName: 'German A1 for Beginners',
			ProgramDescription:
				'ਬਿਲਕੁਲ ਸ਼ੁਰੂ ਤੋਂ ਜਰਮਨ ਸਿੱਖੋ ਅਤੇ Common European Framework ਦੇ A1 ਪੱਧਰ ਤੱਕ ਪਹੁੰਚੋ, ਜੋ Goethe-Zertifikat A1: Start Deutsch 1 ਇਮਤਿਹਾਨ ਲਈ ਚਾਹੀਦਾ ਹੈ। ਆਪਣੀ ਜਾਣ-ਪਛਾਣ ਕਰਾਉਣਾ, ਰੋਜ਼ਾਨਾ ਦੀਆਂ ਗੱਲਾਂ ਸੰਭਾਲਣਾ, ਸੌਖੇ ਨੋਟਿਸ ਪੜ੍ਹਨਾ ਅਤੇ ਛੋਟੇ ਸੁਨੇਹੇ ਲਿਖਣਾ ਸਿੱਖਿਆ ਜਾਂਦਾ ਹੈ। ਕਲਾਸਾਂ ਵਿੱਚ ਵਿਆਕਰਨ, ਸ਼ਬਦ ਅਤੇ ਬਹੁਤ ਸਾਰੀ ਬੋਲਣ ਦੀ ਪ੍ਰੈਕਟਿਸ ਹੁੰਦੀ ਹੈ, ਅਤੇ ਆਖ਼ਰੀ ਹਫ਼ਤੇ ਮੌਕ ਇਮਤਿਹਾਨ। Germany ਵਿੱਚ ਡਿਗਰੀ, Ausbildung ਜਾਂ ਪਰਿਵਾਰਕ ਵੀਜ਼ੇ ਦੀ ਯੋਜਨਾ ਵਾਲਿਆਂ ਲਈ A1 ਪਹਿਲਾ ਕਦਮ ਹੈ।',
			SubType: 'ਸ਼ੁਰੂਆਤੀ (A1)',
			Duration: '10 ਹਫ਼ਤੇ',
			Eligibility: 'ਕੋਈ ਖ਼ਾਸ ਸ਼ਰਤ ਨਹੀਂ',
		},
	},
	hi: {
		'ielts-academic-full-course': {
			ProgramName: 'IELTS Academic Full Course',
			ProgramDescription:
				'हमारा सबसे लोकप्रिय कोर्स IELTS Academic टेस्ट की तैयारी कराता है, जिसे UK, Canada, Australia, New Zealand और Ireland की यूनिवर्सिटियाँ माँगती हैं। छोटे बैचों में चारों हिस्सों (Listening, Reading, Writing और Speaking) की तैयारी होती है, और हर हफ़्ते एक पूरा मॉक टेस्ट आधिकारिक band descriptors के हिसाब से जाँचा जाता है। ट्रेनर Task 1 की रिपोर्टें और Task 2 के निबंध लाइन-दर-लाइन सुधारते हैं और सबसे कमज़ोर हिस्से के लिए अलग योजना देते हैं। ज़्यादातर विद्यार्थी जो हर कक्षा और हर मॉक टेस्ट में आते हैं, उनका overall एक बैंड या उससे ज़्यादा बढ़ जाता है।',
			SubType: 'Academic',
			Duration: '8 हफ़्ते',
			Eligibility: 'बारहवीं पास या बारहवीं में पढ़ रहे; अंग्रेज़ी पढ़नी-लिखनी आती हो',
		},
		'undergraduate-pathway-business-management': {
			ProgramName: 'Undergraduate Pathway: Business and Management',
			ProgramDescription:
				'बारहवीं से विदेश में बिज़नेस, मैनेजमेंट, अकाउंटिंग या मार्केटिंग की बैचलर डिग्री तक की राह, पूरे मार्गदर्शन के साथ। काउंसलर ऐसी यूनिवर्सिटियाँ चुनने में मदद करते हैं जो बच्चे के अंकों, बजट और वीज़ा योजना से मेल खाएँ, और हर हफ़्ते personal statement, रेफ़रेंस और यूनिवर्सिटी इंटरव्यू पर वर्कशॉप होती है। आवेदनों के साथ-साथ वे हुनर भी सिखाए जाते हैं जो पहले साल में चाहिए: पढ़ाई वाले पाठ पढ़ना, संदर्भ देना, प्रेज़ेंटेशन और समूह में काम। ऑफ़र, डिपॉज़िट, CAS या LOA और वीज़ा फ़ाइल तक हम साथ रहते हैं।',
			SubType: 'ग्रेजुएशन',
			Duration: '3 महीने',
			Eligibility: 'बारहवीं (कोई भी स्ट्रीम) 55% या ज़्यादा के साथ; IELTS 6.0 या देने की योजना',
		},
		'german-a1-beginners': {
			ProgramName: 'German A1 for Beginners',
			ProgramDescription:
				'बिल्कुल शुरुआत से जर्मन सीखें और Common European Framework के A1 स्तर तक पहुँचें, जो Goethe-Zertifikat A1: Start Deutsch 1 परीक्षा के लिए चाहिए। अपना परिचय देना, रोज़मर्रा की बातें संभालना, आसान सूचनाएँ पढ़ना और छोटे संदेश लिखना सिखाया जाता है। कक्षाओं में व्याकरण, शब्द और बोलने की भरपूर प्रैक्टिस होती है, और आख़िरी हफ़्ते में मॉक परीक्षा। Germany में डिग्री, Ausbildung या पारिवारिक वीज़ा की योजना वालों के लिए A1 पहला क़दम है।',
			SubType: 'शुरुआती (A1)',
			Duration: '10 हफ़्ते',
			Eligibility: 'कोई ख़ास शर्त नहीं',
		},
	},
}
