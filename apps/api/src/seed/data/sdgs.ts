import type { SeedSdg } from './types';

/** The 17 UN Sustainable Development Goals with their official names, goal statements and colours. */
export const sdgs: SeedSdg[] = [
  {
    number: 1,
    name: { en: 'No Poverty', nl: 'Geen armoede' },
    description: {
      en: 'End poverty in all its forms everywhere.',
      nl: 'Beëindig armoede overal en in al haar vormen.',
    },
    color: '#E5243B',
  },
  {
    number: 2,
    name: { en: 'Zero Hunger', nl: 'Geen honger' },
    description: {
      en: 'End hunger, achieve food security and improved nutrition and promote sustainable agriculture.',
      nl: 'Beëindig honger, bereik voedselzekerheid en betere voeding, en bevorder duurzame landbouw.',
    },
    color: '#DDA63A',
  },
  {
    number: 3,
    name: { en: 'Good Health and Well-being', nl: 'Goede gezondheid en welzijn' },
    description: {
      en: 'Ensure healthy lives and promote well-being for all at all ages.',
      nl: 'Zorg voor een goede gezondheid en bevorder het welzijn van iedereen, op elke leeftijd.',
    },
    color: '#4C9F38',
  },
  {
    number: 4,
    name: { en: 'Quality Education', nl: 'Kwaliteitsonderwijs' },
    description: {
      en: 'Ensure inclusive and equitable quality education and promote lifelong learning opportunities for all.',
      nl: 'Zorg voor inclusief, rechtvaardig en kwalitatief goed onderwijs en bevorder levenslang leren voor iedereen.',
    },
    color: '#C5192D',
  },
  {
    number: 5,
    name: { en: 'Gender Equality', nl: 'Gendergelijkheid' },
    description: {
      en: 'Achieve gender equality and empower all women and girls.',
      nl: 'Bereik gendergelijkheid en versterk de positie van alle vrouwen en meisjes.',
    },
    color: '#FF3A21',
  },
  {
    number: 6,
    name: { en: 'Clean Water and Sanitation', nl: 'Schoon water en sanitair' },
    description: {
      en: 'Ensure availability and sustainable management of water and sanitation for all.',
      nl: 'Zorg voor de beschikbaarheid en het duurzaam beheer van water en sanitaire voorzieningen voor iedereen.',
    },
    color: '#26BDE2',
  },
  {
    number: 7,
    name: { en: 'Affordable and Clean Energy', nl: 'Betaalbare en duurzame energie' },
    description: {
      en: 'Ensure access to affordable, reliable, sustainable and modern energy for all.',
      nl: 'Zorg voor toegang tot betaalbare, betrouwbare, duurzame en moderne energie voor iedereen.',
    },
    color: '#FCC30B',
  },
  {
    number: 8,
    name: { en: 'Decent Work and Economic Growth', nl: 'Waardig werk en economische groei' },
    description: {
      en: 'Promote sustained, inclusive and sustainable economic growth, full and productive employment and decent work for all.',
      nl: 'Bevorder aanhoudende, inclusieve en duurzame economische groei, volledige en productieve werkgelegenheid en waardig werk voor iedereen.',
    },
    color: '#A21942',
  },
  {
    number: 9,
    name: {
      en: 'Industry, Innovation and Infrastructure',
      nl: 'Industrie, innovatie en infrastructuur',
    },
    description: {
      en: 'Build resilient infrastructure, promote inclusive and sustainable industrialization and foster innovation.',
      nl: 'Bouw veerkrachtige infrastructuur, bevorder inclusieve en duurzame industrialisering en stimuleer innovatie.',
    },
    color: '#FD6925',
  },
  {
    number: 10,
    name: { en: 'Reduced Inequalities', nl: 'Ongelijkheid verminderen' },
    description: {
      en: 'Reduce inequality within and among countries.',
      nl: 'Verminder ongelijkheid binnen en tussen landen.',
    },
    color: '#DD1367',
  },
  {
    number: 11,
    name: { en: 'Sustainable Cities and Communities', nl: 'Duurzame steden en gemeenschappen' },
    description: {
      en: 'Make cities and human settlements inclusive, safe, resilient and sustainable.',
      nl: 'Maak steden en woongebieden inclusief, veilig, veerkrachtig en duurzaam.',
    },
    color: '#FD9D24',
  },
  {
    number: 12,
    name: {
      en: 'Responsible Consumption and Production',
      nl: 'Verantwoorde consumptie en productie',
    },
    description: {
      en: 'Ensure sustainable consumption and production patterns.',
      nl: 'Zorg voor duurzame consumptie- en productiepatronen.',
    },
    color: '#BF8B2E',
  },
  {
    number: 13,
    name: { en: 'Climate Action', nl: 'Klimaatactie' },
    description: {
      en: 'Take urgent action to combat climate change and its impacts.',
      nl: 'Onderneem dringend actie om klimaatverandering en de gevolgen ervan te bestrijden.',
    },
    color: '#3F7E44',
  },
  {
    number: 14,
    name: { en: 'Life Below Water', nl: 'Leven in het water' },
    description: {
      en: 'Conserve and sustainably use the oceans, seas and marine resources for sustainable development.',
      nl: 'Behoud de oceanen, zeeën en mariene hulpbronnen en gebruik ze duurzaam, met het oog op duurzame ontwikkeling.',
    },
    color: '#0A97D9',
  },
  {
    number: 15,
    name: { en: 'Life on Land', nl: 'Leven op het land' },
    description: {
      en: 'Protect, restore and promote sustainable use of terrestrial ecosystems, sustainably manage forests, combat desertification, and halt and reverse land degradation and halt biodiversity loss.',
      nl: 'Bescherm en herstel ecosystemen op het land en bevorder het duurzaam gebruik ervan, beheer bossen duurzaam, bestrijd woestijnvorming, stop de aantasting van de bodem en draai die terug, en houd het verlies aan biodiversiteit tegen.',
    },
    color: '#56C02B',
  },
  {
    number: 16,
    name: {
      en: 'Peace, Justice and Strong Institutions',
      nl: 'Vrede, justitie en sterke publieke diensten',
    },
    description: {
      en: 'Promote peaceful and inclusive societies for sustainable development, provide access to justice for all and build effective, accountable and inclusive institutions at all levels.',
      nl: 'Bevorder vreedzame en inclusieve samenlevingen voor duurzame ontwikkeling, zorg voor toegang tot justitie voor iedereen en bouw op alle niveaus doeltreffende, verantwoordingsplichtige en inclusieve instellingen.',
    },
    color: '#00689D',
  },
  {
    number: 17,
    name: { en: 'Partnerships for the Goals', nl: 'Partnerschap om doelstellingen te bereiken' },
    description: {
      en: 'Strengthen the means of implementation and revitalize the Global Partnership for Sustainable Development.',
      nl: 'Versterk de middelen om de doelen uit te voeren en geef het wereldwijde partnerschap voor duurzame ontwikkeling nieuw leven.',
    },
    color: '#19486A',
  },
];
