import type { SeedTopic } from './types';

/** Concrete causes donors can follow, each tied to one SDG. */
export const topics: SeedTopic[] = [
  {
    key: 'family-poverty-relief',
    sdg: 1,
    name: { en: 'Family poverty relief', nl: 'Armoedebestrijding voor gezinnen' },
    description: {
      en: 'Practical help for households that cannot make ends meet, from school supplies to winter coats. Small, direct support that keeps families afloat.',
      nl: 'Praktische hulp voor gezinnen die niet rondkomen, van schoolspullen tot winterjassen. Kleine, directe steun die gezinnen overeind houdt.',
    },
    label: 'Poverty',
  },
  {
    key: 'homelessness-support',
    sdg: 1,
    name: { en: 'Homelessness support', nl: 'Hulp aan dak- en thuislozen' },
    description: {
      en: 'Night shelters, warm showers and a listening ear for people without a home. Helping people take the first step back to a place of their own.',
      nl: 'Nachtopvang, een warme douche en een luisterend oor voor mensen zonder huis. Zo helpen we mensen op weg naar een eigen plek.',
    },
    label: 'Shelter',
  },
  {
    key: 'food-banks',
    sdg: 2,
    name: { en: 'Food banks', nl: 'Voedselbanken' },
    description: {
      en: 'Weekly food parcels for families living below the poverty line. Surplus food from shops and farms ends up on dinner tables instead of in the bin.',
      nl: 'Wekelijkse voedselpakketten voor gezinnen die onder de armoedegrens leven. Overschotten van winkels en boeren belanden op tafel in plaats van in de container.',
    },
    label: 'Food',
  },
  {
    key: 'community-meals',
    sdg: 2,
    name: { en: 'Community meals', nl: 'Buurtmaaltijden' },
    description: {
      en: 'Neighbourhood kitchens where anyone can eat a hot meal for little or nothing. Good food, and nobody eats alone.',
      nl: 'Buurtkeukens waar iedereen voor weinig of niets een warme maaltijd kan eten. Lekker eten, en niemand hoeft alleen aan tafel.',
    },
    label: 'Meals',
  },
  {
    key: 'mental-health',
    sdg: 3,
    name: { en: 'Mental health support', nl: 'Mentale gezondheid' },
    description: {
      en: 'Helplines, peer groups and low-threshold support for people who are struggling. Because talking to someone can make all the difference.',
      nl: 'Hulplijnen, lotgenotengroepen en laagdrempelige steun voor mensen die het even niet meer zien zitten. Want praten met iemand kan het verschil maken.',
    },
    label: 'Mind',
  },
  {
    key: 'inclusive-sports',
    sdg: 3,
    name: { en: 'Sport for everyone', nl: 'Sport voor iedereen' },
    description: {
      en: 'Sports clubs that welcome every child, whatever their background, budget or ability. Playing together builds health, confidence and friendships.',
      nl: 'Sportclubs waar elk kind welkom is, ongeacht achtergrond, budget of beperking. Samen sporten zorgt voor gezondheid, zelfvertrouwen en vriendschap.',
    },
    label: 'Sport',
  },
  {
    key: 'girls-education',
    sdg: 4,
    name: { en: "Girls' education", nl: 'Onderwijs voor meisjes' },
    description: {
      en: "School fees, uniforms and mentoring so girls can finish secondary school. Every extra year in the classroom changes a girl's future.",
      nl: 'Schoolgeld, uniformen en begeleiding zodat meisjes hun middelbare school kunnen afmaken. Elk extra schooljaar verandert de toekomst van een meisje.',
    },
    label: 'Education',
  },
  {
    key: 'language-learning',
    sdg: 4,
    name: { en: 'Language lessons for newcomers', nl: 'Taallessen voor nieuwkomers' },
    description: {
      en: 'Volunteer-led classes and conversation groups for people who are new to the country. Learning the language opens the door to work, friends and a new home.',
      nl: 'Lessen en taalcafés door vrijwilligers voor mensen die net in Nederland of België zijn. De taal leren opent de deur naar werk, vrienden en een nieuw thuis.',
    },
    label: 'Language',
  },
  {
    key: 'women-entrepreneurs',
    sdg: 5,
    name: { en: 'Women entrepreneurs', nl: 'Vrouwelijk ondernemerschap' },
    description: {
      en: 'Micro-loans, training and networks for women starting their own business. Economic independence is one of the strongest drivers of equality.',
      nl: 'Microkredieten, trainingen en netwerken voor vrouwen die een eigen bedrijf beginnen. Financiële zelfstandigheid is een van de sterkste motoren van gelijkheid.',
    },
    label: 'Equality',
  },
  {
    key: 'clean-drinking-water',
    sdg: 6,
    name: { en: 'Clean drinking water', nl: 'Schoon drinkwater' },
    description: {
      en: 'Boreholes, rainwater tanks and repairs so communities have safe water close to home. Children spend less time fetching water and more time in school.',
      nl: 'Waterputten, regenwatertanks en reparaties zodat gemeenschappen veilig water dicht bij huis hebben. Kinderen zijn minder tijd kwijt aan water halen en zitten vaker in de klas.',
    },
    label: 'Water',
  },
  {
    key: 'sanitation-hygiene',
    sdg: 6,
    name: { en: 'Sanitation and hygiene', nl: 'Sanitatie en hygiëne' },
    description: {
      en: 'Clean toilets, handwashing stations and hygiene lessons in schools and villages. Simple facilities that prevent disease and protect dignity.',
      nl: 'Schone toiletten, plekken om je handen te wassen en hygiënelessen op scholen en in dorpen. Eenvoudige voorzieningen die ziekte voorkomen en waardigheid beschermen.',
    },
    label: 'Sanitation',
  },
  {
    key: 'solar-energy',
    sdg: 7,
    name: { en: 'Solar power for communities', nl: 'Zonne-energie voor gemeenschappen' },
    description: {
      en: 'Solar panels on schools, clinics and community buildings. Clean, affordable power that stays in local hands.',
      nl: 'Zonnepanelen op scholen, klinieken en buurthuizen. Schone, betaalbare stroom die in handen blijft van de buurt.',
    },
    label: 'Energy',
  },
  {
    key: 'job-training',
    sdg: 8,
    name: { en: 'Job training', nl: 'Werkervaring en opleiding' },
    description: {
      en: 'Hands-on training and work placements for people who are far from the job market. A paid job brings income, structure and pride.',
      nl: 'Praktijkgerichte trainingen en werkervaringsplekken voor mensen met een grote afstand tot de arbeidsmarkt. Betaald werk geeft inkomen, ritme en trots.',
    },
    label: 'Work',
  },
  {
    key: 'digital-inclusion',
    sdg: 9,
    name: { en: 'Digital skills', nl: 'Digitale vaardigheden' },
    description: {
      en: 'Refurbished laptops and patient help for people who struggle with the digital world. From online banking to video calls with the grandchildren.',
      nl: 'Opgeknapte laptops en geduldige hulp voor mensen die moeite hebben met de digitale wereld. Van internetbankieren tot videobellen met de kleinkinderen.',
    },
    label: 'Digital',
  },
  {
    key: 'refugee-support',
    sdg: 10,
    name: { en: 'Refugee support', nl: 'Steun aan vluchtelingen' },
    description: {
      en: 'A warm welcome, practical help and a buddy for people who had to flee their homes. Helping newcomers find their feet and their place.',
      nl: 'Een warm welkom, praktische hulp en een maatje voor mensen die hun huis moesten ontvluchten. Zo vinden nieuwkomers hun weg en hun plek.',
    },
    label: 'Refugees',
  },
  {
    key: 'urban-trees',
    sdg: 11,
    name: { en: 'Urban trees', nl: 'Bomen in de stad' },
    description: {
      en: 'Planting and caring for trees in stony streets and squares. More shade, cooler summers and happier neighbourhoods.',
      nl: 'Bomen planten en verzorgen in versteende straten en op pleinen. Meer schaduw, koelere zomers en fijnere wijken.',
    },
    label: 'Trees',
  },
  {
    key: 'green-schoolyards',
    sdg: 11,
    name: { en: 'Green schoolyards', nl: 'Groene schoolpleinen' },
    description: {
      en: 'Turning grey tiles into playgrounds full of plants, water and mud. Children play more, learn outdoors and the yard soaks up heavy rain.',
      nl: 'Grijze tegels omtoveren tot speelplekken vol groen, water en modder. Kinderen spelen meer, leren buiten en het plein vangt hevige regen op.',
    },
    label: 'Schoolyards',
  },
  {
    key: 'circular-fashion',
    sdg: 12,
    name: { en: 'Circular fashion', nl: 'Circulaire mode' },
    description: {
      en: 'Swapping, mending and upcycling clothes instead of throwing them away. Fashion that lasts longer and weighs less on the planet.',
      nl: 'Kleding ruilen, herstellen en upcyclen in plaats van weggooien. Mode die langer meegaat en minder zwaar weegt voor de aarde.',
    },
    label: 'Fashion',
  },
  {
    key: 'repair-and-reuse',
    sdg: 12,
    name: { en: 'Repair and reuse', nl: 'Repareren en hergebruiken' },
    description: {
      en: 'Volunteer fixers who bring broken toasters, bikes and lamps back to life. Less waste, and you learn how to fix it yourself.',
      nl: 'Vrijwillige reparateurs die kapotte broodroosters, fietsen en lampen weer tot leven wekken. Minder afval, en je leert meteen hoe je het zelf doet.',
    },
    label: 'Repair',
  },
  {
    key: 'climate-adaptation',
    sdg: 13,
    name: { en: 'Climate adaptation', nl: 'Klimaatadaptatie' },
    description: {
      en: 'Rain gardens, green roofs and water storage that help neighbourhoods cope with heat and heavy rain. Preparing our streets for the weather of tomorrow.',
      nl: 'Regentuinen, groene daken en wateropvang die wijken helpen om te gaan met hitte en hoosbuien. Zo maken we onze straten klaar voor het weer van morgen.',
    },
    label: 'Climate',
  },
  {
    key: 'ocean-plastic',
    sdg: 14,
    name: { en: 'Ocean plastic', nl: 'Plastic in zee' },
    description: {
      en: "Beach cleanups, river traps and research to stop plastic from reaching the sea. Every bottle picked up on the beach is one less in a seal's stomach.",
      nl: 'Strandopruimacties, afvalvangers in rivieren en onderzoek om plastic uit zee te houden. Elke fles die je op het strand opraapt, belandt niet in de maag van een zeehond.',
    },
    label: 'Ocean',
  },
  {
    key: 'animal-welfare',
    sdg: 15,
    name: { en: 'Animal welfare', nl: 'Dierenwelzijn' },
    description: {
      en: 'Shelter, veterinary care and new homes for abandoned and mistreated animals. Giving every animal a second chance.',
      nl: 'Opvang, dierenartszorg en een nieuw thuis voor achtergelaten en verwaarloosde dieren. Elk dier verdient een tweede kans.',
    },
    label: 'Animals',
  },
  {
    key: 'reforestation',
    sdg: 15,
    name: { en: 'Reforestation', nl: 'Herbebossing' },
    description: {
      en: 'Planting native trees with local farmers to restore forests and soil. Forests store carbon, hold water and give wildlife a home.',
      nl: 'Samen met lokale boeren inheemse bomen planten om bossen en bodem te herstellen. Bossen slaan CO2 op, houden water vast en bieden dieren een thuis.',
    },
    label: 'Forests',
  },
  {
    key: 'legal-aid',
    sdg: 16,
    name: { en: 'Free legal aid', nl: 'Gratis rechtshulp' },
    description: {
      en: 'Free advice for people facing eviction, debt or discrimination who cannot afford a lawyer. Justice should not depend on the size of your wallet.',
      nl: 'Gratis advies voor mensen die te maken hebben met huisuitzetting, schulden of discriminatie en geen advocaat kunnen betalen. Recht mag niet afhangen van de dikte van je portemonnee.',
    },
    label: 'Justice',
  },
  {
    key: 'volunteering',
    sdg: 17,
    name: { en: 'Volunteering', nl: 'Vrijwilligerswerk' },
    description: {
      en: 'Matching people who want to help with organisations that need them. Your time and skills are worth just as much as your money.',
      nl: 'Mensen die willen helpen koppelen aan organisaties die hen nodig hebben. Je tijd en talent zijn net zo waardevol als je geld.',
    },
    label: 'Volunteer',
  },
];
