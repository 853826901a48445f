// Word lists the default data set is generated from. Fictional companies and schools.
import { LOCATION_AREAS } from '../vocabulary/locations.js';

export const FIRST_NAMES = [
  'Amara', 'Benedikt', 'Chiara', 'Dmitri', 'Elena', 'Farid', 'Greta', 'Hiro', 'Ines', 'Jonas', 'Kaveh', 'Lena',
  'Mateo', 'Nadia', 'Oskar', 'Priya', 'Quentin', 'Rosa', 'Samir', 'Tove', 'Umar', 'Valentina', 'Wen', 'Ximena',
  'Yusuf', 'Zofia', 'Aiko', 'Bruno', 'Camille', 'Dario', 'Emeka', 'Freya', 'Gustavo', 'Hannah', 'Ivan', 'Julia',
  'Kofi', 'Lucia', 'Mikael', 'Noor', 'Olga', 'Pedro', 'Rania', 'Stefan', 'Tariq', 'Ursula', 'Viktor', 'Wanjiru',
];

export const LAST_NAMES = [
  'Abara', 'Bergström', 'Castellano', 'Dubois', 'Eriksen', 'Fontaine', 'García', 'Haddad', 'Ivanova', 'Jansen',
  'Kowalski', 'Lindqvist', 'Moreau', 'Nakamura', 'Okafor', 'Petrov', 'Quinn', 'Rossi', 'Schmidt', 'Tanaka',
  'Usman', 'Varga', 'Weber', 'Xu', 'Yilmaz', 'Zhang', 'Almeida', 'Bauer', 'Costa', 'Dimitrova', 'Engel',
  'Fischer', 'Gonzaga', 'Horvat', 'Iqbal', 'Jovanović', 'Keller', 'Lopez', 'Mensah', 'Novak', "O'Brien", 'Park',
];

/** The places members live in (mock-server/vocabulary/locations.ts has their postal codes and centres). */
export const LOCATIONS: { name: string; code: string }[] = LOCATION_AREAS.map((area) => ({ name: area.name, code: area.country }));

export const COMPANIES: { name: string; industry: string }[] = [
  { name: 'Difference Works', industry: 'Mechanical or Industrial Engineering' },
  { name: 'Jacquard Looms', industry: 'Design' },
  { name: 'Analytical Engines Ltd', industry: 'Computer Software' },
  { name: 'Brass Gear Capital', industry: 'Financial Services' },
  { name: 'Lambda Labs Collective', industry: 'Research' },
  { name: 'Punch Card Logistics', industry: 'Information Technology and Services' },
  { name: 'Northwind Telegraph', industry: 'Telecommunications' },
  { name: 'Orbital Mechanics', industry: 'Research' },
  { name: 'Harbor Street Bank', industry: 'Financial Services' },
  { name: 'Quillpoint Media', industry: 'Marketing and Advertising' },
  { name: 'Cobalt Cloud', industry: 'Internet' },
  { name: 'Fernwood Software', industry: 'Computer Software' },
  { name: 'Meridian Analytics', industry: 'Information Technology and Services' },
  { name: 'Ironbridge Engineering', industry: 'Mechanical or Industrial Engineering' },
  { name: 'Lumen Studio', industry: 'Design' },
  { name: 'Atlas Data Systems', industry: 'Computer Software' },
  { name: 'Silverline Networks', industry: 'Telecommunications' },
  { name: 'Kestrel University Press', industry: 'Higher Education' },
  { name: 'Tidewater Robotics', industry: 'Mechanical or Industrial Engineering' },
  { name: 'Paperkite Internet', industry: 'Internet' },
];

export const SCHOOLS = [
  'University of Lindenfeld', 'Royal Institute of Calculation', 'Marlow College', 'Technical University of Ostbrück',
  'École des Machines', 'Kestrel University', 'Northgate Polytechnic', 'Institute of Applied Logic',
  'Harbourview University', 'Sunridge State University',
];

export const FIELDS_OF_STUDY = ['Mathematics', 'Computer Science', 'Mechanical Engineering', 'Economics', 'Physics', 'Design', 'Statistics', 'Linguistics'];
export const DEGREES = ['BSc', 'MSc', 'PhD', 'BA', 'MA', 'MEng'];

