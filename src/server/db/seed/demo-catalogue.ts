import type { Category, Condition, IndianState } from '../../../domain/catalogue.ts';
import type { ListingBook } from '../../../domain/contracts/products.ts';

/**
 * The demo catalogue: students at six institutes and what they would post at the end of a semester.
 * Prices stay inside the pricing guide's range for their category (seller-and-admin spec, section 9).
 */

export const DEMO_STUDENT_PASSWORD = 'student123';

export interface DemoStudent {
  username: string;
  fullName: string;
  email: string;
  /** A 10-digit Indian mobile number; also the listing's WhatsApp contact. */
  phone: string;
  institution: string;
  institutionType: 'university' | 'college';
  /** Where on campus the student hands items over. */
  campusAddress: string;
  campusPincode: string;
  homeAddress: string;
  homePincode: string;
  city: string;
  state: IndianState;
}

export const DEMO_STUDENTS = [
  {
    username: 'asha',
    fullName: 'Asha Krishnan',
    email: 'asha.krishnan@example.in',
    phone: '9445012387',
    institution: 'Anna University (CEG Campus)',
    institutionType: 'university',
    campusAddress: 'Guindy campus, near the Red Building',
    campusPincode: '600025',
    homeAddress: '12, 3rd Cross Street, Besant Nagar',
    homePincode: '600090',
    city: 'Chennai',
    state: 'Tamil Nadu',
  },
  {
    username: 'rohan',
    fullName: 'Rohan Deshmukh',
    email: 'rohan.deshmukh@example.in',
    phone: '9820145633',
    institution: 'IIT Bombay',
    institutionType: 'university',
    campusAddress: 'Powai campus, Hostel 4 gate',
    campusPincode: '400076',
    homeAddress: 'B-204, Shanti Kunj, Gokhale Road, Dadar West',
    homePincode: '400028',
    city: 'Mumbai',
    state: 'Maharashtra',
  },
  {
    username: 'ananya',
    fullName: 'Ananya Chatterjee',
    email: 'ananya.chatterjee@example.in',
    phone: '9831076542',
    institution: 'Jadavpur University',
    institutionType: 'university',
    campusAddress: 'Main campus, Gate 4 on Raja S.C. Mullick Road',
    campusPincode: '700032',
    homeAddress: '23/1 Lake Gardens, near Lake Gardens station',
    homePincode: '700045',
    city: 'Kolkata',
    state: 'West Bengal',
  },
  {
    username: 'kabir',
    fullName: 'Kabir Malhotra',
    email: 'kabir.malhotra@example.in',
    phone: '9811427305',
    institution: 'Hindu College, University of Delhi',
    institutionType: 'college',
    campusAddress: 'North Campus, Hindu College main gate',
    campusPincode: '110007',
    homeAddress: 'C-45, Lajpat Nagar II',
    homePincode: '110024',
    city: 'Delhi',
    state: 'Delhi',
  },
  {
    username: 'sneha',
    fullName: 'Sneha Reddy',
    email: 'sneha.reddy@example.in',
    phone: '9880316274',
    institution: 'Christ University',
    institutionType: 'university',
    campusAddress: 'Hosur Road campus, Central Block entrance',
    campusPincode: '560029',
    homeAddress: 'No. 18, 2nd Main, Koramangala 4th Block',
    homePincode: '560034',
    city: 'Bengaluru',
    state: 'Karnataka',
  },
  {
    username: 'aditya',
    fullName: 'Aditya Kulkarni',
    email: 'aditya.kulkarni@example.in',
    phone: '7709418235',
    institution: 'College of Engineering Pune (COEP)',
    institutionType: 'college',
    campusAddress: 'Shivajinagar campus, Wellesley Bridge gate',
    campusPincode: '411005',
    homeAddress: 'Flat 7, Sahyadri Apartments, Karve Road, Kothrud',
    homePincode: '411038',
    city: 'Pune',
    state: 'Maharashtra',
  },
] as const satisfies readonly DemoStudent[];

