import type { SeedJob } from './types';

/** Vacancies at the demo non-profits. Deadlines are days from the reference date (2026-01-15). */
export const jobs: SeedJob[] = [
  {
    nonprofitKey: 'open-tafel',
    title: 'Volunteer Coordinator',
    description:
      'Open Tafel runs on the energy of more than 300 volunteers. As volunteer coordinator you make sure every one of them feels welcome, knows what to do and wants to come back next week. You recruit new volunteers, plan the shifts at our six distribution points and are the first point of contact when something goes wrong.',
    city: 'Rotterdam',
    contact: '+31 10 555 0149',
    employment: 'Part-time (24 hours per week)',
    education: 'Higher vocational education (HBO) level, for example in social work or HR',
    period: 'Starting 1 April 2026, one-year contract with a view to a permanent position',
    background:
      'Open Tafel is a food bank network in Rotterdam with six distribution points, a community kitchen and a small paid team of five. You report to the director and work closely with the location coordinators.',
    conditions:
      'Salary between 3,050 and 3,900 euros gross per month for a full-time position, in line with the collective agreement for social work\nHoliday allowance of 8% and an end-of-year bonus\nTravel allowance and a bike to get between locations\nFlexible working hours, including one evening a week',
    tasks:
      'Recruit, welcome and train new volunteers\nPlan the weekly shifts at six distribution points\nOrganise two volunteer get-togethers a year\nKeep the volunteer database up to date',
    responsibilities:
      'A stable team of volunteers at every location\nA safe, friendly working atmosphere for volunteers and guests\nClear agreements on tasks, training and the code of conduct',
    requirements:
      'Experience working with volunteers or in a community setting\nExcellent communication skills in Dutch; English is a plus\nOrganised, calm under pressure and a natural people person\nA driving licence (category B)',
    email: 'vacatures@opentafel.example.org',
    website: 'https://opentafel.example.org/vacatures',
    deadlineInDays: 45,
  },
  {
    nonprofitKey: 'clear-springs',
    title: 'Field Engineer Water Projects',
    description:
      'Are you a civil or water engineer who wants to see the results of your work every day? As field engineer you supervise the drilling of new boreholes and the installation of rainwater tanks at schools in Lira and Apac, and you train local pump mechanics to keep everything running.',
    city: 'Lira, Uganda',
    contact: '+31 30 555 0232',
    employment: 'Full-time',
    education: "Bachelor's degree in civil engineering, water engineering or a related field",
    period: 'Two-year contract starting in April 2026, with the possibility of extension',
    background:
      'Clear Springs Uganda has a team of twelve in Lira and a fundraising office of three in Utrecht. You work with our Ugandan project manager, village water committees and local drilling contractors.',
    conditions:
      'Competitive local salary with health insurance\nA project motorbike and fuel allowance\nTwo weeks of induction with our team in Lira\nTraining budget for professional development',
    tasks:
      'Carry out site surveys and water quality tests\nSupervise drilling contractors and check their work\nDesign and install rainwater harvesting systems at schools\nTrain and coach local pump mechanics',
    responsibilities:
      'Technical quality and safety of all new water points\nAccurate monthly reports on progress and costs\nGood relationships with district officials and water committees',
    requirements:
      'At least three years of experience with rural water supply\nFluent English; Luo or Lango is a strong advantage\nA valid motorbike licence\nHappy to spend most of the week in rural villages',
    email: 'jobs@clearsprings.example.org',
    website: 'https://clearsprings.example.org/jobs',
    deadlineInDays: 60,
  },
  {
    nonprofitKey: 'msichana-fund',
    title: 'Fundraising Officer',
    description:
      'Msichana is growing, and so is the number of girls on our waiting list. As fundraising officer you build lasting relationships with our donors, companies and foundations in the Netherlands, so that more girls in Kenya can finish secondary school.',
    city: 'Den Haag',
    contact: '+31 70 555 0053',
    employment: 'Part-time (32 hours per week)',
    education: 'Higher vocational (HBO) or university degree',
    period: 'Permanent position after a one-year contract, starting as soon as possible',
    background:
      'You join a small, close-knit team of four at our office in The Hague and work closely with our colleagues in Nairobi, who share the stories and results you need.',
    conditions:
      'Salary between 3,300 and 4,300 euros gross per month based on 36 hours\nHoliday allowance of 8% and a good pension scheme\nHybrid working: two days a week from home\nA visit to our programme in Kenya after your first year',
    tasks:
      'Write funding applications to foundations and trusts\nLook after our 1,200 regular donors\nDevelop partnerships with companies and schools\nOrganise our annual benefit dinner',
    responsibilities:
      'Reaching the annual income target together with the director\nAccurate and timely reporting to funders\nA donor database that is clean and GDPR-compliant',
    requirements:
      'At least two years of experience in fundraising or sales\nExcellent writing skills in Dutch and English\nConfident presenting to groups and meeting new people\nA genuine passion for equal opportunities for girls',
    email: 'werken@msichana.example.org',
    website: 'https://msichana.example.org/werken-bij',
    deadlineInDays: 30,
  },
  {
    nonprofitKey: 'taalhuis-welkom',
    title: 'Volunteer Dutch Teacher',
    description:
      'Give newcomers the key to their new city: the language. As a volunteer teacher you lead a small group of four to eight students through our lesson programme, together with a fellow volunteer. You do not need teaching experience; enthusiasm and patience matter most.',
    city: 'Amsterdam',
    contact: '+31 20 555 0119',
    employment: 'Volunteer',
    education: 'No specific education required; native or near-native Dutch',
    period: 'At least six months, two to four hours a week',
    background:
      'Taalhuis Welkom has around 60 volunteer teachers and a part-time coordinator. New teachers always start alongside an experienced colleague.',
    conditions:
      'A free five-session training course in teaching Dutch as a second language\nAll teaching materials provided\nTravel expenses reimbursed\nA certificate of Good Conduct (VOG) arranged and paid for by us',
    tasks:
      "Prepare and teach one or two lessons a week\nHelp students with homework and exam preparation\nJoin the monthly teachers' meeting",
    responsibilities:
      "A safe and encouraging atmosphere in your group\nKeeping track of each student's progress\nLetting the coordinator know in good time if you cannot make it",
    requirements:
      'Excellent spoken and written Dutch\nPatience, humour and an open attitude\nAvailable on a fixed weekday morning or evening',
    email: 'vrijwilligers@taalhuiswelkom.example.org',
    website: 'https://taalhuiswelkom.example.org/vrijwilligers',
    deadlineInDays: 200,
  },
  {
    nonprofitKey: 'schone-kust',
    title: 'Communications Intern',
    description:
      'Do you want to use your creativity for cleaner seas? As communications intern you tell the story of our beach cleanups on social media, in our newsletter and in the local press, and you help turn our litter data into graphics people actually want to share.',
    city: 'Den Haag',
    contact: '+31 6 5550 1461',
    employment: 'Internship (32 to 40 hours per week)',
    education:
      'Higher vocational (HBO) or university student in communication, journalism or design',
    period: 'Five months, starting in March or September 2026',
    background:
      'Schone Kust Collectief is run by a core team of six and hundreds of volunteers. You work with our coordinator and a volunteer photographer, and you get plenty of room for your own ideas.',
    conditions:
      'Internship allowance of 500 euros per month\nA workplace at our harbour office in Scheveningen\nPersonal supervision and a final assessment for your programme\nAll the fresh sea air you can handle',
    tasks:
      'Create posts and short videos for Instagram and LinkedIn\nWrite the monthly newsletter\nPitch stories to local media\nPhotograph and film at cleanups',
    responsibilities:
      'A weekly content calendar\nA consistent tone of voice across all channels\nMeasuring and reporting what works',
    requirements:
      'You are enrolled in a relevant degree programme\nStrong writing skills in Dutch and English\nExperience with Canva or Adobe tools\nAvailable on at least one weekend day a month for cleanups',
    email: 'stage@schonekust.example.org',
    website: 'https://schonekust.example.org/stage',
    deadlineInDays: 35,
  },
  {
    nonprofitKey: 'veilige-haven',
    title: 'Animal Caretaker',
    description:
      'From feeding and cleaning to comforting a frightened dog on its first night: as animal caretaker you make sure every animal at De Veilige Haven gets the care and attention it needs. You also guide volunteers and talk with people who want to adopt.',
    city: 'Eindhoven',
    contact: '+31 40 555 0206',
    employment: 'Part-time (28 hours per week)',
    education: 'Secondary vocational education (MBO level 3 or 4) in animal care',
    period: 'Permanent position, starting 1 February 2026',
    background:
      'Our shelter has a team of nine paid staff, a visiting vet and 120 volunteers. You work in a rota with your colleagues, including one weekend day a fortnight.',
    conditions:
      'Salary according to the collective agreement for animal care\nHoliday allowance and pension scheme\nStaff discount at the local pet supply shop\nAn extra day off on your birthday',
    tasks:
      'Feed the animals and clean the kennels and cattery\nMonitor health and give medication as instructed by the vet\nGuide and instruct volunteers during your shift\nShow prospective adopters around and answer their questions',
    responsibilities:
      'Hygiene and animal welfare in your part of the shelter\nAccurate records in the animal registration system\nMatching animals with the right new owners',
    requirements:
      'A diploma in animal care, or equivalent experience\nPhysically fit and not afraid to get dirty\nCalm and confident with anxious animals\nAvailable on weekends and public holidays according to the rota',
    email: 'vacature@veiligehaven.example.org',
    website: 'https://veiligehaven.example.org/vacatures',
    deadlineInDays: -12,
  },
  {
    nonprofitKey: 'nachtlicht',
    title: 'Night Volunteer: Chat and Phone',
    description:
      'Between 8 pm and 4 am, people in Flanders call or chat with us when they feel alone. As a night volunteer you are the one who listens. You do not solve problems; you give people space to talk, and that often makes all the difference.',
    city: 'Gent',
    contact: '+32 9 555 03 11',
    employment: 'Volunteer',
    education: 'No specific education required',
    period: 'At least one year, one night shift every two weeks',
    background:
      'Nachtlicht has 140 volunteers and a professional team of psychologists who provide training and supervision. You always work with an experienced colleague within reach.',
    conditions:
      'A free 40-hour training course in listening and crisis conversations\nMonthly supervision and group sessions\nVolunteer insurance and travel expenses\nA warm, close-knit group of colleagues',
    tasks:
      'Answer calls and chats during your night shift\nListen, ask questions and help callers put their feelings into words\nRefer callers to professional help where needed\nTake part in supervision sessions',
    responsibilities:
      'Protecting the anonymity and privacy of every caller\nFollowing our protocol for crisis situations\nLooking after your own well-being and asking for support when you need it',
    requirements:
      'At least 21 years old\nEmotionally stable, patient and non-judgemental\nFluent in Dutch\nAble to commit to night shifts for at least a year',
    email: 'vrijwilligers@nachtlicht.example.org',
    website: 'https://nachtlicht.example.org/word-vrijwilliger',
    deadlineInDays: 150,
  },
  {
    nonprofitKey: 'groene-straten',
    title: 'Project Leader Green Schoolyards',
    description:
      'Ten schoolyards, hundreds of enthusiastic pupils and one clear goal: more green and less grey in Amsterdam Nieuw-West. As project leader you guide each school from the first design session with pupils to the last tree in the ground.',
    city: 'Amsterdam',
    contact: '+31 20 555 0192',
    employment: 'Part-time (28 to 32 hours per week)',
    education:
      'Higher vocational (HBO) or university degree in landscape architecture, urban greening or project management',
    period: 'Two-year project, starting in May 2026',
    background:
      'Groene Straten is a neighbourhood association with two paid staff and a large group of volunteer planters. This project is funded by donors, two housing corporations and the city district.',
    conditions:
      'Salary between 3,400 and 4,500 euros gross per month based on 36 hours\nHoliday allowance and pension scheme\nA cargo bike for getting around the district\nPlenty of freedom to shape the project',
    tasks:
      'Organise design sessions with pupils, parents and teachers\nWork with landscape designers and contractors\nPlan and lead the volunteer build days\nManage the project budget and report to funders',
    responsibilities:
      'Delivering ten green schoolyards on time and within budget\nA maintenance plan agreed with every school\nGood cooperation with the municipality and housing corporations',
    requirements:
      'At least three years of experience in project management, ideally in public space\nKnowledge of green design and climate adaptation\nGood at bringing together people with different interests\nFluent in Dutch',
    email: 'werken@groenestraten.example.org',
    website: 'https://groenestraten.example.org/vacatures',
    deadlineInDays: 75,
  },
];