export const TITLES = [
  'Software Engineer', 'Senior Software Engineer', 'Engineering Manager', 'Product Manager', 'Data Scientist',
  'Research Scientist', 'UX Designer', 'Analyst', 'Marketing Lead', 'Solutions Architect', 'Director of Engineering',
  'Mechanical Engineer', 'Technical Writer', 'Recruiter', 'Chief Technology Officer', 'Account Executive',
];

export const SKILLS = [
  'JavaScript', 'TypeScript', 'Java', 'Python', 'SQL', 'Machine Learning', 'Statistics', 'Product Management',
  'User Experience', 'Distributed Systems', 'Mechanical Design', 'Technical Writing', 'Public Speaking', 'Leadership',
  'Data Analysis', 'Cloud Computing', 'Negotiation', 'Agile Methods',
];

export const LANGUAGES = ['English', 'French', 'German', 'Spanish', 'Italian', 'Japanese', 'Swedish', 'Hindi', 'Yoruba', 'Portuguese'];

export const SHARE_TOPICS = [
  'Notes on building calculating engines that last', 'Why punch cards still teach us about data formats',
  'A short history of the analytical engine', 'What we learned moving our API to JSON', 'Hiring: engineers who like gears and code',
  'Five habits of teams that ship', 'Paging through large result sets without tears', 'On writing error messages people can act on',
  'Field selectors: ask for what you need', 'Rate limits are a feature, not a bug',
];

export const GROUP_NAMES = [
  'Analytical Engine Enthusiasts', 'Women in Computing History', 'API Designers Circle', 'Berlin Software Meetup',
  'Data Science Practitioners', 'Mechanical Engineering Forum', 'Open Source Maintainers', 'Product Managers Network',
  'UX Research Exchange', 'Cloud Architecture Guild', 'Technical Writers Hub', 'Startup Founders Table',
];

export const CERTIFICATIONS: { name: string; authority: string }[] = [
  { name: 'Certified Engine Operator', authority: 'Institute of Applied Logic' },
  { name: 'Cloud Architecture Professional', authority: 'Cobalt Cloud' },
  { name: 'Project Management Professional', authority: 'Project Management Institute' },
  { name: 'Data Analysis Certificate', authority: 'Meridian Analytics' },
  { name: 'Secure Systems Practitioner', authority: 'Silverline Networks' },
  { name: 'UX Research Foundations', authority: 'Lumen Studio' },
];

export const COURSES = [
  'Calculus of Finite Differences', 'Mechanical Drawing', 'Probability and Statistics', 'Compilers', 'Operating Systems',
  'Numerical Methods', 'Human Factors in Design', 'Databases', 'Technical Communication', 'Logic and Computation',
];

export const PUBLISHERS = ['Kestrel University Press', 'Journal of Applied Logic', 'Engine Quarterly', 'Proceedings of the Calculating Society', 'Quillpoint Media'];

export const AWARDS: { name: string; issuer: string }[] = [
  { name: 'Best Paper Award', issuer: 'Calculating Society' },
  { name: 'Engineer of the Year', issuer: 'Ironbridge Engineering' },
  { name: "Dean's List", issuer: 'Kestrel University' },
  { name: 'Open Source Contributor Award', issuer: 'Open Source Maintainers' },
  { name: 'Hackathon Winner', issuer: 'Berlin Software Meetup' },
];

export const CAUSES = ['Education', 'Science and Technology', 'Environment', 'Economic Empowerment', 'Arts and Culture', 'Human Rights', 'Health'];

export const VOLUNTEER_ORGANIZATIONS = ['Code Club', 'Engines for Schools', 'Open Data Trust', 'Girls Who Calculate', 'The Repair Café'];

export const ASSOCIATIONS = [
  'Member of the Calculating Society', 'Alumni association of Kestrel University', 'Women in Computing History (volunteer)',
  'Institute of Applied Logic, associate member', 'Chartered Institute of Engineers',
];

export const JOB_TITLES = ['Senior Software Engineer', 'Data Scientist', 'Product Manager', 'Mechanical Engineer', 'Technical Writer', 'UX Designer'];

export const APPLICATIONS: { id: string; name: string; verb: string }[] = [
  { id: '1700', name: 'Reading List by Amazon', verb: 'is reading' },
  { id: '1100', name: 'SlideShare Presentations', verb: 'uploaded a presentation' },
  { id: '2100', name: 'Events', verb: 'is attending' },
];