export type DemoUsername = (typeof DEMO_STUDENTS)[number]['username'];

export interface DemoListing {
  seller: DemoUsername;
  title: string;
  description: string;
  category: Category;
  condition: Condition;
  /** Rupees with two decimals, as the numeric column expects. */
  price: string;
  /** The MRP, when the item had one. */
  originalPrice?: string;
  quantity: number;
  /** Hand-over on the seller's campus or at their home. */
  pickup: 'campus' | 'home';
  /** What a book listing tells of the book (docs/decisions/091-book-details.md). */
  book?: Partial<Omit<ListingBook, 'isbn'>> & { isbn: string };
}

export const DEMO_LISTINGS: readonly DemoListing[] = [
  // Textbooks
  {
    seller: 'rohan',
    title: 'H.C. Verma Concepts of Physics Vol 1',
    description:
      'Bharati Bhawan 2019 reprint. Light pencil marks in the first ten chapters, all erasable; no torn pages and the answers at the back are intact.',
    category: 'Textbooks',
    condition: 'Good',
    price: '299.00',
    originalPrice: '575.00',
    quantity: 1,
    pickup: 'campus',
    book: {
      isbn: '9788177091878',
      authors: 'H. C. Verma',
      publisher: 'Bharati Bhawan',
      publicationYear: 2019,
      course: 'JEE Main and Advanced',
      semester: 'Class 11',
    },
  },
  {
    seller: 'aditya',
    title: 'B.S. Grewal Higher Engineering Mathematics (44th edition)',
    description:
      'Khanna Publishers, 44th edition. Used for M1–M3; a few solved examples highlighted in yellow. Binding is tight, cover has a small crease.',
    category: 'Textbooks',
    condition: 'Good',
    price: '450.00',
    originalPrice: '995.00',
    quantity: 1,
    pickup: 'campus',
    book: {
      isbn: '9788193328491',
      authors: 'B. S. Grewal',
      edition: '44th Edition',
      publisher: 'Khanna Publishers',
      course: 'B.Tech',
      semester: 'Semesters 1 to 3',
    },
  },
  {
    seller: 'asha',
    title: 'NCERT Chemistry Class 12 set (Part 1 & 2)',
    description:
      '2023–24 reprint, both parts. Hardly opened since I studied from coaching material; my name is written on the first page.',
    category: 'Textbooks',
    condition: 'Like New',
    price: '180.00',
    originalPrice: '330.00',
    quantity: 2,
    pickup: 'home',
  },
  {
    seller: 'aditya',
    title: 'Engineering Drawing by N.D. Bhatt (53rd edition)',
    description:
      'Charotar Publishing. Cover is worn and a few pages have pencil construction lines, but every plate is readable. Good enough for FE drawing.',
    category: 'Textbooks',
    condition: 'Fair',
    price: '220.00',
    originalPrice: '550.00',
    quantity: 1,
    pickup: 'home',
  },
  {
    seller: 'ananya',
    title: 'Let Us C by Yashavant Kanetkar (16th edition)',
    description:
      'BPB Publications, 16th edition. Read once for the first-semester C course; no markings at all.',
    category: 'Textbooks',
    condition: 'Like New',
    price: '220.00',
    originalPrice: '399.00',
    quantity: 1,
    pickup: 'campus',
  },
  {
    seller: 'sneha',
    title: 'Operating System Concepts by Galvin (Wiley India edition)',
    description:
      '9th edition, Wiley India paperback. Underlined in pencil in the scheduling and deadlock chapters; otherwise clean.',
    category: 'Textbooks',
    condition: 'Good',
    price: '420.00',
    originalPrice: '899.00',
    quantity: 1,
    pickup: 'campus',
  },
  // Second-hand books
  {
    seller: 'kabir',
    title: 'R.S. Aggarwal Quantitative Aptitude for Competitive Examinations',
    description:
      'S. Chand, 2017 edition. Some answers ticked in pen in Time & Work and Percentages; cover slightly worn but the binding is solid. Great for placement prep.',
    category: 'Second-hand Books',
    condition: 'Fair',
    price: '200.00',
    originalPrice: '745.00',
    quantity: 1,
    pickup: 'campus',
  },
  {
    seller: 'sneha',
    title: 'Wings of Fire by A.P.J. Abdul Kalam (paperback)',
    description: 'Universities Press paperback. Read twice, slight yellowing on the edges, no markings.',
    category: 'Second-hand Books',
    condition: 'Good',
    price: '110.00',
    originalPrice: '250.00',
    quantity: 1,
    pickup: 'home',
  },
  {
    seller: 'kabir',
    title: 'Word Power Made Easy by Norman Lewis',
    description:
      'Spine is cracked and a few pages are loose (all present), heavily underlined. Still perfectly usable for vocabulary practice before CAT.',
    category: 'Second-hand Books',
    condition: 'Poor',
    price: '100.00',
    originalPrice: '225.00',
    quantity: 1,
    pickup: 'home',
  },
  // Reference books
  {
    seller: 'rohan',
    title: 'Cengage Mathematics for JEE Advanced: Algebra by G. Tewani',
    description:
      'Used during JEE preparation. Solutions of the single-correct exercises are worked out in pencil in a few chapters.',
    category: 'Reference Books',
    condition: 'Good',
    price: '350.00',
    originalPrice: '835.00',
    quantity: 1,
    pickup: 'home',
  },
  {
    seller: 'sneha',
    title: "Oxford Advanced Learner's Dictionary (10th edition)",
    description: 'Paperback with the online access code unused. Kept on my desk, never carried around.',
    category: 'Reference Books',
    condition: 'Like New',
    price: '420.00',
    originalPrice: '795.00',
    quantity: 1,
    pickup: 'campus',
  },
  {
    seller: 'rohan',
    title: 'Introduction to Algorithms (CLRS), 3rd edition',
    description:
      'PHI Indian edition. Sticky tabs on the graph and DP chapters that I can remove if you like. No water damage.',
    category: 'Reference Books',
    condition: 'Good',
    price: '480.00',
    originalPrice: '895.00',
    quantity: 1,
    pickup: 'campus',
  },
  {
    seller: 'kabir',
    title: "Lucent's General Knowledge (latest edition)",
    description: 'Bought two copies by mistake; this one is still in its shrink wrap.',
    category: 'Reference Books',
    condition: 'New',
    price: '180.00',
    originalPrice: '295.00',
    quantity: 1,
    pickup: 'campus',
  },
  // Course notes
  {
    seller: 'ananya',
    title: 'Digital Electronics printed notes, Sem 3 ECE',
    description:
      "Professor's slides printed two to a page plus solved tutorial sheets on K-maps, flip-flops and counters. Spiral bound.",
    category: 'Course Notes',
    condition: 'Good',
    price: '120.00',
    quantity: 2,
    pickup: 'campus',
  },
  {
    seller: 'sneha',
    title: 'Financial Accounting class notes, B.Com Sem 1 (typed)',
    description:
      'Typed notes covering journal entries to final accounts, with the practice problems our faculty gave in class. Spiral bound, 90 pages.',
    category: 'Course Notes',
    condition: 'Like New',
    price: '150.00',
    quantity: 3,
    pickup: 'campus',
  },
  {
    seller: 'aditya',
    title: 'Thermodynamics lecture notes, ME Sem 4 (printed and bound)',
    description:
      'Class notes printed from the shared drive, with my own pen annotations in the margins. A few pages have coffee marks.',
    category: 'Course Notes',
    condition: 'Fair',
    price: '80.00',
    quantity: 1,
    pickup: 'campus',
  },
  // Handwritten notes
  {
    seller: 'asha',
    title: 'Handwritten Data Structures notes (Sem 3 CSE)',
    description:
      'About 120 pages in neat handwriting: arrays, linked lists, trees, graphs and hashing with diagrams, plus solved university questions. This is the original notebook.',
    category: 'Handwritten Notes',
    condition: 'Good',
    price: '150.00',
    quantity: 1,
    pickup: 'campus',
  },
  {
    seller: 'rohan',
    title: 'Handwritten Organic Chemistry notes, Class 11 & 12 (JEE)',
    description:
      'Two long notebooks of reaction mechanisms and named reactions, colour coded. Some pages are a bit smudged but everything is legible.',
    category: 'Handwritten Notes',
    condition: 'Fair',
    price: '120.00',
    quantity: 1,
    pickup: 'home',
  },
  {
    seller: 'kabir',
    title: 'Handwritten Microeconomics notes, B.A. (Hons) Economics Sem 1',
    description:
      'Consumer theory, production and cost, with all the graphs drawn neatly. Written this year, so they follow the current syllabus.',
    category: 'Handwritten Notes',
    condition: 'Like New',
    price: '180.00',
    quantity: 1,
    pickup: 'campus',
  },
  {
    seller: 'aditya',
    title: 'Handwritten Engineering Mechanics notes with solved problems',
    description:
      'Coffee stain on a few pages and the last notebook is only half filled, but all units up to friction and trusses are covered.',
    category: 'Handwritten Notes',
    condition: 'Poor',
    price: '50.00',
    quantity: 1,
    pickup: 'campus',
  },
  // Previous year papers
  {
    seller: 'asha',
    title: 'GATE CSE previous year papers 2015–2024 (solved)',
    description:
      'Made Easy solved papers book with topic-wise questions. I attempted a few in pencil; the explanations are untouched.',
    category: 'Previous Year Papers',
    condition: 'Good',
    price: '250.00',
    originalPrice: '525.00',
    quantity: 1,
    pickup: 'home',
  },
  {
    seller: 'asha',
    title: 'Anna University Sem 5 CSE question bank (last 8 years)',
    description:
      'Printed and stapled university papers for all Sem 5 subjects, 2016–2023. Some pages are folded at the corners.',
    category: 'Previous Year Papers',
    condition: 'Fair',
    price: '60.00',
    quantity: 2,
    pickup: 'campus',
  },
  {
    seller: 'kabir',
    title: 'CAT previous year papers 2017–2023 with solutions',
    description:
      'Freshly printed and comb bound, never written in. Includes the slot-wise papers with detailed solutions.',
    category: 'Previous Year Papers',
    condition: 'New',
    price: '200.00',
    quantity: 2,
    pickup: 'home',
  },
  {
    seller: 'ananya',
    title: 'Jadavpur University B.E. Electrical previous year papers, Sem 1–4',
    description: 'Collected from seniors and bound together; a few answers scribbled in the margins.',
    category: 'Previous Year Papers',
    condition: 'Good',
    price: '90.00',
    quantity: 1,
    pickup: 'campus',
  },
  // Study materials and lab journals
  {
    seller: 'aditya',
    title: 'Engineering Physics lab journal, FE (completed and signed)',
    description:
      'All ten experiments written up with graphs, signed by the lab in-charge. Useful as a reference for the readings and diagrams.',
    category: 'Study Materials',
    condition: 'Good',
    price: '150.00',
    quantity: 1,
    pickup: 'campus',
  },
  {
    seller: 'sneha',
    title: 'Chemistry lab journal, B.Sc. Sem 2 (all experiments)',
    description: 'Complete journal with observations and results. The cover is torn at one corner.',
    category: 'Study Materials',
    condition: 'Fair',
    price: '120.00',
    quantity: 1,
    pickup: 'campus',
  },
  {
    seller: 'rohan',
    title: 'Allen JEE Main study modules, Physics (set of 6)',
    description:
      'Complete physics module set from the two-year classroom programme. Exercises are partly solved in pencil.',
    category: 'Study Materials',
    condition: 'Good',
    price: '450.00',
    quantity: 1,
    pickup: 'home',
  },
  {
    seller: 'kabir',
    title: 'UPSC Prelims Indian Polity flashcards (set of 200)',
    description:
      'Unopened pack; I switched to making my own cards. Covers the Constitution articles and amendments.',
    category: 'Study Materials',
    condition: 'New',
    price: '199.00',
    originalPrice: '349.00',
    quantity: 1,
    pickup: 'home',
  },
  // Stationery
  {
    seller: 'asha',
    title: 'Classmate long notebooks, pack of 6 (172 pages, unruled)',
    description: 'Sealed pack left over from the semester. Perfect for rough work and practicals.',
    category: 'Stationery',
    condition: 'New',
    price: '180.00',
    originalPrice: '360.00',
    quantity: 3,
    pickup: 'home',
  },
  {
    seller: 'sneha',
    title: 'Stationery bundle: Cello pens, Apsara pencils, highlighters and sticky notes',
    description: 'Ten pens, a box of pencils, four highlighters and two sticky-note pads. Most are unused.',
    category: 'Stationery',
    condition: 'Like New',
    price: '120.00',
    originalPrice: '260.00',
    quantity: 1,
    pickup: 'campus',
  },
  {
    seller: 'ananya',
    title: 'A4 spiral files and clear bags, set of 10',
    description: 'Handy for practical and assignment submissions. A couple have name stickers that peel off.',
    category: 'Stationery',
    condition: 'Good',
    price: '70.00',
    originalPrice: '150.00',
    quantity: 2,
    pickup: 'campus',
  },
  // Study electronics
  {
    seller: 'ananya',
    title: 'SanDisk 32 GB USB 3.0 pen drive',
    description: 'Formatted and empty. Used for carrying lab programs to the department computers.',
    category: 'Study Electronics',
    condition: 'Like New',
    price: '250.00',
    originalPrice: '599.00',
    quantity: 1,
    pickup: 'campus',
  },
  {
    seller: 'rohan',
    title: 'Logitech M235 wireless mouse',
    description: 'Works perfectly with the nano receiver; some shine on the buttons. Battery included.',
    category: 'Study Electronics',
    condition: 'Good',
    price: '350.00',
    originalPrice: '795.00',
    quantity: 1,
    pickup: 'campus',
  },
  // Lab equipment
  {
    seller: 'sneha',
    title: 'White lab coat, size M (100% cotton)',
    description: 'Washed and ironed. One faint ink mark on the pocket; otherwise spotless.',
    category: 'Lab Equipment',
    condition: 'Good',
    price: '200.00',
    originalPrice: '450.00',
    quantity: 1,
    pickup: 'campus',
  },
  {
    seller: 'ananya',
    title: 'Safety goggles and apron set for chemistry lab',
    description: 'Used for one semester of chemistry practicals. Goggles have no scratches.',
    category: 'Lab Equipment',
    condition: 'Like New',
    price: '150.00',
    originalPrice: '320.00',
    quantity: 1,
    pickup: 'campus',
  },
  {
    seller: 'ananya',
    title: 'Digital multimeter DT830D for electronics lab',
    description: 'Reads voltage, current and resistance correctly; probes included. Needs a 9 V battery.',
    category: 'Lab Equipment',
    condition: 'Good',
    price: '220.00',
    originalPrice: '399.00',
    quantity: 1,
    pickup: 'home',
  },
  // Calculators
  {
    seller: 'aditya',
    title: 'Casio fx-991ES Plus scientific calculator',
    description:
      'Used for four semesters, every key works and the original hard cover is included. Non-programmable, so allowed in university exams.',
    category: 'Calculators',
    condition: 'Good',
    price: '750.00',
    originalPrice: '1195.00',
    quantity: 1,
    pickup: 'campus',
  },
  {
    seller: 'kabir',
    title: 'Casio fx-82MS scientific calculator',
    description: 'Solar panel a little scratched and the cover is missing, but it works fine.',
    category: 'Calculators',
    condition: 'Fair',
    price: '300.00',
    originalPrice: '645.00',
    quantity: 1,
    pickup: 'home',
  },
  {
    seller: 'rohan',
    title: 'Casio fx-991EX ClassWiz calculator',
    description: 'Bought last year for the spreadsheet and matrix modes. Box and manual included.',
    category: 'Calculators',
    condition: 'Like New',
    price: '950.00',
    originalPrice: '1595.00',
    quantity: 1,
    pickup: 'campus',
  },
  {
    seller: 'sneha',
    title: 'Casio MJ-12D desktop calculator (for accounts)',
    description: 'Gift that I never used; still in the box with the warranty card.',
    category: 'Calculators',
    condition: 'New',
    price: '380.00',
    originalPrice: '525.00',
    quantity: 1,
    pickup: 'home',
  },
  // Drawing instruments
  {
    seller: 'aditya',
    title: 'Omega mini drafter for engineering drawing',
    description: 'Scales are straight and the clamp holds firmly. Comes in its original box.',
    category: 'Drawing Instruments',
    condition: 'Good',
    price: '350.00',
    originalPrice: '650.00',
    quantity: 1,
    pickup: 'campus',
  },
  {
    seller: 'asha',
    title: 'Camlin drawing instrument box (compass, divider, protractor)',
    description: 'Complete set, nothing missing. The compass lead is new.',
    category: 'Drawing Instruments',
    condition: 'Like New',
    price: '90.00',
    originalPrice: '160.00',
    quantity: 1,
    pickup: 'campus',
  },
  {
    seller: 'rohan',
    title: 'A1 drawing board with T-square and set squares',
    description:
      'Board has pin holes and tape marks from a year of ED sheets; the T-square edge is still true.',
    category: 'Drawing Instruments',
    condition: 'Fair',
    price: '280.00',
    originalPrice: '700.00',
    quantity: 1,
    pickup: 'campus',
  },
  // Backpacks and bags
  {
    seller: 'kabir',
    title: 'Wildcraft 35L laptop backpack (navy blue)',
    description: 'Fits a 15.6-inch laptop. All zips work; the bottom shows some wear.',
    category: 'Backpacks & Bags',
    condition: 'Good',
    price: '450.00',
    originalPrice: '1999.00',
    quantity: 1,
    pickup: 'campus',
  },
  {
    seller: 'sneha',
    title: 'Skybags college backpack with rain cover',
    description: 'Faded a bit in the sun and one side pocket mesh is loose. Rain cover is unused.',
    category: 'Backpacks & Bags',
    condition: 'Fair',
    price: '250.00',
    originalPrice: '1499.00',
    quantity: 1,
    pickup: 'home',
  },
  {
    seller: 'aditya',
    title: 'A2 drawing sheet holder bag (waterproof)',
    description: 'Keeps drawing sheets flat and dry in the monsoon. Used for one semester.',
    category: 'Backpacks & Bags',
    condition: 'Like New',
    price: '180.00',
    originalPrice: '350.00',
    quantity: 2,
    pickup: 'campus',
  },
  // Study tables
  {
    seller: 'asha',
    title: 'Foldable wooden bed study table',
    description: 'Folds flat to slide under the hostel bed. A few scratches on the top, legs are sturdy.',
    category: 'Study Tables',
    condition: 'Good',
    price: '450.00',
    originalPrice: '1299.00',
    quantity: 1,
    pickup: 'home',
  },
  {
    seller: 'ananya',
    title: 'Portable lap desk with cushion base',
    description: 'Good for studying in bed. The cushion cover is washable.',
    category: 'Study Tables',
    condition: 'Like New',
    price: '300.00',
    originalPrice: '799.00',
    quantity: 1,
    pickup: 'home',
  },
  // Educational software
  {
    seller: 'asha',
    title: 'AutoCAD training course DVDs and workbook (CADD Centre)',
    description:
      'Three DVDs with the video lessons plus the printed exercise workbook. Discs play without skips.',
    category: 'Educational Software',
    condition: 'Good',
    price: '250.00',
    quantity: 1,
    pickup: 'campus',
  },
  {
    seller: 'sneha',
    title: 'Tally ERP 9 textbook with practice CD',
    description: 'Book has my notes in pencil; the CD has the practice company data and still works.',
    category: 'Educational Software',
    condition: 'Fair',
    price: '150.00',
    originalPrice: '450.00',
    quantity: 1,
    pickup: 'campus',
  },
  // Study lamps
  {
    seller: 'rohan',
    title: 'Philips LED study lamp with adjustable neck',
    description: 'Flicker-free light, two brightness levels. Used on my hostel desk for a year.',
    category: 'Study Lamps',
    condition: 'Good',
    price: '400.00',
    originalPrice: '1199.00',
    quantity: 1,
    pickup: 'campus',
  },
  {
    seller: 'ananya',
    title: 'Wipro rechargeable LED desk lamp',
    description:
      'Three brightness levels and about four hours on a full charge, handy during power cuts. Charger included.',
    category: 'Study Lamps',
    condition: 'Like New',
    price: '450.00',
    originalPrice: '1399.00',
    quantity: 1,
    pickup: 'home',
  },
  {
    seller: 'kabir',
    title: 'USB clip-on reading lamp',
    description: 'The clip is cracked and held with tape, but the light works fine from any USB charger.',
    category: 'Study Lamps',
    condition: 'Poor',
    price: '80.00',
    originalPrice: '349.00',
    quantity: 1,
    pickup: 'campus',
  },
  // Project supplies
  {
    seller: 'rohan',
    title: 'Arduino Uno starter kit with breadboard and sensors',
    description:
      'Board, breadboard, jumper wires, LEDs, resistors and an ultrasonic sensor. Everything tested after our mini project.',
    category: 'Project Supplies',
    condition: 'Good',
    price: '480.00',
    originalPrice: '1150.00',
    quantity: 1,
    pickup: 'campus',
  },
  {
    seller: 'sneha',
    title: 'Chart papers, foam board and glue gun set for models',
    description: 'Ten chart papers, two foam boards and a glue gun with 20 sticks, all unused.',
    category: 'Project Supplies',
    condition: 'New',
    price: '150.00',
    originalPrice: '320.00',
    quantity: 1,
    pickup: 'campus',
  },
  {
    seller: 'aditya',
    title: 'Soldering iron kit (25 W) with stand and solder wire',
    description:
      'Tip is oxidised and needs cleaning, but it heats up quickly. Half a roll of solder wire included.',
    category: 'Project Supplies',
    condition: 'Fair',
    price: '180.00',
    originalPrice: '450.00',
    quantity: 1,
    pickup: 'home',
  },
  // Classroom furniture
  {
    seller: 'kabir',
    title: 'Whiteboard 2×3 ft with four markers and duster',
    description: 'Wall-mounted board, wipes clean with only faint ghosting in one corner. Screws included.',
    category: 'Classroom Furniture',
    condition: 'Good',
    price: '400.00',
    originalPrice: '950.00',
    quantity: 1,
    pickup: 'home',
  },
  {
    seller: 'asha',
    title: 'Nilkamal plastic study chair with armrests',
    description:
      'Sturdy and easy to carry; some scuff marks on the legs. Pickup only, it will not fit in a courier.',
    category: 'Classroom Furniture',
    condition: 'Fair',
    price: '450.00',
    originalPrice: '1100.00',
    quantity: 1,
    pickup: 'home',
  },
  // Educational tablets
  {
    seller: 'sneha',
    title: 'LCD writing tablet 10 inch for rough work',
    description: 'Saves a lot of paper for maths practice. One-touch erase works; spare stylus included.',
    category: 'Educational Tablets',
    condition: 'Like New',
    price: '250.00',
    originalPrice: '599.00',
    quantity: 1,
    pickup: 'campus',
  },
  // Other study materials
  {
    seller: 'asha',
    title: 'Periodic table and formula charts for the hostel wall (set of 5)',
    description:
      'Laminated A3 charts: periodic table, trigonometry, calculus, physics constants and organic reactions.',
    category: 'Other Study Materials',
    condition: 'Good',
    price: '80.00',
    originalPrice: '200.00',
    quantity: 1,
    pickup: 'campus',
  },
  {
    seller: 'kabir',
    title: 'Adjustable wooden book stand for reading',
    description: 'Holds even thick reference books open. Seven angle settings; one page clip is missing.',
    category: 'Other Study Materials',
    condition: 'Like New',
    price: '220.00',
    originalPrice: '499.00',
    quantity: 1,
    pickup: 'home',
  },
];

export interface DemoReview {
  /** The reviewed listing, by its exact title. */
  listingTitle: string;
  reviewer: DemoUsername;
  rating: 3 | 4 | 5;
  comment: string;
}

export const DEMO_REVIEWS: readonly DemoReview[] = [
  {
    listingTitle: 'H.C. Verma Concepts of Physics Vol 1',
    reviewer: 'aditya',
    rating: 5,
    comment: 'Exactly as described, the pencil marks came off easily. Packed well too.',
  },
  {
    listingTitle: 'B.S. Grewal Higher Engineering Mathematics (44th edition)',
    reviewer: 'rohan',
    rating: 5,
    comment: 'Great condition for the price. The highlighted examples actually helped before the M3 exam.',
  },
  {
    listingTitle: 'B.S. Grewal Higher Engineering Mathematics (44th edition)',
    reviewer: 'kabir',
    rating: 4,
    comment: 'Good copy, the cover crease is a bit bigger than in the photo but the pages are clean.',
  },
  {
    listingTitle: 'Handwritten Data Structures notes (Sem 3 CSE)',
    reviewer: 'ananya',
    rating: 5,
    comment: 'Super neat notes, the tree and graph diagrams are clearer than my textbook.',
  },
  {
    listingTitle: 'Handwritten Data Structures notes (Sem 3 CSE)',
    reviewer: 'rohan',
    rating: 4,
    comment: 'Very useful for revision. A couple of pages were hard to read but overall worth it.',
  },
  {
    listingTitle: 'Handwritten Data Structures notes (Sem 3 CSE)',
    reviewer: 'sneha',
    rating: 4,
    comment: 'Covered everything in our syllabus. Seller answered my questions quickly on WhatsApp.',
  },
  {
    listingTitle: 'Casio fx-991ES Plus scientific calculator',
    reviewer: 'sneha',
    rating: 4,
    comment: 'Works perfectly. The cover has a few scratches, nothing serious.',
  },
  {
    listingTitle: 'GATE CSE previous year papers 2015–2024 (solved)',
    reviewer: 'rohan',
    rating: 5,
    comment: 'Barely used and a great price. Exactly what I needed for GATE prep.',
  },
  {
    listingTitle: 'Wildcraft 35L laptop backpack (navy blue)',
    reviewer: 'sneha',
    rating: 3,
    comment: 'Bag is fine but the front pocket zip is stiff. Okay for the price.',
  },
  {
    listingTitle: 'R.S. Aggarwal Quantitative Aptitude for Competitive Examinations',
    reviewer: 'ananya',
    rating: 4,
    comment: 'Some answers were already ticked, as mentioned. Good enough for placement practice.',
  },
  {
    listingTitle: 'Philips LED study lamp with adjustable neck',
    reviewer: 'aditya',
    rating: 4,
    comment: 'Bright and steady light. Came with the original adapter.',
  },
];
